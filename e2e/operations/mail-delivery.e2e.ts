import { describe, expect, it } from 'vitest';
import { launchServer } from '../support/launch-server.ts';
import { startSmtpInbox } from '../support/smtp-inbox.ts';

const json = (base: string, body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify(body),
});

describe('e-mail through a real SMTP relay, with the server started as `npm start` starts it', () => {
  it('delivers the verification e-mail, whose link verifies the account so it can sign in', async () => {
    const inbox = await startSmtpInbox();
    const server = await launchServer({
      via: 'npm-start',
      env: { SMTP_URL: inbox.url, MAIL_FROM: 'AnglerScout <no-reply@anglerscout.test>' },
    });
    try {
      const email = 'mail-delivery@example.com';
      const password = 'redfish-on-the-flats-7';
      expect(
        (
          await fetch(
            `${server.baseUrl}/api/auth/sign-up/email`,
            json(server.baseUrl, { email, password, name: '' }),
          )
        ).status,
      ).toBe(200);
      const mail = await inbox.waitFor(email);
      expect(mail.from).toBe('no-reply@anglerscout.test');
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(url.origin).toBe(server.baseUrl);
      expect(url.pathname).toBe('/new/verify-email');
      // Before verifying, sign-in is refused; the page's API call with the link's token verifies.
      const early = await fetch(
        `${server.baseUrl}/api/auth/sign-in/email`,
        json(server.baseUrl, { email, password }),
      );
      expect(early.status).toBe(403);
      const token = url.searchParams.get('token')!;
      const verify = await fetch(
        `${server.baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      );
      expect(verify.status).toBe(200);
      const signIn = await fetch(
        `${server.baseUrl}/api/auth/sign-in/email`,
        json(server.baseUrl, { email, password }),
      );
      expect(signIn.status).toBe(200);
      // With a relay configured the link is not written to the log.
      expect(server.output()).not.toContain(token);
    } finally {
      await server.stop();
      await inbox.close();
    }
  });
});
