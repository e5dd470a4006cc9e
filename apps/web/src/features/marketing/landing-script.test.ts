import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFooterHtml, renderLandingHtml } from './prerender-landing.tsx';
import {
  FOOTER_YEAR_TOKEN,
  LAZY_FOOTER_ATTRIBUTE,
  afterFirstPaint,
  mountLazyFooter,
  wireDelayedSignIn,
} from './landing-script.ts';
import { MARKETING_PATHS, SIGN_IN_DELAY_MS } from './data/marketing-paths.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The prerendered landing page as the browser gets it, the footer placeholder pointing at `src`. */
function landingDocument(src = '/assets/landing-footer-test.js') {
  document.body.innerHTML = `<div id="root">${renderLandingHtml().replace(
    `${LAZY_FOOTER_ATTRIBUTE}=""`,
    `${LAZY_FOOTER_ATTRIBUTE}="${src}"`,
  )}</div>`;
  return document;
}

describe('the landing page script', () => {
  it('sends Sign In to the sign-in page after the delay, not at once and not by the form', () => {
    vi.useFakeTimers();
    const doc = landingDocument();
    const go = vi.fn();
    wireDelayedSignIn(doc, MARKETING_PATHS.signIn, SIGN_IN_DELAY_MS, go);
    const form = doc.querySelector<HTMLFormElement>(`form[action="${MARKETING_PATHS.signIn}"]`)!;
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(SIGN_IN_DELAY_MS - 10);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(go).toHaveBeenCalledWith('/new/auth/signin');
  });

  it('swaps the placeholder for the footer module it names, with the current year', async () => {
    const doc = landingDocument('/assets/landing-footer-abc.js');
    const load = vi.fn(async () => ({ default: renderFooterHtml() }));
    expect(doc.body.textContent).toContain('Loading footer...');
    expect(await mountLazyFooter(doc, load, 2031)).toBe(true);
    expect(load).toHaveBeenCalledWith('/assets/landing-footer-abc.js');
    expect(doc.body.textContent).not.toContain('Loading footer...');
    const footer = doc.querySelector('footer')!;
    expect(footer.textContent).toContain('© 2031 AnglerScout');
    expect(footer.textContent).not.toContain(FOOTER_YEAR_TOKEN);
    // The footer's app links are plain hrefs (the app does not run on this page).
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/app/pages/privacy-app');
    expect(doc.querySelectorAll('footer')).toHaveLength(1);
  });

  it("gives the footer the site's name and logo the server wrote into the page", async () => {
    const doc = landingDocument();
    // As apps/server/src/services/style/brand-html.ts leaves the header for a custom style.
    for (const el of doc.querySelectorAll('[data-brand-name]')) el.textContent = 'Bass Intel';
    const headerLogo = doc.querySelector('[data-brand-logo]')!;
    const img = Object.assign(doc.createElement('img'), { src: '/api/brand/logo?v=ab12', alt: '' });
    img.setAttribute('data-brand-logo', '');
    headerLogo.replaceWith(img);
    await mountLazyFooter(doc, async () => ({ default: renderFooterHtml() }), 2031);
    const footer = doc.querySelector('footer')!;
    expect(footer.querySelector('[data-brand-name]')!.textContent).toBe('Bass Intel');
    const logo = footer.querySelector('[data-brand-logo]')!;
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('/api/brand/logo?v=ab12');
  });

  it('does nothing on a page without the placeholder', async () => {
    document.body.innerHTML = '<main>no footer here</main>';
    const load = vi.fn();
    expect(await mountLazyFooter(document, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts its deferred work once, after the first paint or at the latest after the fallback', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterFirstPaint(fn, 1500);
    vi.advanceTimersByTime(1499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
