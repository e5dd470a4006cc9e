/**
 * The requests this process is answering, so that background work (the daily bite-alert check)
 * gives way to them. Members' requests and the embedded database share one event loop with the
 * background work: every query or computation a job runs while a request is being answered is
 * time that request waits. A job asks `giveWay()` before each unit of its work; it goes ahead when
 * no request has been in flight for a short quiet spell, or, so that sustained traffic cannot
 * starve it for ever, after waiting `maxWaitMs`.
 */
export interface Foreground {
  /** A request has begun; the returned function ends it (calling it again does nothing). */
  begin(): () => void;
  /** Resolves when the process has been free of requests for `quietMs`, or after `maxWaitMs`. */
  giveWay(opts?: GiveWayOptions): Promise<'quiet' | 'waited'>;
  /** Requests in flight now */
  inFlight(): number;
}

interface GiveWayOptions {
  /** How long no request may have been in flight (default 3 ms). */
  quietMs?: number;
  /** The longest wait: past it the unit of work runs anyway (default 2 s). */
  maxWaitMs?: number;
}

/** How often a waiting job looks again. */
const POLL_MS = 4;

export function createForeground(clock: () => number = () => performance.now()): Foreground {
  let inFlight = 0;
  let lastEnded = -Infinity;
  const quietFor = (quietMs: number) => inFlight === 0 && clock() - lastEnded >= quietMs;
  return {
    begin() {
      inFlight++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight--;
        lastEnded = clock();
      };
    },
    async giveWay({ quietMs = 3, maxWaitMs = 2000 } = {}) {
      const start = clock();
      while (!quietFor(quietMs)) {
        if (clock() - start >= maxWaitMs) return 'waited';
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return 'quiet';
    },
    inFlight: () => inFlight,
  };
}

const END = Symbol('foreground.end');

interface NodeResponse {
  once(event: 'close', fn: () => void): unknown;
  [END]?: () => void;
}

/** Counts a request (the Node response of it) as foreground work until the response closes. */
export function countRequest(foreground: Foreground, res: NodeResponse): void {
  const end = foreground.begin();
  res[END] = end;
  res.once('close', end);
}

/**
 * The request stops counting as foreground work: it now waits for background work it started
 * (an admin's "run the alert check now"), which would otherwise wait for it.
 */
export function stepAside(res: unknown): void {
  (res as NodeResponse | undefined)?.[END]?.();
}

/** For a process that answers no requests (the command line): background work never waits. */
export const noForeground: Foreground = {
  begin: () => () => {},
  giveWay: async () => 'quiet',
  inFlight: () => 0,
};
