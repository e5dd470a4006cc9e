import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ZAppLogsQuery, type TAppLogsResponse } from '@anglerscout/contracts';
import { serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aLogEntry } from '@/test/fixtures/admin.ts';
import { AdminLogsPage } from './admin-logs-page.tsx';

function renderPage(answer: TAppLogsResponse) {
  const api = serveApi().get('/api/admin/logs', shapeOf<TAppLogsResponse>(), answer);
  const view = renderWithProviders(<AdminLogsPage />, { path: '/app/admin/logs' });
  const lastQuery = () =>
    ZAppLogsQuery.parse(Object.fromEntries(api.requests('GET', '/api/admin/logs').at(-1)!.query));
  return { api, lastQuery, ...view };
}

const TWO: TAppLogsResponse = {
  items: [
    aLogEntry(),
    aLogEntry({
      id: 40,
      source: 'server',
      level: 'warn',
      message: 'Open-Meteo answered 503; using the cached forecast',
      data: null,
      route: null,
      userId: null,
    }),
  ],
  kept: 5000,
};

describe('AdminLogsPage', () => {
  it('shows each entry with level, source, route, user and its details', async () => {
    renderPage(TWO);
    const [browser, server] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(browser).toHaveTextContent(/^error · browser · .* · \/app\/reports\/:id · user u-dana/);
    expect(browser).toHaveTextContent('TypeError: Cannot read properties of undefined');
    expect(within(browser!).getByText('Details')).toBeInTheDocument();
    expect(browser!.querySelector('pre')).toHaveTextContent('"component": "ReportPage"');
    expect(server).toHaveTextContent(/^warn · server · .* · —Open-Meteo answered 503/);
    expect(within(server!).queryByText('Details')).toBeNull();
    // The intro says how many entries the server keeps.
    expect(
      screen.getByText(/the newest 5000 of each \(browser, server\) are kept\.$/),
    ).toBeInTheDocument();
  });

  it('asks for the newest 50 of everything first, then by each filter set', async () => {
    const { user, lastQuery } = renderPage(TWO);
    await screen.findByRole('list');
    expect(lastQuery()).toEqual({ limit: 50 });
    await user.selectOptions(screen.getByLabelText('Level'), 'error');
    await user.selectOptions(screen.getByLabelText('Source'), 'client');
    await user.type(screen.getByLabelText('Route starts with'), '/app/reports');
    await user.type(screen.getByLabelText('User id'), 'u-dana');
    await user.selectOptions(screen.getByLabelText('Show'), '200');
    fireEvent.change(screen.getByLabelText('Since'), { target: { value: '2026-10-20T08:00' } });
    await vi.waitFor(() =>
      expect(lastQuery()).toEqual({
        level: 'error',
        source: 'client',
        route: '/app/reports',
        user: 'u-dana',
        // The local time typed, sent as an instant.
        from: new Date('2026-10-20T08:00').toISOString(),
        limit: 200,
      }),
    );
  });

  it('says when no entry matches', async () => {
    renderPage({ items: [], kept: 5000 });
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
  });
});
