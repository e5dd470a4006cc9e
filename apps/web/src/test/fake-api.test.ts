import { describe, expect, it } from 'vitest';
import { ZCreateReplyRequest, ZRedirectResponse } from '@anglerscout/contracts';
import { ApiError, fetchApi } from '@/lib/api-client.ts';
import { apiError, authError, NO_CONTENT, refusedBy, serveApi, shapeOf } from './fake-api.ts';

let previousFake: typeof fetch | undefined;

describe('serveApi', () => {
  it('refuses a fixed answer that does not match its contract, naming the field', () => {
    const fake = serveApi();
    expect(() =>
      fake.post('/api/billing/portal', ZRedirectResponse, {
        url: 'not a url',
      }),
    ).toThrow(/POST \/api\/billing\/portal does not match its contract: url: /);
  });

  it('answers by method and path, with params, query and the JSON body as sent', async () => {
    const fake = serveApi()
      .get('/api/things/:id', shapeOf<{ id: string }>(), (req) => ({ id: req.params.id! }))
      .post('/api/things', shapeOf<{ made: boolean }>(), { made: true }, { status: 201 })
      .delete('/api/things/:id', NO_CONTENT);
    previousFake = fake.fetch;
    expect(await fetchApi('/api/things/a%20b?x=1')).toEqual({ id: 'a b' });
    const created = await fetch('/api/things', { method: 'POST', body: '{"name":"rod"}' });
    expect(created.status).toBe(201);
    const deleted = await fetch('/api/things/7', { method: 'DELETE' });
    expect([deleted.status, await deleted.text()]).toEqual([204, '']);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/things/a%20b',
      'POST /api/things',
      'DELETE /api/things/7',
    ]);
    expect(fake.requests('GET', '/api/things/:id')[0]!.query.get('x')).toBe('1');
    expect(fake.requests('POST', '/api/things')[0]!.json).toEqual({ name: 'rod' });
    // The latest registration of a route wins.
    fake.get('/api/things/:id', shapeOf<{ id: string }>(), { id: 'fixed' });
    expect(await fetchApi('/api/things/9')).toEqual({ id: 'fixed' });
  });

  it('puts the real fetch back when the test ends', () => {
    expect(previousFake).toBeDefined();
    expect(globalThis.fetch).not.toBe(previousFake);
  });

  it.fails('fails the test when the page asks for something no route answers', async () => {
    serveApi();
    await fetch('/api/nothing-here');
  });

  it.fails('fails the test when a computed answer drifts from its contract', async () => {
    serveApi().post('/api/billing/portal', ZRedirectResponse, () => ({ url: 'nope' }));
    // The page only sees a failed request; the test sees the broken fake.
    await expect(fetchApi('/api/billing/portal', { method: 'POST' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('error answers', () => {
  it("apiError gives the code's status, the server's body and its default message", async () => {
    serveApi().get('/api/x', shapeOf<never>(), apiError('RATE_LIMITED'));
    const error = await fetchApi('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later',
    });
  });

  it('refuses a code the contracts do not have', () => {
    expect(() => apiError('RATE_LIMIT_EXCEEDED' as never)).toThrow(/error\.code/);
  });

  it('refusedBy answers as the server does for a body its contract refuses', () => {
    expect(refusedBy(ZCreateReplyRequest, { body: 'Thanks' })).toBeNull();
    expect(refusedBy(ZCreateReplyRequest, { body: '   ' })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_INVALID_FORMAT',
          message: 'Write a reply',
          fields: { body: 'Write a reply' },
        },
      },
    });
    expect(refusedBy(ZCreateReplyRequest, {})).toMatchObject({
      body: { error: { code: 'VALIDATION_REQUIRED_FIELD' } },
    });
  });

  it("authError is better-auth's { code, message } body", () => {
    expect(authError(400, 'INVALID_PASSWORD', 'Invalid password')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
    });
  });
});
