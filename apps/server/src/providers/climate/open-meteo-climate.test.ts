// Fixtures follow the answers of Open-Meteo's archive API
// (https://archive-api.open-meteo.com/v1/archive, documented at
// https://open-meteo.com/en/docs/historical-weather-api) and its marine API with a past date range
// (https://marine-api.open-meteo.com/v1/marine, https://open-meteo.com/en/docs/marine-weather-api):
// daily or hourly arrays keyed by `time`, JSON null for missing values, the grid point answered.
import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureServer, TEST_POLICY, type FixtureServer } from '../../test/fixture-server.ts';
import { openMeteoClimate } from './open-meteo-climate.ts';
import archive from './fixtures/archive-mille-lacs.json' with { type: 'json' };
import marine from './fixtures/marine-archive-annapolis.json' with { type: 'json' };
import inland from './fixtures/marine-archive-inland.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());

const provider = (s: FixtureServer) =>
  openMeteoClimate({
    archiveBaseUrl: s.baseUrl,
    marineBaseUrl: s.baseUrl,
    policy: TEST_POLICY,
    now: () => new Date('2026-11-25T12:00:00Z'),
  });

describe('Open-Meteo climate adapter', () => {
  it('asks for ten whole past years of daily air temperatures in °F on GMT and keeps nulls', async () => {
    server = await startFixtureServer([{ body: archive }]);
    const h = await provider(server).airHistory({ lat: 46.23, lon: -93.65 });
    expect(h.gridLat).toBe(46.25);
    expect(h.days[1]).toEqual({ date: '2024-01-15', meanF: -11.9, minF: -25.1, maxF: 0.7 });
    expect(h.days[3]!.meanF).toBeNull();
    const q = server.requests[0]!;
    expect(q).toContain('/v1/archive');
    expect(q).toContain('start_date=2016-01-01');
    expect(q).toContain('end_date=2025-12-31');
    expect(q).toContain('temperature_unit=fahrenheit');
    expect(q).toContain('timezone=GMT');
  });

  it('turns hourly sea-surface °C into daily °F means, and answers null where the cell has no sea', async () => {
    server = await startFixtureServer([{ body: marine }, { body: inland }]);
    const p = provider(server);
    const sea = await p.seaHistory({ lat: 38.98, lon: -76.48 });
    expect(sea!.days).toEqual([
      { date: '2024-12-10', meanF: 45.5 },
      { date: '2024-12-11', meanF: 43.7 },
    ]);
    expect(server.requests[0]).toContain('start_date=2023-01-01');
    expect(await p.seaHistory({ lat: 46.23, lon: -93.65 })).toBeNull();
  });
});
