import { BITE_RULES } from './bite-rules.ts';
import type { WeatherHour } from './weather-series.ts';

export type PressureTrend = 'falling' | 'rising' | 'steady';

/** Where the series was observed: the daily pressure tide depends on latitude and solar time. */
export interface PressureSite {
  lat: number;
  lon: number;
  /** Minutes the series' wall clock is ahead of UTC (e.g. -300 for US Central daylight time) */
  utcOffsetMin: number;
}

/** The semidiurnal solar pressure tide (hPa) at a wall-clock time, for this site. */
function pressureTide(time: string, site: PressureSite): number {
  const { tideAmplitudeHpa, tidePeakSolarHour } = BITE_RULES.pressure;
  const wallHours = Number(time.slice(11, 13)) + Number(time.slice(14, 16)) / 60;
  const solarHour = wallHours - site.utcOffsetMin / 60 + site.lon / 15;
  const amplitude = tideAmplitudeHpa * Math.cos((site.lat * Math.PI) / 180) ** 3;
  return amplitude * Math.cos(((solarHour - tidePeakSolarHour) * 2 * Math.PI) / 12);
}

/**
 * Pressure change over the last `hours` hours ending at row i (hPa), with the daily pressure tide
 * taken out when the site is known; null if either reading is missing.
 */
export function pressureChange(
  rows: WeatherHour[],
  i: number,
  hours: number = BITE_RULES.pressure.trendHours,
  site: PressureSite | null = null,
): number | null {
  const nowRow = rows[i];
  const beforeRow = rows[i - hours];
  const now = nowRow?.pressureHpa ?? null;
  const before = beforeRow?.pressureHpa ?? null;
  if (now === null || before === null) return null;
  const tide = site ? pressureTide(nowRow!.time, site) - pressureTide(beforeRow!.time, site) : 0;
  return now - before - tide;
}

export function trendOf(change: number | null): PressureTrend | null {
  if (change === null) return null;
  if (Math.abs(change) < BITE_RULES.pressure.noiseFloorHpa) return 'steady';
  return change < 0 ? 'falling' : 'rising';
}

const northerly = (deg: number | null): boolean => deg !== null && (deg >= 270 || deg <= 45);

/**
 * Index of the most recent cold-front passage at or before row i: the pressure trough after which
 * pressure rises by at least `frontRiseHpa` within 12 h while the air cools by `frontCoolingF`
 * or the wind swings round to the north-west or north. Null when no front is visible.
 */
export function lastFrontBefore(rows: WeatherHour[], i: number): number | null {
  const { frontRiseHpa, frontCoolingF } = BITE_RULES.pressure;
  for (let t = Math.min(i, rows.length - 2); t >= 1; t--) {
    const p = rows[t]!.pressureHpa;
    const prev = rows[t - 1]!.pressureHpa;
    const next = rows[t + 1]!.pressureHpa;
    if (p === null || prev === null || next === null || !(p <= prev && p < next)) continue;
    const after = rows.slice(t, Math.min(rows.length, t + 13));
    const maxAfter = Math.max(...after.map((r) => r.pressureHpa ?? -Infinity));
    const tempsBefore = rows
      .slice(Math.max(0, t - 6), t + 1)
      .map((r) => r.temperatureF)
      .filter((v): v is number => v !== null);
    const tempsAfter = after.map((r) => r.temperatureF).filter((v): v is number => v !== null);
    const cooled =
      tempsBefore.length > 0 &&
      tempsAfter.length > 0 &&
      Math.max(...tempsBefore) - Math.min(...tempsAfter) >= frontCoolingF;
    const windShift =
      after.some((r) => northerly(r.windFromDeg)) && !northerly(rows[t - 1]!.windFromDeg);
    if (maxAfter - p >= frontRiseHpa && (cooled || windShift)) return t;
  }
  return null;
}
