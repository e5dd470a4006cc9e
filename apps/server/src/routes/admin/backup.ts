import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { recordAdminAction } from '../../services/audit/record-admin-action.ts';
import { exportDatabase } from '../../services/backup/export-database.ts';

/**
 * GET /api/admin/backup: the database as a gzip'd logical export (restore with
 * `npm run db:restore FILE`). The export is written to a temporary file first, so the snapshot
 * transaction lasts as long as the database takes to read, not as long as the download; the
 * answer starts at once and streams the file as soon as it is complete. Nothing is held in memory.
 */
export const adminBackupRoutes = new Hono<AppEnv>().get('/api/admin/backup', async (c) => {
  const db = c.var.deps.database.db;
  const actor = adminActor(c);
  const log = c.var.log;
  const file = join(tmpdir(), `anglerscout-backup-${randomUUID()}.ndjson.gz`);
  const exported = (async () => {
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file));
    const counts = await exportDatabase({ db, out: gzip });
    gzip.end();
    await written;
    await recordAdminAction({
      db,
      actor,
      action: 'backup.download',
      target: { type: 'database', id: null },
      after: { rows: counts },
    });
  })();
  async function* body() {
    try {
      await exported;
      yield* createReadStream(file);
    } catch (err) {
      log.error({ err }, 'backup export failed');
      throw err;
    } finally {
      await rm(file, { force: true });
    }
  }
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  // Through c.body, not a Response of its own: the most sensitive answer of the app keeps the
  // API's header set (no-store, nosniff, default-src 'none', same-origin CORP).
  return c.body(Readable.toWeb(Readable.from(body())) as ReadableStream, 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="anglerscout-backup-${stamp}.ndjson.gz"`,
  });
});
