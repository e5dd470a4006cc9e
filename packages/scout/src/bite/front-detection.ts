import { BITE_RULES } from './bite-rules.ts';
import type { WeatherHour } from './weather-series.ts';

export type PressureTrend = 'falling' | 'rising' | 'steady';

/** Pressure change over the last `hours` hours ending at row i (hPa), or null if unknown. */
export function pressureChange(
  rows: WeatherHour[],
  i: number,
  hours: number = BITE_RULES.pressure.trendHours,
): number | null {
  const now = rows[i]?.pressureHpa ?? null;
  const before = rows[i - hours]?.pressureHpa ?? null;
  return now !== null && before !== null ? now - before : null;
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
