import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SkipLink } from '@/components/layouts/main-content.tsx';
import { LandingPage } from './pages/landing-page.tsx';

/**
 * The landing page as HTML, rendered at build time (scripts/prerender-landing.ts) so the first paint
 * does not wait for the JavaScript; the app then renders over it with identical markup. The footer
 * is lazy, so the markup carries its 'Loading footer...' placeholder.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StaticRouter location="/">
      <SkipLink />
      <LandingPage />
    </StaticRouter>,
  );
}
