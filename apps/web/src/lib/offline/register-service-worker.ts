import { onIdle } from '../on-idle.ts';

/**
 * Registers the service worker (/sw.js) once the page has loaded, so its download and install
 * never compete with the first paint or the landing page's script budget. Only in a production
 * build: the dev server has no /sw.js.
 *
 * `settleMs` waits that much longer after load, then for an idle moment. The landing page uses it:
 * installing the worker starts a thread of its own and precaches the whole app (every route's
 * files), which on a phone's few cores competes with the visitor's first scroll and tap. The page
 * itself needs nothing from the worker, which is there for the app's next pages.
 */
export function registerServiceWorkerAfterLoad({ settleMs = 0 }: { settleMs?: number } = {}): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const afterLoad = settleMs > 0 ? () => setTimeout(() => onIdle(register), settleMs) : register;
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
