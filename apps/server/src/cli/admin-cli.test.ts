import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

describe('admin command-line tools', () => {
  it('print one clear line, not a stack trace, while the server holds the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-lock-'));
    const lock = new URL('../db/data-dir-lock.ts', import.meta.url).href;
    const holder = spawn(process.execPath, [
      '--import',
      'tsx',
      '-e',
      `import('${lock}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); setTimeout(() => {}, 30000); })`,
    ]);
    try {
      await new Promise<void>((resolve) => holder.stdout.on('data', () => resolve()));
      for (const script of ['admin:grant', 'admin:emergency-codes']) {
        const run = spawnSync('npm', ['run', '--silent', script, '--', 'someone@example.com'], {
          cwd: ROOT,
          // The embedded database: the one a running server holds exclusively.
          env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'production', DATABASE_URL: '' },
          encoding: 'utf8',
        });
        expect(run.status).toBe(75);
        expect(run.stderr).toContain(`The data directory ${dir} is in use`);
        expect(run.stderr).toContain('Stop the server first');
        expect(run.stderr).not.toMatch(/^\s+at /m);
      }
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
  });
});
