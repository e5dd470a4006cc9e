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

/** The sun's path on the day: its highest altitude and when (solar noon). */
export interface SunPath {
  maxAltitudeDeg: number;
  solarNoon: Date;
}

/** The sun's highest altitude that day, from solar noon or, where there is none, hourly samples. */
export function sunPathOf(sky: Sky, dayStart: Date, dayEnd: Date): SunPath {
  if (sky.solarNoon) {
    const noon = new Date(sky.solarNoon.utc);
    return { maxAltitudeDeg: sunAltitudeDeg(noon, sky.lat, sky.lon), solarNoon: noon };
  }
  let best = { maxAltitudeDeg: -90, solarNoon: dayStart };
  for (let t = dayStart.getTime(); t < dayEnd.getTime(); t += 600_000) {
    const alt = sunAltitudeDeg(new Date(t), sky.lat, sky.lon);
    if (alt > best.maxAltitudeDeg) best = { maxAltitudeDeg: alt, solarNoon: new Date(t) };
  }
  return best;
}

/**
 * Light from the sun's altitude at the middle of the hour, judged against that day's own path:
 * low light is twilight or a sun below `lowLightMaxDeg` and below `lowLightShareOfMax` of the
 * day's highest altitude, and never within `middayHalfWindowH` of solar noon. So a 9° noon sun at
 * 60° N in January is midday, not dawn, and the midnight sun and polar night are scored from what
 * the sky is actually doing. In cold water (`coldWater`) the twilight bonus for day feeders is
 * halved: they bite best in the warming afternoon (see water-reasons' cold-water timing).
 */
export function lightReason(
  midHour: Date,
  sky: Sky,
  row: WeatherHour | undefined,
  species: SpeciesRecord | null | undefined,
  path?: SunPath,
  coldWater = false,
): { reason: Reason | null; altitude: number } {
  const L = R.light;
  const altitude = sunAltitudeDeg(midHour, sky.lat, sky.lon);
  const nightFeeder = isNightFeeder(species);
  if (altitude < L.twilightMinDeg) {
    const reason: Reason = nightFeeder
      ? {
          factor: 'light',
          points: L.nightNightFeeder,
          text: 'night: this species feeds after dark',
        }
      : { factor: 'light', points: L.nightDayFeeder, text: 'dark: most fish here feed by sight' };
    return { reason, altitude };
  }
  const maxAlt = path?.maxAltitudeDeg ?? 90;
  const hoursFromNoon = path
    ? Math.abs(midHour.getTime() - path.solarNoon.getTime()) / 3_600_000
    : Infinity;
  const lowLightBelow = Math.min(L.lowLightMaxDeg, Math.max(0, L.lowLightShareOfMax * maxAlt));
  const nearNoon = hoursFromNoon < L.middayHalfWindowH;
  if (!nearNoon && altitude < lowLightBelow) {
    const morning = path
      ? midHour.getTime() < path.solarNoon.getTime()
      : sunAltitudeDeg(new Date(midHour.getTime() + 600_000), sky.lat, sky.lon) > altitude;
    const halve = coldWater && !nightFeeder;
    return {
      reason: {
        factor: 'light',
        points: halve ? Math.round(L.twilight / 2) : L.twilight,
        text: `${morning ? 'dawn' : 'dusk'} low light`,
      },
      altitude,
    };
  }
  if (altitude < 0 && maxAlt < 0)
    return {
      reason: {
        factor: 'light',
        points: 0,
        text: 'midday twilight: the sun stays below the horizon today',
      },
      altitude,
    };
  if (altitude >= L.brightFromDeg && (row?.cloudPct ?? 100) < L.brightCloudBelowPct)
    return {
      reason: { factor: 'light', points: L.bright, text: 'bright overhead sun' },
      altitude,
    };
  return { reason: null, altitude };
}

export { isNightFeeder };
