import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicTopBar } from './public-top-bar.tsx';
import { MainContent } from './main-content.tsx';
import { LazyFooter } from './lazy-footer.tsx';

/** Public pages other than the landing page: the top bar, the page, the lazily loaded footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar />
      <MainContent className="flex-1 bg-slate-50">{children ?? <Outlet />}</MainContent>
      <LazyFooter />
    </div>
  );
}
