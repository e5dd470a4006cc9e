import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureServer, TEST_POLICY, type FixtureServer } from '../shared/fixture-server.ts';
import { usgsWater } from './usgs-water.ts';
import { trendOf } from './water-provider.ts';
import latest from './fixtures/latest-continuous-dallas.json' with { type: 'json' };
import empty from './fixtures/latest-continuous-empty.json' with { type: 'json' };
import series from './fixtures/continuous-08057000-3h.json' with { type: 'json' };
import names from './fixtures/monitoring-locations-dallas.json' with { type: 'json' };
import error400 from './fixtures/error-400.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());
const now = () => new Date('2026-11-22T04:30:00Z');
const dallas = { lat: 32.7767, lon: -96.797 };

describe('USGS water adapter', () => {
  it('groups readings by site, converts C to F, drops idle sites and unknown codes, and adds trends', async () => {
    server = await startFixtureServer((req) => ({
      body: req.url?.includes('/latest-continuous/')
        ? latest
        : req.url?.includes('/monitoring-locations/')
          ? names
          : series,
    }));
    const gauges = await usgsWater({
      baseUrl: server.baseUrl,
      policy: TEST_POLICY,
      now,
    }).nearbyGauges(dallas);
    expect(gauges.map((g) => g.id)).toEqual(['USGS-08057000', 'USGS-08057410']);
    const [main, second] = gauges;
    expect(main!.distanceKm).toBeCloseTo(2.4, 0);
    expect(gauges.map((g) => g.name)).toEqual([
      'Trinity Rv at Dallas, TX',
      'Trinity Rv bl Dallas, TX',
    ]);
    expect(main!.readings).toEqual([
      {
        parameter: 'discharge',
        unit: 'cfs',
        value: 1120,
        observedAt: '2026-11-22T04:00:00.000Z',
        trend: 'rising',
      },
      {
        parameter: 'gageHeight',
        unit: 'ft',
        value: 4.61,
        observedAt: '2026-11-22T04:00:00.000Z',
        trend: 'steady',
      },
      {
        parameter: 'waterTemp',
        unit: 'F',
        value: 57.6,
        observedAt: '2026-11-22T04:00:00.000Z',
        trend: 'falling',
      },
    ]);
    expect(second!.readings[0]).toMatchObject({ parameter: 'gageHeight', value: null });
    expect(server.requests[0]).toContain('parameter_code=00060,00065,00010');
    expect(server.requests[0]).toContain('bbox=-97.0470,32.5267,-96.5470,33.0267');
  });

  it('answers an empty list for a box without gauges', async () => {
    server = await startFixtureServer([{ body: empty }]);
    expect(
      await usgsWater({ baseUrl: server.baseUrl, policy: TEST_POLICY, now }).nearbyGauges(dallas),
    ).toEqual([]);
  });

  it('keeps the gauges when the trend lookup fails', async () => {
    server = await startFixtureServer((req) =>
      req.url?.includes('/latest-continuous/') ? { body: latest } : { status: 500, body: 'oops' },
    );
    const gauges = await usgsWater({
      baseUrl: server.baseUrl,
      policy: TEST_POLICY,
      now,
    }).nearbyGauges(dallas);
    expect(gauges[0]!.readings.every((r) => r.trend === null)).toBe(true);
    expect(gauges[0]!.name).toBeNull();
  });

  it('maps a 400 to EXTERNAL_SERVICE_ERROR', async () => {
    server = await startFixtureServer([{ status: 400, body: error400 }]);
    await expect(
      usgsWater({ baseUrl: server.baseUrl, policy: TEST_POLICY, now }).nearbyGauges(dallas),
    ).rejects.toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR' });
  });

  it('calls small changes steady', () => {
    expect(trendOf(100, 101)).toBe('steady');
    expect(trendOf(100, 103)).toBe('rising');
    expect(trendOf(null, 3)).toBeNull();
  });
});
