import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaticPage } from '../components/static-page.tsx';
import { ContentLoadError } from '../components/content-load-error.tsx';
import { APP_PAGES, isAppPageSlug, isFullWidthSlug, type AppPageSlug } from '../data/app-pages.ts';
import { useMarketingPage } from '../api/get-marketing-page.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each page is its own chunk: the contact form brings the zod contract, the others are plain text.
const CONTENT: Record<AppPageSlug, LazyExoticComponent<ComponentType>> = {
  'about-app': named(() => import('../content/about-content.tsx'), 'AboutContent'),
  'faq-app': named(() => import('../content/help-faq-content.tsx'), 'HelpFaqContent'),
  'terms-app': named(() => import('../content/terms-content.tsx'), 'TermsContent'),
  'privacy-app': named(() => import('../content/privacy-content.tsx'), 'PrivacyContent'),
  'contact-us-app': named(() => import('../components/contact-form.tsx'), 'ContactForm'),
};

/** The contact form's iframe height, 1200 px. */
const CONTACT_IFRAME_HEIGHT = 1200;

/**
 * /pages/{slug} and /app/pages/{slug}: the page from the marketing host (sanitised by the server),
 * the CRM's contact form in a 1200 px frame, or the app's own content when there is no host or it
 * fails.
 */
export function AppContentPage() {
  const { slug = '' } = useParams();
  const page = useMarketingPage(slug);
  const wide = isAppPageSlug(slug) ? isFullWidthSlug(slug) : slug.endsWith('-app');
  const knownTitle = isAppPageSlug(slug) ? APP_PAGES[slug].title : slug;
  // While the page loads its frame is already drawn (title, room for the text), so it settles in place.
  if (page.isPending)
    return (
      <StaticPage title={knownTitle} wide={wide} reserve>
        <Spinner label="Loading page..." showLabel />
      </StaticPage>
    );
  if (page.error) return <ContentLoadError detail={page.error.message} />;
  const data = page.data;
  const title = data.title ?? knownTitle;
  if (data.source === 'embed' && data.embedUrl)
    return (
      <StaticPage title={title} wide>
        <iframe
          src={data.embedUrl}
          title="Contact form"
          className="w-full rounded-lg border border-slate-200"
          style={{ height: CONTACT_IFRAME_HEIGHT }}
        />
      </StaticPage>
    );
  if (data.html !== null)
    return (
      <StaticPage title={title} wide={wide} reserve>
        {/* Sanitised on the server (sanitize-html allowlist) before it was cached or sent. */}
        <div dangerouslySetInnerHTML={{ __html: data.html }} />
      </StaticPage>
    );
  if (!isAppPageSlug(slug))
    return <ContentLoadError detail={`We could not find a page called "${slug}".`} />;
  const Content = CONTENT[slug];
  return (
    <ErrorBoundary
      key={slug}
      fallback={() => (
        <ContentLoadError detail="This page could not be loaded. Check your connection and try again." />
      )}
    >
      <StaticPage title={title} wide={wide} reserve>
        <Suspense fallback={<Spinner label="Loading page..." showLabel />}>
          <Content />
        </Suspense>
      </StaticPage>
    </ErrorBoundary>
  );
}
