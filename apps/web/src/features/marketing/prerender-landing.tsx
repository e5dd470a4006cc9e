import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SkipLink } from '@/components/layouts/main-content.tsx';
import SiteFooter from '@/components/layouts/site-footer.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { FOOTER_YEAR_TOKEN } from './landing-script.ts';

/**
 * The landing page as HTML, rendered at build time (scripts/prerender-landing.ts): the page is
 * served finished and the app does not run on it. The footer is lazy, so the markup carries its
 * 'Loading footer...' placeholder; renderFooterHtml is what replaces it.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StaticRouter location="/">
      <SkipLink />
      <LandingPage />
    </StaticRouter>,
  );
}

/** The footer as HTML for the landing page's lazy footer module, with a token for the year. */
export function renderFooterHtml(): string {
  return renderToString(
    <StaticRouter location="/">
      <SiteFooter year={FOOTER_YEAR_TOKEN} />
    </StaticRouter>,
  );
}
