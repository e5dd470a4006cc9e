/**
 * Registers the service worker (/sw.js) once the page has loaded, so its download and install
 * never compete with the first paint or the landing page's script budget. Only in a production
 * build: the dev server has no /sw.js.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
