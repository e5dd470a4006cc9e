import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureServer, TEST_POLICY, type FixtureServer } from '../../test/fixture-server.ts';
import { noaaCoops } from './noaa-coops.ts';
import level from './fixtures/water-level-8771450.json' with { type: 'json' };
import temp from './fixtures/water-temperature-8771450.json' with { type: 'json' };
import levelMissing from './fixtures/water-level-missing-value.json' with { type: 'json' };
import noData from './fixtures/error-no-data.json' with { type: 'json' };
import badStation from './fixtures/error-bad-station.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());
const byProduct = (levelBody: unknown, tempBody: unknown) => (req: { url?: string }) => ({
  body: req.url?.includes('product=water_level') ? levelBody : tempBody,
});

describe('NOAA CO-OPS adapter', () => {
  it('reads the latest water level and temperature as numbers with UTC instants', async () => {
    server = await startFixtureServer(byProduct(level, temp));
    const obs = await noaaCoops({ baseUrl: server.baseUrl, policy: TEST_POLICY }).latest('8771450');
    expect(obs).toEqual({
      stationId: '8771450',
      stationName: 'Galveston Pier 21',
      waterLevelFt: { value: 1.412, observedAt: '2026-11-22T04:24:00.000Z' },
      waterTempF: { value: 68.4, observedAt: '2026-11-22T04:24:00.000Z' },
    });
    const levelUrl = server.requests.find((r) => r.includes('product=water_level'))!;
    expect(levelUrl).toContain('datum=MLLW');
    expect(levelUrl).toContain('time_zone=gmt');
    expect(levelUrl).toContain('application=AnglerScout');
  });

  it('treats "No data was found" (HTTP 200) and empty values as missing, not as failures', async () => {
    server = await startFixtureServer(byProduct(levelMissing, noData));
    const obs = await noaaCoops({ baseUrl: server.baseUrl, policy: TEST_POLICY }).latest('8771450');
    expect(obs.waterLevelFt).toBeNull();
    expect(obs.waterTempF).toBeNull();
  });

  it('maps any other HTTP 200 error body to EXTERNAL_SERVICE_ERROR', async () => {
    server = await startFixtureServer([{ body: badStation }]);
    await expect(
      noaaCoops({ baseUrl: server.baseUrl, policy: TEST_POLICY }).latest('0000000'),
    ).rejects.toMatchObject({
      code: 'EXTERNAL_SERVICE_ERROR',
      message: expect.stringContaining('Wrong Station ID'),
    });
  });
});
