import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveOnLoopback } from '../../test/serve-on-loopback.ts';

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

/** The status line the server answers on a raw connection (empty if it closes without one). */
function firstLine(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    socket.on('data', (d) => {
      got += d;
      if (got.includes('\r\n')) resolve(got.split('\r\n')[0]!);
    });
    socket.on('close', () => resolve(got.split('\r\n')[0] ?? ''));
  });
}

/** A wrong-password sign-in on its own connection from `localAddress` (any of 127.0.0.0/8). */
function signInFrom(port: number, localAddress: string, email: string): Promise<number> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ email, password: 'not-the-password-1' });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent: false,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.setTimeout(20_000, () => req.destroy());
    req.end(body);
  });
}

/** Headers and the first bytes of a sign-in body from `localAddress`, then silence. */
function stalledFrom(port: number, localAddress: string) {
  return new Promise<{ socket: Socket; answer: Promise<{ line: string; ms: number }> }>(
    (resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
        socket.write(
          `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 80\r\n\r\n{"em',
        );
        const started = performance.now();
        let got = '';
        socket.on('data', (d) => (got += d));
        const answer = new Promise<{ line: string; ms: number }>((done) =>
          socket.on('close', () =>
            done({ line: got.split('\r\n')[0] ?? '', ms: performance.now() - started }),
          ),
        );
        resolve({ socket, answer });
      });
      socket.on('error', reject);
    },
  );
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
    // The 408s come from the 500 ms body deadline; the request deadline (504) only bounds the
    // handlers, and a sign-in's scrypt hash on a loaded CI machine can take over a second.
    const { running, base } = await serveOnLoopback({
      REQUEST_TIMEOUT_MS: '20000',
      BODY_READ_TIMEOUT_MS: '500',
      AUTH_IP_LIMIT_FACTOR: '100',
    });
    try {
      const stalled = await Promise.all([1, 2, 3].map(() => partialSignIn(running.port)));
      // Waited for, not slept: each stalled body is answered 408 by the body deadline.
      const lines = await Promise.all(stalled.map(firstLine));
      for (const line of lines) expect(line).toMatch(/^HTTP\/1\.1 408/);
      // The server may already have closed a socket after its 408 ('close' then came before
      // anyone listened): wait only for the ones still open.
      await Promise.all(
        stalled.map((s) =>
          s.closed
            ? Promise.resolve()
            : new Promise<void>((closed) => s.once('close', () => closed()).destroy()),
        ),
      );
      for (let i = 0; i < 3; i++) expect((await signIn(base)).status).toBe(401);
    } finally {
      await running.shutdown('test');
    }
    // A fresh embedded database and three scrypt hashes: tens of seconds on a loaded machine.
  }, 90_000);

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

  it('after a flood of sign-ins from many addresses, stalled bodies still get their 408 and a normal sign-in is answered', async () => {
    const { running } = await serveOnLoopback({ BODY_READ_TIMEOUT_MS: '6000' });
    const port = running.port;
    try {
      // What a sign-in costs here before any flood (a hash; slower on a loaded machine).
      const fresh = performance.now();
      expect(await signInFrom(port, '127.13.0.1', 'someone@example.com')).toBe(401);
      const baseline = performance.now() - fresh;
      // 40 connections of wrong-password sign-ins, each from a new address, for 6 s.
      let n = 0;
      const until = performance.now() + 6000;
      await Promise.all(
        Array.from({ length: 40 }, async () => {
          while (performance.now() < until) {
            n++;
            await signInFrom(port, `127.10.${(n >> 8) & 255}.${n & 255}`, `flood${n}@example.com`);
          }
        }),
      );
      for (let round = 0; round < 2; round++) {
        const stalled = [
          await stalledFrom(port, `127.11.${round}.1`),
          await stalledFrom(port, `127.11.${round}.2`),
        ];
        const release = setTimeout(() => stalled.forEach((s) => s.socket.destroy()), 12_000);
        const started = performance.now();
        expect(await signInFrom(port, `127.12.${round}.1`, 'someone@example.com')).toBe(401);
        // The stalled pair takes no place a sign-in needs: within a second of what a sign-in
        // costs on a fresh server, not after their 408 at 6 s (which is what jammed before).
        expect(performance.now() - started).toBeLessThan(baseline + 1000);
        for (const { answer } of stalled) {
          const { line, ms } = await answer;
          expect(line).toBe('HTTP/1.1 408 Request Timeout');
          expect(ms).toBeGreaterThan(5500);
          expect(ms).toBeLessThan(10_000);
        }
        clearTimeout(release);
      }
    } finally {
      await running.shutdown('test');
    }
  }, 90_000);
});
