import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TPerformanceSummary } from '@anglerscout/contracts';
import { serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PerformancePage } from './performance-page.tsx';

const summary: TPerformanceSummary = {
  range: '1h',
  from: '2026-11-23T14:00:00.000Z',
  to: '2026-11-23T15:00:00.000Z',
  bucketMs: 300_000,
  routes: [
    {
      route: '/app/conditions',
      worst: 2,
      metrics: [
        { name: 'LCP', p75: 4200, samples: 8, rating: 'poor' },
        { name: 'CLS', p75: 0.02, samples: 8, rating: 'good' },
      ],
    },
    {
      route: '/',
      worst: 0,
      metrics: [
        { name: 'LCP', p75: 1200, samples: 3, rating: 'good' },
        { name: 'route_transition', p75: 80, samples: 2, rating: null },
      ],
    },
  ],
  trend: [
    { at: '2026-11-23T14:30:00.000Z', name: 'LCP', p75: 3000, samples: 5 },
    { at: '2026-11-23T14:35:00.000Z', name: 'LCP', p75: 4100, samples: 6 },
  ],
  totalSamples: 21,
};

describe('performance dashboard', () => {
  it('lists routes worst first with p75, rating in words and samples, and asks again for another range', async () => {
    const { fetch } = serveApi().get(
      '/api/admin/performance',
      shapeOf<TPerformanceSummary>(),
      summary,
    );
    const { user } = renderWithProviders(<PerformancePage />);
    const rows = await screen.findAllByTestId('performance-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '/app/conditions',
      '/',
    ]);
    expect(rows[0]).toHaveTextContent('4,200 mspoor · 8 samples');
    expect(rows[0]).toHaveTextContent('0.020good · 8 samples');
    expect(rows[1]).toHaveTextContent('80 msno rating · 2 samples');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Route',
      'LCP',
      'CLS',
      'Route change',
    ]);
    expect(screen.getByText('21 measurements', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/good up to 2,500 ms, poor above 4,000 ms/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/admin/performance?range=1h', expect.anything());
    await user.selectOptions(screen.getByLabelText('Time range'), '24h');
    expect(fetch).toHaveBeenCalledWith('/api/admin/performance?range=24h', expect.anything());
  });

  it('says so when no visit reported yet', async () => {
    serveApi().get('/api/admin/performance', shapeOf<TPerformanceSummary>(), {
      ...summary,
      routes: [],
      trend: [],
      totalSamples: 0,
    });
    renderWithProviders(<PerformancePage />);
    expect(
      await screen.findByText('No visit reported its timings in this range yet.'),
    ).toBeInTheDocument();
  });
});
