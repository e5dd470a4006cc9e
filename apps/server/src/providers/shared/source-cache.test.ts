import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ProviderError } from './provider-error.ts';
import { createSourceCache } from './source-cache.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const lookups = async (source: string) => {
  const metric = await t.deps.metrics.cacheLookups.get();
  const of = (result: string) =>
    metric.values.find((v) => v.labels.cache === source && v.labels.result === result)?.value ?? 0;
  return { hit: of('hit'), miss: of('miss'), stale: of('stale') };
};

describe('source cache', () => {
  it('loads once, then answers from memory and from the database until the TTL passes', async () => {
    let clock = new Date('2026-11-22T10:00:00Z');
    const cache = createSourceCache({
      db: t.deps.database.db,
      metrics: t.deps.metrics,
      now: () => clock,
    });
    let loads = 0;
    const get = () =>
      cache.get({
        source: 'test-a',
        key: 'a:1',
        ttlMs: 60_000,
        load: async () => ({ n: ++loads }),
      });
    expect(await get()).toEqual({ value: { n: 1 }, fetchedAt: clock, stale: false });
    expect((await get()).value).toEqual({ n: 1 });
    cache.clearMemory();
    expect((await get()).value).toEqual({ n: 1 });
    expect(await lookups('test-a')).toEqual({ hit: 2, miss: 1, stale: 0 });
    clock = new Date(clock.getTime() + 61_000);
    expect((await get()).value).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('holds at most memoryBytes of values in memory, the least recently used read again from the database', async () => {
    const clock = () => new Date('2026-11-22T10:00:00Z');
    const forecast = (n: number) => ({ n, hours: 'x'.repeat(60) });
    const run = async (memoryBytes: number) => {
      const cache = createSourceCache({
        db: t.deps.database.db,
        metrics: t.deps.metrics,
        now: clock,
        memoryBytes,
      });
      const key = (n: number) => `bytes-${memoryBytes}:${n}`;
      const get = (n: number) =>
        cache.get({
          source: 'test-bytes',
          key: key(n),
          ttlMs: 60_000,
          load: async () => forecast(n),
        });
      await get(1);
      await get(2);
      // The database's copy of the first answer changes; only a read from the database sees it.
      await t.deps.database.db.execute(
        sql`update provider_cache set value = '"from the database"' where key = ${key(1)}`,
      );
      return (await get(1)).value;
    };
    // Room for one ~80-byte value: the first was dropped when the second came.
    expect(await run(100)).toBe('from the database');
    // Room for both: the first is still answered from memory.
    expect(await run(10_000)).toEqual(forecast(1));
  });

  it('shares the database between processes (a second cache sees the first one’s answer)', async () => {
    const clock = () => new Date('2026-11-22T10:00:00Z');
    const one = createSourceCache({ db: t.deps.database.db, metrics: t.deps.metrics, now: clock });
    const two = createSourceCache({ db: t.deps.database.db, metrics: t.deps.metrics, now: clock });
    await one.get({ source: 'test-b', key: 'b:1', ttlMs: 60_000, load: async () => 'first' });
    expect(
      (await two.get({ source: 'test-b', key: 'b:1', ttlMs: 60_000, load: async () => 'second' }))
        .value,
    ).toBe('first');
  });

  it('serves the last good value marked stale when the source fails, and waits before retrying', async () => {
    let clock = new Date('2026-11-22T10:00:00Z');
    const cache = createSourceCache({
      db: t.deps.database.db,
      metrics: t.deps.metrics,
      now: () => clock,
      retryAfterFailureMs: 30_000,
    });
    let calls = 0;
    const fail = async (): Promise<string> => {
      calls++;
      throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', 'test-c', 'HTTP 503');
    };
    await cache.get({ source: 'test-c', key: 'c:1', ttlMs: 1000, load: async () => 'good' });
    clock = new Date(clock.getTime() + 5000);
    const stale = await cache.get({ source: 'test-c', key: 'c:1', ttlMs: 1000, load: fail });
    expect(stale).toEqual({
      value: 'good',
      fetchedAt: new Date('2026-11-22T10:00:00Z'),
      stale: true,
      failure: {
        kind: 'unavailable',
        triedAt: new Date('2026-11-22T10:00:05Z'),
        retryAt: new Date('2026-11-22T10:00:35Z'),
      },
    });
    await cache.get({ source: 'test-c', key: 'c:1', ttlMs: 1000, load: fail });
    expect(calls).toBe(1);
    expect(await lookups('test-c')).toEqual({ hit: 0, miss: 1, stale: 2 });
  });

  it('holds a rate-limited source’s last good value until its Retry-After, not just the usual wait', async () => {
    let clock = new Date('2026-11-22T11:00:00Z');
    const cache = createSourceCache({
      db: t.deps.database.db,
      metrics: t.deps.metrics,
      now: () => clock,
      retryAfterFailureMs: 30_000,
    });
    let calls = 0;
    const limited = async (): Promise<string> => {
      calls++;
      throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', 'test-r', 'HTTP 429', {
        rateLimited: true,
        retryAfterMs: 2_619_000,
      });
    };
    await cache.get({ source: 'test-r', key: 'r:1', ttlMs: 1000, load: async () => 'gauges' });
    clock = new Date(clock.getTime() + 5000);
    const stale = await cache.get({ source: 'test-r', key: 'r:1', ttlMs: 1000, load: limited });
    expect(stale).toMatchObject({
      value: 'gauges',
      stale: true,
      failure: { kind: 'rate-limited', retryAt: new Date('2026-11-22T11:43:44Z') },
    });
    clock = new Date(clock.getTime() + 40 * 60_000);
    expect(
      await cache.get({ source: 'test-r', key: 'r:1', ttlMs: 1000, load: limited }),
    ).toMatchObject({
      value: 'gauges',
      failure: { kind: 'rate-limited' },
    });
    expect(calls).toBe(1);
    clock = new Date(clock.getTime() + 4 * 60_000);
    await cache.get({ source: 'test-r', key: 'r:1', ttlMs: 1000, load: limited });
    expect(calls).toBe(2);
  });

  it('passes the failure on when there is nothing to fall back to', async () => {
    const cache = createSourceCache({ db: t.deps.database.db, metrics: t.deps.metrics });
    await expect(
      cache.get({
        source: 'test-d',
        key: 'd:1',
        ttlMs: 1000,
        load: async () => Promise.reject(new ProviderError('NETWORK_TIMEOUT', 'test-d', 'slow')),
      }),
    ).rejects.toMatchObject({ code: 'NETWORK_TIMEOUT' });
  });

  it('runs one load for concurrent misses of the same key', async () => {
    const cache = createSourceCache({ db: t.deps.database.db, metrics: t.deps.metrics });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return 'x';
    };
    await Promise.all(
      [1, 2, 3].map(() => cache.get({ source: 'test-e', key: 'e:1', ttlMs: 60_000, load })),
    );
    expect(loads).toBe(1);
  });

  it('invalidates by pattern in memory and in the database, and counts what it dropped', async () => {
    const cache = createSourceCache({ db: t.deps.database.db, metrics: t.deps.metrics });
    let loads = 0;
    const get = (key: string) =>
      cache.get({ source: 'test-f', key, ttlMs: 60_000, load: async () => ++loads });
    for (const key of ['f_x:1', 'f_x:2', 'fax:3', 'g:1']) await get(key);
    expect(loads).toBe(4);
    // `_` is a literal here, not SQL's one-character wildcard: fax:3 stays.
    expect(await cache.invalidate('f_x:*')).toBe(2);
    await get('f_x:1');
    await get('fax:3');
    await get('g:1');
    expect(loads).toBe(5);
    const counted = await t.deps.metrics.cacheInvalidations.get();
    expect(counted.values.find((v) => v.labels.cache === 'test-f')?.value).toBe(2);
    expect(await cache.invalidate('nothing:*')).toBe(0);
  });
});
