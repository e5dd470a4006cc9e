import { fileURLToPath } from 'node:url';
import {
  PGlite,
  types,
  type ParserOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1` within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * PGlite runs Postgres on the main thread, and each wire-protocol message it is handed runs to
 * completion synchronously. Queries from concurrent requests otherwise run back to back inside
 * one burst of promise callbacks, holding the event loop for tens of milliseconds (measured:
 * 60-115 ms under 10 concurrent sign-ins). Starting every message on a fresh macrotask lets
 * I/O and timers run between them, so a stall is bounded by one message, not by a queue of them.
 * Every query and transaction statement goes through execProtocolStream.
 */
const nextMacrotask = () => new Promise<void>((resume) => setImmediate(resume));

export function yieldBetweenMessages(client: PGlite): PGlite {
  const run = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args) => {
    await nextMacrotask();
    return run(...args);
  };
  return client;
}

/**
 * The types drizzle asks PGlite to return as sent (timestamp, timestamptz, interval, date, and the
 * arrays numeric[], timestamp[], timestamptz[], interval[], date[]): drizzle-orm/pglite/session.js
 * passes identity parsers for them with every query and maps the text itself.
 */
export const AS_SENT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asSent = (value: string) => value;
const PROBE = 'as-sent?';

/** True when every parser is for one of AS_SENT_TYPES and hands back its input unchanged. */
function onlyAsSent(parsers: ParserOptions): boolean {
  for (const key in parsers) {
    if (!AS_SENT_TYPES.includes(Number(key)) || parsers[Number(key)]!(PROBE) !== PROBE)
      return false;
  }
  return true;
}

/**
 * PGlite copies its whole parser table (318 types) into a fresh object for every query that
 * brings parsers of its own, and drizzle brings some with every query: measured 118 KB of garbage
 * per query, 35% of everything a sign-in allocates, which fed the full collections that stalled
 * the event loop under load. So the client keeps drizzle's as-sent parsers in its own table once,
 * and a query whose parsers only repeat them is sent without them (same rows, no copy). Queries
 * with any other parser go through untouched. Covers transactions too, whose query bypasses
 * client.query.
 */
export function parseAsSentOnce(client: PGlite): PGlite {
  for (const type of AS_SENT_TYPES) client.parsers[type] = asSent;
  const lean =
    <R>(query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<R>) =>
    (sql: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.parsers && onlyAsSent(options.parsers)) {
        const { parsers: _same, ...rest } = options;
        return query(sql, params, rest);
      }
      return query(sql, params, options);
    };
  client.query = lean(client.query.bind(client)) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = lean(tx.query.bind(tx)) as Transaction['query'];
      return work(tx);
    })) as PGlite['transaction'];
  return client;
}

/** Wraps an open PGlite instance (used by the server and by the test helper). */
export function fromPglite(client: PGlite, release: () => void = () => {}): Database {
  yieldBetweenMessages(client);
  parseAsSentOnce(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: (ms = 2000) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        ms,
        'database ping',
      ),
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  // An idle client that loses its server (restart, failover, a dropped database) emits 'error';
  // unheard, it would crash the process. The next query reconnects or fails with a clear error.
  if (pool.listenerCount('error') === 0) pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: (ms = 2000) =>
      withTimeout(
        pool.query('select 1').then(() => undefined),
        ms,
        'database ping',
      ),
    // An advisory lock keeps several processes starting at once from migrating together.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30_000,
      query_timeout: 15_000,
    });
    return fromPgPool(pool);
  }
  const release = lockDataDir(opts.dataDir);
  try {
    const client = await PGlite.create(opts.dataDir);
    return fromPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export { sql };
