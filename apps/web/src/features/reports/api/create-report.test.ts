import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { createReport, type ReportProgressStep } from './create-report.ts';

const input = {
  location: { name: 'Galveston, Texas', latitude: 29.3, longitude: -94.8 },
  date: '2026-11-23',
  fishingType: 'boat',
  baitType: 'live',
  habitat: 'salt',
} as const;

function streamOf(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('createReport', () => {
  it('sends the idempotency key, reports each step and returns the new id', async () => {
    const fetchMock = vi.fn(async () =>
      streamOf([
        'event: progress\ndata: {"type":"progress","step":"conditions","label":"Checking weather, water and tides","share":0.1}\n\n',
        'event: progress\ndata: {"type":"progress","step":"writing","label":"Writing your rep',
        'ort","share":0.6}\n\nevent: done\ndata: {"type":"done","id":"0b6d3c1e-2f4a-4b7c-9d8e-1a2b3c4d5e6f"}\n\n',
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const steps: ReportProgressStep[] = [];
    const id = await createReport(input, {
      idempotencyKey: 'key-12345678',
      onProgress: (p) => steps.push(p),
    });
    expect(id).toBe('0b6d3c1e-2f4a-4b7c-9d8e-1a2b3c4d5e6f');
    expect(steps.map((s) => [s.label, s.share])).toEqual([
      ['Checking weather, water and tides', 0.1],
      ['Writing your report', 0.6],
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reports');
    expect(init.headers).toMatchObject({
      accept: 'text/event-stream',
      'idempotency-key': 'key-12345678',
    });
    expect(JSON.parse(init.body as string)).toEqual(input);
  });

  it('throws the plan limit answered before the stream as an ApiError with status 402', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'BUSINESS_RULE_VIOLATION',
                message: 'You have used your 3 free reports.',
              },
            }),
            { status: 402, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const err = await createReport(input, {
      idempotencyKey: 'key-12345678',
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 402,
      code: 'BUSINESS_RULE_VIOLATION',
      message: 'You have used your 3 free reports.',
    });
  });

  it('throws the error event of a failed pipeline, and a dropped stream as a retryable network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamOf([
          'event: error\ndata: {"type":"error","code":"EXTERNAL_SERVICE_UNAVAILABLE","message":"Weather is down."}\n\n',
        ]),
      ),
    );
    await expect(
      createReport(input, { idempotencyKey: 'key-12345678', onProgress: () => {} }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'EXTERNAL_SERVICE_UNAVAILABLE',
      message: 'Weather is down.',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamOf([
          'event: progress\ndata: {"type":"progress","step":"conditions","label":"x","share":0.1}\n\n',
        ]),
      ),
    );
    await expect(
      createReport(input, { idempotencyKey: 'key-12345678', onProgress: () => {} }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_CONNECTION_ERROR' });
  });
});
