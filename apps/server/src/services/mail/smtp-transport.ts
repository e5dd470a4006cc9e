import nodemailer from 'nodemailer';
import type { OutboxHandler } from '../outbox/run-due-jobs.ts';

/** The outbox handler that delivers e-mail jobs over SMTP (nodemailer). */
export function smtpEmailHandler(smtpUrl: string, from: string): OutboxHandler {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (payload) => {
    await transport.sendMail({
      from,
      to: String(payload.to),
      subject: String(payload.subject),
      text: String(payload.text),
    });
  };
}
