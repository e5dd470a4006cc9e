import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZCatchList, ZOk, ZReportList } from '@anglerscout/contracts';
import { ApiError, ContractMismatchError, endpoint, NO_CONTENT, request } from './api-client.ts';

const answer = (status: number, body: string) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('request(endpoint)', () => {
  it('sends the endpoint’s method and path and returns the answer its schema parsed', async () => {
    const fetch = answer(200, '{"items":[],"page":1,"pageSize":10,"total":0}');
    vi.stubGlobal('fetch', fetch);
    const list = await request(endpoint('GET', '/api/reports?page=1', ZReportList));
    expect(list).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    expect(fetch.mock.calls[0]![0]).toBe('/api/reports?page=1');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET' });

    vi.stubGlobal('fetch', answer(200, '{"ok":true}'));
    expect(
      await request(endpoint('POST', '/api/community/flags', ZOk), { json: { a: 1 } }),
    ).toEqual({ ok: true });
  });

  it('refuses an answer outside the contract instead of passing it on as the type', async () => {
    // The server dropped `nextBefore` and sent a catch without its species: a cast would hand the
    // page an object that is not a TCatchList.
    vi.stubGlobal('fetch', answer(200, '{"items":[{"id":"c1"}]}'));
    const call = request(endpoint('GET', '/api/catches?limit=100', ZCatchList));
    await expect(call).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    const error = (await call.catch((e: unknown) => e)) as ContractMismatchError;
    expect(error.endpoint).toBe('GET /api/catches');
    expect(error.code).toBe('SYSTEM_INTERNAL_ERROR');
    expect(error.message).toBe('An unexpected error occurred.');
    expect(error.issues.map((i) => i.path.join('.'))).toContain('nextBefore');
  });

  it('holds a 204 endpoint to an empty answer', async () => {
    vi.stubGlobal('fetch', answer(204, ''));
    expect(await request(endpoint('DELETE', '/api/catches/c1', NO_CONTENT))).toBeUndefined();
    vi.stubGlobal('fetch', answer(200, '{"deleted":true}'));
    await expect(request(endpoint('DELETE', '/api/catches/c1', NO_CONTENT))).rejects.toBeInstanceOf(
      ContractMismatchError,
    );
  });

  it('still throws the server’s own error for a failed call', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, '{"error":{"code":"RESOURCE_NOT_FOUND","message":"No such catch"}}'),
    );
    await expect(request(endpoint('GET', '/api/catches/x', ZCatchList))).rejects.toMatchObject({
      status: 404,
      code: 'RESOURCE_NOT_FOUND',
      message: 'No such catch',
    });
  });
});
