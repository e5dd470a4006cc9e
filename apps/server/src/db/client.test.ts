import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq } from 'drizzle-orm';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAsSentOnce } from './pglite-tuning.ts';

const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  plain: timestamp('plain', { mode: 'date' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  stamps: timestamp('stamps', { withTimezone: true, mode: 'string' }).array().notNull(),
});

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** Records the options of every query that reaches PGlite's own query (client or transaction). */
async function spiedClient() {
  const pg = await PGlite.create();
  const seen: (QueryOptions | undefined)[] = [];
  const query = pg.query.bind(pg);
  pg.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return query(sql, params, options);
  }) as PGlite['query'];
  const transaction = pg.transaction.bind(pg);
  pg.transaction = ((work: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
        seen.push(options);
        return txQuery(sql, params, options);
      }) as typeof tx.query;
      return work(tx);
    })) as PGlite['transaction'];
  await pg.exec(`create table sample (id int primary key, at timestamptz not null, plain timestamp not null,
    day date not null, span interval not null, stamps timestamptz[] not null)`);
  return { pg, seen };
}

const row = {
  id: 1,
  at: new Date('2026-11-22T13:45:07.123Z'),
  plain: new Date('2026-11-22T06:00:00.000Z'),
  day: '2026-11-22',
  span: '01:30:00',
  stamps: ['2026-11-22 13:45:07+00', '2026-11-23 01:00:00+00'],
};

describe('parseAsSentOnce', () => {
  it('drizzle reads the same values, and no per-query parsers reach PGlite, inside a transaction too', async () => {
    const { pg, seen } = await spiedClient();
    client = parseAsSentOnce(pg);
    const db = drizzle({ client });
    await db.insert(sample).values(row);
    const [got] = await db.select().from(sample).where(eq(sample.id, 1));
    expect(got!.at).toEqual(row.at);
    expect(got!.plain).toEqual(row.plain);
    expect(got!.day).toBe('2026-11-22');
    expect(got!.span).toBe('01:30:00');
    expect(got!.stamps.map((s) => new Date(s).toISOString())).toEqual([
      '2026-11-22T13:45:07.000Z',
      '2026-11-23T01:00:00.000Z',
    ]);
    const inTx = await db.transaction(async (tx) => {
      await tx.update(sample).set({ day: '2026-12-01' }).where(eq(sample.id, 1));
      return (await tx.select().from(sample))[0]!;
    });
    expect(inTx.day).toBe('2026-12-01');
    expect(inTx.at).toEqual(row.at);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.filter((o) => o?.parsers)).toEqual([]);
  });

  it('without it, drizzle sends its parsers with every query (what the wrapper exists to drop)', async () => {
    const { pg, seen } = await spiedClient();
    client = pg;
    await drizzle({ client }).select().from(sample);
    expect(Object.keys(seen[0]?.parsers ?? {}).map(Number)).toContain(types.TIMESTAMPTZ);
  });

  it('a query with a parser of its own keeps it', async () => {
    const { pg, seen } = await spiedClient();
    client = parseAsSentOnce(pg);
    await client.query(
      "insert into sample values (1, now(), now(), current_date, interval '1 hour', '{}')",
    );
    const custom = { parsers: { [types.TIMESTAMPTZ]: () => 'custom' } };
    const res = await client.query<{ at: string }>('select at from sample', [], custom);
    expect(res.rows[0]!.at).toBe('custom');
    expect(seen.at(-1)?.parsers).toBe(custom.parsers);
    const txRes = await client.transaction((tx) =>
      tx.query<{ at: string }>('select at from sample', [], custom),
    );
    expect(txRes.rows[0]!.at).toBe('custom');
  });
});
