/** The process's running state: the shutdown flag every request checks, and what to stop on the way out. */
export interface Lifecycle {
  shuttingDown: boolean;
  /** Registers background work to stop before the database closes (pollers, timers). */
  onStop(stop: () => void | Promise<void>): void;
  /** Runs every registered stop, newest first; safe to call more than once. */
  stop(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  const stops: (() => void | Promise<void>)[] = [];
  return {
    shuttingDown: false,
    onStop: (stop) => void stops.push(stop),
    async stop() {
      while (stops.length > 0) await stops.pop()!();
    },
  };
}
