/**
 * The help and legal pages served at /pages/{slug} and /app/pages/{slug}. They may be proxied
 * from an outside marketing host; without one, the content is built in. Slugs ending in -app other
 * than faq-app render full width.
 */
export const APP_PAGES = {
  'about-app': { title: 'About Us' },
  'faq-app': { title: 'Frequently Asked Questions' },
  'terms-app': { title: 'Terms of Service' },
  'privacy-app': { title: 'Privacy Policy' },
  'contact-us-app': { title: 'Contact Us' },
} as const;

export type AppPageSlug = keyof typeof APP_PAGES;

export function isAppPageSlug(slug: string | undefined): slug is AppPageSlug {
  return slug !== undefined && Object.hasOwn(APP_PAGES, slug);
}

export function isFullWidthSlug(slug: AppPageSlug): boolean {
  return slug.endsWith('-app') && slug !== 'faq-app';
}

export const CONTENT_ERROR_TITLE = 'Error Loading Content';
