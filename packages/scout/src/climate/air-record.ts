import type { WeatherHour } from '../bite/weather-series.ts';
import { typicalOn } from './normals.ts';
import type { ClimateNormals } from './types.ts';

/** yyyy-MM-dd plus n calendar days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export interface AirDay {
  date: string;
  meanF: number;
  /** forecast: the mean of at least 18 forecast hours; typical: the climatology for the date */
  from: 'forecast' | 'typical';
  /** Spread of a typical day across years (°F); 0 for forecast days */
  sdF: number;
}

/**
 * Daily mean air temperature for every day from `from` to `to` (inclusive): the forecast's own
 * hours where it has most of the day, the climatology for the calendar day elsewhere. Days with
 * neither are left out.
 */
export function airRecord(
  rows: readonly WeatherHour[],
  climate: ClimateNormals | null | undefined,
  from: string,
  to: string,
): AirDay[] {
  const byDate = new Map<string, number[]>();
  for (const r of rows) {
    if (r.temperatureF === null) continue;
    const day = r.time.slice(0, 10);
    if (day < from || day > to) continue;
    const list = byDate.get(day) ?? [];
    list.push(r.temperatureF);
    byDate.set(day, list);
  }
  const out: AirDay[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const hours = byDate.get(d);
    if (hours && hours.length >= 18)
      out.push({
        date: d,
        meanF: hours.reduce((s, v) => s + v, 0) / hours.length,
        from: 'forecast',
        sdF: 0,
      });
    else if (climate?.air) {
      const t = typicalOn(climate.air, d);
      out.push({ date: d, meanF: t.meanF, from: 'typical', sdF: t.sdF });
    }
  }
  return out;
}
