import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveOnLoopback } from '../test/serve-on-loopback.ts';

/** Opens a connection and sends a sign-in whose body stops after `sent` of `declared` bytes. */
function partialSignIn(port: number, declared = 120, sent = 10): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n` +
          '{"email":"'.padEnd(sent, 'x'),
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const signIn = (base: string, email = 'nobody@example.com') =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'not-the-password-1' }),
    // Without the fix a jammed gate never answers; a loaded machine may take seconds to hash.
    signal: AbortSignal.timeout(20_000),
  });

describe('the password-request gate over real sockets', () => {
  it('gives every slot back after clients that stalled mid-body time out and disconnect', async () => {
    const { running, base } = await serveOnLoopback({
      REQUEST_TIMEOUT_MS: '1000',
      BODY_READ_TIMEOUT_MS: '500',
      AUTH_IP_LIMIT_FACTOR: '100',
    });
    try {
      const stalled = await Promise.all([1, 2, 3].map(() => partialSignIn(running.port)));
      await new Promise((r) => setTimeout(r, 1500));
      for (const s of stalled) s.destroy();
      await new Promise((r) => setTimeout(r, 100));
      for (let i = 0; i < 3; i++) expect((await signIn(base)).status).toBe(401);
    } finally {
      await running.shutdown('test');
    }
  });

  it('answers a normal sign-in promptly while other connections trickle their bodies', async () => {
    const { running, base } = await serveOnLoopback({
      BODY_READ_TIMEOUT_MS: '5000',
      AUTH_IP_LIMIT_FACTOR: '100',
    });
    const trickling = await Promise.all([1, 2, 3, 4].map(() => partialSignIn(running.port)));
    const drip = setInterval(() => trickling.forEach((s) => s.write(' ')), 200);
    try {
      const started = performance.now();
      expect((await signIn(base)).status).toBe(401);
      // Without the fix it waits for the trickling bodies: 5 s and more.
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      clearInterval(drip);
      trickling.forEach((s) => s.destroy());
      await running.shutdown('test');
    }
  });
});
