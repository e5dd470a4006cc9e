import {
  BEACON_BUFFER_ENTRIES,
  BEACON_FLUSH_MS,
  VITALS_PATH,
  type PerformanceMetricName,
} from '@anglerscout/contracts';

export interface VitalEntry {
  name: PerformanceMetricName;
  value: number;
  route: string;
  from?: string;
  navigationType?: string;
}

/** The server takes at most 20 entries per beacon. */
const PER_BEACON = 20;
/** The server refuses values outside 0..10 minutes; a tab left open in the background can exceed it. */
const MAX_VALUE = 600_000;

/** navigator.sendBeacon (text/plain, survives the page closing), else fetch with keepalive. */
export function sendBeacon(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_PATH, body)) return;
  void fetch(VITALS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  }).catch(() => undefined);
}

/**
 * The telemetry buffer: entries are held until there are 10, or 5 seconds have
 * passed, or the page is hidden or left, then sent in one beacon.
 */
export function createBeaconQueue(sessionId: string, send: (body: string) => void = sendBeacon) {
  let held: VitalEntry[] = [];
  const flush = () => {
    while (held.length > 0) {
      const entries = held.slice(0, PER_BEACON);
      held = held.slice(PER_BEACON);
      send(JSON.stringify({ sessionId, entries }));
    }
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const timer = setInterval(flush, BEACON_FLUSH_MS);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  return {
    add(entry: VitalEntry) {
      if (!Number.isFinite(entry.value) || entry.value < 0) return;
      held.push({ ...entry, value: Math.min(entry.value, MAX_VALUE) });
      if (held.length >= BEACON_BUFFER_ENTRIES) flush();
    },
    flush,
    stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    },
  };
}
export type BeaconQueue = ReturnType<typeof createBeaconQueue>;
