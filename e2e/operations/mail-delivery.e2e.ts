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
      env: {
        SMTP_URL: inbox.url,
        MAIL_FROM: 'AnglerScout <no-reply@anglerscout.test>',
        ADMIN_EMAILS: 'mail-delivery@example.com',
      },
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
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      // A password reset arrives too; with a relay configured no link is written to the log ...
      await fetch(
        `${server.baseUrl}/api/auth/request-password-reset`,
        json(server.baseUrl, { email, redirectTo: '/new/reset-password' }),
      );
      const reset = await inbox.waitFor(email, /reset/i);
      const resetToken = new URL(reset.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
      expect(server.output()).not.toContain(token);
      expect(server.output()).not.toContain(resetToken);
      // ... nor shown to an admin in the outbox, which tells the truth about each message.
      const outbox = await fetch(`${server.baseUrl}/api/admin/outbox`, { headers: { cookie } });
      expect(outbox.status).toBe(200);
      const { items } = (await outbox.json()) as {
        items: { subject: string; status: string; link: string | null }[];
      };
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) expect(item.link).toBeNull();
      expect(items.find((i) => /confirm/i.test(i.subject))?.status).toBe('sent');
    } finally {
      await server.stop();
      await inbox.close();
    }
  });
});
