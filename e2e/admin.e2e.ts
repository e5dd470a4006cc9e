import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

const b = useBrowser();
const PASSWORD = 'admin-trout-on-the-flats-3';
const ADMIN = 'e2e-suite-admin@example.com';
const slow = { timeout: 20_000 };
let admin: Page | undefined;

/** The suite's administrator (listed in the e2e server's ADMIN_EMAILS), signed in once per file. */
async function adminPage(): Promise<Page> {
  if (!admin) admin = (await signedInMember(() => b.newPage(), ADMIN, PASSWORD)).page;
  return admin;
}

const toast = (page: Page, text: string) => page.getByText(text).first().waitFor(slow);

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/new/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(!hasBrowser())('admin suite', () => {
  it('an admin finds a member, bans them (session ends, sign-in refused), unbans, sets a plan and deletes them', async () => {
    const page = await adminPage();
    const member = await signedInMember(() => b.newPage(), 'banned', PASSWORD);
    await member.page.goto('/app/settings');
    await page.goto('/app/admin');
    await page.getByText('Administrator', { exact: true }).waitFor(slow);
    await page.getByText('Total Users').waitFor(slow);
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.getByLabel('Search users').fill(member.email.split('@')[0]!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 user', { exact: true }).waitFor(slow);
    await page.getByRole('link', { name: member.email }).click(slow);
    await page.getByLabel('Reason').fill('Spamming the forum');
    await page.getByRole('button', { name: 'Ban user' }).click();
    await toast(page, 'User banned');
    await page.getByText(/Banned until lifted\. Reason: Spamming the forum/).waitFor(slow);

    // The member's session is over: their next page sends them to sign in, which refuses them.
    b.expectFailedRequest(403, '/api/auth/sign-in/email');
    // The page's data requests may leave before the app learns the session is gone; they are
    // refused, and the app still ends on the sign-in page.
    b.expectFailedRequest(401, '/api/me/subscription');
    b.expectFailedRequest(401, '/api/reports');
    await member.page.goto('/app/reports');
    await member.page.waitForURL(/\/new\/signin/, slow);
    await signInThroughForm(member.page, member.email);
    await member.page.getByText(/This account is suspended/).waitFor(slow);

    await page.getByRole('button', { name: 'Unban' }).click();
    await toast(page, 'Ban lifted');
    await page.getByLabel('Plan').selectOption({ label: 'Founding Member Special' });
    await page.getByRole('button', { name: 'Set plan' }).click();
    await toast(page, 'Plan saved');
    await page.getByText('subscription.set by').waitFor(slow);
    await page.getByLabel('Confirmation').fill('DELETE');
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.waitForURL(/\/app\/admin\/users$/, slow);
    await toast(page, 'User deleted');
  });

  it('an admin edits AI settings, writes a sample, saves, compares versions and rolls back', async () => {
    const page = await adminPage();
    await page.goto('/app/admin/ai-settings');
    await page.getByLabel('Tone').fill('Plain Texas talk');
    await page.getByRole('button', { name: 'Write a sample report' }).click();
    await page.getByRole('heading', { name: /^Sample: / }).waitFor(slow);
    await page
      .getByText(/Written by the built-in writer in \d+\.\d s, no model tokens\./)
      .waitFor();
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await toast(page, 'AI settings saved as a new version');
    const inUse = page.getByText(/^Version \d+ is in use/);
    await inUse.waitFor(slow);
    const first = Number(/\d+/.exec((await inUse.textContent()) ?? '')?.[0]);
    await page.getByLabel('Tone').fill('Short and friendly');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await page.getByText(`Version ${first + 1} is in use`, { exact: false }).waitFor(slow);

    await page.goto('/app/admin/ai-settings-history');
    await page.getByRole('heading', { name: 'Compare versions' }).waitFor(slow);
    const changed = page.getByRole('rowheader', { name: 'Tone (changed)' });
    await changed.waitFor();
    expect(await page.locator('ins').filter({ hasText: 'Short' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Roll back to this version' }).first().click();
    await page.getByRole('button', { name: /^Confirm rollback to version \d+$/ }).click();
    await toast(page, 'restored as a new version');
  });

  it('an admin changes the colours (unreadable ones refused), sees them on the landing page, and resets', async () => {
    const page = await adminPage();
    await page.goto('/app/admin/style-settings');
    const primary = page.getByLabel('Primary colour', { exact: true });
    await primary.fill('#77aaff');
    await page.getByText(/Too low: White text on primary buttons 2\.\d+:1/).waitFor(slow);
    expect(await page.getByRole('button', { name: 'Save style' }).isDisabled()).toBe(true);
    await primary.fill('#1e3a8a');
    await page.getByText(/Passes: White text on primary buttons/).waitFor();
    await page.getByRole('button', { name: 'Save style' }).click();
    await toast(page, 'Style saved: every page now uses it');

    const visitor = await b.newPage();
    await visitor.goto('/');
    const cta = visitor.getByRole('link', { name: 'Get 3 Free Reports Now' }).first();
    await cta.waitFor(slow);
    const colours = await visitor.evaluate(() => ({
      primary: getComputedStyle(document.documentElement)
        .getPropertyValue('--color-brand-700')
        .trim(),
    }));
    expect(colours.primary).toBe('#1e3a8a');

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await toast(page, 'Style reset to the built-in look');
    await visitor.reload();
    const after = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand-700').trim(),
    );
    expect(after).toBe('#0f5753');
  });

  it('a member sees the admin guard texts; a signed-in 404 keeps the app navigation', async () => {
    const { page } = await signedInMember(() => b.newPage(), 'guarded', PASSWORD);
    await page.evaluate(() =>
      localStorage.setItem('auth_user', JSON.stringify({ role: 'admin', is_admin: true })),
    );
    await page.goto('/app/admin');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor(slow);
    await page.getByText("You don't have admin privileges to access this page.").waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
    b.expectFailedRequest(404, '/app/no-such-screen');
    await page.goto('/app/no-such-screen');
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor(slow);
    await page
      .getByRole('navigation', { name: 'App' })
      .getByRole('button', { name: 'Sign Out' })
      .waitFor();
  });
});
