import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  ZBanUserRequest,
  ZSetRoleRequest,
  ZSetTierRequest,
  type TAdminUserDetail,
} from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { anAuditEntry, aUserDetail } from '@/test/fixtures/admin.ts';
import { billingView, stripeSubscription, SUBSCRIPTION_CONTRACT } from '@/test/fixtures/billing.ts';
import { AdminUserPage } from './admin-user-page.tsx';

const OK = shapeOf<{ ok: boolean }>();

function renderPage(user: TAdminUserDetail = aUserDetail()) {
  const api = serveApi()
    .get('/api/admin/users/:id', shapeOf<TAdminUserDetail>(), user)
    .put('/api/admin/users/:id/role', OK, { ok: true })
    .post('/api/admin/users/:id/ban', OK, { ok: true })
    .post('/api/admin/users/:id/unban', OK, { ok: true })
    .post('/api/admin/users/:id/resend-verification', OK, { ok: true })
    .delete('/api/admin/users/:id/sessions', shapeOf<{ ended: number }>(), { ended: 2 })
    .delete('/api/admin/users/:id/sessions/:sessionId', shapeOf<{ ended: number }>(), { ended: 1 })
    .put(
      '/api/admin/users/:id/subscription',
      SUBSCRIPTION_CONTRACT,
      stripeSubscription({}, { billing: billingView({ source: 'admin' }) }),
    )
    .delete('/api/admin/users/:id', OK, { ok: true });
  const view = renderWithProviders(<AdminUserPage />, {
    path: '/app/admin/users/:id',
    at: `/app/admin/users/${user.id}`,
  });
  return { api, ...view };
}

const panel = (name: string) => screen.getByRole('region', { name });
const terms = (scope: HTMLElement) =>
  Object.fromEntries(
    within(scope)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('AdminUserPage', () => {
  it('shows the account, and the address as the page heading', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'dana@example.com' }),
    ).toBeInTheDocument();
    expect(terms(panel('Account'))).toMatchObject({
      Name: 'Dana Reyes',
      'E-mail': 'dana@example.com (verified)',
      Reports: '7',
      Role: 'User',
    });
    expect(
      within(panel('Account')).queryByRole('button', { name: 'Resend verification e-mail' }),
    ).toBeNull();
  });

  it('makes a user an admin, says so, and reads the user again', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(
      ZSetRoleRequest.parse(api.requests('PUT', '/api/admin/users/:id/role')[0]!.json),
    ).toEqual({ role: 'admin' });
    await vi.waitFor(() => expect(api.requests('GET', '/api/admin/users/:id')).toHaveLength(2));
  });

  it("takes an admin's rights away, and shows the server's refusal as a toast", async () => {
    const { api, user } = renderPage(aUserDetail({ role: 'admin' }));
    api.put(
      '/api/admin/users/:id/role',
      OK,
      apiError(
        'AUTH_FORBIDDEN',
        'Removing admin rights would leave the site without an administrator. Make someone else an admin first.',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove admin rights' }));
    expect(
      await screen.findByText(
        /^Removing admin rights would leave the site without an administrator/,
      ),
    ).toBeInTheDocument();
    expect(api.requests('PUT', '/api/admin/users/:id/role')[0]!.json).toEqual({ role: 'user' });
  });

  it('resends the verification e-mail to an unverified address', async () => {
    const { api, user } = renderPage(aUserDetail({ emailVerified: false }));
    expect(await screen.findByText('dana@example.com (not verified)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Verification e-mail sent')).toBeInTheDocument();
    expect(api.requests('POST', '/api/admin/users/:id/resend-verification')[0]!.path).toBe(
      '/api/admin/users/u-dana/resend-verification',
    );
  });

  it('sets a plan only once a different one is chosen', async () => {
    const { api, user } = renderPage();
    const setPlan = await screen.findByRole('button', { name: 'Set plan' });
    expect(setPlan).toBeDisabled();
    await user.selectOptions(within(panel('Account')).getByLabelText('Plan'), 'founding');
    await user.click(setPlan);
    expect(await screen.findByText('Plan saved')).toBeInTheDocument();
    expect(
      ZSetTierRequest.parse(api.requests('PUT', '/api/admin/users/:id/subscription')[0]!.json),
    ).toEqual({ tier: 'founding' });
  });

  it('bans with a reason until the end of the chosen day', async () => {
    const { api, user } = renderPage();
    const ban = await screen.findByRole('region', { name: 'Ban' });
    await user.type(within(ban).getByLabelText('Reason'), 'Spam in the community');
    await user.type(within(ban).getByLabelText('Ends on (optional)'), '2026-11-30');
    await user.click(within(ban).getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByText('User banned')).toBeInTheDocument();
    const sent = api.requests('POST', '/api/admin/users/:id/ban')[0]!.json;
    expect(sent).toEqual({
      reason: 'Spam in the community',
      expiresAt: new Date('2026-11-30T23:59:59').toISOString(),
    });
    expect(ZBanUserRequest.safeParse(sent).success).toBe(true);
  });

  it('bans until lifted when no end is given', async () => {
    const { api, user } = renderPage();
    const ban = await screen.findByRole('region', { name: 'Ban' });
    await user.type(within(ban).getByLabelText('Reason'), 'Threats');
    await user.click(within(ban).getByRole('button', { name: 'Ban user' }));
    await vi.waitFor(() =>
      expect(api.requests('POST', '/api/admin/users/:id/ban')).toHaveLength(1),
    );
    expect(api.requests('POST', '/api/admin/users/:id/ban')[0]!.json).toEqual({
      reason: 'Threats',
    });
  });

  it('shows a ban and lifts it', async () => {
    const { api, user } = renderPage(
      aUserDetail({ banned: true, banReason: 'Spam in the community', banExpires: null }),
    );
    const ban = await screen.findByRole('region', { name: 'Ban' });
    expect(within(ban).getByText(/^Banned/)).toHaveTextContent(
      'Banned until lifted. Reason: Spam in the community',
    );
    expect(within(ban).queryByRole('button', { name: 'Ban user' })).toBeNull();
    await user.click(within(ban).getByRole('button', { name: 'Unban' }));
    expect(await screen.findByText('Ban lifted')).toBeInTheDocument();
    expect(api.requests('POST', '/api/admin/users/:id/unban')).toHaveLength(1);
  });

  it('lists the live sessions and ends one, or all', async () => {
    const { api, user } = renderPage();
    const sessions = await screen.findByRole('region', { name: 'Sessions (2)' });
    const [phone, unknown] = within(sessions).getAllByRole('listitem');
    // The browser is cut to 60 characters.
    expect(phone).toHaveTextContent(
      '198.51.100.23 · Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Apple',
    );
    expect(phone).not.toHaveTextContent('AppleWebKit');
    expect(unknown).toHaveTextContent('unknown address · unknown browser');
    await user.click(within(phone!).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await user.click(within(sessions).getByRole('button', { name: 'End all sessions' }));
    await vi.waitFor(() =>
      expect(api.requests('DELETE', '/api/admin/users/:id/sessions')).toHaveLength(1),
    );
    expect(api.requests('DELETE', '/api/admin/users/:id/sessions/:sessionId')[0]!.path).toBe(
      '/api/admin/users/u-dana/sessions/sess-phone',
    );
  });

  it('says when there are no live sessions, with nothing to end', async () => {
    renderPage(aUserDetail({ sessions: [] }));
    const sessions = await screen.findByRole('region', { name: 'Sessions (0)' });
    expect(within(sessions).getByText('No live sessions.')).toBeInTheDocument();
    expect(within(sessions).queryByRole('button')).toBeNull();
  });

  it('lists the admin actions taken on the user with who, from where, why and the change', async () => {
    renderPage(
      aUserDetail({
        audit: [
          anAuditEntry(),
          anAuditEntry({
            id: 'audit-2',
            action: 'user.ban',
            reason: 'Spam in the community',
            clientIp: null,
            before: null,
            after: { banned: true },
          }),
        ],
      }),
    );
    const audit = await screen.findByRole('region', { name: 'Admin actions on this user' });
    const [plan, ban] = within(audit).getAllByRole('listitem');
    expect(plan).toHaveTextContent(/^subscription\.set by admin@example\.com on user u-dana · /);
    expect(plan).toHaveTextContent('· from 203.0.113.7');
    expect(plan).toHaveTextContent('before {"tier":"free"} → after {"tier":"founding"}');
    expect(ban).toHaveTextContent('Reason: Spam in the community');
    expect(ban).toHaveTextContent('before — → after {"banned":true}');
    expect(ban).not.toHaveTextContent('from');
  });

  it('deletes a user only after DELETE is typed, then returns to the list', async () => {
    const { api, user, router } = renderPage();
    const panelDelete = await screen.findByRole('region', { name: 'Delete user' });
    const button = within(panelDelete).getByRole('button', { name: 'Delete user' });
    await user.type(within(panelDelete).getByLabelText('Confirmation'), 'delete');
    expect(button).toBeDisabled();
    await user.clear(within(panelDelete).getByLabelText('Confirmation'));
    await user.type(within(panelDelete).getByLabelText('Confirmation'), 'DELETE');
    await user.click(button);
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/admin/users');
    expect(api.requests('DELETE', '/api/admin/users/:id')[0]!.path).toBe('/api/admin/users/u-dana');
    // The deleted user's page is not asked for again (it would be a 404).
    expect(api.requests('GET', '/api/admin/users/:id')).toHaveLength(1);
  });

  it('shows a missing user as the server words it', async () => {
    serveApi().get(
      '/api/admin/users/:id',
      shapeOf<TAdminUserDetail>(),
      apiError('RESOURCE_NOT_FOUND', 'User not found.'),
    );
    renderWithProviders(<AdminUserPage />, {
      path: '/app/admin/users/:id',
      at: '/app/admin/users/u-gone',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
  });
});
