/**
 * Sources that told us to slow down (HTTP 429), and until when. While a source is paused the HTTP
 * client does not call it at all: callers get a rate-limited ProviderError at once and serve the
 * last good value. One gate per process (every adapter of a source shares it).
 */
export interface RateGate {
  /** Epoch ms until which the source is paused, or null. */
  pausedUntil(source: string): number | null;
  pause(source: string, untilMs: number): void;
}

export function createRateGate(now: () => number = Date.now): RateGate {
  const paused = new Map<string, number>();
  return {
    pausedUntil(source) {
      const until = paused.get(source);
      if (until === undefined) return null;
      if (until <= now()) {
        paused.delete(source);
        return null;
      }
      return until;
    },
    pause(source, untilMs) {
      paused.set(source, Math.max(untilMs, paused.get(source) ?? 0));
    },
  };
}

/** Without a Retry-After header, how long a source that answered 429 is left alone. */
export const DEFAULT_RATE_LIMIT_PAUSE_MS = 5 * 60_000;

/**
 * Retry-After as milliseconds: delta-seconds (what USGS and api.data.gov send, e.g. `2619`) or an
 * HTTP date; null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}
