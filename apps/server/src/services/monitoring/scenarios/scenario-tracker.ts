/**
 * The scenarios running in this process. On shutdown their cleanup is awaited (it restores what
 * they changed); progress in test mode is how many of those started have finished.
 */
export function createScenarioTracker() {
  const running = new Map<string, Promise<void>>();
  let started = 0;
  let finished = 0;
  return {
    track(id: string, work: Promise<void>) {
      started++;
      running.set(
        id,
        work.finally(() => {
          finished++;
          running.delete(id);
        }),
      );
    },
    /** Share of the scenarios started since the last reset that have finished (null if none). */
    progress: (): number | null => (started === 0 ? null : finished / started),
    /** Starts counting afresh (on entering test mode). */
    reset() {
      started = running.size;
      finished = 0;
    },
    /** Waits for every running scenario to finish its cleanup. */
    settle: () => Promise.allSettled([...running.values()]).then(() => undefined),
  };
}
export type ScenarioTracker = ReturnType<typeof createScenarioTracker>;
