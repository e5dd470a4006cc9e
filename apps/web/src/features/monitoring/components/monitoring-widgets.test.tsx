import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TAlert, TMonitoringStatus } from '@anglerscout/contracts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { CompactMonitoringWidget } from './compact-monitoring-widget.tsx';
import { MonitoringWidget } from './monitoring-widget.tsx';

const alert = (n: number, severity: TAlert['severity'] = 'warning'): TAlert => ({
  id: `a${n}`,
  metricName: 'auth_latency',
  threshold: 200,
  actualValue: 240 + n,
  timestamp: '2026-11-23T15:00:00.000Z',
  severity,
  acknowledged: false,
  mode: 'production',
  stored: true,
});

const status = (over: Partial<TMonitoringStatus> = {}): TMonitoringStatus => ({
  mode: 'production',
  active: true,
  health: 'degraded',
  lastUpdated: '2026-11-23T15:00:05.000Z',
  activeMetricCount: 7,
  keyMetrics: [
    {
      name: 'auth_latency',
      label: 'Auth latency',
      unit: 'ms',
      value: 241.4,
      timestamp: '2026-11-23T15:00:05.000Z',
      anomaly: true,
    },
    {
      name: 'cache_hit_rate',
      label: 'Cache hit rate',
      unit: 'percent',
      value: 0.934,
      timestamp: '2026-11-23T15:00:05.000Z',
      anomaly: false,
    },
    {
      name: 'error_rate',
      label: 'Error rate',
      unit: 'per_minute',
      value: 0.5,
      timestamp: '2026-11-23T15:00:05.000Z',
      anomaly: false,
    },
  ],
  alerts: [1, 2, 3, 4, 5].map((n) => alert(n)),
  unacknowledgedCount: 5,
  intervalMs: 60_000,
  ...over,
});

function serve(answers: (TMonitoringStatus | 'fail')[]) {
  const calls: { url: string; method: string }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    if (url.includes('/acknowledge')) return new Response('{"ok":true}', { status: 200 });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'fail')
      return new Response('{"error":{"code":"DATABASE_CONNECTION_ERROR","message":"down"}}', {
        status: 503,
      });
    return new Response(JSON.stringify(next), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const renderIn = (element: React.ReactElement) => renderWithProviders(element);

describe('compact monitoring widget', () => {
  it('shows the health dot, Monitoring Active and the unacknowledged count, linking to the page', async () => {
    serve([status()]);
    renderIn(<CompactMonitoringWidget />);
    const link = await screen.findByRole('link', { name: /Monitoring Active/ });
    expect(link).toHaveAttribute('href', '/app/admin/monitoring');
    expect(within(link).getByTestId('health-dot')).toHaveAttribute('data-health', 'degraded');
    expect(link).toHaveTextContent('Health: Degraded');
    expect(link).toHaveTextContent('5 unacknowledged alerts');
  });

  it('says Monitoring Inactive when nothing is being recorded', async () => {
    serve([status({ active: false, health: 'healthy', unacknowledgedCount: 0, alerts: [] })]);
    renderIn(<CompactMonitoringWidget />);
    expect(await screen.findByRole('link', { name: /Monitoring Inactive/ })).toHaveTextContent(
      '0 unacknowledged',
    );
  });

  it("shows 'Error loading monitoring data' on a failure and logs the details", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(['fail']);
    renderIn(<CompactMonitoringWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading monitoring data. Check console for details.',
    );
    expect(logged).toHaveBeenCalledWith(
      'Monitoring status failed to load:',
      expect.objectContaining({ code: 'DATABASE_CONNECTION_ERROR' }),
    );
  });
});

describe('full monitoring widget', () => {
  it('shows health, status, last update, metric count, key metrics in their units and 3 of 5 alerts', async () => {
    serve([status()]);
    renderIn(<MonitoringWidget />);
    expect(await screen.findByTestId('health-label')).toHaveTextContent('Degraded');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    const metrics = screen.getByRole('list', { name: 'Key metrics' });
    expect(metrics).toHaveTextContent('Auth latency241 msAnomaly');
    expect(metrics).toHaveTextContent('Cache hit rate93.4%');
    expect(metrics).toHaveTextContent('Error rate0.50/min');
    const alerts = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    expect(alerts).toHaveLength(3);
    expect(alerts[0]).toHaveTextContent('warningAuth latency 241 ms (threshold 200 ms)');
    expect(screen.getByText('+2 more alerts')).toBeInTheDocument();
  });

  it('acknowledges an alert with its button and reloads the status', async () => {
    const calls = serve([
      status(),
      status({ alerts: [2, 3, 4, 5].map((n) => alert(n)), unacknowledgedCount: 4 }),
    ]);
    const { user } = renderIn(<MonitoringWidget />);
    const buttons = await screen.findAllByRole('button', { name: /^Acknowledge/ });
    await user.click(buttons[0]!);
    expect(calls).toContainEqual({
      url: '/api/admin/monitoring/alerts/a1/acknowledge',
      method: 'POST',
    });
    expect(await screen.findByText('+1 more alerts')).toBeInTheDocument();
  });

  it("shows 'Error loading monitoring data' when the status cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(['fail']);
    renderIn(<MonitoringWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading monitoring data. Check console for details.',
    );
  });
});
