import { SERVED_OFFLINE_HEADER } from './offline/cache-names.ts';

/**
 * Whether our server answers, as the app's own requests find out. `navigator.onLine` only says
 * the device has a network: at the ramp a phone often shows bars (or a captive portal) while no
 * request gets through, and a browser may not report offline at all. So a request that gets no
 * answer, or one the service worker answered from its kept copies, marks the server unreachable;
 * any live answer marks it reachable again. While unreachable, a light health check runs every
 * PROBE_MS (and at once when the browser says it is back online), so the app notices the
 * connection returning even if the page makes no request of its own.
 */
const PROBE_MS = 15_000;
let reachable = true;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (value === reachable) return;
  reachable = value;
  if (!value) probe ??= setInterval(checkNow, PROBE_MS);
  else if (probe) {
    clearInterval(probe);
    probe = undefined;
  }
  for (const listener of listeners) listener();
}

function checkNow() {
  fetch('/api/health', { cache: 'no-store' }).then(noteAnswer, () => undefined);
}

/** A response arrived: live from the server, or from the service worker's kept copies. */
export function noteAnswer(res: Response): void {
  set(!res.headers.has(SERVED_OFFLINE_HEADER));
}

/** A request got no answer at all (no network, DNS, the connection dropped). */
export function noteNoAnswer(): void {
  set(false);
}

export const serverReachable = (): boolean => reachable;

export function subscribeReachable(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** When the browser says it is back online, ask the server rather than wait for the next probe. */
export function onBrowserOnline(): void {
  if (!reachable) checkNow();
}

/** Tests: back to the state of a fresh page. */
export function resetConnectivity(): void {
  if (probe) clearInterval(probe);
  probe = undefined;
  reachable = true;
  listeners.clear();
}
