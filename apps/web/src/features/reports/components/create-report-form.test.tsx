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

function renderForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/species')) return json({ items: SPECIES });
      if (url.startsWith('/api/locations/search')) {
        return json({
          results: [
            {
              name: 'Galveston, Texas',
              latitude: 29.30135,
              longitude: -94.7977,
              placeId: 'geonames:4692559',
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

afterEach(() => vi.unstubAllGlobals());

describe('CreateReportForm', () => {
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
    });
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
