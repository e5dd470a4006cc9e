import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { OutboxKind } from '../db/schema/index.ts';
import type { Lifecycle } from '../lib/primitives/lifecycle.ts';
import { runDueJobs, type OutboxHandlers } from '../services/outbox/run-due-jobs.ts';
import { smtpEmailHandler } from '../services/mail/smtp-transport.ts';
import { createCrmClient } from '../services/crm/crm-client.ts';
import { crmHandler } from '../services/crm/sync-contact.ts';

const OUTBOX_POLL_MS = 2000;

/** Handlers for the services configured: SMTP when SMTP_URL is set, the CRM when its key and location are. */
export function outboxHandlers(env: Env, fetchImpl: typeof fetch = fetch): OutboxHandlers {
  const handlers: OutboxHandlers = {};
  if (env.SMTP_URL)
    handlers.email = smtpEmailHandler({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      timeoutMs: env.SMTP_TIMEOUT_MS,
    });
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

export interface OutboxRunnerOptions {
  db: Db;
  logger: Logger;
  lifecycle: Lifecycle;
  handlers: OutboxHandlers;
  pollMs?: number;
}

/**
 * Polls the outbox in the background, one lane per kind of job (e-mail, CRM, billing): each lane
 * claims and runs only its own kind, so a relay that hangs until its timeouts delays e-mail only,
 * never the CRM jobs or a billing clean-up, and the other way round. Jobs are claimed with SKIP
 * LOCKED, so several server processes can run this side by side. The timer does not keep the
 * process alive.
 */
export function startOutboxRunner({
  db,
  logger,
  lifecycle,
  handlers,
  pollMs = OUTBOX_POLL_MS,
}: OutboxRunnerOptions): () => void {
  const kinds = Object.keys(handlers) as OutboxKind[];
  if (kinds.length === 0) return () => {};
  const busy = new Set<OutboxKind>();
  const tick = (kind: OutboxKind) => async () => {
    if (busy.has(kind) || lifecycle.shuttingDown) return;
    busy.add(kind);
    const lane = { [kind]: handlers[kind] } as OutboxHandlers;
    try {
      while ((await runDueJobs({ db, handlers: lane, logger })) > 0 && !lifecycle.shuttingDown);
    } catch (err) {
      logger.warn({ err, kind }, 'outbox poll failed');
    } finally {
      busy.delete(kind);
    }
  };
  const timers = kinds.map((kind) => {
    const run = tick(kind);
    const timer = setInterval(() => void run(), pollMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
