import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ZReport, type ErrorCode } from '@anglerscout/contracts';
import { apiError, serveApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ReportPage } from './report-page.tsx';

const ID = '0b6d3c1e-2f4a-4b7c-9d8e-1a2b3c4d5e6f';
const errorResponse = (code: ErrorCode) => apiError(code, 'Report not found.');

function renderAt(path: string, response?: () => ReturnType<typeof apiError>) {
  const api = serveApi();
  if (response) api.get('/api/reports/:id', ZReport, response);
  renderWithProviders(<ReportPage />, { path: '/app/reports/:id', at: path });
  return api.fetch;
}

describe('ReportPage', () => {
  it('shows the 404 page for a malformed id without asking the server', () => {
    const fetchMock = renderAt('/app/reports/not-an-id');
    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the 404 page when the server says the report is not the member's (404)", async () => {
    const fetchMock = renderAt(`/app/reports/${ID}`, () => errorResponse('RESOURCE_NOT_FOUND'));
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    // A 404 is final: no retry.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`/api/reports/${ID}`, expect.anything());
  });

  it('offers Try Again when the server fails for another reason', async () => {
    // One automatic retry (a second later) before the error shows.
    const fetchMock = renderAt(`/app/reports/${ID}`, () => errorResponse('SYSTEM_MAINTENANCE'));
    expect(
      await screen.findByRole('button', { name: 'Try Again' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('This report could not be loaded');
  });
});
