import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchServer } from '../support/launch-server.ts';

/** A contact-form POST whose body arrives slowly over `ms`: a request still in flight. */
function slowUpload(base: string, ms: number): Promise<number> {
  const body = JSON.stringify({
    fullName: 'Slow Sender',
    email: 'slow@example.com',
    message: 'Sent one piece at a time.',
  });
  const url = new URL('/api/contact', base);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: base,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const pieces = body.match(/.{1,8}/g)!;
    const every = ms / pieces.length;
    pieces.forEach((piece, i) =>
      setTimeout(() => (i === pieces.length - 1 ? req.end(piece) : req.write(piece)), i * every),
    );
  });
}

describe('stopping `npm start` as a container runtime or supervisor does', () => {
  it('SIGTERM to npm drains: the in-flight request finishes, npm exits after the server, and a restart on the same data directory starts at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-stop-'));
    try {
      const server = await launchServer({ via: 'npm-start', dataDir });
      const inFlight = slowUpload(server.baseUrl, 1500);
      await new Promise((r) => setTimeout(r, 500));
      server.process.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      const { code } = await server.exited;
      expect(code).toBe(0);
      // Nothing of the old server answers any more, and its lock on the data directory is gone.
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
      const again = await launchServer({ via: 'npm-start', dataDir, port: server.port });
      expect((await fetch(`${again.baseUrl}/api/ready`)).status).toBe(200);
      await again.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when the launcher is killed outright (SIGKILL), the server does not serve on as an orphan', async () => {
    const server = await launchServer({ via: 'npm-start' });
    try {
      const launcherPid = Number(
        execFileSync('pgrep', ['-f', '-P', String(server.process.pid), 'scripts/start.mjs'], {
          encoding: 'utf8',
        }).trim(),
      );
      expect(launcherPid).toBeGreaterThan(0);
      process.kill(launcherPid, 'SIGKILL');
      const deadline = Date.now() + 15_000;
      let answering = true;
      while (answering && Date.now() < deadline) {
        answering = await fetch(`${server.baseUrl}/api/health`).then(
          () => true,
          () => false,
        );
        if (answering) await new Promise((r) => setTimeout(r, 200));
      }
      expect(answering).toBe(false);
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
