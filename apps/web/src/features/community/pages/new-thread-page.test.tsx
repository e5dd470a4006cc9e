import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZCreatePostRequest, ZLocationSearchResponse } from '@anglerscout/contracts';
import { refusedBy, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { GALVESTON_SEARCH } from '@/test/fixtures/places.ts';
import { SPECIES, type SpeciesList } from '@/test/fixtures/species.ts';
import { NewThreadPage } from './new-thread-page.tsx';

const NEW_ID = '4d5e6f70-8192-4a3b-9c4d-5e6f708192a3';

/** POST /api/community/posts as the server does it: the contract first, then `{ id }` (201). */
function renderPage() {
  const api = serveApi()
    .get('/api/species', shapeOf<SpeciesList>(), SPECIES)
    .get('/api/locations/search', ZLocationSearchResponse, GALVESTON_SEARCH)
    .post(
      '/api/community/posts',
      shapeOf<{ id: string }>(),
      (req) => refusedBy(ZCreatePostRequest, req.json) ?? { id: NEW_ID },
      { status: 201 },
    );
  const view = renderWithProviders(<NewThreadPage />, { path: '/app/community/new' });
  return { api, ...view };
}

describe('NewThreadPage', () => {
  it('sends only a title and a message when nothing else is chosen, then opens the post', async () => {
    const { api, user, router } = renderPage();
    await user.type(screen.getByLabelText('Title'), 'Trout on the west end after the front?');
    await user.type(screen.getByLabelText('Message (markdown)'), 'Anyone tried the grass flats?');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/app/community/${NEW_ID}`));
    expect(api.requests('POST', '/api/community/posts')[0]!.json).toEqual({
      kind: 'discussion',
      title: 'Trout on the west end after the front?',
      body: 'Anyone tried the grass flats?',
    });
  });

  it('adds the species, the area and how precisely to show it', async () => {
    const { api, user, router } = renderPage();
    await user.type(screen.getByLabelText('Title'), 'Reds at the jetty');
    await user.type(screen.getByLabelText('Message (markdown)'), 'Any reports?');
    await screen.findByRole('option', { name: 'Red drum (redfish)' });
    await user.selectOptions(screen.getByLabelText('Species (optional)'), 'red-drum');
    // The precision is offered only once there is an area to show.
    expect(screen.queryByLabelText('Show the area as')).toBeNull();
    await user.type(screen.getByLabelText('Search for a place or ZIP code'), 'Galv');
    const places = await screen.findByRole('list', { name: 'Places found' });
    await user.click(within(places).getByRole('button', { name: /Galveston, Texas/ }));
    expect(screen.getByText('Galveston, Texas', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Show the area as')).toHaveValue('ten-miles');
    await user.selectOptions(screen.getByLabelText('Show the area as'), 'mile');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/app/community/${NEW_ID}`));
    expect(api.requests('POST', '/api/community/posts')[0]!.json).toEqual({
      kind: 'discussion',
      title: 'Reds at the jetty',
      body: 'Any reports?',
      species: 'red-drum',
      spot: { latitude: 29.30135, longitude: -94.7977 },
      spotPrivacy: 'mile',
    });
  });

  it("shows the contract's refusal under each field it names and stays on the form", async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText('Message (markdown)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByLabelText('Title')).toHaveAccessibleDescription(
      'Title must be at least 3 characters',
    );
    expect(screen.getByLabelText('Message (markdown)')).toHaveAccessibleDescription(
      'Write something',
    );
    expect(router.state.location.pathname).toBe('/app/community/new');
  });

  it('sends nothing while the required title and message are empty', async () => {
    const { api, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(screen.getByLabelText('Title')).toBeInvalid();
    expect(api.requests('POST', '/api/community/posts')).toHaveLength(0);
  });
});
