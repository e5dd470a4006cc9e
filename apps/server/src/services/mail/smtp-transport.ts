import type { Transporter } from 'nodemailer';
import type { OutboxHandler } from '../outbox/run-due-jobs.ts';

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : undefined;

export interface SmtpOptions {
  smtpUrl: string;
  from: string;
  /**
   * Connection, greeting and socket-inactivity timeout. nodemailer's defaults (2 min to connect,
   * 30 s for the greeting, 10 min of silence) let one hung relay hold the mail outbox for minutes.
   */
  timeoutMs: number;
}

/**
 * The outbox handler that delivers e-mail jobs over SMTP (nodemailer, loaded with the first message
 * to send rather than at start: decision 020).
 */
export function smtpEmailHandler({ smtpUrl, from, timeoutMs }: SmtpOptions): OutboxHandler {
  let transport: Promise<Transporter> | undefined;
  return async (payload) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      }),
    );
    await (
      await transport
    ).sendMail({
      from,
      to: String(payload.to),
      subject: String(payload.subject),
      text: String(payload.text),
      // An alert's List-Unsubscribe pair (RFC 2369, RFC 8058); other mail has none.
      headers: stringRecord(payload.headers),
    });
  };
}
