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

  it('takes over a lock whose pid now belongs to an unrelated process (started later)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      // A lock written by an earlier process that had this pid: a different start time.
      writeFileSync(
        join(dir, '.anglerscout.lock'),
        JSON.stringify({ pid: unrelated.pid, started: '1' }),
      );
      const release = lockDataDir(dir);
      release();
    } finally {
      unrelated.kill();
      await new Promise((r) => unrelated.once('exit', r));
    }
  });

  it('refuses while the very process that took the lock is running', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const script = `import('${new URL('./data-dir-lock.ts', import.meta.url).href}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 20000); })`;
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', script]);
    try {
      await new Promise<void>((resolve) => holder.stdout.on('data', () => resolve()));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
  });
});
