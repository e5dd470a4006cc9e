import type { Logger } from 'pino';
import type { TAlertRunResult } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import type { Lifecycle } from '../../lib/primitives/lifecycle.ts';
import type { Providers } from '../../providers/index.ts';
import type { Science } from '../conditions/science.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { noForeground, type Foreground } from '../../lib/primitives/foreground.ts';
import { processScorer } from '../outlook/outlook-scorer.ts';
import { runAlertCheck } from './run-alert-check.ts';
import { createAlertTokens, type AlertTokens } from './unsubscribe-token.ts';

/** How often each process looks for spots whose evening check is due. */
const ALERT_POLL_MS = 60_000;

export interface CreateAlertsOptions {
  db: Db;
  providers: Providers;
  science: Science;
  logger: Logger;
  /** The server's secret (shared by every process through the database), for unsubscribe links */
  secret: Promise<string>;
  appUrl: string;
  smtp: boolean;
  /** Counts the spots checked (alert_spots_checked_total) */
  metrics?: Pick<Metrics, 'alertSpotsChecked'>;
  /** The requests this process answers: the check gives way to them (none on the command line) */
  foreground?: Foreground;
  now?: () => Date;
}

/**
 * Bite alerts of this process: the unsubscribe tokens, a run of the check (the poller's, an
 * admin's or the command line's) and the poller itself. One run at a time per process; runs in
 * several processes share the work through the claims.
 */
export function createAlerts(opts: CreateAlertsOptions) {
  const tokens: Promise<AlertTokens> = opts.secret.then(createAlertTokens);
  // Without the secret (the database down at start) the runs and the unsubscribe route fail with it.
  tokens.catch(() => undefined);
  let running: Promise<TAlertRunResult> | null = null;
  let stopping = false;
  const run = (force: boolean): Promise<TAlertRunResult> => {
    if (running) return running.then(() => run(force));
    // The science runs in a low-priority child process for the whole run.
    const scorer = processScorer();
    running = tokens
      .then((t) =>
        runAlertCheck({
          db: opts.db,
          providers: opts.providers,
          science: opts.science,
          logger: opts.logger,
          tokens: t,
          appUrl: opts.appUrl,
          smtp: opts.smtp,
          scorer,
          foreground: opts.foreground ?? noForeground,
          now: opts.now,
          force,
          shouldStop: () => stopping,
          onChecked: (outcome) => opts.metrics?.alertSpotsChecked.inc({ outcome }),
        }),
      )
      .finally(() => {
        running = null;
        void scorer.close();
      });
    return running;
  };
  return {
    tokens,
    /** Checks every alert spot now (still at most one e-mail per spot and local day). */
    runNow: () => run(true),
    /** Checks the spots whose evening check is due. */
    runDue: () => run(false),
    /** Polls for due spots every minute until the lifecycle stops. */
    start(lifecycle: Lifecycle): void {
      const tick = () => {
        if (running || lifecycle.shuttingDown) return;
        run(false)
          .then((r) => {
            if (r.checked > 0)
              opts.logger.info({ event: 'alerts.run', ...r }, 'bite alerts checked');
          })
          .catch((err: unknown) => opts.logger.warn({ err }, 'bite alert check failed'));
      };
      const timer = setInterval(tick, ALERT_POLL_MS);
      timer.unref();
      lifecycle.onStop(async () => {
        clearInterval(timer);
        // A run in progress stops after the spot in hand; the rest keep their lease.
        stopping = true;
        await running?.catch(() => undefined);
      });
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
