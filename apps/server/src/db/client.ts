import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { prepareRepeatedQueries } from './pglite-statements.ts';
import { parseAsSentOnce, yieldBetweenMessages } from './pglite-tuning.ts';
import { createDatabaseApart, pgliteOptions } from './pglite-memory.ts';
import { createOutageTracker, type OutageTracker } from './outage.ts';
import { createPgPool, listenForConnectionErrors, migrationClient } from './pg-pool.ts';

type Schema = typeof schema;
/**
 * The database handle services use. Both drivers answer raw statements with `{ rows }`, so it is
 * typed as node-postgres's (whose `execute` types its rows); PGlite's handle is given this type
 * once, here.
 */
export type Db = NodePgDatabase<Schema>;
/** A transaction's handle, accepted wherever work may run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1` within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /** Set while the database is known not to answer (requests then fail fast with 503). */
  outage: OutageTracker;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseEvents {
  /** A pooled connection failed outside a query (its server went away). */
  onConnectionError?: (err: Error) => void;
  /** The database stopped or started answering. */
  onOutageChange?: (down: boolean) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What each driver supplies; `assemble` adds the ping with its timeout and the outage tracker. */
interface DriverParts {
  db: Db;
  kind: Database['kind'];
  selectOne: () => Promise<unknown>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

function assemble(parts: DriverParts, events: DatabaseEvents): Database {
  const ping = (ms = 2000) =>
    withTimeout(
      parts.selectOne().then(() => undefined),
      ms,
      'database ping',
    );
  const outage = createOutageTracker(() => ping(), { onChange: events.onOutageChange });
  return {
    db: parts.db,
    kind: parts.kind,
    ping: (ms) => ping(ms).then(outage.recovered),
    outage,
    migrate: parts.migrate,
    close: async () => {
      outage.stop();
      await parts.close();
    },
  };
}

/** Wraps an open PGlite instance (used by the server and by the test helper). */
export function fromPglite(
  client: PGlite,
  release: () => void = () => {},
  events: DatabaseEvents = {},
): Database {
  yieldBetweenMessages(client);
  prepareRepeatedQueries(client);
  parseAsSentOnce(client);
  return assemble(
    {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      selectOne: () => client.query('select 1'),
      migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await client.close();
        release();
      },
    },
    events,
  );
}

export function fromPgPool(pool: pg.Pool, events: DatabaseEvents = {}): Database {
  listenForConnectionErrors(pool, events.onConnectionError ?? (() => {}));
  return assemble(
    {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      selectOne: () => pool.query('select 1'),
      // On a connection of its own, without the pool's timeouts; an advisory lock keeps several
      // processes starting at once from migrating together.
      migrate: async () => {
        const client = migrationClient(pool);
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          await client.end().catch(() => {});
        }
      },
      close: () => pool.end(),
    },
    events,
  );
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  events?: DatabaseEvents;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = createPgPool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      statementTimeoutMs: opts.statementTimeoutMs ?? 5000,
    });
    return fromPgPool(pool, opts.events);
  }
  const release = lockDataDir(opts.dataDir);
  try {
    await createDatabaseApart(opts.dataDir);
    const client = await PGlite.create(opts.dataDir, pgliteOptions());
    return fromPglite(client, release, opts.events);
  } catch (err) {
    release();
    throw err;
  }
}
