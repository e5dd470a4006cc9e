import { describe, expect, it } from 'vitest';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { admitPasswordRequests } from './auth-handler.ts';
import { concurrencyLimit } from './password-hashing.ts';

/** Work that finishes when the test says so, recording how many ran at once and in what order. */
function controlledWork() {
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const work = (name: string) => async () => {
    running++;
    peak = Math.max(peak, running);
    started.push(name);
    await new Promise<void>((resolve) => finish.set(name, resolve));
    running--;
    return name;
  };
  return { work, started, finish: (name: string) => finish.get(name)!(), peak: () => peak };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('concurrencyLimit', () => {
  it('runs at most `limit` at once and lets the rest in first come, first served', async () => {
    const w = controlledWork();
    const run = concurrencyLimit(2);
    const results = ['a', 'b', 'c', 'd'].map((n) => run(w.work(n)));
    await tick();
    expect(w.started).toEqual(['a', 'b']);
    w.finish('b');
    await tick();
    expect(w.started).toEqual(['a', 'b', 'c']);
    w.finish('a');
    await tick();
    expect(w.started).toEqual(['a', 'b', 'c', 'd']);
    w.finish('c');
    w.finish('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(w.peak()).toBe(2);
  });

  it('frees the slot when the work fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});

describe('admitPasswordRequests', () => {
  const ctx = (method: string, path: string) => ({ req: { method, path } }) as unknown as Context<AppEnv>;

  it('queues password POSTs beyond the limit and lets every other auth call through', async () => {
    const w = controlledWork();
    const handler = admitPasswordRequests(async (c) => new Response(await w.work(`${c.req.method} ${c.req.path}`)()), 1);
    const signIn = handler(ctx('POST', '/api/auth/sign-in/email'));
    const signUp = handler(ctx('POST', '/api/auth/sign-up/email'));
    const session = handler(ctx('GET', '/api/auth/get-session'));
    const signOut = handler(ctx('POST', '/api/auth/sign-out'));
    await tick();
    expect(w.started).toEqual(['POST /api/auth/sign-in/email', 'GET /api/auth/get-session', 'POST /api/auth/sign-out']);
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
