import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPgPool, type Database } from '../db/client.ts';

/** A fresh, migrated database for one test file: a PGlite copy of the template, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplateDb');
  if (url && template) {
    const name = `anglerscout_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        // Two files cloning the template at the same moment: wait and try again.
        if (attempt > 20 || !/being accessed by other users/.test((err as Error).message))
          throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = fromPgPool(new pg.Pool({ connectionString: dbUrl.toString(), max: 5 }));
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    };
    return database;
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: blob });
  return fromPglite(client);
}
