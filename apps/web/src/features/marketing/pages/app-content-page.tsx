import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaticPage } from '../components/static-page.tsx';
import { ContentLoadError } from '../components/content-load-error.tsx';
import { APP_PAGES, isAppPageSlug, isFullWidthSlug, type AppPageSlug } from '../data/app-pages.ts';

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

export function AppContentPage() {
  const { slug } = useParams();
  if (!isAppPageSlug(slug))
    return <ContentLoadError detail={`We could not find a page called "${slug ?? ''}".`} />;
  const Content = CONTENT[slug];
  return (
    <ErrorBoundary
      key={slug}
      fallback={() => (
        <ContentLoadError detail="This page could not be loaded. Check your connection and try again." />
      )}
    >
      <StaticPage title={APP_PAGES[slug].title} wide={isFullWidthSlug(slug)}>
        <Suspense fallback={<Spinner label="Loading page..." showLabel />}>
          <Content />
        </Suspense>
      </StaticPage>
    </ErrorBoundary>
  );
}
