import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';
import { installErrorReporting } from './lib/remote-log.ts';
import { registerServiceWorkerAfterLoad } from './lib/offline/register-service-worker.ts';

installErrorReporting();
registerServiceWorkerAfterLoad();

// `/` arrives prerendered with a script of its own (src/landing.ts) and never loads this entry; every
// other page starts from the empty #root of index.html.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
