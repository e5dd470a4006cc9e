import {
  types,
  type PGlite,
  type ParserOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';

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
  client.execProtocolStream = async (message, options) => {
    // PGlite's own query with parameters is six messages (parse, describe, bind, describe,
    // execute, sync), each short; yielding before its first one (or before a simple query) bounds
    // a stall just as well and saves five event-loop turns per query. A prepared statement's
    // bind, execute and sync come as one batch (pglite-statements.ts): a query of its own.
    if (message[0] === PARSE || message[0] === SIMPLE_QUERY || isBatch(message))
      await nextMacrotask();
    return run(message, options);
  };
  return client;
}
/** Frontend message type bytes: Parse ('P') and Query ('Q'). */
const PARSE = 0x50;
const SIMPLE_QUERY = 0x51;
/** More than one message: the first one's length (after its type byte) ends before the data. */
const isBatch = (message: Uint8Array) =>
  message.length > 5 &&
  1 + ((message[1]! << 24) | (message[2]! << 16) | (message[3]! << 8) | message[4]!) <
    message.length;

/**
 * The types drizzle asks PGlite to return as sent (timestamp, timestamptz, interval, date, and the
 * arrays numeric[], timestamp[], timestamptz[], interval[], date[]): drizzle-orm/pglite/session.js
 * passes identity parsers for them with every query and maps the text itself.
 */
const AS_SENT_TYPES: readonly number[] = [
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
