import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZFeed, ZLocationSearchResponse, type TFeed } from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf, type Failure } from '@/test/fake-api.ts';
import { stubGeolocation } from '@/test/geolocation.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aDiscussion, aSharedCatchPost } from '@/test/fixtures/community.ts';
import { GALVESTON_SEARCH } from '@/test/fixtures/places.ts';
import { SPECIES, type SpeciesList } from '@/test/fixtures/species.ts';
import { CommunityPage } from './community-page.tsx';

function renderPage(
  feed: TFeed | Failure = { items: [aSharedCatchPost(), aDiscussion()], nextBefore: null },
) {
  const api = serveApi()
    .get('/api/species', shapeOf<SpeciesList>(), SPECIES)
    .get('/api/community/posts', ZFeed, feed)
    .get('/api/locations/search', ZLocationSearchResponse, GALVESTON_SEARCH);
  const view = renderWithProviders(<CommunityPage />, { path: '/app/community' });
  /** The query of the newest feed request. */
  const lastFeedQuery = () =>
    Object.fromEntries(api.requests('GET', '/api/community/posts').at(-1)!.query);
  return { api, lastFeedQuery, ...view };
}

const facts = (scope: HTMLElement) =>
  Object.fromEntries(
    within(scope)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('CommunityPage', () => {
  it('shows each post with its kind, author, replies, spot as allowed and shared catch facts', async () => {
    renderPage();
    const [shared, discussion] = await screen.findAllByRole('article');
    expect(within(shared!).getByText('Catch report · Red drum (redfish)')).toBeInTheDocument();
    expect(
      within(shared!).getByRole('link', { name: 'Red drum (redfish), 24 in' }),
    ).toHaveAttribute('href', '/app/community/9b3e4a2c-6d9f-4e3a-9c57-2f4dab9b7c33');
    expect(within(shared!).getByText(/^Dana R\. · /)).toHaveTextContent(
      'Dana R. · Oct 17, 2026 · 1 reply',
    );
    expect(within(shared!).getByText(/^Near Galveston, TX/)).toHaveTextContent(
      'Near Galveston, TX · 12 mi away (about 10 miles)',
    );
    expect(facts(shared!)).toEqual({
      When: '2026-10-17, around 07:00',
      Bait: 'cut mullet',
      Method: 'Bait on the bottom',
      Size: '24 in, 6.5 lb',
      Light: 'dawn',
      Tide: 'rising',
      Barometer: 'falling',
      Water: '76 °F',
      Moon: 'Waxing crescent',
    });
    expect(within(discussion!).getByText('Discussion')).toBeInTheDocument();
    expect(within(discussion!).getByText(/^Sam K\. · /)).toHaveTextContent('0 replies');
    // No spot and no catch: nothing drawn for them.
    expect(within(discussion!).queryByRole('term')).toBeNull();
  });

  it('words what a shared catch did not record', async () => {
    const post = aSharedCatchPost();
    renderPage({
      items: [
        aSharedCatchPost({
          spot: {
            ...post.spot!,
            privacy: 'region',
            latitude: null,
            longitude: null,
            distanceMi: null,
            label: 'Texas Gulf coast',
          },
          catch: {
            ...post.catch!,
            weightLb: null,
            conditions: {
              ...post.catch!.conditions,
              tideStage: null,
              pressureTrend: null,
              waterTempF: null,
            },
          },
        }),
      ],
      nextBefore: null,
    });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText(/^Texas Gulf coast/)).toHaveTextContent(
      'Texas Gulf coast (region only)',
    );
    expect(facts(card!)).toMatchObject({
      Size: '24 in',
      Tide: 'none',
      Barometer: 'not known',
      Water: 'not known',
    });
  });

  it('asks for the newest 30 of everything, then by species and kind as they are chosen', async () => {
    const { user, lastFeedQuery } = renderPage();
    await screen.findAllByRole('article');
    expect(lastFeedQuery()).toEqual({ limit: '30' });
    expect(screen.getByLabelText('Within')).toBeDisabled();
    expect(screen.getByText('Showing all areas.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Spotted seatrout' });
    await user.selectOptions(screen.getByLabelText('Species'), 'spotted-seatrout');
    await user.selectOptions(screen.getByLabelText('Show'), 'discussion');
    await vi.waitFor(() =>
      expect(lastFeedQuery()).toEqual({
        limit: '30',
        species: 'spotted-seatrout',
        kind: 'discussion',
      }),
    );
  });

  it('searches around a chosen place within the chosen radius, and All areas drops it', async () => {
    const { user, lastFeedQuery } = renderPage();
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Galv');
    const places = await screen.findByRole('list', { name: 'Places found' });
    await user.click(within(places).getByRole('button', { name: /Galveston, Texas/ }));
    expect(screen.getByText(/^Around/)).toHaveTextContent('Around Galveston, Texas');
    await vi.waitFor(() =>
      expect(lastFeedQuery()).toEqual({
        limit: '30',
        lat: '29.30135',
        lon: '-94.79770',
        radiusMi: '25',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Within'), '50');
    await vi.waitFor(() => expect(lastFeedQuery()).toMatchObject({ radiusMi: '50' }));
    await user.click(screen.getByRole('button', { name: 'All areas' }));
    await vi.waitFor(() => expect(lastFeedQuery()).toEqual({ limit: '30' }));
    expect(screen.getByLabelText('Within')).toBeDisabled();
  });

  it('searches around the phone with Near me', async () => {
    stubGeolocation({ latitude: 30.2672, longitude: -97.7431 });
    const { user, lastFeedQuery } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(screen.getByText(/^Around/)).toHaveTextContent('Around your position');
    await vi.waitFor(() =>
      expect(lastFeedQuery()).toMatchObject({ lat: '30.26720', lon: '-97.74310' }),
    );
  });

  it('says so when the phone will not give its position, and keeps all areas', async () => {
    stubGeolocation('denied');
    const { user, lastFeedQuery } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(
      await screen.findByText('Your position is not available; search for a place instead.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing all areas.')).toBeInTheDocument();
    expect(lastFeedQuery()).toEqual({ limit: '30' });
  });

  it('offers Near me only where the browser can share a position', async () => {
    // jsdom, like a browser without location services, has no navigator.geolocation.
    renderPage();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Near me' })).toBeNull();
  });

  it('invites a first post when nothing matches', async () => {
    renderPage({ items: [], nextBefore: null });
    expect(
      await screen.findByText('Nothing here yet. Widen the area, or be the first to share.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New discussion' })).toHaveAttribute(
      'href',
      '/app/community/new',
    );
  });

  it('shows a failed feed as the server words it', async () => {
    renderPage(apiError('DATABASE_CONNECTION_ERROR', 'The database is not reachable.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable.');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
