import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureServer, TEST_POLICY, type FixtureServer } from '../../test/fixture-server.ts';
import { openMeteoAccess } from '../shared/open-meteo-access.ts';
import { openMeteoGeocoding } from './open-meteo-geocoding.ts';
import { usPlaces } from './us-places.ts';
import { withOfflineFallback } from './with-offline-fallback.ts';
import galveston from './fixtures/search-galveston.json' with { type: 'json' };
import empty from './fixtures/search-empty.json' with { type: 'json' };
import error400 from './fixtures/error-400.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());

describe('Open-Meteo geocoding adapter', () => {
  it('maps results, asking for US places only', async () => {
    server = await startFixtureServer([{ body: galveston }]);
    const places = await openMeteoGeocoding({
      access: openMeteoAccess({ baseUrls: { geocoding: server.baseUrl } }),
      policy: TEST_POLICY,
    }).search('Galveston', 5);
    expect(places[0]).toEqual({
      placeId: 'geonames:4692559',
      name: 'Galveston',
      admin1: 'Texas',
      lat: 29.30135,
      lon: -94.7977,
      timeZone: 'America/Chicago',
    });
    expect(places[1]!.name).toBe('Galveston Bay');
    expect(server.requests[0]).toContain('countryCode=US');
  });

  it('reads a body without results as no places, and a 400 as EXTERNAL_SERVICE_ERROR', async () => {
    server = await startFixtureServer([{ body: empty }, { status: 400, body: error400 }]);
    const geo = openMeteoGeocoding({
      access: openMeteoAccess({ baseUrls: { geocoding: server.baseUrl } }),
      policy: TEST_POLICY,
    });
    expect(await geo.search('Nowhere', 5)).toEqual([]);
    await expect(geo.search('x', 500)).rejects.toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR' });
  });
});

describe('bundled US places', () => {
  it('finds towns by name, the bigger town first, and narrows by state', async () => {
    const places = usPlaces();
    const dallas = await places.search('Dallas', 5);
    expect(dallas[0]).toMatchObject({ name: 'Dallas', admin1: 'Texas' });
    expect(dallas[0]!.lat).toBeCloseTo(32.8, 0);
    const portland = await places.search('Portland, ME', 5);
    expect(portland[0]).toMatchObject({ name: 'Portland', admin1: 'Maine' });
  });

  it('names the nearest town to a point', () => {
    expect(usPlaces().nearest(29.3, -94.8)).toMatchObject({ name: 'Galveston', stateCode: 'TX' });
  });

  it('finds a ZIP code exactly', async () => {
    expect(await usPlaces().search('77550', 5)).toEqual([
      {
        placeId: 'zip:77550',
        name: 'Galveston 77550',
        admin1: 'Texas',
        lat: expect.closeTo(29.3, 1),
        lon: expect.closeTo(-94.8, 1),
        timeZone: null,
      },
    ]);
  });

  it('answers from the bundled list when the online geocoder is down', async () => {
    server = await startFixtureServer([{ status: 503, body: 'down' }]);
    let fellBack = false;
    const search = withOfflineFallback(
      openMeteoGeocoding({
        access: openMeteoAccess({ baseUrls: { geocoding: server.baseUrl } }),
        policy: TEST_POLICY,
      }),
      usPlaces(),
      () => (fellBack = true),
    );
    const found = await search.search('Galveston', 3);
    expect(fellBack).toBe(true);
    expect(found[0]).toMatchObject({ name: 'Galveston', admin1: 'Texas' });
  });
});
