import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { AppNav } from './app-nav.tsx';

const session = vi.hoisted(() => ({ isAdmin: false, tier: 'free' }));
vi.mock('@/lib/billing/use-subscription.ts', () => ({
  useSubscription: () => ({ data: { tier: session.tier } }),
}));
vi.mock('@/lib/auth/use-session.ts', () => ({
  useSession: () => ({
    user: { id: 'u1', email: 'angler@example.com', name: 'angler', emailVerified: true },
  }),
  useSessionValidation: () => ({
    data: { valid: true, is_admin: session.isAdmin },
    isPending: false,
  }),
  useSignOut: () => vi.fn(),
}));

function renderNav(isAdmin: boolean, tier = 'free') {
  session.isAdmin = isAdmin;
  session.tier = tier;
  const slot = <span data-testid="admin-slot">slot</span>;
  const { user } = renderWithProviders(<AppNav adminSlot={slot} />, { at: '/app' });
  return { user, nav: screen.getByRole('navigation', { name: 'App' }) };
}

describe('AppNav', () => {
  it('shows Dashboard, Reports, Conditions, Settings, Sign Out to a member, no Admin menu', () => {
    const { nav } = renderNav(false);
    for (const name of ['Dashboard', 'Conditions', 'Settings'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Reports' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(within(nav).queryByTestId('admin-slot')).toBeNull();
    expect(within(nav).queryByText('Founding Member')).toBeNull();
  });

  it('shows the Founding Member badge to a paying member', () => {
    const { nav } = renderNav(false, 'founding');
    expect(within(nav).getByText('Founding Member')).toBeInTheDocument();
  });

  it('gives admins the Admin menu with its pages', async () => {
    const { user, nav } = renderNav(true);
    await user.click(within(nav).getByRole('button', { name: 'Admin' }));
    const menu = within(nav).getByRole('button', { name: 'Admin' }).parentElement!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Admin Dashboard', '/app/admin'],
      ['Users', '/app/admin/users'],
      ['AI Settings', '/app/admin/ai-settings'],
      ['AI Settings History', '/app/admin/ai-settings-history'],
      ['Style Settings', '/app/admin/style-settings'],
      ['Logs', '/app/admin/logs'],
      ['Audit Log', '/app/admin/audit'],
      ['Backup/Restore', '/app/admin/backup'],
      ['Outbox', '/app/admin/outbox'],
      ['Contact Messages', '/app/admin/contact-messages'],
      ['Blog', '/app/admin/blog'],
      ['Moderation', '/app/admin/moderation'],
      ['Monitoring', '/app/admin/monitoring'],
      ['Performance', '/app/admin/performance'],
      ['Regulations', '/app/admin/regulations'],
      ['Validation', '/validation'],
    ]);
    // The app's slot (the compact monitoring widget) is drawn for admins.
    expect(within(nav).getByTestId('admin-slot')).toBeInTheDocument();
  });

  it('opens a menu from the keyboard, moves with arrows and closes with Escape back on its button', async () => {
    const { user, nav } = renderNav(false);
    const reports = within(nav).getByRole('button', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    reports.focus();
    await user.keyboard('{ArrowDown}');
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Create Report' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Report Manager' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Create Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    expect(reports).toHaveFocus();
  });

  it('has a menu toggle for small screens', async () => {
    const { user, nav } = renderNav(false);
    const toggle = within(nav).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(nav).getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
