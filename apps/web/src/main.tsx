import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';
import { installErrorReporting } from './lib/remote-log.ts';
import { registerServiceWorkerAfterLoad } from './lib/offline/register-service-worker.ts';

installErrorReporting();
registerServiceWorkerAfterLoad();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// `/` arrives prerendered (scripts/prerender-landing.ts): adopt that markup instead of rebuilding it.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// hydrating the whole page in one task (350-600 ms under Lighthouse's 4x CPU throttle, counted as
// blocking time); a click meanwhile still hydrates its target first and is replayed.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
