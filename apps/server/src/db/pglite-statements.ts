import {
  parse as results,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite's own `query` sends every parameterized statement as six wire messages in six trips into
 * Postgres (parse, describe, bind, describe, execute, sync), so Postgres parses, analyses and
 * plans the SQL again each time: measured 550 µs for the report-list query, about half of the
 * server's CPU under a read load. Here each distinct SQL text is parsed once into a named
 * statement; later calls send bind, execute and sync together in one trip: 290 µs for the same
 * query. Postgres keeps the analysed statement (analysing it again by itself when a table it
 * reads changes) and, after five calls, keeps a generic plan too when that is estimated no dearer
 * than planning per call (plan_cache_mode auto). A generic plan cannot turn `like $1` into an
 * index range: write a prefix search as an explicit range (services/admin/search-users.ts).
 *
 * Queries inside a transaction take the same path (named statements outlive a rollback, so they
 * are shared with queries outside). That matters more there: a transaction holds PGlite's only
 * connection until it commits, and every other request's query waits behind it, so each trip it
 * saves is saved for everyone waiting (measured: creating a report made 62 trips, 48 of them in
 * its two transactions; 23 with this).
 *
 * Only queries with nothing beyond `rowMode` and `parsers` in their options take this path; the
 * rest (blobs, notices, explicit parameter types) go through PGlite unchanged. The texts kept are
 * bounded: past `max`, the least recently used statement is closed in Postgres.
 */
export function prepareRepeatedQueries(client: PGlite, { max = 200 } = {}): PGlite {
  // Statement names are counted per wrapper: a second one on the same client would reuse them.
  if (wrapped.has(client)) return client;
  wrapped.add(client);
  const original = client.query.bind(client) as Query;
  const statements = new Map<string, Statement>();
  /** Statements found stale inside a transaction, closed with the next statement prepared. */
  const closeLater: string[] = [];
  let made = 0;

  const send = (...messages: Uint8Array[]) =>
    client.execProtocolStream(concat(messages), { syncToFs: false });

  async function statementFor(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      // Most recently used last, so the first key is the one to close.
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const closing = closeLater
      .splice(0)
      .map((stale) => protocol.serialize.close({ type: 'S', name: stale }));
    if (statements.size >= max) {
      const [oldest, stale] = statements.entries().next().value!;
      statements.delete(oldest);
      closing.push(protocol.serialize.close({ type: 'S', name: stale.name }));
    }
    const name = `anglerscout_${++made}`;
    const described = await send(
      ...closing,
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const statement: Statement = {
      name,
      paramTypes: results.parseDescribeStatementResults(described),
      rowDescription: described.filter((m) => m.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction = false,
  ) {
    const statement = await statementFor(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = client.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(param) : String(param);
    });
    const answer = await send(
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    // As PGlite's own query: the files are synced after a statement outside a transaction, and
    // by the COMMIT inside one.
    if (!inTransaction) await client.syncToFs();
    return results.parseResults(
      [...statement.rowDescription, ...answer],
      client.parsers,
      options,
    )[0] as Results<T>;
  }

  /** Drops a statement Postgres no longer accepts (its result type changed, or it is gone). */
  async function forget(sql: string) {
    const statement = statements.get(sql);
    if (!statement) return;
    statements.delete(sql);
    await send(
      protocol.serialize.close({ type: 'S', name: statement.name }),
      protocol.serialize.sync(),
    ).catch(() => {});
  }

  client.query = (async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!plain(options)) return original<T>(sql, params, options);
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(sql, params, options)),
      );
    } catch (error) {
      if (!isStale(error)) throw Object.assign(error as object, { query: sql, params });
      await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => forget(sql)));
      return original<T>(sql, params, options);
    }
  }) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      tx.query = (async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        // A closed transaction's query throws PGlite's own error.
        if (!plain(options) || tx.closed) return inner<R>(sql, params, options);
        try {
          // The transaction holds PGlite's transaction lock already; the query lock orders this
          // query with the transaction's others, as PGlite's own tx.query does.
          return await client._runExclusiveQuery(() => run<R>(sql, params, options, true));
        } catch (error) {
          // The transaction is aborted either way; a stale statement is prepared again later.
          if (isStale(error)) {
            const stale = statements.get(sql);
            statements.delete(sql);
            if (stale) closeLater.push(stale.name);
          }
          throw Object.assign(error as object, { query: sql, params });
        }
      }) as Transaction['query'];
      return work(tx);
    })) as PGlite['transaction'];
  return client;
}

const wrapped = new WeakSet<PGlite>();

type Query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription (none for a statement without rows), put before each answer. */
  rowDescription: Awaited<ReturnType<PGlite['execProtocolStream']>>;
}

/** Options this path honours: the row shape and per-type parsers. */
function plain(options: QueryOptions | undefined): boolean {
  if (!options) return true;
  for (const key in options) {
    if (key !== 'rowMode' && key !== 'parsers') return false;
  }
  return true;
}

/**
 * 0A000 "cached plan must not change result type" after a table's columns changed; 26000 when
 * the named statement does not exist. Either way the SQL is prepared again on its next call.
 */
function isStale(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '26000') return true;
  return code === '0A000' && typeof message === 'string' && message.startsWith('cached plan');
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
