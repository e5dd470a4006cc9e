import type { Metrics } from '../../observability/metrics.ts';
import { ProviderError } from './provider-error.ts';

/** How an armed fault fails an attempt: no answer (the client's timeout), or an HTTP status. */
export type FaultCode = 'timeout' | '429' | '500' | '502' | '503' | '504';

export interface FaultSpec {
  source: string;
  code: FaultCode;
  /** How many attempts fail before the source answers again. */
  count: number;
  /** Added wait before the fault answers (a timeout waits at least the client's timeout). */
  delayMs: number;
}

/** What happened at the outside sources since the last drain (one reporting interval). */
export interface OutsideDataWindow {
  attempts: number;
  failedAttempts: number;
  /** Calls that gave up after their retries: the user saw the data missing or stale. */
  failedCalls: number;
  /** Time from the first failed attempt to the next success, for each recovery in the window. */
  recoveriesMs: number[];
  /** Failure episodes still open at the end of the window. */
  openEpisodes: number;
  /** The most failed attempts in one episode that was open during the window. */
  maxEpisodeFailures: number;
}

interface Episode {
  firstFailureAt: number;
  failures: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one place every outside-data attempt reports to (the HTTP client for the real adapters,
 * fakeAnswer for the fakes), and where test scenarios arm faults. A failure episode of a source
 * starts at a failed attempt and ends (a recovery) at its next success.
 */
export function createOutsideDataProbe(metrics: Metrics, now: () => number = Date.now) {
  const faults = new Map<string, FaultSpec & { id: number }>();
  const episodes = new Map<string, Episode>();
  let nextId = 1;
  let window = { attempts: 0, failedAttempts: 0, failedCalls: 0, recoveriesMs: [] as number[] };
  let windowMaxFailures = 0;

  return {
    /** Arms a fault at a source (replacing one armed there); the returned function disarms it. */
    inject(spec: FaultSpec): () => void {
      const id = nextId++;
      faults.set(spec.source, { ...spec, id });
      return () => {
        if (faults.get(spec.source)?.id === id) faults.delete(spec.source);
      };
    },

    /** Faults still armed, with the attempts they will still fail. */
    armed(): { source: string; code: FaultCode; remaining: number }[] {
      return [...faults.values()].map((f) => ({
        source: f.source,
        code: f.code,
        remaining: f.count,
      }));
    },

    /** Before each attempt: if a fault is armed here, waits as it says and throws its failure. */
    async beforeAttempt(source: string, clientTimeoutMs: number): Promise<void> {
      const fault = faults.get(source);
      if (!fault) return;
      fault.count -= 1;
      if (fault.count <= 0) faults.delete(source);
      if (fault.code === 'timeout') {
        const waited = Math.max(clientTimeoutMs, fault.delayMs);
        await sleep(waited);
        throw new ProviderError(
          'NETWORK_TIMEOUT',
          source,
          `no answer within ${waited} ms (injected fault)`,
        );
      }
      await sleep(fault.delayMs);
      throw new ProviderError(
        'EXTERNAL_SERVICE_UNAVAILABLE',
        source,
        `HTTP ${fault.code} (injected fault)`,
      );
    },

    /** One attempt's outcome. */
    attempt(source: string, ok: boolean): void {
      window.attempts += 1;
      metrics.outsideAttempts.inc({ source, outcome: ok ? 'ok' : 'failed' });
      const open = episodes.get(source);
      if (!ok) {
        window.failedAttempts += 1;
        if (open) open.failures += 1;
        else episodes.set(source, { firstFailureAt: now(), failures: 1 });
        return;
      }
      if (!open) return;
      const ms = now() - open.firstFailureAt;
      episodes.delete(source);
      window.recoveriesMs.push(ms);
      windowMaxFailures = Math.max(windowMaxFailures, open.failures);
      metrics.outsideRecovery.observe({ source }, ms / 1000);
    },

    /** A call that gave up after its retries. */
    callFailed(source: string): void {
      window.failedCalls += 1;
      metrics.outsideFailedCalls.inc({ source });
    },

    /** The window's outcomes; starts the next window. Open episodes carry over. */
    drain(): OutsideDataWindow {
      let maxEpisodeFailures = windowMaxFailures;
      for (const e of episodes.values())
        maxEpisodeFailures = Math.max(maxEpisodeFailures, e.failures);
      const out = { ...window, openEpisodes: episodes.size, maxEpisodeFailures };
      window = { attempts: 0, failedAttempts: 0, failedCalls: 0, recoveriesMs: [] };
      windowMaxFailures = 0;
      return out;
    },

    /** Disarms every fault (scenario cleanup, shutdown). */
    disarmAll(): void {
      faults.clear();
    },
  };
}
export type OutsideDataProbe = ReturnType<typeof createOutsideDataProbe>;
