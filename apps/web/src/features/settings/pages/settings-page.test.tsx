import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SessionInfo } from '@/lib/auth/auth-api.ts';
import { SESSION_KEY } from '@/lib/auth/use-session.ts';
import { ZSpotList } from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders, testSession } from '@/test/render-with-providers.tsx';
import type { SignOutAnswer, StatusAnswer } from '@/test/fixtures/auth.ts';
import { freeSubscription, SUBSCRIPTION_CONTRACT } from '@/test/fixtures/billing.ts';
import { SettingsPage } from './settings-page.tsx';

function renderPage(session: SessionInfo | null = testSession({ name: 'Angler' })) {
  const api = serveApi()
    .get('/api/me/subscription', SUBSCRIPTION_CONTRACT, freeSubscription())
    .get('/api/spots', ZSpotList, { items: [], maxSpots: 50, alertSpotsAllowed: 1 })
    // better-auth's list-accounts and the server's configured providers (no Facebook keys here)
    .get('/api/auth/list-accounts', shapeOf<{ providerId: string }[]>(), [
      { providerId: 'credential' },
    ])
    .get('/api/session/providers', shapeOf<{ google: boolean; facebook: boolean }>(), {
      google: false,
      facebook: false,
    })
    .post('/api/auth/revoke-sessions', shapeOf<StatusAnswer>(), { status: true })
    .post('/api/auth/sign-out', shapeOf<SignOutAnswer>(), { success: true });
  const view = renderWithProviders(<SettingsPage />, {
    path: '/app/settings',
    session,
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
  return { api, ...view };
}

describe('SettingsPage', () => {
  it("shows the member's address, plan and name in the account panels", async () => {
    const { api } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByText('angler@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label') ?? r.id)).toEqual(
      expect.arrayContaining(['Billing', 'Profile', 'Password', 'Sessions']),
    );
    expect(screen.getByLabelText('Display name')).toHaveValue('Angler');
    expect(
      await within(screen.getByRole('region', { name: 'Billing' })).findByText('Free'),
    ).toBeInTheDocument();
    expect(api.requests('GET', '/api/me/subscription')).toHaveLength(1);
  });

  it('reads the session again after the display name is saved', async () => {
    const { api, user } = renderPage();
    api
      .post('/api/auth/update-user', shapeOf<StatusAnswer>(), { status: true })
      .get('/api/auth/get-session', shapeOf<SessionInfo>(), testSession({ name: 'Dana R.' }));
    const field = screen.getByLabelText('Display name');
    await user.clear(field);
    await user.type(field, 'Dana R.');
    await user.click(
      within(screen.getByRole('region', { name: 'Profile' })).getByRole('button', { name: 'Save' }),
    );
    await vi.waitFor(() => expect(api.requests('GET', '/api/auth/get-session')).toHaveLength(1));
  });

  it('ends every session, this one included, and leaves for the home page', async () => {
    const { api, user, router, client } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(screen.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
    expect(await screen.findByText('Signed out of all devices')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/revoke-sessions', 'POST /api/auth/sign-out']),
    );
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });

  it('still signs this device out when ending the others fails, and says so', async () => {
    const { api, user, router } = renderPage();
    api.post(
      '/api/auth/revoke-sessions',
      shapeOf<StatusAnswer>(),
      apiError('SYSTEM_INTERNAL_ERROR'),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('Failed to sign out')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('draws nothing without a signed-in member', () => {
    serveApi();
    renderWithProviders(<SettingsPage />, { path: '/app/settings', session: null });
    expect(screen.queryByRole('heading', { name: 'Account Settings' })).toBeNull();
  });
});
