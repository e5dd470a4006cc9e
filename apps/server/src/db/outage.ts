/**
 * Remembers that the database stopped answering, so requests fail fast with 503 instead of each
 * waiting out its own connection or statement timeout, and probes until it answers again.
 * Reported by the error handler when a query fails with a connection-class error.
 */
export interface OutageTracker {
  isDown(): boolean;
  /** Marks the database down (if it is not already) and starts probing. */
  report(): void;
  /** The database answered (a ping succeeded): requests go through again at once. */
  recovered(): void;
  stop(): void;
}

export function createOutageTracker(
  ping: () => Promise<void>,
  opts: { probeEveryMs?: number; onChange?: (down: boolean) => void } = {},
): OutageTracker {
  const every = opts.probeEveryMs ?? 250;
  let down = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const probe = async () => {
    timer = undefined;
    if (stopped) return;
    try {
      await ping();
      if (down) {
        down = false;
        opts.onChange?.(false);
      }
    } catch {
      timer = setTimeout(() => void probe(), every);
      timer.unref();
    }
  };
  return {
    isDown: () => down,
    report() {
      if (down || stopped) return;
      down = true;
      opts.onChange?.(true);
      timer = setTimeout(() => void probe(), every);
      timer.unref();
    },
    recovered() {
      if (!down) return;
      down = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      opts.onChange?.(false);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
