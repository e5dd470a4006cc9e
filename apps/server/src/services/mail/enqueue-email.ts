import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../outbox/enqueue-job.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (verification, reset), shown on the outbox page. */
  link?: string;
  /** Extra headers (an alert's List-Unsubscribe), sent as given. */
  headers?: Record<string, string>;
}

export interface EnqueueEmailOptions {
  db: DbOrTx;
  logger: Logger;
  /** False when no SMTP server is configured: the message is only kept in the outbox and logged. */
  smtp: boolean;
  userId?: string | null;
  message: EmailMessage;
}

/**
 * Stores the message in the outbox and returns at once; the outbox runner sends it over SMTP.
 * Without SMTP the outbox is the destination: the message is logged as one `email.outbox` line
 * so a person running the app locally can follow the link.
 */
export async function enqueueEmail({
  db,
  logger,
  smtp,
  userId,
  message,
}: EnqueueEmailOptions): Promise<void> {
  await enqueueJob({ db, kind: 'email', userId, payload: { ...message }, keep: !smtp });
  if (!smtp)
    logger.info(
      {
        event: 'email.outbox',
        to: message.to,
        subject: message.subject,
        link: message.link ?? null,
      },
      'email kept in the outbox',
    );
}
