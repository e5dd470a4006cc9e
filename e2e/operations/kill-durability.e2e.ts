import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { launchServer } from '../support/launch-server.ts';

const WRITERS = 6;

/** A contact message tagged `tag`; resolves with the status, or 0 when the connection died. */
const sendMessage = (base: string, tag: string) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ fullName: 'Kill Test', email: 'kill@example.com', message: tag }),
    signal: AbortSignal.timeout(10_000),
  }).then(
    (res) => res.status,
    () => 0,
  );

describe('kill -9 of the server on the embedded database', () => {
  it('keeps every write it acknowledged, and starts again on the same directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-kill-'));
    try {
      const server = await launchServer({
        via: 'entry',
        dataDir,
        env: { CONTACT_RATE_LIMIT: '100000' },
      });
      const acknowledged: string[] = [];
      let n = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const tag = `kill-${n++}`;
          if ((await sendMessage(server.baseUrl, tag)) === 200) acknowledged.push(tag);
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      // Kill in the middle of the stream, with writes in flight on every writer.
      while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
      server.process.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      expect((await server.exited).signal).toBe('SIGKILL');

      // The dead process's lock is recognised as stale: the server starts at once.
      const again = await launchServer({ via: 'entry', dataDir });
      expect((await fetch(`${again.baseUrl}/api/ready`)).status).toBe(200);
      await again.stop();

      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db.execute<{ message: string }>(
          sql`select message from contact_messages`,
        );
        const stored = new Set(rows.rows.map((r) => r.message));
        expect(acknowledged.filter((tag) => !stored.has(tag))).toEqual([]);
        expect(acknowledged.length).toBeGreaterThanOrEqual(60);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
