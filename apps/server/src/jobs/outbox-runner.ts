import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { Lifecycle } from '../lib/lifecycle.ts';
import { runDueJobs, type OutboxHandlers } from '../services/outbox/run-due-jobs.ts';
import { smtpEmailHandler } from '../services/mail/smtp-transport.ts';
import { createCrmClient } from '../services/crm/crm-client.ts';
import { crmHandler } from '../services/crm/sync-contact.ts';

export const OUTBOX_POLL_MS = 2000;

/** Handlers for the services configured: SMTP when SMTP_URL is set, the CRM when its key and location are. */
export function outboxHandlers(env: Env, fetchImpl: typeof fetch = fetch): OutboxHandlers {
  const handlers: OutboxHandlers = {};
  if (env.SMTP_URL) handlers.email = smtpEmailHandler(env.SMTP_URL, env.MAIL_FROM);
  if (env.CRM_API_KEY && env.CRM_LOCATION_ID) {
    handlers.crm = crmHandler(
      createCrmClient(
        { apiKey: env.CRM_API_KEY, locationId: env.CRM_LOCATION_ID, baseUrl: env.CRM_BASE_URL },
        fetchImpl,
      ),
    );
  }
  return handlers;
}

/**
 * Polls the outbox in the background. Jobs are claimed with SKIP LOCKED, so several server
 * processes can run this side by side. The timer does not keep the process alive.
 */
export interface OutboxRunnerOptions {
  db: Db;
  logger: Logger;
  lifecycle: Lifecycle;
  handlers: OutboxHandlers;
}

export function startOutboxRunner({
  db,
  logger,
  lifecycle,
  handlers,
}: OutboxRunnerOptions): () => void {
  if (Object.keys(handlers).length === 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running || lifecycle.shuttingDown) return;
    running = true;
    try {
      while ((await runDueJobs({ db, handlers, logger })) > 0 && !lifecycle.shuttingDown);
    } catch (err) {
      logger.warn({ err }, 'outbox poll failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), OUTBOX_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
