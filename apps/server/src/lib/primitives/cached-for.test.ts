import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-for.ts';

describe('cachedFor', () => {
  it('reads once for every caller within the time, then again', async () => {
    let clock = 0;
    let reads = 0;
    const get = cachedFor(
      1000,
      async () => ++reads,
      () => clock,
    );
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    expect(await get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let reads = 0;
    const get = cachedFor(
      60_000,
      async () => {
        reads++;
        if (reads === 1) throw new Error('database away');
        return 'rows';
      },
      () => 0,
    );
    await expect(get()).rejects.toThrow('database away');
    expect(await get()).toBe('rows');
    expect(reads).toBe(2);
  });
});
