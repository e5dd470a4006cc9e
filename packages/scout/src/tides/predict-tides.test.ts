import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toLocalIso } from '../time/local-time.ts';
import { predictTides, type TideExtreme } from './predict-tides.ts';
import { findNearestTideStation, loadTideDatabase, tideStationRef } from './tide-stations.ts';

interface Fixture {
  station: string;
  name: string;
  units: 'm' | 'ft';
  /** Metres added to every value of a metric fixture that NOAA published on MSL instead of MLLW */
  toMllwM?: number;
  /** Only for a historical fixture whose note explains why 0.2 ft cannot hold */
  heightToleranceFt?: number;
  toleranceNote?: string;
  predictions: { t: string; v: number; type: 'H' | 'L' }[];
}

const FT_PER_M = 3.2808399;
const dir = join(import.meta.dirname, 'fixtures');
const fixtures: Fixture[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Fixture);

beforeAll(async () => {
  await loadTideDatabase();
});

describe('predictTides against NOAA published high/low predictions', () => {
  it('has at least 3 stations held to the full 0.2 ft tolerance', () => {
    const strict = fixtures.filter((f) => f.heightToleranceFt === undefined);
    expect(new Set(strict.map((f) => f.station)).size).toBeGreaterThanOrEqual(3);
    expect(
      fixtures.every(
        (f) => f.heightToleranceFt === undefined || (f.toleranceNote ?? '').length > 40,
      ),
    ).toBe(true);
  });

  for (const fx of fixtures) {
    const tolFt = fx.heightToleranceFt ?? 0.2;
    it(`${fx.name} (${fx.station}): every high and low within 10 min and ${tolFt} ft`, () => {
      const ref = tideStationRef(fx.station);
      expect(ref).not.toBeNull();
      const tz = ref!.timeZone;
      const days = [
        ...new Set(fx.predictions.map((p) => toLocalIso(new Date(p.t), tz).slice(0, 10))),
      ];
      const ours: TideExtreme[] = days.flatMap(
        (date) => predictTides({ station: ref!, date, timeZone: tz }).extremes,
      );
      for (const p of fx.predictions) {
        const noaaMs = new Date(p.t).getTime();
        const noaaFt = fx.units === 'm' ? (p.v + (fx.toMllwM ?? 0)) * FT_PER_M : p.v;
        const kind = p.type === 'H' ? 'high' : 'low';
        const match = ours
          .filter((e) => e.kind === kind)
          .sort(
            (a, b) => Math.abs(Date.parse(a.utc) - noaaMs) - Math.abs(Date.parse(b.utc) - noaaMs),
          )[0];
        expect(match, `no ${kind} near ${p.t}`).toBeDefined();
        const minutesOff = Math.abs(Date.parse(match!.utc) - noaaMs) / 60_000;
        expect(minutesOff, `${kind} at ${p.t}: ours ${match!.utc}`).toBeLessThanOrEqual(10);
        expect(
          Math.abs(match!.heightFt - noaaFt),
          `${kind} at ${p.t}: ours ${match!.heightFt} ft, NOAA ${noaaFt.toFixed(2)} ft`,
        ).toBeLessThanOrEqual(tolFt);
      }
    });
  }
});

describe('tide stations and curve', () => {
  it('finds Boston for a downtown Boston spot and nothing within 50 km of Dallas', () => {
    expect(findNearestTideStation({ lat: 42.36, lon: -71.05 })?.sourceStationId).toBe('8443970');
    expect(findNearestTideStation({ lat: 32.78, lon: -96.8 })).toBeNull();
    expect(findNearestTideStation({ lat: 32.78, lon: -96.8, maxDistanceKm: 500 })).not.toBeNull();
  });

  it('returns a 15-minute curve covering the local day whose peaks agree with the extremes', () => {
    const station = findNearestTideStation({ lat: 42.36, lon: -71.05 })!;
    const tides = predictTides({ station, date: '2026-11-22', timeZone: 'America/New_York' });
    expect(tides.curve).toHaveLength(96);
    const max = Math.max(...tides.curve.map((p) => p.heightFt));
    const highest = Math.max(
      ...tides.extremes.filter((e) => e.kind === 'high').map((e) => e.heightFt),
    );
    expect(Math.abs(max - highest)).toBeLessThan(0.3);
    expect(tides.extremes.every((e) => e.local.startsWith('2026-11-22'))).toBe(true);
  });
});
