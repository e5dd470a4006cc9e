import { afterEach, describe, expect, it } from 'vitest';
import { shapeDifferences } from '../../test/compare-shape.ts';
import { fakeControl } from '../shared/fake/fake-control.ts';
import { fakeFetch } from '../shared/fake/fake-service.ts';
import {
  replay,
  startFixtureServer,
  TEST_POLICY,
  type FixtureServer,
  type Recorded,
} from '../../test/fixture-server.ts';
import { ProviderError } from '../shared/provider-error.ts';
import { createRateGate } from '../shared/rate-gate.ts';
import { fakeUsgsApi } from './fake/fake-usgs-api.ts';
import { usgsWater } from './usgs-water.ts';
import { trendOf } from './water-provider.ts';
import latestRecorded from './fixtures/recorded/latest-continuous.json' with { type: 'json' };
import continuousRecorded from './fixtures/recorded/continuous.json' with { type: 'json' };
import locationsRecorded from './fixtures/recorded/monitoring-locations.json' with { type: 'json' };
import overLimit from './fixtures/recorded/over-rate-limit.json' with { type: 'json' };
import error400 from './fixtures/error-400.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());

const latest = latestRecorded as Recorded;
const continuous = continuousRecorded as Recorded;
const locations = locationsRecorded as Recorded;

/** The recorded gauge, USGS-06904500 (Chariton River near Prairie Hill, MO), read on 2026-08-07. */
const spot = { lat: 40.25, lon: -92.7 };
const now = () => new Date('2026-08-07T19:30:00Z');

const byCollection = (req: { url?: string }) => ({
  ...replay(
    req.url?.includes('/latest-continuous/')
      ? latest
      : req.url?.includes('/monitoring-locations/')
        ? locations
        : continuous,
  ),
});

describe('USGS water adapter: recorded responses', () => {
  it('reads a recorded latest-continuous answer: readings by site, string values, trend from the series', async () => {
    server = await startFixtureServer(byCollection);
    const gauges = await usgsWater({
      baseUrl: server.baseUrl,
      policy: TEST_POLICY,
      now,
    }).nearbyGauges(spot);
    expect(gauges).toHaveLength(1);
    expect(gauges[0]).toMatchObject({
      id: 'USGS-06904500',
      lat: 40.2343333333333,
      lon: -92.6863888888889,
      // The recorded names belong to other sites: a gauge without one keeps no name.
      name: null,
    });
    expect(gauges[0]!.distanceKm).toBeCloseTo(2.0, 0);
    expect(gauges[0]!.readings).toEqual([
      {
        parameter: 'gageHeight',
        unit: 'ft',
        value: 1.59,
        observedAt: '2026-08-07T18:45:00.000Z',
        // The recorded 3-hour series holds two equal gage heights.
        trend: 'steady',
      },
      {
        parameter: 'discharge',
        unit: 'cfs',
        value: 535,
        observedAt: '2026-08-07T18:45:00.000Z',
        trend: null,
      },
    ]);
  });

  it('asks /ogcapi/v1, and sends USGS_API_KEY as X-Api-Key on every call', async () => {
    server = await startFixtureServer(byCollection);
    await usgsWater({ baseUrl: server.baseUrl, policy: TEST_POLICY, now }).nearbyGauges(spot);
    expect(server.requests.every((r) => r.startsWith('/ogcapi/v1/collections/'))).toBe(true);
    expect(server.requests[0]).toContain('parameter_code=00060,00065,00010');
    expect(server.headers.some((h) => 'x-api-key' in h)).toBe(false);
    await server.close();

    server = await startFixtureServer(byCollection);
    await usgsWater({
      baseUrl: server.baseUrl,
      apiKey: 'api-data-gov-key-1234',
      policy: TEST_POLICY,
      now,
    }).nearbyGauges(spot);
    expect(server.headers).toHaveLength(3);
    expect(server.headers.map((h) => h['x-api-key'])).toEqual(
      Array(3).fill('api-data-gov-key-1234'),
    );
    expect(server.requests.some((r) => r.includes('api_key'))).toBe(false);
  });

  it('treats the recorded 429 OVER_RATE_LIMIT as a rate limit: no retry, and no call until its Retry-After', async () => {
    server = await startFixtureServer([replay(overLimit as Recorded)]);
    let clock = now().getTime();
    const gate = createRateGate(() => clock);
    const water = usgsWater({
      baseUrl: server.baseUrl,
      policy: { ...TEST_POLICY, gate, now: () => clock },
      now,
    });
    const err = await water.nearbyGauges(spot).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      code: 'EXTERNAL_SERVICE_UNAVAILABLE',
      rateLimited: true,
      retryAfterMs: 2_619_000,
    });
    expect((err as Error).message).toContain('OVER_RATE_LIMIT');
    expect(server.requests).toHaveLength(1);
    clock += 2_000_000;
    await expect(water.nearbyGauges(spot)).rejects.toMatchObject({ rateLimited: true });
    expect(server.requests).toHaveLength(1);
    clock += 620_000;
    await water.nearbyGauges(spot).catch(() => undefined);
    expect(server.requests).toHaveLength(2);
  });

  it('maps an OGC 400 {code, description} to EXTERNAL_SERVICE_ERROR with its reason', async () => {
    server = await startFixtureServer([replay(error400 as Recorded)]);
    const err = await usgsWater({ baseUrl: server.baseUrl, policy: TEST_POLICY, now })
      .nearbyGauges(spot)
      .then(() => new Error('answered'))
      .catch((e: Error) => e);
    expect(err).toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR' });
    expect(err.message).toContain('InvalidParameterValue: Invalid bbox');
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the gauges when the name and trend lookups fail', async () => {
    server = await startFixtureServer((req) =>
      req.url?.includes('/latest-continuous/') ? replay(latest) : { status: 500, body: 'oops' },
    );
    const gauges = await usgsWater({
      baseUrl: server.baseUrl,
      policy: TEST_POLICY,
      now,
    }).nearbyGauges(spot);
    expect(gauges[0]!.readings.every((r) => r.trend === null)).toBe(true);
    expect(gauges[0]!.name).toBeNull();
  });

  it('calls small changes steady', () => {
    expect(trendOf(100, 101)).toBe('steady');
    expect(trendOf(100, 103)).toBe('rising');
    expect(trendOf(null, 3)).toBeNull();
  });
});

describe('the fake USGS service', () => {
  const dallas = { lat: 32.7767, lon: -96.797 };
  const fakeNow = () => new Date('2026-11-22T05:30:00Z');

  it('runs through the real adapter: two named gauges nearby, degC read as °F, trends from the series', async () => {
    const water = usgsWater({
      policy: { ...TEST_POLICY, fetch: fakeFetch([fakeUsgsApi({ now: fakeNow })]) },
      now: fakeNow,
    });
    const gauges = await water.nearbyGauges(dallas);
    expect(gauges.map((g) => [g.id, g.name])).toEqual([
      ['USGS-08057000', 'Trinity Rv at Dallas, TX'],
      ['USGS-08057410', 'Trinity Rv bl Dallas, TX'],
    ]);
    expect(gauges[0]!.readings).toEqual([
      {
        parameter: 'discharge',
        unit: 'cfs',
        value: 1120,
        observedAt: '2026-11-22T04:30:00.000Z',
        trend: 'rising',
      },
      {
        parameter: 'gageHeight',
        unit: 'ft',
        value: 4.61,
        observedAt: '2026-11-22T04:30:00.000Z',
        trend: 'steady',
      },
      {
        parameter: 'waterTemp',
        unit: 'F',
        value: 57.6,
        observedAt: '2026-11-22T04:30:00.000Z',
        trend: 'falling',
      },
    ]);
  });

  it('answers 429 OVER_RATE_LIMIT with a Retry-After when told to (FAKE_PROVIDER_FAILURES=usgs-water-429)', async () => {
    const fake = fakeUsgsApi({ now: fakeNow, control: fakeControl('usgs-water-429') });
    const res = await fakeFetch([fake])(
      'https://api.waterdata.usgs.gov/ogcapi/v1/collections/latest-continuous/items?f=json&bbox=-97,32,-96,33',
    );
    const recorded = overLimit as Recorded;
    expect(res.status).toBe(recorded.status);
    expect(res.headers.get('retry-after')).toBe(recorded.headers!['retry-after']);
    expect(shapeDifferences(await res.json(), recorded.body, { exact: ['$.error.code'] })).toEqual(
      [],
    );
  });

  it.each([
    [
      'latest-continuous',
      latest,
      'latest-continuous/items?f=json&bbox=-97.0470,32.5267,-96.5470,33.0267&parameter_code=00060,00065,00010&limit=500',
    ],
    [
      'continuous',
      continuous,
      'continuous/items?f=json&monitoring_location_id=USGS-08057000&parameter_code=00060,00065,00010&time=PT3H&limit=200',
    ],
    [
      'monitoring-locations',
      locations,
      'monitoring-locations/items?f=json&bbox=-97.0470,32.5267,-96.5470,33.0267&limit=500',
    ],
  ] as const)(
    'answers %s with the recorded shape, field by field',
    async (_name, recorded, query) => {
      const res = await fakeFetch([fakeUsgsApi({ now: fakeNow })])(
        `https://api.waterdata.usgs.gov/ogcapi/v1/collections/${query}`,
      );
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { features: unknown[] };
      expect(answer.features.length).toBeGreaterThan(0);
      expect(
        shapeDifferences(answer, recorded.body, {
          exact: [
            '$.type',
            '$.features[].type',
            '$.features[].geometry.type',
            '$.features[].properties.statistic_id',
          ],
          // A stream gauge has no aquifer or well; the recorded sites are wells.
          nullable: [
            '$.features[].properties.aquifer_code',
            '$.features[].properties.national_aquifer_code',
            '$.features[].properties.construction_date',
            '$.features[].properties.well_constructed_depth',
            '$.features[].properties.depth_source_code',
            '$.features[].properties.contributing_drainage_area',
            '$.features[].properties.drainage_area',
            '$.features[].properties.minor_civil_division_code',
          ],
        }),
      ).toEqual([]);
    },
  );
});
