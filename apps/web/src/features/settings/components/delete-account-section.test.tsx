import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZDeleteAccountRequest } from '@anglerscout/contracts';
import { SESSION_KEY } from '@/lib/auth/use-session.ts';
import { storeUser } from '@/lib/auth/stored-user.ts';
import { apiError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders, testSession } from '@/test/render-with-providers.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

function renderSection() {
  const api = serveApi().post('/api/account/delete', shapeOf<{ ok: true }>(), { ok: true });
  const view = renderWithProviders(<DeleteAccountSection />, {
    path: '/app/settings',
    session: testSession(),
  });
  return { api, ...view };
}

/** The last step's button (the section's toggle has the same name). */
const finalButton = () =>
  within(screen.getByLabelText('Type DELETE to confirm').closest('form')!).getByRole('button', {
    name: 'Delete Account',
  });

type User = ReturnType<typeof renderSection>['user'];
async function reachConfirmation(user: User) {
  await user.click(screen.getByRole('button', { name: /^Delete Account/ }));
  await user.click(screen.getByRole('button', { name: 'I understand, delete my account' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('DeleteAccountSection', () => {
  it('opens to say what goes, and warns before asking for DELETE', async () => {
    const { user } = renderSection();
    const toggle = screen.getByRole('button', { name: /^Delete Account/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Your account and authentication data',
      'All of your scouting reports',
      'Your subscription and billing information (active subscriptions are cancelled)',
      'Your preferences',
    ]);
    await user.click(screen.getByRole('button', { name: 'I understand, delete my account' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Warning: this cannot be undone.');
    // Cancel goes back a step, not forward.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'I understand, delete my account' }),
    ).toBeInTheDocument();
  });

  it('deletes only once DELETE is typed exactly, then signs out locally and goes home', async () => {
    storeUser(testSession().user);
    const { api, user, client, router } = renderSection();
    await reachConfirmation(user);
    const confirm = screen.getByLabelText('Type DELETE to confirm');
    const submit = finalButton();
    await user.type(confirm, 'delete');
    expect(submit).toBeDisabled();
    await user.type(confirm, '{Enter}');
    expect(api.calls).toHaveLength(0);
    await user.clear(confirm);
    await user.type(confirm, 'DELETE');
    await user.click(submit);
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const sent = api.requests('POST', '/api/account/delete')[0]!.json;
    expect(ZDeleteAccountRequest.parse(sent)).toEqual({ confirm: 'DELETE' });
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
  });

  it('keeps the member signed in and says why when the deletion fails', async () => {
    const { api, user, client, router } = renderSection();
    api.post(
      '/api/account/delete',
      shapeOf<{ ok: true }>(),
      apiError('DATABASE_CONNECTION_ERROR', 'The database is not reachable.'),
    );
    await reachConfirmation(user);
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(finalButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable.');
    expect(finalButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/app/settings');
    expect(client.getQueryData(SESSION_KEY)).toEqual(testSession());
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
  });
});
