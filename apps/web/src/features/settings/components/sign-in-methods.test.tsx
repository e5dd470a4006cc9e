import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SignInMethods } from './sign-in-methods.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderWith(answers: Record<string, unknown>, path = '/app/settings') {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    Response.json(answers[url] ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SignInMethods />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('Sign-in methods', () => {
  it('connects Facebook from the signed-in account, going to Facebook', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = renderWith({
      '/api/session/providers': { google: false, facebook: true },
      '/api/auth/list-accounts': [{ providerId: 'credential' }],
      '/api/auth/link-social': {
        url: 'https://www.facebook.com/v24.0/dialog/oauth?state=x',
        redirect: true,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Facebook' }));
    const call = fetchMock.mock.calls.find(([u]) => u === '/api/auth/link-social')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      provider: 'facebook',
      callbackURL: '/app/settings?linked=facebook',
      errorCallbackURL: '/app/settings',
    });
    expect(assign).toHaveBeenCalledWith('https://www.facebook.com/v24.0/dialog/oauth?state=x');
    // Google has no keys on this server: no button for it.
    expect(screen.queryByText('Google')).not.toBeInTheDocument();
  });

  it('shows Facebook as connected after the return, and no button', async () => {
    renderWith(
      {
        '/api/session/providers': { google: false, facebook: true },
        '/api/auth/list-accounts': [{ providerId: 'credential' }, { providerId: 'facebook' }],
      },
      '/app/settings?linked=facebook',
    );
    expect(
      await screen.findByText('Facebook is connected: you can sign in with it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Facebook' })).not.toBeInTheDocument();
  });

  it('says why a connection was refused', async () => {
    renderWith(
      {
        '/api/session/providers': { google: false, facebook: true },
        '/api/auth/list-accounts': [{ providerId: 'credential' }],
      },
      '/app/settings?error=email_does_not_match',
    );
    expect(
      await screen.findByText(
        'That Facebook login uses a different e-mail address from this account, so it was not connected.',
      ),
    ).toBeInTheDocument();
  });
});
