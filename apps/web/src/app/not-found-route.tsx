import { AppLayout } from '@/components/layouts/app-layout.tsx';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useSession } from '@/lib/auth/use-session.ts';
import { NotFoundPage } from '@/features/marketing/pages/not-found-page.tsx';

/**
 * Any path no route claims. A signed-in member keeps the app's navigation (so a wrong link does
 * not make them look signed out); a visitor gets the public top bar.
 */
export function NotFoundRoute() {
  const { authState } = useSession();
  if (authState === 'initializing') return <PageLoader />;
  return authState === 'authenticated' ? (
    <AppLayout>
      <NotFoundPage home="/app" />
    </AppLayout>
  ) : (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
