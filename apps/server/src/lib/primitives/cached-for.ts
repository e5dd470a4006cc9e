/**
 * `read`'s answer shared by every caller for `ms` after it was asked (callers during the read
 * share the same promise); a read that fails is not kept, so the next caller asks again.
 */
export function cachedFor<T>(
  ms: number,
  read: () => Promise<T>,
  now: () => number = () => performance.now(),
): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (held && now() - held.at < ms) return held.value;
    const entry = { at: now(), value: read() };
    held = entry;
    entry.value.catch(() => {
      if (held === entry) held = null;
    });
    return entry.value;
  };
}
