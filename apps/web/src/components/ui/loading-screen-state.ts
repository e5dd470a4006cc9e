/**
 * Spec 000 sections 3, 4 and 9: the loading screen shows for a delay (1000 ms by default) and its
 * start is persisted under `loading_screen_state`, so a reload mid-way resumes instead of starting
 * over. A persisted start is reused only on the same path and only within 5 seconds.
 */
export const LOADING_SCREEN_KEY = 'loading_screen_state';
export const LOADING_SCREEN_DEFAULT_DELAY_MS = 1000;
export const LOADING_SCREEN_STATE_TTL_MS = 5000;

interface PersistedLoadingState {
  path: string;
  startedAt: number;
}

function readState(storage: Storage): PersistedLoadingState | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOADING_SCREEN_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { path, startedAt } = parsed as Partial<PersistedLoadingState>;
      if (typeof path === 'string' && typeof startedAt === 'number') return { path, startedAt };
    }
  } catch {
    // A corrupt entry is treated as absent.
  }
  return undefined;
}

/** Milliseconds the loading screen still has to show on `path`; records a fresh start when needed. */
export function beginLoadingScreen(
  path: string,
  delayMs: number,
  now: number,
  storage: Storage | undefined,
): number {
  if (!storage) return delayMs;
  const previous = readState(storage);
  const reusable =
    previous &&
    previous.path === path &&
    now - previous.startedAt >= 0 &&
    now - previous.startedAt < LOADING_SCREEN_STATE_TTL_MS;
  if (reusable) return Math.max(0, delayMs - (now - previous.startedAt));
  try {
    storage.setItem(
      LOADING_SCREEN_KEY,
      JSON.stringify({ path, startedAt: now } satisfies PersistedLoadingState),
    );
  } catch {
    // Storage can be full or blocked (private mode); the screen still works, it just will not resume.
  }
  return delayMs;
}
