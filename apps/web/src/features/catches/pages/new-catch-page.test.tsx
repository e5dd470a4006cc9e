import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ZCatch, ZCreateCatchRequest, ZUploadedImage } from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { stubGeolocation } from '@/test/geolocation.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aCatch, UPLOADED_PHOTO } from '@/test/fixtures/catches.ts';
import { SPECIES, type SpeciesList } from '@/test/fixtures/species.ts';
import { NewCatchPage } from './new-catch-page.tsx';

function renderPage() {
  const api = serveApi().get('/api/species', shapeOf<SpeciesList>(), SPECIES);
  const view = renderWithProviders(<NewCatchPage />, { path: '/app/catches/new' });
  return { api, ...view };
}

/** The error a field announces, through its aria-describedby. */
const fieldError = (label: string) => screen.getByLabelText(label);

async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Use my current position' }));
  await screen.findByRole('option', { name: 'Red drum (redfish)' });
  await user.selectOptions(screen.getByLabelText('Species'), 'red-drum');
  await user.type(screen.getByLabelText('Bait or lure'), 'cut mullet');
  await user.selectOptions(screen.getByLabelText('Method'), 'bottom');
}

describe('NewCatchPage', () => {
  it("names every missing field with the contract's words and sends nothing", async () => {
    const { api, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Save catch' }));
    expect(screen.getByText('Pick the spot: your position or the map')).toBeInTheDocument();
    expect(fieldError('Species')).toHaveAccessibleDescription('Choose a species');
    expect(fieldError('Bait or lure')).toHaveAccessibleDescription('Say what bait or lure');
    expect(fieldError('Method')).toHaveAccessibleDescription('Choose a method');
    expect(fieldError('Length (in, optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please fix the fields marked above.')).toBeInTheDocument();
    expect(api.requests('POST', '/api/catches')).toHaveLength(0);
  });

  it('refuses a size of zero or past the limits', async () => {
    stubGeolocation({ latitude: 29.30135, longitude: -94.7977 });
    const { api, user } = renderPage();
    await fillValid(user);
    await user.type(screen.getByLabelText('Length (in, optional)'), '0');
    await user.type(screen.getByLabelText('Weight (lb, optional)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Save catch' }));
    expect(fieldError('Length (in, optional)')).toHaveAccessibleDescription(
      'Length must be more than 0',
    );
    expect(fieldError('Weight (lb, optional)')).toHaveAccessibleDescription(
      'Weight must be at most 2000',
    );
    expect(fieldError('Species')).not.toHaveAttribute('aria-invalid');
    expect(api.requests('POST', '/api/catches')).toHaveLength(0);
  });

  it('sends the spot, the time as an instant, the fish, the photo id, then opens the saved catch', async () => {
    const geolocation = stubGeolocation({ latitude: 29.30135, longitude: -94.7977 });
    const { api, user, router } = renderPage();
    api
      .post('/api/photos', ZUploadedImage, UPLOADED_PHOTO, { status: 201 })
      .post('/api/catches', ZCatch, aCatch(), { status: 201 });
    await fillValid(user);
    // The phone's precise position, not the coarse default a report's location uses.
    expect(geolocation.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: true });
    expect(
      screen.getByText('Spot set: 29.30135, -94.79770 (only you see it exactly).'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('When'), { target: { value: '2026-10-17T07:40' } });
    await user.type(screen.getByLabelText('Length (in, optional)'), '24.5');
    await user.type(screen.getByLabelText('Notes (optional)'), 'North jetty');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'red.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo (optional)'), photo);
    expect(
      await screen.findByText('Photo added. Its location and camera data were removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your catch' })).toHaveAttribute(
      'src',
      UPLOADED_PHOTO.url,
    );
    const upload = api.requests('POST', '/api/photos')[0]!;
    expect(upload.body).toBe(photo);
    expect(upload.headers.get('content-type')).toBe('image/jpeg');

    await user.click(screen.getByRole('button', { name: 'Save catch' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/app/catches/${aCatch().id}`),
    );
    const sent = api.requests('POST', '/api/catches')[0]!.json;
    expect(sent).toEqual({
      caughtAt: new Date('2026-10-17T07:40').toISOString(),
      location: { latitude: 29.30135, longitude: -94.7977 },
      species: 'red-drum',
      lengthIn: 24.5,
      weightLb: null,
      bait: 'cut mullet',
      method: 'bottom',
      notes: 'North jetty',
      photoId: UPLOADED_PHOTO.id,
    });
    expect(ZCreateCatchRequest.safeParse(sent).success).toBe(true);
  });

  it('says so when the position is refused, and the map is the way left', async () => {
    stubGeolocation('denied');
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(
      screen.getByText('Your position is not available; tap the spot on the map instead.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No spot yet. Use your position or tap the map.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my current position' })).toBeEnabled();
  });

  it("shows a failed photo upload's message and saves nothing with it", async () => {
    const { api, user } = renderPage();
    api.post(
      '/api/photos',
      ZUploadedImage,
      apiError('UNSUPPORTED_MEDIA_TYPE', 'That file is not a photo we can read.'),
    );
    await user.upload(
      screen.getByLabelText('Photo (optional)'),
      new File(['not an image'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('That file is not a photo we can read.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your catch' })).toBeNull();
  });

  it("puts the server's refusal under the field it names", async () => {
    stubGeolocation({ latitude: 29.30135, longitude: -94.7977 });
    const { api, user, router } = renderPage();
    api.post(
      '/api/catches',
      ZCatch,
      apiError('VALIDATION_OUT_OF_RANGE', 'The catch time is in the future.', {
        caughtAt: 'Choose a time that has passed',
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save catch' }));
    expect(await screen.findByText('The catch time is in the future.')).toBeInTheDocument();
    expect(fieldError('When')).toHaveAccessibleDescription('Choose a time that has passed');
    expect(router.state.location.pathname).toBe('/app/catches/new');
  });
});
