import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('PGlite data-directory lock', () => {
  it('refuses a directory held by a live process and takes over a stale lock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, '.anglerscout.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, '.anglerscout.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, '.anglerscout.lock'))).toBe(false);
  });
});
