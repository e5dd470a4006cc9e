import { ProviderError } from '../shared/provider-error.ts';

/** A page from the marketing host: its HTML as sent (sanitised by the caller). */
interface HostedPage {
  title: string | null;
  html: string;
}

export interface PageHost {
  /** Null when the host has no such page (404). */
  fetchPage(slug: string): Promise<HostedPage | null>;
}

const MAX_BYTES = 1_000_000;

/**
 * The outside marketing/CRM page host whose help pages the app proxies: GET {base}/{slug} with a
 * timeout. Only the body of the page is kept.
 */
export function httpPageHost(opts: {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
}): PageHost {
  const source = 'marketing-pages';
  return {
    async fetchPage(slug) {
      const url = `${opts.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(slug)}`;
      // One deadline for the whole answer: headers and every byte of the body.
      const deadline = AbortSignal.timeout(opts.timeoutMs);
      const failed = (err: unknown) => {
        const late = deadline.aborted || (err as Error).name === 'TimeoutError';
        return new ProviderError(
          late ? 'NETWORK_TIMEOUT' : 'EXTERNAL_SERVICE_UNAVAILABLE',
          source,
          late ? `no answer within ${opts.timeoutMs} ms` : 'connection failed',
        );
      };
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: 'text/html', 'user-agent': opts.userAgent },
          redirect: 'error',
          signal: deadline,
        });
      } catch (err) {
        throw failed(err);
      }
      if (res.status === 404) {
        await res.body?.cancel().catch(() => undefined);
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', source, `HTTP ${res.status}`);
      }
      if (!/^text\/html\b/i.test(res.headers.get('content-type') ?? '')) {
        await res.body?.cancel().catch(() => undefined);
        throw new ProviderError('EXTERNAL_SERVICE_ERROR', source, 'not an HTML page');
      }
      if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) {
        await res.body?.cancel().catch(() => undefined);
        throw new ProviderError('EXTERNAL_SERVICE_ERROR', source, 'page too large');
      }
      const text = await readCapped(res, MAX_BYTES, failed);
      const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim() || null;
      const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(text)?.[1] ?? text;
      return { title, html: body };
    },
  };
}

/**
 * The body as text, read chunk by chunk: past `max` bytes the read stops and the connection is
 * dropped (a huge page never sits in memory whole), and a body still dripping when the deadline
 * passes fails as the provider's timeout, like no answer at all.
 */
async function readCapped(
  res: Response,
  max: number,
  failed: (err: unknown) => ProviderError,
): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch (err) {
      throw failed(err);
    }
    if (chunk.done) return text + decoder.decode();
    bytes += chunk.value.byteLength;
    if (bytes > max) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderError('EXTERNAL_SERVICE_ERROR', 'marketing-pages', 'page too large');
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
}
