import { readFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, hasBrowser } from './support/browser.ts';
import { verifiedAccount } from './support/members.ts';

const b = useBrowser();
const PASSWORD = 'kingfisher-at-dawn-3';
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

/** The newest e-mailed link to `to`, read from the server log's `email.outbox` lines. */
async function linkFor(to: string, after = 0): Promise<string> {
  const file = inject('serverLog');
  for (let i = 0; i < 50; i++) {
    const links = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"email.outbox"'))
          .map((l) => JSON.parse(l) as { to: string; link: string })
          .filter((e) => e.to === to)
          .map((e) => e.link)
      : [];
    if (links.length > after) return links[links.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} in the server log`);
}
const mailCount = async (to: string) => {
  const file = inject('serverLog');
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"email.outbox"') && l.includes(`"to":"${to}"`)).length
    : 0;
};

async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(!hasBrowser())('accounts', () => {
  it('sign up, follow the e-mailed link, sign in, land on the remembered page, sign out', async () => {
    const email = uniqueEmail('newcomer');
    const page = await b.newPage();
    await page.goto('/app/settings');
    await page.waitForURL('**/new/signin');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(
      '/app/settings',
    );

    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await page.waitForURL('**/new/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('not-the-same-1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(1);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'Sign up successful. Check your email for confirmation.' })
          .count(),
      )
      .toBeGreaterThan(0);

    const link = await linkFor(email);
    expect(new URL(link).pathname).toBe('/new/verify-email');
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Email Verified' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL('**/new/signin');
    await signInThroughForm(page, email);
    await page.waitForURL('**/app/settings');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Account Settings' }).count())
      .toBe(1);

    await page.goto('/app');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/app');
    await page.waitForURL('**/new/signin');
  });

  it('refuses bad sign-ins with their messages and redirects unknown auth paths', async () => {
    b.expectFailedRequest(401, '/api/auth/sign-in/email');
    const page = await b.newPage();
    await page.goto('/auth/signin');
    await expect.poll(() => page.title()).toBe('Sign In - AnglerScout');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Please fill in all fields').count()).toBe(1);
    await signInThroughForm(page, 'nobody-here@example.com', 'whatever-password');
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBe(1);
    await page.goto('/auth/elsewhere');
    await page.waitForURL('**/auth/signin');
    await page.goto('/new/no-such-screen');
    await page.waitForURL('**/new/signin');
  });

  it('forgot password, then reset through the e-mailed link', async () => {
    const email = uniqueEmail('forgetful');
    await verifiedAccount(email, PASSWORD);
    const before = await mailCount(email);
    const page = await b.newPage();
    await page.goto('/new/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/new/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).count())
      .toBe(1);

    const link = await linkFor(email, before);
    expect(new URL(link).pathname).toBe('/new/password-reset-callback');
    await page.goto(link);
    await page.waitForURL('**/new/reset-password?token=*');
    await page.getByLabel('New Password', { exact: true }).fill('osprey-over-water-8');
    await page.getByLabel('Confirm New Password').fill('osprey-over-water-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Password Reset Successful' }).count())
      .toBe(1);
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await signInThroughForm(page, email, 'osprey-over-water-8');
    await page.waitForURL((url) => url.pathname === '/app');
  });

  it('a wrong reset token changes nothing and offers a new link', async () => {
    b.expectFailedRequest(400, '/api/auth/reset-password');
    const page = await b.newPage();
    await page.goto('/new/reset-password');
    await page.waitForURL('**/new/forgot-password');
    await page.goto('/new/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('osprey-over-water-8');
    await page.getByLabel('Confirm New Password').fill('osprey-over-water-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Password reset token is invalid or has expired. Please request a new password reset link.',
          )
          .count(),
      )
      .toBe(1);
    expect(
      await page.getByRole('link', { name: 'Request a new password reset link' }).count(),
    ).toBe(1);
  });

  it('the admin guard holds for a member whatever the browser says', async () => {
    const email = uniqueEmail('member');
    await verifiedAccount(email, PASSWORD);
    const page = await b.newPage();
    await page.goto('/new/signin');
    await signInThroughForm(page, email);
    await page.waitForURL((url) => url.pathname === '/app');
    await page.evaluate(() => {
      localStorage.setItem('isAdmin', 'true');
      localStorage.setItem(
        'auth_user',
        JSON.stringify({ ...JSON.parse(localStorage.getItem('auth_user') ?? '{}'), role: 'admin' }),
      );
    });
    await page.goto('/app/admin/outbox');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Admin Access Required' }).count())
      .toBe(1);
    expect(
      await page.getByText("You don't have admin privileges to access this page.").count(),
    ).toBe(1);
    await page.keyboard.press('Control+Shift+A');
    expect(await page.getByRole('heading', { name: 'Outbox' }).count()).toBe(0);
    b.expectFailedRequest(403, '/api/admin/outbox');
    const status = await page.evaluate(async () => (await fetch('/api/admin/outbox')).status);
    expect(status).toBe(403);
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
  });

  it('an admin from ADMIN_EMAILS sees the outbox with the e-mailed links', async () => {
    await verifiedAccount('e2e-admin@example.com', PASSWORD);
    const page = await b.newPage();
    await page.goto('/new/signin');
    await signInThroughForm(page, 'e2e-admin@example.com');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/admin/outbox');
    await expect.poll(() => page.getByRole('heading', { name: 'Outbox' }).count()).toBe(1);
    await expect.poll(() => page.getByText('To: e2e-admin@example.com').count()).toBeGreaterThan(0);
  });

  it('deletes the account through the five steps, signs out and returns home', async () => {
    const email = uniqueEmail('leaving');
    await verifiedAccount(email, PASSWORD);
    const page = await b.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/new/signin');
    await signInThroughForm(page, email);
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'I understand, delete my account' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const final = page.getByRole('button', { name: 'Delete Account' }).last();
    await page.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await final.isDisabled()).toBe(true);
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await final.click();
    await page.waitForURL((url) => url.pathname === '/');
    const validation = await page.evaluate(async () =>
      (
        await fetch('/api/session/validate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json(),
    );
    expect(validation).toEqual({ valid: false, is_admin: false });
    b.expectFailedRequest(401, '/api/auth/sign-in/email');
    await page.goto('/new/signin');
    await signInThroughForm(page, email);
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBe(1);
  });
});
