import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../services/auth/create-auth.ts';
import { controlledWork, tick } from '../../test/controlled-work.ts';
import { createPerClientQueue } from '../../lib/primitives/per-client-queue.ts';
import { errorHandler } from '../../middleware/error-handler.ts';
import { createAuthHandler } from './auth-handler.ts';
import type { RevocationRegistry } from '../../services/auth/session-revocations.ts';

/** The handler in front of a stand-in for better-auth whose calls finish when the test says. */
function harness(limit: number, responseFloorMs: Record<string, number> = {}) {
  const w = controlledWork();
  const gate = createPerClientQueue({ limit, perClient: 10, maxWaiting: 10 });
  const fakeAuth = {
    handler: async (req: Request) => {
      const name = `${req.method} ${new URL(req.url).pathname}`;
      return new Response(await w.work(name)());
    },
  } as unknown as Auth;
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('auth', fakeAuth);
      c.set('clientIp', c.req.header('x-test-ip') ?? '198.51.100.1');
      await next();
    })
    .all(
      '/api/auth/*',
      createAuthHandler({
        gate,
        bodyReadTimeoutMs: 1000,
        revocations: { refresh: async () => {} } as unknown as RevocationRegistry,
        responseFloorMs,
      }),
    )
    .onError(errorHandler);
  const call = (method: string, path: string, ip?: string) =>
    app.request(path, {
      method,
      headers: ip ? { 'x-test-ip': ip } : {},
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
  return { w, gate, call };
}

describe('createAuthHandler', () => {
  it('queues password POSTs beyond the limit and lets every other auth call through', async () => {
    const { w, call } = harness(1);
    const signIn = call('POST', '/api/auth/sign-in/email');
    const signUp = call('POST', '/api/auth/sign-up/email');
    const session = call('GET', '/api/auth/get-session');
    const signOut = call('POST', '/api/auth/sign-out');
    for (let i = 0; i < 20 && w.started.length < 3; i++) await tick();
    expect([...w.started].sort()).toEqual([
      'GET /api/auth/get-session',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
    ]);
    w.finish('GET /api/auth/get-session');
    w.finish('POST /api/auth/sign-out');
    expect(await (await session).text()).toBe('GET /api/auth/get-session');
    await signOut;
    expect(w.started).not.toContain('POST /api/auth/sign-up/email');
    w.finish('POST /api/auth/sign-in/email');
    await signIn;
    for (let i = 0; i < 20 && w.started.length < 4; i++) await tick();
    expect(w.started).toContain('POST /api/auth/sign-up/email');
    w.finish('POST /api/auth/sign-up/email');
    expect(await (await signUp).text()).toBe('POST /api/auth/sign-up/email');
  });

  it('refuses a client past its share of the gate with 429 while another client queues', async () => {
    const { w, call } = harness(1);
    const mine = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(() =>
      call('POST', '/api/auth/sign-in/email', '203.0.113.5'),
    );
    const refused = await call('POST', '/api/auth/sign-in/email', '203.0.113.5');
    expect(refused.status).toBe(429);
    const other = call('POST', '/api/auth/sign-in/email', '203.0.113.9');
    for (let i = 0; i < 11; i++) {
      await tick();
      await tick();
      w.finish('POST /api/auth/sign-in/email');
    }
    expect((await other).status).toBe(200);
    await Promise.all(mine);
  });

  it('holds forgot-password answers to a floor, however fast better-auth answered', async () => {
    const { w, call } = harness(1, { '/api/auth/request-password-reset': 60 });
    const started = performance.now();
    const answer = call('POST', '/api/auth/request-password-reset');
    for (let i = 0; i < 20 && w.started.length < 1; i++) await tick();
    w.finish('POST /api/auth/request-password-reset');
    expect((await answer).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
