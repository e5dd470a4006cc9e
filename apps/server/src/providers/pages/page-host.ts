import { ProviderError } from '../shared/provider-error.ts';

/** A page from the marketing host: its HTML as sent (sanitised by the caller). */
export interface HostedPage {
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
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: 'text/html', 'user-agent': opts.userAgent },
          redirect: 'error',
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        const name = (err as Error).name;
        throw new ProviderError(
          name === 'TimeoutError' ? 'NETWORK_TIMEOUT' : 'EXTERNAL_SERVICE_UNAVAILABLE',
          source,
          name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : 'connection failed',
        );
      }
      if (res.status === 404) return null;
      if (!res.ok)
        throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', source, `HTTP ${res.status}`);
      if (!/^text\/html\b/i.test(res.headers.get('content-type') ?? ''))
        throw new ProviderError('EXTERNAL_SERVICE_ERROR', source, 'not an HTML page');
      const text = await res.text();
      if (text.length > MAX_BYTES)
        throw new ProviderError('EXTERNAL_SERVICE_ERROR', source, 'page too large');
      const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim() || null;
      const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(text)?.[1] ?? text;
      return { title, html: body };
    },
  };
}
