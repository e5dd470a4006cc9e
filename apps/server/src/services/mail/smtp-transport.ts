import nodemailer from 'nodemailer';
import type { OutboxHandler } from '../outbox/run-due-jobs.ts';

export interface SmtpOptions {
  smtpUrl: string;
  from: string;
  /**
   * Connection, greeting and socket-inactivity timeout. nodemailer's defaults (2 min to connect,
   * 30 s for the greeting, 10 min of silence) let one hung relay hold the mail outbox for minutes.
   */
  timeoutMs: number;
}

/** The outbox handler that delivers e-mail jobs over SMTP (nodemailer). */
export function smtpEmailHandler({ smtpUrl, from, timeoutMs }: SmtpOptions): OutboxHandler {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return async (payload) => {
    await transport.sendMail({
      from,
      to: String(payload.to),
      subject: String(payload.subject),
      text: String(payload.text),
    });
  };
}
