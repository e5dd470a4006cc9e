import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CallbackPage } from './callback-page.tsx';
import { SignInPage } from './sign-in-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ google: false, facebook: true })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/new/callback', element: <CallbackPage /> },
      { path: '/new/signin', element: <SignInPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('OAuth callback with an error', () => {
  it('explains account_not_linked, then the sign-in page keeps the explanation in view', async () => {
    const router = renderAt('/new/callback?error=account_not_linked');
    expect(
      await screen.findByText(
        /already has an AnglerScout account, and Facebook cannot join it on its own/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/connect Facebook in Account Settings under Sign-in methods/),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/new/signin'), {
      timeout: 5000,
    });
    // The router's state changes before React commits the new page, and the callback page holds
    // the same words: wait for the sign-in page itself, then read the notice there.
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('heading', { name: 'Authentication Error' })).toBeNull();
    expect(
      screen.getByText(/Sign in with your e-mail and password, then connect Facebook/),
    ).toBeInTheDocument();
  });

  it('keeps the plain message for other errors', async () => {
    renderAt('/new/callback?error=invalid_code');
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });
});
