import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { createBeaconQueue, sendBeacon, type BeaconQueue } from './beacon-queue.ts';
import { routePattern, type MatchLike } from './route-pattern.ts';

/** What this needs of the data router (react-router's createBrowserRouter). */
export interface RouterLike {
  state: NavigationState;
  subscribe(listener: (state: NavigationState) => void): () => void;
}
interface NavigationState {
  navigation: { state: string };
  location: { key: string };
  matches: readonly MatchLike[];
}

const afterNextPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

/**
 * Route transitions: from the moment the router starts a navigation (or, for a screen already
 * loaded, commits it) to the first paint after it settles.
 */
function trackTransitions(router: RouterLike, queue: BeaconQueue): () => void {
  let lastKey = router.state.location.key;
  let pending: { started: number; from: string } | null = null;
  let current = routePattern(router.state.matches);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      pending ??= { started: performance.now(), from: current };
      return;
    }
    if (state.location.key === lastKey) {
      pending = null;
      return;
    }
    lastKey = state.location.key;
    const { started, from } = pending ?? { started: performance.now(), from: current };
    pending = null;
    current = routePattern(state.matches);
    const route = current;
    afterNextPaint(() =>
      queue.add({ name: 'route_transition', value: performance.now() - started, route, from }),
    );
  });
}

/** Page load (navigation start to the end of the load event) and FID where the browser gives it. */
function trackPageTimings(route: string, queue: BeaconQueue) {
  const loadTime = () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (nav && nav.loadEventEnd > 0)
      queue.add({ name: 'page_load', value: nav.loadEventEnd, route });
  };
  if (document.readyState === 'complete') loadTime();
  else window.addEventListener('load', () => setTimeout(loadTime, 0), { once: true });
  // web-vitals dropped FID (INP replaced it); Chromium still reports the first input's delay.
  if (PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    const observer = new PerformanceObserver((list) => {
      const [first] = list.getEntries() as PerformanceEventTiming[];
      if (first) queue.add({ name: 'FID', value: first.processingStart - first.startTime, route });
      observer.disconnect();
    });
    observer.observe({ type: 'first-input', buffered: true });
  }
}

/**
 * Reports this visit's web vitals (LCP, INP, CLS, FCP, TTFB via web-vitals), FID, page load and
 * route transitions to the server by beacon. The page-load figures belong to the route the visit
 * landed on (`initialMatches`, taken when the app started). A random id per visit, nothing else.
 */
export function startVitalsReporting(opts: {
  /** The app's router, for route transitions; the landing page runs without one. */
  router?: RouterLike;
  initialMatches: readonly MatchLike[];
  send?: (body: string) => void;
}): () => void {
  const queue = createBeaconQueue(crypto.randomUUID(), opts.send ?? sendBeacon);
  const route = routePattern(opts.initialMatches);
  const report = (metric: Metric) =>
    queue.add({
      name: metric.name,
      value: metric.value,
      route,
      navigationType: metric.navigationType,
    });
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
  trackPageTimings(route, queue);
  const stopTransitions = opts.router ? trackTransitions(opts.router, queue) : () => undefined;
  return () => {
    stopTransitions();
    queue.stop();
  };
}
