import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPglite } from './client.ts';
import { prepareRepeatedQueries } from './pglite-statements.ts';

const opened: PGlite[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

async function open(prepared: boolean, max?: number) {
  const client = await PGlite.create();
  opened.push(client);
  await client.exec(`
    create table catch (
      id serial primary key,
      species text not null unique,
      weight numeric,
      caught_at timestamptz,
      tags text[],
      notes jsonb
    );
    insert into catch (species, weight, caught_at, tags, notes) values
      ('red drum', 7.25, '2026-11-20T13:05:00Z', '{jetty,"incoming tide"}', '{"bait":"shrimp"}'),
      ('speckled trout', null, null, null, null);
  `);
  return prepared ? prepareRepeatedQueries(client, { max }) : client;
}

/** Named statements PGlite's session holds, with how often each ran. */
async function preparedStatements(client: PGlite) {
  const { rows } = await client
    .exec(
      'select statement, generic_plans + custom_plans as runs from pg_prepared_statements order by prepare_time',
    )
    .then(([r]) => r!);
  return rows as { statement: string; runs: number }[];
}

const SELECT = 'select * from catch where species = $1 or $2::int is null order by id';

describe('prepareRepeatedQueries', () => {
  it('answers exactly as PGlite does: rows, array rows, parsed types, nulls and counts', async () => {
    const plain = await open(false);
    const prepared = await open(true);
    for (const client of [plain, prepared]) {
      await client.query('insert into catch (species, tags) values ($1, $2)', ['flounder', ['a']]);
    }
    const cases: [string, unknown[], object?][] = [
      [SELECT, ['red drum', null]],
      [SELECT, ['nothing', 1], { rowMode: 'array' }],
      ['update catch set weight = $1 where weight is null', [2.5]],
      [
        'select count(*)::int as n, max(caught_at) as last from catch where tags @> $1',
        [['jetty']],
      ],
      ['delete from catch where species = $1', ['flounder']],
    ];
    for (const [sql, params, options] of cases) {
      const mine = await prepared.query(sql, params, options);
      const theirs = await plain.query(sql, params, options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect(mine.affectedRows).toBe(theirs.affectedRows);
    }
    const [first] = (
      await prepared.query<{ caught_at: Date; notes: object }>(SELECT, ['red drum', null])
    ).rows;
    expect(first!.caught_at).toEqual(new Date('2026-11-20T13:05:00Z'));
    expect(first!.notes).toEqual({ bait: 'shrimp' });
  });

  it('parses a text once and runs it as the same named statement afterwards', async () => {
    const client = await open(true);
    for (let i = 0; i < 7; i++) await client.query(SELECT, ['red drum', null]);
    await client.query('select $1::text as echo', ['x']);
    expect(await preparedStatements(client)).toEqual([
      { statement: SELECT, runs: 7 },
      { statement: 'select $1::text as echo', runs: 1 },
    ]);
  });

  it('keeps at most `max` statements, closing the least recently used', async () => {
    const client = await open(true, 2);
    await client.query('select $1::int + 1 as n', [1]);
    await client.query('select $1::int + 2 as n', [1]);
    await client.query('select $1::int + 1 as n', [1]);
    const { rows } = await client.query<{ n: number }>('select $1::int + 3 as n', [1]);
    expect(rows).toEqual([{ n: 4 }]);
    expect((await preparedStatements(client)).map((s) => s.statement)).toEqual([
      'select $1::int + 1 as n',
      'select $1::int + 3 as n',
    ]);
  });

  it('throws PostgreSQL errors with their code and the query, and keeps working after them', async () => {
    const client = await open(true);
    const insert = 'insert into catch (species) values ($1)';
    await expect(client.query(insert, ['red drum'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
      params: ['red drum'],
    });
    await expect(client.query('selec $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect(await client.query(insert, ['sheepshead'])).toMatchObject({ affectedRows: 1 });
    expect((await preparedStatements(client)).map((s) => s.statement)).toEqual([insert]);
  });

  it('prepares a statement again when its table changed shape under it', async () => {
    const client = await open(true);
    const sql = 'select * from catch where id = $1';
    expect(Object.keys((await client.query<object>(sql, [1])).rows[0]!)).not.toContain('lure');
    await client.exec(`alter table catch add column lure text default 'spoon'`);
    expect((await client.query<{ lure: string }>(sql, [1])).rows[0]!.lure).toBe('spoon');
    expect((await client.query<{ lure: string }>(sql, [2])).rows[0]!.lure).toBe('spoon');
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const client = await open(true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into catch (species) values ($1)', ['ghost']);
      await held;
      await tx.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = client.query<{ n: number }>(
      'select count(*)::int as n from catch where species = $1',
      ['ghost'],
    );
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('runs queries inside a transaction as named statements too, shared with those outside', async () => {
    const client = await open(true);
    const insert = 'insert into catch (species, weight) values ($1, $2) returning id';
    const count = 'select count(*)::int as n from catch where weight = $1';
    const [plain, prepared] = [await open(false), client];
    for (const db of [plain, prepared]) {
      const inside = await db.transaction(async (tx) => {
        const added = await tx.query<{ id: number }>(insert, ['flounder', 3]);
        const seen = await tx.query<{ n: number }>(count, [3]);
        return { id: added.rows[0]!.id, n: seen.rows[0]!.n, affected: added.affectedRows };
      });
      expect(inside).toEqual({ id: 3, n: 1, affected: 1 });
      expect((await db.query<{ n: number }>(count, [3])).rows).toEqual([{ n: 1 }]);
    }
    await client.transaction(async (tx) => tx.query(count, [3]));
    expect(await preparedStatements(client)).toEqual([
      { statement: insert, runs: 1 },
      { statement: count, runs: 3 },
    ]);
  });

  it('rolls a transaction back on an error in a prepared statement and on rollback()', async () => {
    const client = await open(true);
    const insert = 'insert into catch (species) values ($1)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['sheepshead']);
        await tx.query(insert, ['red drum']); // unique: 23505
      }),
    ).rejects.toMatchObject({ code: '23505', query: insert });
    await client.transaction(async (tx) => {
      await tx.query(insert, ['pompano']);
      await tx.rollback();
    });
    const { rows } = await client.query<{ species: string }>(
      'select species from catch where species = any($1) order by species',
      [['sheepshead', 'pompano']],
    );
    expect(rows).toEqual([]);
    // The statement survived both rollbacks and still works.
    expect(await client.query(insert, ['sheepshead'])).toMatchObject({ affectedRows: 1 });
    expect((await preparedStatements(client)).map((s) => s.statement)).toContain(insert);
  });

  it('leaves queries with options it does not handle to PGlite', async () => {
    const client = await open(true);
    const notices: string[] = [];
    await client.query('select $1::text as t', ['a'], { paramTypes: [25] });
    await client.query(`do $$ begin raise notice 'tide turning'; end $$`, [], {
      onNotice: (n) => notices.push(n.message ?? ''),
    });
    expect(notices).toEqual(['tide turning']);
    expect(await preparedStatements(client)).toEqual([]);
  });

  it('as the server composes it, lets the event loop turn between concurrent prepared queries', async () => {
    const client = await open(false);
    fromPglite(client);
    await client.query(SELECT, ['red drum', null]);
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(Array.from({ length: 40 }, () => client.query(SELECT, ['red drum', null])));
    ticking = false;
    // Run back to back in one burst of promise callbacks, 40 queries would let it turn once or twice.
    expect(turns).toBeGreaterThanOrEqual(40);
    expect((await preparedStatements(client)).find((s) => s.statement === SELECT)?.runs).toBe(41);
  });
});
