import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZCatchList, ZCatchStats } from '@anglerscout/contracts';
import { apiError, serveApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aCatch, aCatchConditions, catchStats } from '@/test/fixtures/catches.ts';
import { CatchLogPage } from './catch-log-page.tsx';

const renderPage = () => renderWithProviders(<CatchLogPage />, { path: '/app/catches' });
const section = (name: string) => screen.getByRole('region', { name });

describe('CatchLogPage', () => {
  it('lists each catch with its size, its own local time, place, bait, light, tide and sharing', async () => {
    const api = serveApi()
      .get('/api/catches', ZCatchList, {
        items: [
          aCatch(),
          aCatch({
            id: '7a2d3f1b-5c8e-4d2f-8b46-1e3c9f8a6b22',
            speciesName: 'Largemouth bass',
            lengthIn: null,
            caughtAt: '2026-07-04T01:15:00.000Z',
            timeZone: 'America/New_York',
            placeName: 'Lake Lanier, Georgia',
            bait: 'Texas-rigged worm',
            conditions: aCatchConditions({ light: 'night', tide: null }),
            sharedPostId: '9b3e4a2c-6d9f-4e3a-9c57-2f4dab9b7c33',
          }),
        ],
        nextBefore: null,
      })
      .get('/api/catches/stats', ZCatchStats, catchStats());
    renderPage();
    const list = await within(section('Your catches')).findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual([
      [
        '/app/catches/6f1c2e0a-4b7d-4c1e-9a35-0d2b8e7f5a11',
        'Red drum (redfish), 24 inOct 17, 2026, 7:40 AM · Galveston, Texascut mullet · dawn · rising tide · private',
      ],
      [
        // 01:15 UTC on July 4 is the evening of July 3 on the lake's own clock.
        '/app/catches/7a2d3f1b-5c8e-4d2f-8b46-1e3c9f8a6b22',
        'Largemouth bassJul 3, 2026, 9:15 PM · Lake Lanier, GeorgiaTexas-rigged worm · night · shared',
      ],
    ]);
    expect(api.requests('GET', '/api/catches')[0]!.url).toBe('/api/catches?limit=100');
  });

  it('counts the catches by condition, one table per condition that has any', async () => {
    serveApi()
      .get('/api/catches', ZCatchList, { items: [aCatch()], nextBefore: null })
      .get('/api/catches/stats', ZCatchStats, catchStats());
    renderPage();
    const stats = section('What worked for me');
    expect(
      await within(stats).findByText(/^3 catches counted by the conditions/),
    ).toBeInTheDocument();
    // The charts are a lazily loaded chunk (recharts): its first import can be slow.
    const light = await within(stats).findByRole('table', { name: 'Light' }, { timeout: 5000 });
    expect(
      within(light)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['dawn2', 'dusk1']);
    expect(within(stats).getByRole('table', { name: 'Tide' })).toHaveTextContent('rising3');
    // Conditions with nothing counted get no chart.
    expect(
      within(stats)
        .getAllByRole('table')
        .map((t) => t.querySelector('caption')?.textContent),
    ).toEqual(['Light', 'Tide']);
  });

  it('asks for one species’ counts when one is chosen, and says "catch" for one', async () => {
    const api = serveApi()
      .get('/api/catches', ZCatchList, { items: [aCatch()], nextBefore: null })
      .get('/api/catches/stats', ZCatchStats, (req) =>
        req.query.get('species') === 'spotted-seatrout'
          ? catchStats({ total: 1, byLight: [{ key: 'dusk', count: 1 }], byTide: [] })
          : catchStats(),
      );
    const { user } = renderPage();
    const species = await screen.findByLabelText('Species');
    expect(
      within(species)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All species', 'Red drum (redfish) (2)', 'Spotted seatrout (1)']);
    await user.selectOptions(species, 'spotted-seatrout');
    expect(await screen.findByText(/^1 catch counted by the conditions/)).toBeInTheDocument();
    expect(api.requests('GET', '/api/catches/stats').map((r) => r.url)).toEqual([
      '/api/catches/stats',
      '/api/catches/stats?species=spotted-seatrout',
    ]);
  });

  it('says what to do when nothing is logged yet', async () => {
    serveApi()
      .get('/api/catches', ZCatchList, { items: [], nextBefore: null })
      .get(
        '/api/catches/stats',
        ZCatchStats,
        catchStats({ total: 0, species: [], byLight: [], byTide: [] }),
      );
    renderPage();
    expect(
      await screen.findByText('No catches yet. Log your first one from the water.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Log a few catches and this shows what they had in common.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Species')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log a catch' })).toHaveAttribute(
      'href',
      '/app/catches/new',
    );
  });

  it("shows the server's message when the log cannot be read", async () => {
    serveApi()
      .get(
        '/api/catches',
        ZCatchList,
        apiError('DATABASE_CONNECTION_ERROR', 'The database is not reachable.'),
      )
      .get('/api/catches/stats', ZCatchStats, catchStats());
    renderPage();
    expect(await within(section('Your catches')).findByRole('alert')).toHaveTextContent(
      'The database is not reachable.',
    );
  });
});
