import { AppError, rateLimited } from './app-error.ts';

export interface PerClientQueueOptions {
  /** Requests doing their work at once. */
  limit: number;
  /** Requests one client may have inside the gate (waiting or running) at once. */
  perClient: number;
  /** Requests allowed to wait in all; beyond it new ones are refused at once. */
  maxWaiting: number;
  now?: () => number;
}

export interface PerClientQueueState {
  running: number;
  waiting: number;
  /** Milliseconds since a request last left the gate, while some are waiting (0 when none). */
  stalledMs: number;
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * A first-come-first-served gate with a share per client. A slot is given back on every path
 * (done, failed, and a caller that gives up while waiting leaves the queue), and a client that
 * already holds its share is refused (429) rather than queued, so nobody can fill the gate.
 */
export function createPerClientQueue(opts: PerClientQueueOptions) {
  const now = opts.now ?? (() => performance.now());
  let running = 0;
  let lastProgress = now();
  const queue: Waiter[] = [];
  const perClient = new Map<string, number>();

  const waitTurn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject,
      };
      const onAbort = () => {
        const at = queue.indexOf(waiter);
        if (at !== -1) queue.splice(at, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
    });

  async function run<T>(client: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const held = perClient.get(client) ?? 0;
    // Its own requests finish in a second or two; then it may send the next.
    if (held >= opts.perClient) throw rateLimited(2);
    if (running >= opts.limit && queue.length >= opts.maxWaiting)
      throw new AppError('SYSTEM_MAINTENANCE', 'The server is busy. Please try again shortly.');
    perClient.set(client, held + 1);
    try {
      if (running >= opts.limit) {
        if (queue.length === 0) lastProgress = now();
        // Woken by a request that left: its slot passes straight to this one.
        await waitTurn(signal);
      } else running++;
      try {
        return await work();
      } finally {
        lastProgress = now();
        const next = queue.shift();
        if (next) next.resolve();
        else running--;
      }
    } finally {
      const left = (perClient.get(client) ?? 1) - 1;
      if (left === 0) perClient.delete(client);
      else perClient.set(client, left);
    }
  }

  const state = (): PerClientQueueState => ({
    running,
    waiting: queue.length,
    stalledMs: queue.length > 0 ? Math.round(now() - lastProgress) : 0,
  });

  return { run, state };
}

export type PerClientQueue = ReturnType<typeof createPerClientQueue>;
