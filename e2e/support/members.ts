import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The newest outbox link sent to an address, read from the e2e server's log. */
async function verificationLink(to: string): Promise<string> {
  const file = inject('serverLog');
  for (let i = 0; i < 50; i++) {
    const line = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .findLast((l) => l.includes('"email.outbox"') && l.includes(`"to":"${to}"`))
      : undefined;
    if (line) return (JSON.parse(line) as { link: string }).link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} in the server log`);
}

/** Seeds a verified account over HTTP: sign-up, then the verification link from the outbox. */
export async function verifiedAccount(email: string, password: string): Promise<void> {
  const signUp = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, password, name: '' }),
  });
  expect(signUp.status).toBe(200);
  const token = new URL(await verificationLink(email)).searchParams.get('token')!;
  expect(
    (await fetch(`${baseUrl()}/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status,
  ).toBe(200);
}

/**
 * A fresh verified member, signed in inside the page's browser context the way the sign-in form
 * does it. `prefix` makes a unique address; a full address (one listed in the e2e server's
 * ADMIN_EMAILS, say) is used as it is.
 */
export async function signedInMember(
  newPage: () => Promise<Page>,
  prefix: string,
  password: string,
): Promise<{ page: Page; email: string }> {
  const email = prefix.includes('@')
    ? prefix
    : `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
  await verifiedAccount(email, password);
  const page = await newPage();
  await page.goto('/about');
  const status = await page.evaluate(
    async ([e, p]) =>
      (
        await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: e, password: p }),
        })
      ).status,
    [email, password] as const,
  );
  expect(status).toBe(200);
  return { page, email };
}

/**
 * Uses up the free plan's 3 reports through the API, as the create page would, leaving the page
 * on Create Report (loaded before the reports were made, so it still shows the form).
 */
export async function useFreeReports(page: Page): Promise<void> {
  await page.goto('/app/reports/new');
  await page.getByLabel('Search for a place').waitFor({ timeout: 20_000 });
  const date = await page.getByLabel('Approximate date').inputValue();
  const made = await page.evaluate(async (day) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch('/api/reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          location: { name: 'Galveston, Texas', latitude: 29.30135, longitude: -94.7977 },
          date: day,
          fishingType: 'shore',
          baitType: 'artificial',
          habitat: 'salt',
        }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }, date);
  expect(made).toEqual([201, 201, 201]);
}
