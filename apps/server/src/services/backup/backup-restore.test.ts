import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiSettings, dailyCounts, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { exportDatabase } from './export-database.ts';
import { restoreDatabase } from './restore-database.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'backup-admin@example.com' });
  dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips the data, leaves sessions out, and refuses a cut-off file without changing anything', async () => {
    const admin = await newVerifiedUser(t, 'backup-admin@example.com', undefined, '192.0.2.50');
    await newVerifiedUser(t, 'keeper@example.com', undefined, '192.0.2.51');
    await t.request(
      '/api/admin/ai-settings',
      browserInit('PUT', { provider: 'built-in', model: 'v1' }, admin),
    );
    const db = t.deps.database.db;
    const file = join(dir, 'b.ndjson.gz');
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(file));
    const counts = await exportDatabase({ db, out: gzip });
    gzip.end();
    await done;
    expect(counts.users).toBe(2);
    expect(counts.sessions).toBeUndefined();
    const countsBefore = await db.select().from(dailyCounts);

    await db.delete(users).where(eq(users.email, 'keeper@example.com'));
    await db.insert(aiSettings).values({
      provider: 'built-in',
      model: 'v2',
      temperature: 0.1,
      maxTokens: 300,
      systemPrompt: '',
      styleNotes: '',
    });

    const restored = await restoreDatabase({ db, file });
    expect(restored.users).toBe(2);
    expect((await db.select().from(users)).map((u) => u.email).sort()).toEqual([
      'backup-admin@example.com',
      'keeper@example.com',
    ]);
    expect(await db.select().from(sessions)).toHaveLength(0);
    const versions = await db.select().from(aiSettings);
    expect(versions.map((v) => v.model)).toEqual(['v1']);
    // The counts are as they were (the triggers did not count the restored rows again).
    expect(
      (await db.select().from(dailyCounts)).sort((a, b) => a.metric.localeCompare(b.metric)),
    ).toEqual(countsBefore.sort((a, b) => a.metric.localeCompare(b.metric)));
    // Identity counters go on after the restored rows.
    await db.insert(aiSettings).values({
      provider: 'built-in',
      model: 'v3',
      temperature: 0.1,
      maxTokens: 300,
      systemPrompt: '',
      styleNotes: '',
    });
    expect(Math.max(...(await db.select().from(aiSettings)).map((v) => v.version))).toBe(
      versions[0]!.version + 1,
    );

    const cut = join(dir, 'cut.ndjson.gz');
    const text = (await import('node:zlib'))
      .gunzipSync((await import('node:fs')).readFileSync(file))
      .toString();
    writeFileSync(cut, gzipSync(text.split('\n').slice(0, -3).join('\n')));
    await expect(restoreDatabase({ db, file: cut })).rejects.toThrow(/cut off/);
    expect(await db.select().from(aiSettings)).toHaveLength(2);
  });
});
