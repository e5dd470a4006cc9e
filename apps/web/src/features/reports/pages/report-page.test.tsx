import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ReportPage } from './report-page.tsx';

const ID = '0b6d3c1e-2f4a-4b7c-9d8e-1a2b3c4d5e6f';
const errorResponse = (status: number, code: string) =>
  new Response(JSON.stringify({ error: { code, message: 'Report not found.' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderAt(path: string, response?: () => Response) {
  const fetchMock = vi.fn(async () => response!());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/app/reports/:id', element: <ReportPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportPage', () => {
  it('shows the 404 page for a malformed id without asking the server', () => {
    const fetchMock = renderAt('/app/reports/not-an-id');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the 404 page when the server says the report is not the member's (404)", async () => {
    const fetchMock = renderAt(`/app/reports/${ID}`, () =>
      errorResponse(404, 'RESOURCE_NOT_FOUND'),
    );
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    // A 404 is final: no retry.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`/api/reports/${ID}`, expect.anything());
  });

  it('offers Try Again when the server fails for another reason', async () => {
    // One automatic retry (a second later) before the error shows.
    const fetchMock = renderAt(`/app/reports/${ID}`, () =>
      errorResponse(503, 'SYSTEM_UNAVAILABLE'),
    );
    expect(
      await screen.findByRole('button', { name: 'Try Again' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('This report could not be loaded');
  });
});
