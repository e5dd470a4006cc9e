/**
 * What the landing page does in the browser. `/` arrives as finished HTML
 * (scripts/prerender-landing.ts) and its links are plain hrefs, its FAQ native <details>, so the app
 * bundle (React, the router, every route) does not run there at all: compiling and hydrating it
 * after the first paint was a second of main-thread work on a mid-range phone, for a page that
 * needs none of it. The few things the page does need are here, in plain DOM code.
 */

/** Where the footer's module is written into the prerendered placeholder. */
export const LAZY_FOOTER_ATTRIBUTE = 'data-lazy-footer';
/** Stands for the current year in the prerendered footer (the build's year would go stale). */
export const FOOTER_YEAR_TOKEN = '{{year}}';

/**
 * The Sign In button sits in a plain GET form, so it works before any script. With the script it
 * goes to the sign-in page after the spec's short delay.
 */
export function wireDelayedSignIn(
  doc: Document,
  path: string,
  delayMs: number,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  const form = doc.querySelector<HTMLFormElement>(`form[action="${path}"]`);
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    window.setTimeout(() => go(path), delayMs);
  });
}

/**
 * The footer is below the fold: its prerendered markup is a module of its own, fetched once the page
 * has painted, while the placeholder says 'Loading footer...'. Resolves to whether it was mounted.
 */
export async function mountLazyFooter(
  doc: Document,
  load: (src: string) => Promise<{ default: string }> = (src) => import(/* @vite-ignore */ src),
  year = new Date().getFullYear(),
): Promise<boolean> {
  const placeholder = doc.querySelector<HTMLElement>(`[${LAZY_FOOTER_ATTRIBUTE}]`);
  const src = placeholder?.getAttribute(LAZY_FOOTER_ATTRIBUTE);
  if (!placeholder || !src) return false;
  const { default: html } = await load(src);
  const template = doc.createElement('template');
  template.innerHTML = html.replaceAll(FOOTER_YEAR_TOKEN, String(year));
  brandLike(doc, template.content);
  placeholder.replaceWith(template.content);
  return true;
}

/**
 * The footer module is built with the default brand; the page itself came from the server in the
 * site's look (apps/server/src/services/style/brand-html.ts rewrites the data-brand-name and
 * data-brand-logo markers). The footer takes the name and logo the page already shows.
 */
function brandLike(doc: Document, footer: DocumentFragment): void {
  const name = doc.querySelector('[data-brand-name]')?.textContent;
  if (name) for (const el of footer.querySelectorAll('[data-brand-name]')) el.textContent = name;
  const logo = doc.querySelector('[data-brand-logo]');
  if (logo?.tagName === 'IMG')
    for (const el of footer.querySelectorAll('[data-brand-logo]')) el.replaceWith(logo.cloneNode());
}

/**
 * Runs `fn` once the first contentful paint is on screen, so nothing started here competes with
 * it; a fallback timer covers browsers without paint timing and tabs opened in the background
 * (they do not paint).
 */
export function afterFirstPaint(fn: () => void, fallbackMs = 1500): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        setTimeout(once);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, fallbackMs);
  } catch {
    once();
  }
}
