import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZReportList, type TReportSummary } from '@anglerscout/contracts';
import { serveApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ReportManagerPage } from './report-manager-page.tsx';

const summary = (i: number): TReportSummary => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  createdAt: '2026-11-22T05:00:00.000Z',
  date: '2026-11-23',
  locationName: `Spot ${i}`,
  latitude: 29.3,
  longitude: -94.8,
  species: null,
  speciesName: null,
  fishingType: 'shore',
  baitType: 'artificial',
  habitat: 'salt',
  score: 60,
  verdict: 'A fair day.',
});

function renderPage(total: number, initial = '/app/reports') {
  const { fetch: fetchMock } = serveApi().get('/api/reports', ZReportList, (req) => {
    const page = Number(req.query.get('page'));
    const items = Array.from(
      { length: Math.max(0, Math.min(10, total - (page - 1) * 10)) },
      (_, i) => summary((page - 1) * 10 + i + 1),
    );
    return { items, page, pageSize: 10, total };
  });
  const { router, user } = renderWithProviders(<ReportManagerPage />, {
    path: '/app/reports',
    at: initial,
  });
  return { fetchMock, router, user };
}

describe('ReportManagerPage', () => {
  it('pages through the reports ten at a time, keeping the page in the URL', async () => {
    const { fetchMock, router, user } = renderPage(23);
    const list = await screen.findByRole('list', { name: 'Your reports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?page=2');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/reports?page=2&pageSize=10',
      expect.anything(),
    );
  });

  it('sends the filters to the server and starts again from page 1', async () => {
    const { fetchMock, router, user } = renderPage(3, '/app/reports?page=2');
    expect(await screen.findByText('There are no reports on page 2.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Place'), 'Galveston');
    await user.type(screen.getByLabelText('From date'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/reports?page=1&pageSize=10&place=Galveston&from=2026-11-01',
        expect.anything(),
      ),
    );
    expect(router.state.location.search).toBe('?place=Galveston&from=2026-11-01');
  });

  it('points a member without reports to Create Report', async () => {
    renderPage(0);
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Create Report' }).map((a) => a.getAttribute('href')),
    ).toContain('/app/reports/new');
  });
});
