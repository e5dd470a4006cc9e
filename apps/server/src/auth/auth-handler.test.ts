import { describe, expect, it } from 'vitest';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { controlledWork, tick } from '../test/controlled-work.ts';
import { admitPasswordRequests } from './auth-handler.ts';

describe('admitPasswordRequests', () => {
  const ctx = (method: string, path: string) =>
    ({ req: { method, path } }) as unknown as Context<AppEnv>;

  it('queues password POSTs beyond the limit and lets every other auth call through', async () => {
    const w = controlledWork();
    const handler = admitPasswordRequests(
      async (c) => new Response(await w.work(`${c.req.method} ${c.req.path}`)()),
      1,
    );
    const signIn = handler(ctx('POST', '/api/auth/sign-in/email'));
    const signUp = handler(ctx('POST', '/api/auth/sign-up/email'));
    const session = handler(ctx('GET', '/api/auth/get-session'));
    const signOut = handler(ctx('POST', '/api/auth/sign-out'));
    await tick();
    expect(w.started).toEqual([
      'POST /api/auth/sign-in/email',
      'GET /api/auth/get-session',
      'POST /api/auth/sign-out',
    ]);
    w.finish('GET /api/auth/get-session');
    w.finish('POST /api/auth/sign-out');
    expect(await (await session).text()).toBe('GET /api/auth/get-session');
    await signOut;
    expect(w.started).not.toContain('POST /api/auth/sign-up/email');
    w.finish('POST /api/auth/sign-in/email');
    await signIn;
    await tick();
    expect(w.started).toContain('POST /api/auth/sign-up/email');
    w.finish('POST /api/auth/sign-up/email');
    expect(await (await signUp).text()).toBe('POST /api/auth/sign-up/email');
  });
});
