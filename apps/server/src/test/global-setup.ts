import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPgPool } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/**
 * Migrates once into a template; each test file then gets its own copy (a PGlite data-dir dump,
 * or a PostgreSQL database created FROM TEMPLATE when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `anglerscout_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const tmplUrl = new URL(url);
    tmplUrl.pathname = `/${name}`;
    const db = fromPgPool(new pg.Pool({ connectionString: tmplUrl.toString(), max: 1 }));
    await db.migrate();
    await db.close();
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'anglerscout-tmpl-'));
  const client = await PGlite.create();
  const db = fromPglite(client);
  await db.migrate();
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
