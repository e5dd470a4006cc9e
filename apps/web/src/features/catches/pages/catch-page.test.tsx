import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZCatch, ZCreatePostRequest } from '@anglerscout/contracts';
import { apiError, NO_CONTENT, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aCatch, aCatchConditions } from '@/test/fixtures/catches.ts';
import { CatchPage } from './catch-page.tsx';

const ID = aCatch().id;
const POST_ID = '9b3e4a2c-6d9f-4e3a-9c57-2f4dab9b7c33';

function renderPage() {
  return renderWithProviders(<CatchPage />, {
    path: '/app/catches/:id',
    at: `/app/catches/${ID}`,
    routes: [{ path: '/app/catches', element: <h1>Catch Log</h1> }],
  });
}

const conditions = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Conditions that hour' }).querySelector('dl')!)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('CatchPage', () => {
  it('shows the fish, its local time, bait and method, and the conditions of that hour', async () => {
    serveApi().get('/api/catches/:id', ZCatch, aCatch());
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Red drum (redfish), 24 in, 6.5 lb' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Saturday, October 17, 2026 at 7:40 AM/)).toHaveTextContent(
      '· Galveston, Texas',
    );
    expect(screen.getByText('On cut mullet, bait on the bottom')).toBeInTheDocument();
    expect(screen.getByText('Off the rocks at the north jetty.')).toBeInTheDocument();
    expect(conditions()).toEqual({
      Light: 'dawn',
      Air: '72 °F',
      Water: '76 °F ±2 (forecast)',
      Wind: 'SE 9 mph',
      Pressure: 'falling (1015 hPa)',
      Tide: 'rising, 0.3 ft/h',
      Moon: 'Waxing crescent, 18% lit',
      Solunar: 'minor period (moonrise)',
    });
    expect(
      screen.getByText(/^Sources: Open-Meteo forecast and past week \(CC BY 4\.0\);/),
    ).toHaveTextContent('Tide station: Galveston Pier 21, 3.4 km away.');
  });

  it('says what was not available instead of leaving a gap', async () => {
    serveApi().get(
      '/api/catches/:id',
      ZCatch,
      aCatch({
        weightLb: null,
        conditions: aCatchConditions({
          airTempF: null,
          windMph: null,
          windFrom: null,
          pressureHpa: null,
          pressureTrend: null,
          water: { tempF: 61.8, kind: 'air-estimate', errorF: null, source: 'estimated from air' },
          tide: null,
          solunarEvent: null,
          sources: ['Water: estimated from air'],
          missing: ['weather for that hour (the forecast archive reaches back 7 days)'],
        }),
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Red drum (redfish), 24 in' }),
    ).toBeInTheDocument();
    expect(conditions()).toMatchObject({
      Air: 'not available',
      Water: '62 °F (estimate)',
      Wind: 'not available',
      Pressure: 'not available',
      Tide: 'none (fresh water or no station)',
      Solunar: 'outside the periods',
    });
    expect(
      screen.getByText(
        'Sources: Water: estimated from air. Not available: weather for that hour (the forecast archive reaches back 7 days).',
      ),
    ).toBeInTheDocument();
  });

  it('words water from the climate record as typical for the date', async () => {
    serveApi().get(
      '/api/catches/:id',
      ZCatch,
      aCatch({
        conditions: aCatchConditions({
          water: {
            tempF: 68,
            kind: 'climatology',
            errorF: 3,
            source: 'climate normals; Mohseni et al. (1998)',
          },
        }),
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Red drum (redfish), 24 in, 6.5 lb' });
    expect(conditions()).toMatchObject({ Water: '68 °F ±3 (typical for the date)' });
  });

  it("shows the server's message for a catch that is not the member's", async () => {
    const api = serveApi().get(
      '/api/catches/:id',
      ZCatch,
      apiError('RESOURCE_NOT_FOUND', 'Catch not found.'),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Catch not found.');
    // A 404 is final: not asked again.
    expect(api.requests('GET', '/api/catches/:id')).toHaveLength(1);
  });

  it('deletes the catch once confirmed, says so and goes back to the log', async () => {
    const api = serveApi()
      .get('/api/catches/:id', ZCatch, aCatch())
      .delete('/api/catches/:id', NO_CONTENT);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user, router } = renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete catch' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete this catch? A shared post of it goes too.');
    expect(api.requests('DELETE', '/api/catches/:id')).toHaveLength(0);
    await user.click(remove);
    expect(await screen.findByText('Catch deleted')).toBeInTheDocument();
    expect(api.requests('DELETE', '/api/catches/:id').map((r) => r.path)).toEqual([
      `/api/catches/${ID}`,
    ]);
    expect(router.state.location.pathname).toBe('/app/catches');
  });

  it('says why the catch could not be deleted, and stays on it', async () => {
    serveApi()
      .get('/api/catches/:id', ZCatch, aCatch())
      .delete(
        '/api/catches/:id',
        NO_CONTENT,
        apiError('DATABASE_CONNECTION_ERROR', 'The database is not reachable.'),
      );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete catch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable.');
    expect(router.state.location.pathname).toBe(`/app/catches/${ID}`);
    expect(screen.queryByText('Catch deleted')).toBeNull();
  });

  it('shares the catch at the chosen precision with a note, then links to the post', async () => {
    const api = serveApi()
      .get('/api/catches/:id', ZCatch, aCatch())
      .post('/api/community/posts', shapeOf<{ id: string }>(), { id: POST_ID }, { status: 201 });
    const { user } = renderPage();
    const share = await screen.findByRole('region', { name: 'Share' });
    // About 10 miles is the default: a member who shares without thinking gives nothing exact away.
    expect(within(share).getByRole('radio', { name: /About 10 miles/ })).toBeChecked();
    await user.click(within(share).getByRole('radio', { name: /Region only/ }));
    await user.type(
      within(share).getByLabelText('A note for others (optional, markdown)'),
      'Tide was just turning.',
    );
    await user.click(within(share).getByRole('button', { name: 'Share with the community' }));
    expect(await within(share).findByRole('link', { name: 'See the post' })).toHaveAttribute(
      'href',
      `/app/community/${POST_ID}`,
    );
    const sent = api.requests('POST', '/api/community/posts')[0]!.json;
    expect(sent).toEqual({
      kind: 'catch',
      catchId: ID,
      spotPrivacy: 'region',
      body: 'Tide was just turning.',
    });
    expect(ZCreatePostRequest.safeParse(sent).success).toBe(true);
  });

  it('links an already shared catch to its post instead of offering to share it again', async () => {
    serveApi().get('/api/catches/:id', ZCatch, aCatch({ sharedPostId: POST_ID }));
    renderPage();
    const share = await screen.findByRole('region', { name: 'Share' });
    expect(within(share).getByRole('status')).toHaveTextContent('Shared with the community.');
    expect(within(share).queryByRole('button', { name: 'Share with the community' })).toBeNull();
  });

  it("keeps the form and shows the server's refusal when sharing fails", async () => {
    serveApi()
      .get('/api/catches/:id', ZCatch, aCatch())
      .post('/api/community/posts', shapeOf<{ id: string }>(), apiError('RATE_LIMITED'));
    const { user } = renderPage();
    const share = await screen.findByRole('region', { name: 'Share' });
    await user.click(within(share).getByRole('button', { name: 'Share with the community' }));
    expect(await within(share).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later',
    );
    expect(within(share).getByRole('button', { name: 'Share with the community' })).toBeEnabled();
  });
});
