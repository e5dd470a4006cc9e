import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TValidationRun } from '@anglerscout/contracts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ValidationPage } from './validation-page.tsx';

const run = (authLatency: number | null): TValidationRun => ({
  results: [
    {
      metric: 'auth_latency',
      label: 'Auth latency',
      direction: 'below',
      target: 200,
      current: authLatency,
      samples: authLatency === null ? 0 : 12,
      passed: authLatency !== null && authLatency < 200,
    },
    {
      metric: 'state_transition_time',
      label: 'State transition',
      direction: 'below',
      target: 100,
      current: 64.2,
      samples: 30,
      passed: true,
    },
    {
      metric: 'cache_hit_rate',
      label: 'Cache hit rate',
      direction: 'above',
      target: 0.9,
      current: 0.951,
      samples: 400,
      passed: true,
    },
    {
      metric: 'error_recovery_time',
      label: 'Error recovery',
      direction: 'below',
      target: 500,
      current: 320,
      samples: 2,
      passed: true,
    },
  ],
  passed: authLatency !== null && authLatency < 200,
  measuredFrom: '2026-11-23T14:00:00.000Z',
  measuredTo: '2026-11-23T15:00:00.000Z',
});

function setup(answer: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/admin/validation'
        ? answer()
        : new Response(
            JSON.stringify({
              mode: 'emergency',
              active: true,
              health: 'healthy',
              lastUpdated: null,
              activeMetricCount: 0,
              keyMetrics: [],
              alerts: [],
              unacknowledgedCount: 0,
              intervalMs: 30_000,
            }),
          ),
    ),
  );
  return renderWithProviders(<ValidationPage />).user;
}

describe('validation page', () => {
  it('runs the validation, says Running... meanwhile, and shows measured values with their status', async () => {
    let answer!: (r: Response) => void;
    const user = setup(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { name: 'Validation', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('monitoring-widget')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run Validation' }));
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    answer(new Response(JSON.stringify(run(150))));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Metric', 'Target', 'Current', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Auth latency< 200 ms150 ms(12 samples)PASSED',
      'State transition< 100 ms64 ms(30 samples)PASSED',
      'Cache hit rate> 0.90.951(400 samples)PASSED',
      'Error recovery< 500 ms320 ms(2 samples)PASSED',
    ]);
    expect(screen.getByText('All validation tests passed!')).toBeInTheDocument();
  });

  it('fails what was not measured and says so overall', async () => {
    const user = setup(async () => new Response(JSON.stringify(run(null))));
    await user.click(screen.getByRole('button', { name: 'Run Validation' }));
    const first = (await screen.findAllByRole('row'))[1]!;
    expect(first).toHaveTextContent('Auth latency< 200 msNot measuredFAILED');
    expect(
      screen.getByText('Some validation tests failed. See details above.'),
    ).toBeInTheDocument();
  });

  it('shows "Validation failed: {message}" when the run fails', async () => {
    const user = setup(
      async () =>
        new Response(
          '{"error":{"code":"DATABASE_CONNECTION_ERROR","message":"The database is not reachable."}}',
          { status: 503 },
        ),
    );
    await user.click(screen.getByRole('button', { name: 'Run Validation' }));
    expect(
      await screen.findByText('Validation failed: The database is not reachable.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Validation' })).toBeEnabled();
  });
});
