import pg from 'pg';

export interface PgPoolSettings {
  connectionString: string;
  max: number;
  /** Longest a statement may run on the server (statement_timeout); the client waits 1 s more. */
  statementTimeoutMs: number;
}

/** Waiting longer than this for a connection counts as the database being down. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A bounded pool whose every wait is bounded too: connecting (2 s), a statement on the server
 * (statement_timeout), the answer on the client (query_timeout, for a server that stopped
 * answering altogether, e.g. frozen), and a transaction left idle by a stuck request.
 */
export function createPgPool(settings: PgPoolSettings): pg.Pool {
  return new pg.Pool({
    connectionString: settings.connectionString,
    max: settings.max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: Math.max(10_000, settings.statementTimeoutMs * 2),
    keepAlive: true,
  });
}

/**
 * Every client of the pool gets an error listener when it connects. A client that loses its
 * server (a restart, failover, `pg_terminate_backend`) emits 'error'; the pool listens only while
 * a client is idle, so a client checked out by a transaction between two statements would
 * otherwise raise an unhandled 'error' event and end the process. The statement in flight still
 * fails with the error, and the pool drops the broken client.
 */
export function listenForConnectionErrors(pool: pg.Pool, onError: (err: Error) => void): void {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}

/** A client for migrations: no statement or answer timeout (an index build may take minutes). */
export function migrationClient(pool: pg.Pool): pg.Client {
  const { connectionString, ssl } = pool.options;
  return new pg.Client({ connectionString, ssl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
}
