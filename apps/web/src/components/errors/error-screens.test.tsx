import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorBoundary, type ErrorBoundaryVariant } from './error-boundary.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

function renderBoundary(variant: ErrorBoundaryVariant | undefined, message: string) {
  function Harness() {
    const [broken, setBroken] = useState(true);
    return (
      <ErrorBoundary variant={variant} onReset={() => setBroken(false)}>
        {broken ? <Boom message={message} /> : <p>Recovered</p>}
      </ErrorBoundary>
    );
  }
  // React reports an error a boundary caught; the test takes the report instead of the console.
  const caught: unknown[] = [];
  render(<Harness />, { onCaughtError: (error) => caught.push(error) });
  expect(caught).toEqual([new Error(message)]);
}

describe('ErrorBoundary', () => {
  it('panel: shows the message and Try Again renders the children again', async () => {
    renderBoundary(undefined, 'Chart data is malformed');
    expect(screen.getByRole('heading', { name: 'Chart data is malformed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it("panel: falls back to 'An error occurred' without a message", () => {
    renderBoundary('panel', '');
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });

  it('page: Something went wrong with Reload Page, Try Again and Return to Home', () => {
    renderBoundary('page', 'x');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('auth: offers Return to Sign In only when retrying cannot help', () => {
    renderBoundary('auth', 'Session token is invalid');
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an error with the authentication system.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute(
      'href',
      '/new/signin',
    );
  });

  it('auth: a network error is recoverable, so only Try Again', () => {
    renderBoundary('auth', 'network request failed');
    expect(screen.queryByRole('link', { name: 'Return to Sign In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('RouteErrorScreen', () => {
  async function renderRouteError(error: Error) {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => Promise.reject(error),
        element: null,
        HydrateFallback: () => <p>Loading</p>,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    return screen.findByRole('heading', { level: 1 });
  }

  it('explains a failed chunk load as a loading error', async () => {
    const heading = await renderRouteError(
      new TypeError('Failed to fetch dynamically imported module: /assets/about-page-x.js'),
    );
    expect(heading).toHaveTextContent('Loading Error');
    expect(
      screen.getByText('We had trouble loading this page. This might be due to a network issue.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/about-page-x\.js/)).toBeInTheDocument();
    // The title is set in an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Loading Error - AnglerScout'));
  });

  it('shows any other error as Something went wrong with Reload Page and Go to Home', async () => {
    const heading = await renderRouteError(new Error('Cannot read properties of undefined'));
    expect(heading).toHaveTextContent('Something went wrong');
    expect(
      screen.getByText('An unexpected error occurred while loading this page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
