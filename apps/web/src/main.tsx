import { StrictMode } from 'react';
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
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
