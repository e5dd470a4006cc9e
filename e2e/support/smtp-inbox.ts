import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { freePort } from '../../scripts/server-launch.mjs';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Each header's raw line, by lower-case name (the last one when repeated) */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps what it receives (the relay the app sends through). */
export async function startSmtpInbox() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line])),
          });
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `to` (whose subject matches, if given), waiting up to `ms`. */
    async waitFor(to: string, subject?: RegExp, ms = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + ms;
      for (;;) {
        const mail = received.find(
          (m) => m.to.includes(to) && (subject === undefined || subject.test(m.subject)),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
