import { sunAltitudeDeg } from '../sky/sun-altitude.ts';
import type { Sky } from '../sky/types.ts';
import type { Solunar } from '../solunar/compute-solunar.ts';
import type { SpeciesRecord } from '../species/types.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import type { Reason } from './types.ts';
import type { WeatherHour } from './weather-series.ts';

const isNightFeeder = (s: SpeciesRecord | null | undefined): boolean =>
  !!s && s.feedingTimes.some((t) => t.startsWith('night'));

/** The solunar period overlapping the hour, if any, scaled by the day's moon rating. */
export function solunarReasons(minute: number, solunar: Solunar, out: Reason[]): void {
  const scale = 0.5 + solunar.dayRating / 200;
  for (const p of solunar.periods) {
    if (p.endMinute <= minute || p.startMinute >= minute + 60) continue;
    const base = p.kind === 'major' ? R.solunar.major : R.solunar.minor;
    const bonus = p.coincidesWith ? R.solunar.coincidenceBonus : 0;
    const also = p.coincidesWith ? ` near ${p.coincidesWith}` : '';
    out.push({
      factor: 'solunar',
      points: Math.round((base + bonus) * scale),
      text: `${p.kind} solunar period (${p.event})${also}`,
    });
    return;
  }
}

/**
 * Light from the sun's altitude at the middle of the hour, so the midnight sun, polar night and a
 * sunset after local midnight are all scored from what the sky is actually doing.
 */
export function lightReason(
  midHour: Date,
  sky: Sky,
  row: WeatherHour | undefined,
  species: SpeciesRecord | null | undefined,
): { reason: Reason | null; altitude: number } {
  const L = R.light;
  const altitude = sunAltitudeDeg(midHour, sky.lat, sky.lon);
  if (altitude < L.twilightMinDeg) {
    const reason: Reason = isNightFeeder(species)
      ? {
          factor: 'light',
          points: L.nightNightFeeder,
          text: 'night: this species feeds after dark',
        }
      : { factor: 'light', points: L.nightDayFeeder, text: 'dark: most fish here feed by sight' };
    return { reason, altitude };
  }
  if (altitude < L.lowLightMaxDeg) {
    const rising =
      sunAltitudeDeg(new Date(midHour.getTime() + 600_000), sky.lat, sky.lon) > altitude;
    return {
      reason: {
        factor: 'light',
        points: L.twilight,
        text: `${rising ? 'dawn' : 'dusk'} low light`,
      },
      altitude,
    };
  }
  if (altitude >= L.brightFromDeg && (row?.cloudPct ?? 100) < L.brightCloudBelowPct)
    return {
      reason: { factor: 'light', points: L.bright, text: 'bright overhead sun' },
      altitude,
    };
  return { reason: null, altitude };
}
