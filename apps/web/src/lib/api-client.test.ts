import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchApi } from './api-client.ts';

const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

afterEach(() => vi.unstubAllGlobals());

/** The ApiError a call rejects with, matched against `expected`. */
async function expectFailure(promise: Promise<unknown>, expected: Partial<ApiError>) {
  await expect(promise).rejects.toBeInstanceOf(ApiError);
  await expect(promise).rejects.toMatchObject(expected);
}

describe('fetchApi', () => {
  it('returns the JSON of a 2xx answer', async () => {
    vi.stubGlobal('fetch', answer(200, '{"items":[1,2]}'));
    expect(await fetchApi('/api/x')).toEqual({ items: [1, 2] });
  });

  it("throws the server's error with its status, code, message and field messages", async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        400,
        '{"error":{"code":"VALIDATION_INVALID_FORMAT","message":"Bad date","fields":{"date":"Too far ahead"}}}',
      ),
    );
    await expectFailure(fetchApi('/api/x'), {
      status: 400,
      code: 'VALIDATION_INVALID_FORMAT',
      message: 'Bad date',
      fields: { date: 'Too far ahead' },
    });
  });

  it("uses the code's default message when the server gives none", async () => {
    vi.stubGlobal('fetch', answer(404, '{"error":{"code":"RESOURCE_NOT_FOUND","message":""}}'));
    await expectFailure(fetchApi('/api/x'), {
      status: 404,
      message: 'The requested resource was not found.',
    });
  });

  it('calls an answer it cannot read an unexpected error, and no answer a network error', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expectFailure(fetchApi('/api/x'), {
      status: 502,
      code: 'SYSTEM_INTERNAL_ERROR',
      message: 'An unexpected error occurred.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expectFailure(fetchApi('/api/x'), {
      status: 0,
      code: 'NETWORK_CONNECTION_ERROR',
      message: 'Network error. Please check your connection',
    });
  });
});
