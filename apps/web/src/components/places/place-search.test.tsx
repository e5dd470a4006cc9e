import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZLocationSearchResponse, type TLocationResult } from '@anglerscout/contracts';
import { serveApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PlaceSearch } from './place-search.tsx';

const GALVESTON: TLocationResult = {
  name: 'Galveston, Texas',
  latitude: 29.30135,
  longitude: -94.7977,
  placeId: 'geonames:4692559',
  source: 'search',
};

function renderSearch(results: TLocationResult[] = [GALVESTON]) {
  const { fetch } = serveApi().get('/api/locations/search', ZLocationSearchResponse, {
    results,
    attribution: { text: 'GeoNames', link: 'https://www.geonames.org/' },
  });
  const onPick = vi.fn<(place: TLocationResult) => void>();
  const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
  renderWithProviders(
    <form onSubmit={onSubmit}>
      <PlaceSearch onPick={onPick} />
    </form>,
  );
  // Keystrokes that yield between them, so a search without its typing pause would show.
  return { fetch, onPick, onSubmit, user: userEvent.setup() };
}

describe('PlaceSearch', () => {
  it('searches once typing pauses and hands back the chosen place', async () => {
    const { fetch, onPick, user } = renderSearch();
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Galv');
    const list = await screen.findByRole('list', { name: 'Places found' });
    // One request for the whole word, not one per keystroke.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/locations/search?q=Galv']);
    await user.click(within(list).getByRole('button', { name: /Galveston, Texas/ }));
    expect(onPick).toHaveBeenCalledWith(GALVESTON);
    expect(screen.getByLabelText('Search for a place or ZIP code')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Places found' })).toBeNull();
  });

  it('searches at once on Enter without submitting the form around it', async () => {
    const { fetch, onSubmit, user } = renderSearch();
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), '77550{Enter}');
    // Well inside the 300 ms typing pause the search would otherwise wait for.
    await waitFor(
      () => expect(fetch).toHaveBeenCalledWith('/api/locations/search?q=77550', expect.anything()),
      { timeout: 150 },
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderSearch([]);
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Zzyzx');
    expect(
      await screen.findByText(
        'No places found for “Zzyzx”. Try another name, a ZIP code, or click the map.',
      ),
    ).toBeInTheDocument();
  });
});
