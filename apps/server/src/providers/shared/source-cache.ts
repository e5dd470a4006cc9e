import { eq, like, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { bumpDailyCount } from '../../db/daily-counts.ts';
import { providerCache } from '../../db/schema/provider-cache.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { ProviderError } from './provider-error.ts';
import { escapeLike } from '../../lib/primitives/like-pattern.ts';

/** Why a stale value is being served: the source's last failure. */
export interface SourceFailure {
  /** `rate-limited`: the source answered 429 (or we are waiting out its Retry-After). */
  kind: 'rate-limited' | 'unavailable';
  triedAt: Date;
  /** When the source will be asked again. */
  retryAt: Date;
}

export interface Cached<T> {
  value: T;
  fetchedAt: Date;
  /** The source failed and this is its last good answer, older than its TTL. */
  stale: boolean;
  /** With `stale`: the failure that made it stale. */
  failure?: SourceFailure;
}

interface Entry {
  value: unknown;
  fetchedAt: Date;
  /** When to ask the source again */
  refreshAt: number;
  stale: boolean;
  failure?: SourceFailure;
  /** The value's JSON length: what the in-process memory is bounded by. */
  size: number;
}

/** A value's weight for the memory bound: its JSON text (the objects take about 2-3 times that). */
const sizeOf = (value: unknown): number => Math.max(1, JSON.stringify(value)?.length ?? 1);

export interface SourceCacheOptions {
  db: Db;
  metrics: Metrics;
  now?: () => Date;
  /** Entries held in process memory in front of the database. */
  memoryEntries?: number;
  /**
   * Their total size, as JSON text, least recently used dropped first (decision 020): an hourly
   * forecast is tens of KB, so a count alone let the memory grow to hundreds of MB with many spots.
   */
  memoryBytes?: number;
  /**
   * After a failure, how long the stale value is served before the source is tried again (longer
   * when a rate-limited source named a later time in its Retry-After).
   */
  retryAfterFailureMs?: number;
}

export interface LoadOptions<T> {
  source: string;
  key: string;
  ttlMs: number;
  load: () => Promise<T>;
}

/**
 * Outside answers cached in the database (shared by every server process) with a per-source TTL,
 * an in-process LRU in front of it for the hot path, one load at a time per key, and the last good
 * value served marked stale when the source fails. Lookups are counted as hit, miss or stale.
 */
export function createSourceCache({
  db,
  metrics,
  now = () => new Date(),
  memoryEntries = 5000,
  memoryBytes = 16 * 1024 * 1024,
  retryAfterFailureMs = 60_000,
}: SourceCacheOptions) {
  const memory = new LRUCache<string, Entry>({
    max: memoryEntries,
    maxSize: memoryBytes,
    sizeCalculation: (entry) => entry.size,
  });
  const inFlight = new Map<string, Promise<Cached<unknown>>>();
  const count = (source: string, result: 'hit' | 'miss' | 'stale') =>
    metrics.cacheLookups.inc({ cache: source, result });

  async function readRow(key: string): Promise<Entry | undefined> {
    try {
      const [row] = await db
        .select()
        .from(providerCache)
        .where(eq(providerCache.key, key))
        .limit(1);
      return row
        ? {
            value: row.value,
            fetchedAt: row.fetchedAt,
            refreshAt: row.expiresAt.getTime(),
            stale: false,
            size: sizeOf(row.value),
          }
        : undefined;
    } catch {
      // A database hiccup should not take the conditions down with it: ask the source.
      return undefined;
    }
  }

  async function refresh<T>(
    { source, key, ttlMs, load }: LoadOptions<T>,
    previous: Entry | undefined,
  ): Promise<Cached<T>> {
    const t = now();
    // Counted for the admin dashboard's "outside-data calls this month", whatever the outcome.
    void bumpDailyCount({ db, metric: 'provider_calls' }).catch(() => undefined);
    try {
      const value = await load();
      const entry: Entry = {
        value,
        fetchedAt: t,
        refreshAt: t.getTime() + ttlMs,
        stale: false,
        size: sizeOf(value),
      };
      memory.set(key, entry);
      await db
        .insert(providerCache)
        .values({
          key,
          source,
          value: value as object,
          fetchedAt: t,
          expiresAt: new Date(entry.refreshAt),
        })
        .onConflictDoUpdate({
          target: providerCache.key,
          set: {
            value: sql`excluded.value`,
            fetchedAt: sql`excluded.fetched_at`,
            expiresAt: sql`excluded.expires_at`,
          },
        })
        .catch(() => undefined);
      count(source, 'miss');
      return { value, fetchedAt: t, stale: false };
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      err.triedAt ??= t;
      if (!previous) throw err;
      const wait = Math.max(retryAfterFailureMs, err.rateLimited ? (err.retryAfterMs ?? 0) : 0);
      const failure: SourceFailure = {
        kind: err.rateLimited ? 'rate-limited' : 'unavailable',
        triedAt: t,
        retryAt: new Date(t.getTime() + wait),
      };
      memory.set(key, { ...previous, stale: true, refreshAt: t.getTime() + wait, failure });
      count(source, 'stale');
      return { value: previous.value as T, fetchedAt: previous.fetchedAt, stale: true, failure };
    }
  }

  return {
    async get<T>(opts: LoadOptions<T>): Promise<Cached<T>> {
      const t = now().getTime();
      const held = memory.get(opts.key);
      if (held && held.refreshAt > t) {
        count(opts.source, held.stale ? 'stale' : 'hit');
        return {
          value: held.value as T,
          fetchedAt: held.fetchedAt,
          stale: held.stale,
          ...(held.failure ? { failure: held.failure } : {}),
        };
      }
      const pending = inFlight.get(opts.key);
      if (pending) return pending as Promise<Cached<T>>;
      const work = (async () => {
        const row = await readRow(opts.key);
        if (row && row.refreshAt > t) {
          memory.set(opts.key, row);
          count(opts.source, 'hit');
          return { value: row.value as T, fetchedAt: row.fetchedAt, stale: false };
        }
        return refresh(opts, row ?? held);
      })().finally(() => inFlight.delete(opts.key));
      inFlight.set(opts.key, work);
      return work;
    },
    /**
     * Drops every entry whose key matches a pattern (`*` matches anything, e.g. `forecast:*`) from
     * the database and this process's memory; their next read asks the source. Returns how many
     * keys were dropped. Other processes drop their memory copies when those expire (at most
     * each source's TTL).
     */
    async invalidate(pattern: string): Promise<number> {
      const escaped = escapeLike(pattern).replace(/\*/g, '%');
      const rows = await db
        .delete(providerCache)
        .where(like(providerCache.key, escaped))
        .returning({ key: providerCache.key, source: providerCache.source });
      const matcher = new RegExp(
        `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
      );
      const dropped = new Set<string>();
      for (const row of rows) {
        dropped.add(row.key);
        metrics.cacheInvalidations.inc({ cache: row.source });
      }
      for (const key of [...memory.keys()]) {
        if (!matcher.test(key)) continue;
        memory.delete(key);
        if (!dropped.has(key)) metrics.cacheInvalidations.inc({ cache: 'memory' });
        dropped.add(key);
      }
      return dropped.size;
    },
    /** Forget what is held in memory (tests use it to reach the database layer). */
    clearMemory: () => memory.clear(),
  };
}
export type SourceCache = ReturnType<typeof createSourceCache>;
