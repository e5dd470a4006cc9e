import { ZAdminUsersQuery } from '@anglerscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { searchUsers } from './search-users.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const people = [
    ['Ann Lee', 'ann@lake.example'],
    ['Annie Ortiz', 'ANNIE@River.example'],
    ['Zoë Ann', 'zoe@annapolis.example'],
    ['Bob Anders', 'bob@river.example'],
    ['Percent', '100%off@deals.example'],
    ['Under Score', 'a_b@deals.example'],
    ['Ao Next', 'ao@lake.example'],
  ];
  await database.db
    .insert(users)
    .values(people.map(([name, email], i) => ({ id: `u${i}`, name: name!, email: email! })));
});
afterAll(() => database.close());

const emails = async (q: string) => {
  const found = await searchUsers({
    db: database.db,
    query: ZAdminUsersQuery.parse({ q, sort: 'email', order: 'asc' }),
  });
  return found.items.map((u) => u.email).sort();
};

describe('searchUsers', () => {
  it('matches the start of the address, of its domain or of the name, in any case', async () => {
    // Sorted in JS (uppercase first): the order of the results is not what is tested here.
    expect(await emails('ann')).toEqual([
      'ANNIE@River.example',
      'ann@lake.example',
      'zoe@annapolis.example',
    ]);
    expect(await emails('ANNIE')).toEqual(['ANNIE@River.example']);
    expect(await emails('@river')).toEqual(['ANNIE@River.example', 'bob@river.example']);
    expect(await emails('annapolis.ex')).toEqual(['zoe@annapolis.example']);
    expect(await emails('zoë')).toEqual(['zoe@annapolis.example']);
    expect(await emails('bob a')).toEqual(['bob@river.example']);
  });

  it('takes % and _ literally and stops at the end of the prefix', async () => {
    expect(await emails('100%')).toEqual(['100%off@deals.example']);
    expect(await emails('%')).toEqual([]);
    expect(await emails('a_')).toEqual(['a_b@deals.example']);
    // 'an' and 'ao' are neighbours in the index: the range ends before 'ao'.
    expect(await emails('an')).toEqual([
      'ANNIE@River.example',
      'ann@lake.example',
      'zoe@annapolis.example',
    ]);
    expect(await emails('ao')).toEqual(['ao@lake.example']);
  });

  it('gives the same answers when its statement is run many times (a kept, generic plan)', async () => {
    for (let i = 0; i < 8; i++) {
      expect(await emails(i % 2 ? '@riv' : 'ao')).toEqual(
        i % 2 ? ['ANNIE@River.example', 'bob@river.example'] : ['ao@lake.example'],
      );
    }
  });
});
