import { BUILT_IN_PAGE_SLUGS, type TMarketingPage } from '@anglerscout/contracts';
import type { PageHost } from '../../providers/pages/page-host.ts';
import { ProviderError } from '../../providers/shared/provider-error.ts';
import type { SourceCache } from '../../providers/shared/source-cache.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { sanitizeHtmlFragment } from '../content/render-markdown.ts';

const BUILT_IN = new Set<string>(BUILT_IN_PAGE_SLUGS);

type Loaded = { found: true; title: string | null; html: string } | { found: false };

const builtIn = (slug: string): TMarketingPage => ({
  slug,
  source: 'built-in',
  title: null,
  html: null,
  embedUrl: null,
  fetchedAt: null,
});

export interface MarketingPagesOptions {
  /** The marketing host, or null when none is configured */
  host: PageHost | null;
  cache: SourceCache;
  /** The CRM's contact form to embed on contact-us-app, or null for our own form */
  contactFormUrl: string | null;
  ttlMs: number;
}

/**
 * The proxied marketing pages (/pages/{slug}, /app/pages/{slug}). `page` answers from the marketing
 * host through the shared source cache (sanitised before it is cached; the last good copy is served
 * when the host fails); faq-app is always the built-in accordion and contact-us-app embeds the CRM
 * form when one is configured. `fallback` is the app's own content for the pages it has.
 */
export function createMarketingPages(opts: MarketingPagesOptions) {
  return {
    async page(slug: string): Promise<TMarketingPage> {
      if (slug === 'contact-us-app')
        return opts.contactFormUrl
          ? { ...builtIn(slug), source: 'embed', embedUrl: opts.contactFormUrl }
          : builtIn(slug);
      if (slug === 'faq-app') return builtIn(slug);
      const host = opts.host;
      if (!host) {
        if (BUILT_IN.has(slug)) return builtIn(slug);
        throw new AppError('RESOURCE_NOT_FOUND', 'No such page.');
      }
      let cached;
      try {
        cached = await opts.cache.get<Loaded>({
          source: 'marketing-pages',
          key: `page:${slug}`,
          ttlMs: opts.ttlMs,
          load: async () => {
            const page = await host.fetchPage(slug);
            return page
              ? { found: true, title: page.title, html: sanitizeHtmlFragment(page.html) }
              : { found: false };
          },
        });
      } catch (err) {
        if (err instanceof ProviderError)
          throw new AppError('EXTERNAL_SERVICE_UNAVAILABLE', 'The page host is not answering.');
        throw err;
      }
      if (!cached.value.found) throw new AppError('RESOURCE_NOT_FOUND', 'No such page.');
      return {
        slug,
        source: cached.stale ? 'cached' : 'upstream',
        title: cached.value.title,
        html: cached.value.html,
        embedUrl: null,
        fetchedAt: cached.fetchedAt.toISOString(),
      };
    },

    fallback(slug: string): TMarketingPage {
      if (BUILT_IN.has(slug)) return builtIn(slug);
      throw new AppError('RESOURCE_NOT_FOUND', 'No such page.');
    },
  };
}

export type MarketingPages = ReturnType<typeof createMarketingPages>;
