/** Work that finishes when the test says so, recording how many ran at once and in what order. */
export function controlledWork() {
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const work = (name: string) => async () => {
    running++;
    peak = Math.max(peak, running);
    started.push(name);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    running--;
    return name;
  };
  return { work, started, finish: (name: string) => finish.get(name)!(), peak: () => peak };
}

export const tick = () => new Promise((r) => setTimeout(r, 0));
