/**
 * npm run db:restore FILE
 * Replaces the database's data with a backup downloaded from Admin > Backup/Restore
 * (GET /api/admin/backup). Stop the server first when it runs on the embedded database. The whole
 * restore is one transaction: a bad or cut-off file changes nothing. Sessions are not in backups,
 * so everyone signs in again afterwards.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openCliDatabase } from './open-cli-database.ts';
import { restoreDatabase, RestoreError } from '../services/backup/restore-database.ts';

const file = process.argv[2];
if (!file || !existsSync(resolve(file))) {
  process.stderr.write('usage: npm run db:restore -- path/to/anglerscout-backup.ndjson.gz\n');
  process.exit(64);
}
const database = await openCliDatabase();
try {
  const counts = await restoreDatabase({ db: database.db, file: resolve(file) });
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `Restored ${rows} rows in ${Object.keys(counts).length} tables from ${file}.\n`,
  );
} catch (err) {
  const message =
    err instanceof RestoreError ? err.message : `Restore failed: ${(err as Error).message}`;
  process.stderr.write(`${message} Nothing was changed.\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
