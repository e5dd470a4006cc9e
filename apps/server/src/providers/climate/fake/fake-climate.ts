import type { DailyRecord } from '@anglerscout/scout';
import { fakeAnswer, type FakeControl } from '../../shared/fake/fake-control.ts';
import type { LatLon } from '../../weather/weather-provider.ts';
import {
  archiveWindow,
  CLIMATE_AIR_YEARS,
  CLIMATE_SEA_YEARS,
  type ClimateProvider,
} from '../climate-provider.ts';

export interface FakeClimateOptions {
  control: FakeControl;
  now: () => Date;
  isCoastal: (at: LatLon) => boolean;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Deterministic archive answers with the real adapter's shape: a seasonal cycle that is colder
 * and wider further north, coldest in mid-January (air) and lagging a month at sea, with a
 * year-to-year wobble so the normals carry a spread. Snapped to the archive's grid as the real
 * API does (0.25° for the reanalysis, ~0.08° marine).
 */
function series(start: string, end: string, at: LatLon, kind: 'air' | 'sea'): DailyRecord[] {
  const out: DailyRecord[] = [];
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  const amp =
    kind === 'air' ? 8 + 0.55 * Math.max(0, at.lat - 20) : 3 + 0.35 * Math.max(0, at.lat - 20);
  const mean = kind === 'air' ? 92 - 1.05 * at.lat : 88 - 0.8 * at.lat;
  const coldestDay = kind === 'air' ? 15 : 45;
  for (let t = from, n = 0; t <= to; t += 86_400_000, n++) {
    const date = new Date(t).toISOString().slice(0, 10);
    const doy = Math.floor((t - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000);
    const season = -Math.cos((2 * Math.PI * (doy - coldestDay)) / 365.25);
    const wobble = (kind === 'air' ? 6 : 1.5) * Math.sin(n * 1.7) * Math.cos(n * 0.31);
    const v = mean + amp * season + wobble;
    out.push(
      kind === 'air'
        ? { date, meanF: r1(v), minF: r1(v - 9), maxF: r1(v + 9) }
        : { date, meanF: r1(Math.max(29, v)) },
    );
  }
  return out;
}

export function fakeClimate({ control, now, isCoastal }: FakeClimateOptions): ClimateProvider {
  return {
    async airHistory(at) {
      await fakeAnswer(control, 'open-meteo-climate', at);
      const { start, end } = archiveWindow(now(), CLIMATE_AIR_YEARS);
      return {
        gridLat: Math.round(at.lat * 4) / 4,
        gridLon: Math.round(at.lon * 4) / 4,
        days: series(start, end, at, 'air'),
      };
    },
    async seaHistory(at) {
      await fakeAnswer(control, 'open-meteo-climate', at);
      if (!isCoastal(at)) return null;
      const { start, end } = archiveWindow(now(), CLIMATE_SEA_YEARS);
      return {
        gridLat: Math.round(at.lat * 12) / 12,
        gridLon: Math.round(at.lon * 12) / 12,
        days: series(start, end, at, 'sea'),
      };
    },
  };
}
