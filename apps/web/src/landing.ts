// The landing page's entry (a second Vite input). `/` is served prerendered and does not run the
// app: see features/marketing/landing-script.ts.
import { installErrorReporting } from './lib/remote-log.ts';
import { registerServiceWorkerAfterLoad } from './lib/offline/register-service-worker.ts';
import { onIdle } from './lib/on-idle.ts';
import { MARKETING_PATHS, SIGN_IN_DELAY_MS } from './features/marketing/data/marketing-paths.ts';
import {
  afterFirstPaint,
  mountLazyFooter,
  wireDelayedSignIn,
} from './features/marketing/landing-script.ts';

/** The app's files are precached once the landing page has settled (register-service-worker.ts). */
const SERVICE_WORKER_SETTLE_MS = 3000;

installErrorReporting();
registerServiceWorkerAfterLoad({ settleMs: SERVICE_WORKER_SETTLE_MS });
wireDelayedSignIn(document, MARKETING_PATHS.signIn, SIGN_IN_DELAY_MS);
afterFirstPaint(() => void mountLazyFooter(document));
// This visit's web vitals and page load, filed under the landing route as the app files them.
onIdle(
  () =>
    void import('./features/monitoring/lib/report-vitals.ts').then((m) =>
      m.startVitalsReporting({ initialMatches: [{ route: { path: MARKETING_PATHS.home } }] }),
    ),
);
