import type { Transporter } from 'nodemailer';
import type { OutboxHandler } from '../outbox/run-due-jobs.ts';

/**
 * The outbox handler that delivers e-mail jobs over SMTP (nodemailer, loaded with the first message
 * to send rather than at start: decision 018).
 */
export function smtpEmailHandler(smtpUrl: string, from: string): OutboxHandler {
  let transport: Promise<Transporter> | undefined;
  return async (payload) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    await (
      await transport
    ).sendMail({
      from,
      to: String(payload.to),
      subject: String(payload.subject),
      text: String(payload.text),
    });
  };
}
