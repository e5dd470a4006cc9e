import { useQuery } from '@tanstack/react-query';
import type { TMarketingPage } from '@anglerscout/contracts';

/** Both routes failed: the fallback's status, for the 'Failed to load content' message. */
export class PageLoadError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`Failed to load content from fallback: ${status} ${statusText}`);
  }
}

async function discard(res: Response | null): Promise<void> {
  await res?.body?.cancel().catch(() => undefined);
}

async function fetchPage(path: string): Promise<Response> {
  return fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
}

/**
 * GET /api/ghl-pages/{slug}; on failure GET /api/ghl-pages-fallback/{slug};
 * if both fail, the view says "Failed to load content from fallback: {status} {statusText}".
 */
export async function getMarketingPage(slug: string): Promise<TMarketingPage> {
  const name = encodeURIComponent(slug);
  const first = await fetchPage(`/api/ghl-pages/${name}`).catch(() => null);
  if (first?.ok) return first.json();
  // An error answer's body is let go of, not left unread: an unread body keeps the request open
  // in the browser, and the page never settles.
  await discard(first);
  const fallback = await fetchPage(`/api/ghl-pages-fallback/${name}`).catch(() => null);
  if (fallback?.ok) return fallback.json();
  await discard(fallback);
  throw new PageLoadError(fallback?.status ?? 0, fallback?.statusText || 'Network Error');
}

export function useMarketingPage(slug: string) {
  return useQuery({
    queryKey: ['marketing-page', slug],
    queryFn: () => getMarketingPage(slug),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
