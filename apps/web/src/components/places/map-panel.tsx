import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { SpotMapProps } from './spot-map.tsx';

const SpotMap = lazy(() => import('./spot-map.tsx'));

/**
 * The map as a page sees it: its code (Leaflet) fetched only when shown, a grey block meanwhile,
 * and an error boundary, so a map that fails to load or draw costs the map and not the page.
 */
export function MapPanel(props: SpotMapProps) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<MapPlaceholder label="Loading map..." />}>
        <SpotMap {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The map's place, the map's size: shown while its code loads and while the page is still finding
 * the spot, so the content below does not jump when the map arrives.
 */
export function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex h-56 items-center justify-center rounded-lg bg-slate-100 md:h-72">
      <Spinner label={label} showLabel />
    </div>
  );
}
