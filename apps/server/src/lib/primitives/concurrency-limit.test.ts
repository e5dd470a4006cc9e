import { describe, expect, it } from 'vitest';
import { controlledWork, tick } from '../../test/controlled-work.ts';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrencyLimit', () => {
  it('runs at most `limit` at once and lets the rest in first come, first served', async () => {
    const w = controlledWork();
    const run = concurrencyLimit(2);
    const results = ['a', 'b', 'c', 'd'].map((n) => run(w.work(n)));
    await tick();
    expect(w.started).toEqual(['a', 'b']);
    w.finish('b');
    await tick();
    expect(w.started).toEqual(['a', 'b', 'c']);
    w.finish('a');
    await tick();
    expect(w.started).toEqual(['a', 'b', 'c', 'd']);
    w.finish('c');
    w.finish('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(w.peak()).toBe(2);
  });

  it('frees the slot when the work fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
