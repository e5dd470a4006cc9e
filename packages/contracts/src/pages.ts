import { z } from 'zod';

/** The marketing pages with built-in content: the help pages the footer links to. */
export const BUILT_IN_PAGE_SLUGS = [
  'about-app',
  'faq-app',
  'terms-app',
  'privacy-app',
  'contact-us-app',
] as const;

export const ZPageSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown page')
  .max(80);

/**
 * GET /api/ghl-pages/{slug} and /api/ghl-pages-fallback/{slug}: the page from the marketing
 * host (sanitised), a form to embed, or "built-in" (the app shows its own content).
 */
export const ZMarketingPage = z.object({
  slug: z.string(),
  source: z.enum(['upstream', 'cached', 'embed', 'built-in']),
  title: z.string().nullable(),
  html: z.string().nullable(),
  embedUrl: z.string().nullable(),
  fetchedAt: z.string().nullable(),
});
export type TMarketingPage = z.infer<typeof ZMarketingPage>;
