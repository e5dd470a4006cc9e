import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { CreateReportForm } from './create-report-form.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const SPECIES = [
  { id: 'largemouth-bass', commonName: 'Largemouth bass', habitats: ['fresh'] },
  { id: 'red-drum', commonName: 'Red drum (redfish)', habitats: ['salt'] },
  { id: 'striped-bass', commonName: 'Striped bass', habitats: ['fresh', 'salt'] },
];

/** GET /api/reports/water as the server answers it (ZWaterCheck): Galveston salt, Hays inland. */
function waterCheck(url: URL) {
  const inland = Number(url.searchParams.get('latitude')) > 35;
  const habitat = url.searchParams.get('habitat');
  const chosen = url.searchParams.get('waterKind');
  const salt = habitat ? habitat === 'salt' : !inland;
  return {
    habitat: {
      habitat: inland ? 'fresh' : 'salt',
      reasons: [
        inland
          ? 'no tide station within the search radius: inland water'
          : 'tide station 1 km away',
      ],
    },
    waterKind: chosen
      ? { kind: chosen, chosenBy: 'user', confidence: 'certain', reasons: ['chosen by you'] }
      : salt
        ? {
            kind: 'inlet-jetty',
            chosenBy: 'suggested',
            confidence: 'likely',
            reasons: ['"Galveston, Texas" is next to the jetties'],
          }
        : {
            kind: 'reservoir',
            chosenBy: 'suggested',
            confidence: 'possible',
            reasons: ['reservoirs are the usual water here'],
          },
    problem:
      inland && habitat === 'salt'
        ? {
            field: 'habitat',
            message:
              'This spot is inland (no tidal water within 100 km), so it cannot be salt water. Choose Fresh Water; the water here looks like: reservoir.',
            suggested: { habitat: 'fresh', waterKind: 'reservoir' },
          }
        : null,
  };
}

function renderForm(timezone?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/species')) return json({ items: SPECIES });
      if (url.startsWith('/api/reports/water')) return json(waterCheck(new URL(url, 'http://x')));
      if (url.startsWith('/api/locations/search')) {
        return json({
          results: [
            {
              name: 'Galveston, Texas',
              latitude: 29.30135,
              longitude: -94.7977,
              placeId: 'geonames:4692559',
              source: 'search',
              ...(timezone ? { timezone } : {}),
            },
            {
              name: 'Hays, Kansas',
              latitude: 38.88,
              longitude: -99.33,
              placeId: 'geonames:4271086',
              source: 'search',
            },
          ],
          attribution: { text: 'GeoNames', link: 'https://www.geonames.org/' },
        });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  const onSubmit = vi.fn();
  const { user } = renderWithProviders(<CreateReportForm busy={false} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CreateReportForm', () => {
  it("defaults the date to today where the spot is, not on the browser's calendar", async () => {
    // 03:00 UTC on 22 November is still the evening of the 21st on the Pacific coast.
    vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z'), toFake: ['Date'] });
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const { user } = renderForm('America/Los_Angeles');
      const date = screen.getByLabelText('Approximate date');
      expect(date).toHaveValue('2026-11-22');
      await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Galv');
      const results = await screen.findByRole('list', { name: 'Places found' }, { timeout: 2000 });
      await user.click(within(results).getByRole('button', { name: /Galveston, Texas/ }));
      expect(date).toHaveValue('2026-11-21');
      expect(date).toHaveAttribute('min', '2026-11-21');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('names each missing input and moves focus to the first one', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(
      screen.getByText('Choose a location: search for a place or click the map'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Fishing type' })).toHaveAccessibleDescription(
      'Choose a fishing type',
    );
    expect(screen.getByRole('group', { name: 'Bait type' })).toHaveAccessibleDescription(
      'Choose a bait type',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Search for a place or ZIP code')).toHaveFocus(),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the contract input once a place and the choices are made; species follow the habitat', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Galv');
    const results = await screen.findByRole('list', { name: 'Places found' }, { timeout: 2000 });
    await user.click(within(results).getByRole('button', { name: /Galveston, Texas/ }));
    expect(screen.getByText(/^Selected:/)).toHaveTextContent('Galveston, Texas');

    await user.click(screen.getByRole('radio', { name: 'Salt Water' }));
    const species = screen.getByLabelText('Target species (optional)');
    await waitFor(() =>
      expect(
        within(species)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any species: let the report choose', 'Red drum (redfish)', 'Striped bass']),
    );
    await user.selectOptions(species, 'red-drum');
    const kind = screen.getByLabelText('Kind of water (optional)');
    await waitFor(() =>
      expect(within(kind).getAllByRole('option')[0]).toHaveTextContent(
        'Let the report choose (suggested: Inlet, pass or jetty)',
      ),
    );
    expect(within(kind).queryByRole('option', { name: 'Reservoir' })).toBeNull();
    expect(kind).toHaveAccessibleDescription(/Suggested here: inlet, pass or jetty/);
    await user.selectOptions(kind, 'surf');
    await user.click(screen.getByRole('radio', { name: 'Canoe/Kayak' }));
    await user.click(screen.getByRole('radio', { name: 'Fly' }));
    await user.click(screen.getByRole('button', { name: 'Create Report' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      location: {
        name: 'Galveston, Texas',
        latitude: 29.30135,
        longitude: -94.7977,
        placeId: 'geonames:4692559',
      },
      species: 'red-drum',
      fishingType: 'kayak',
      baitType: 'fly',
      habitat: 'salt',
      waterKind: 'surf',
    });
  });

  it('shows salt water at an inland spot as an error with the suggested water, and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Hays');
    const results = await screen.findByRole('list', { name: 'Places found' }, { timeout: 2000 });
    await user.click(within(results).getByRole('button', { name: /Hays, Kansas/ }));
    await user.click(screen.getByRole('radio', { name: 'Salt Water' }));
    const habitat = screen.getByRole('group', { name: 'Habitat' });
    await waitFor(() =>
      expect(habitat).toHaveAccessibleDescription(
        /inland .*cannot be salt water\. Choose Fresh Water/,
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Boat' }));
    await user.click(screen.getByRole('radio', { name: 'Live/Natural' }));
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Fresh Water' }));
    await waitFor(() => expect(habitat).not.toHaveAccessibleDescription(/inland/));
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ habitat: 'fresh' });
  });

  it('clears a species that does not live in the newly chosen habitat', async () => {
    const { user } = renderForm();
    const species = screen.getByLabelText('Target species (optional)');
    await waitFor(() => expect(within(species).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(species, 'largemouth-bass');
    await user.click(screen.getByRole('radio', { name: 'Salt Water' }));
    expect(species).toHaveValue('');
  });
});
