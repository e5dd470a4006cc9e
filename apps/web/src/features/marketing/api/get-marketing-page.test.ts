import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMarketingPage, PageLoadError } from './get-marketing-page.ts';

/** An error answer whose body says when it was let go of. */
function errorAnswer(status: number, released: string[], name: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"error":{"code":"RESOURCE_NOT_FOUND"}}'));
    },
    cancel() {
      released.push(name);
    },
  });
  return new Response(body, { status, statusText: 'Not Found' });
}

describe('getMarketingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets go of both error answers, so no request stays open, and reports the fallback status', async () => {
    const released: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        errorAnswer(404, released, url.includes('fallback') ? 'fallback' : 'first'),
      ),
    );
    const failed = await getMarketingPage('no-such-app').catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(PageLoadError);
    expect((failed as PageLoadError).message).toBe(
      'Failed to load content from fallback: 404 Not Found',
    );
    expect(released).toEqual(['first', 'fallback']);
  });
});
