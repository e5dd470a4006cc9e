import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TAdminStats } from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf, type Failure } from '@/test/fake-api.ts';
import { renderWithProviders, testSession } from '@/test/render-with-providers.tsx';
import { adminStats } from '@/test/fixtures/admin.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

function renderPage(
  stats: TAdminStats | Failure = adminStats(),
  session = testSession({ name: 'Morgan Lee', role: 'admin' }),
  children?: React.ReactNode,
) {
  serveApi().get('/api/admin/stats', shapeOf<TAdminStats>(), stats);
  return renderWithProviders(<AdminDashboardPage>{children}</AdminDashboardPage>, {
    path: '/app/admin',
    session,
  });
}

const figures = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((dt) => [
        dt.textContent,
        [...dt.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent),
      ]),
  );

describe('AdminDashboardPage', () => {
  it("shows the month's figures with thousands separators and what each counts", async () => {
    renderPage();
    await screen.findByText('12,482');
    expect(figures()).toEqual({
      'Total Users': ['12,482'],
      'Active Sessions': ['311', 'Signed-in sessions not yet expired'],
      'Paid Members': ['1,204'],
      'API Usage': [
        '5,630 reports',
        'This month (UTC): 48,211 outside-data calls, 2,904,117 model tokens',
      ],
    });
    expect(screen.getByText('Sign-ups per day (last 30 days, UTC)')).toBeInTheDocument();
  });

  it('greets the administrator by name, or by address without one', async () => {
    const { unmount } = renderPage();
    expect(screen.getByText('Morgan Lee')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    await screen.findByText('Total Users');
    unmount();
    renderPage(adminStats(), testSession({ name: '', email: 'ops@example.com', role: 'admin' }));
    expect(screen.getByText('ops@example.com')).toBeInTheDocument();
    await screen.findByText('Total Users');
  });

  it('links each tool button to its screen', async () => {
    renderPage();
    await screen.findByText('Total Users');
    const tools = screen.getByRole('navigation', { name: 'Admin tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Manage Users', '/app/admin/users'],
      ['System Settings', '/app/admin/style-settings'],
      ['View Logs', '/app/admin/logs'],
      ['Subscription Management', '/app/admin/users?plan=founding'],
      ['API Settings', '/app/admin/ai-settings'],
      ['Backup/Restore', '/app/admin/backup'],
    ]);
  });

  it('draws the panels the app passes in under System health, and none without', async () => {
    const { unmount } = renderPage(adminStats(), undefined, <p>Monitoring panel</p>);
    const health = screen.getByRole('region', { name: 'System health' });
    expect(within(health).getByText('Monitoring panel')).toBeInTheDocument();
    await screen.findByText('Total Users');
    unmount();
    renderPage();
    expect(screen.queryByRole('region', { name: 'System health' })).toBeNull();
    await screen.findByText('Total Users');
  });

  it('shows why the figures are missing, keeping the tools', async () => {
    renderPage(apiError('AUTH_FORBIDDEN', 'Admins only.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
    expect(screen.getByRole('navigation', { name: 'Admin tools' })).toBeInTheDocument();
  });
});
