import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppNav } from './app-nav.tsx';
import { MainContent } from './main-content.tsx';
import { LazyFooter } from './lazy-footer.tsx';
import { PaymentBanner } from '@/components/billing/payment-banner.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { useKeepRecentReports } from '@/lib/offline/use-keep-recent-reports.ts';

/**
 * Every /app screen: the signed-in navigation bar, the page, the lazily loaded footer (hidden in
 * print). `adminNavSlot` goes into the navigation for administrators.
 */
export function AppLayout({
  children,
  adminNavSlot,
}: {
  children?: ReactNode;
  adminNavSlot?: ReactNode;
}) {
  useKeepRecentReports();
  return (
    <div className="flex min-h-screen flex-col">
      <OfflineBanner />
      <AppNav adminSlot={adminNavSlot} />
      <PaymentBanner />
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its
          data arrives never pushes it down in view (layout shift). */}
      <MainContent className="min-h-screen flex-1 bg-slate-50 print:min-h-0 print:bg-white">
        {children ?? <Outlet />}
      </MainContent>
      <div className="print:hidden">
        <LazyFooter />
      </div>
    </div>
  );
}
