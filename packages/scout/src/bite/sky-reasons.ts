import { sunAltitudeDeg } from '../sky/sun-altitude.ts';
import type { Sky } from '../sky/types.ts';
import type { Solunar } from '../solunar/compute-solunar.ts';
import type { SpeciesRecord } from '../species/types.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import { feedsAtNight, TIMING_RULES, type Timing } from './timing-rules.ts';
import type { Reason } from './types.ts';
import type { WeatherHour } from './weather-series.ts';

/** A general night feeder (a fishery at lights is not one: see timing-rules). */
const isNightFeeder = feedsAtNight;

/**
 * Under ice, a species that feeds at night and also at dawn or dusk (walleye, sauger) is fished
 * at the twilight hours: on frozen lakes the bite of such fish is reported at first and last
 * light, the dark hours under snow-covered ice being the slowest (Minnesota DNR ice-fishing pages
 * on walleye; guide practice). Species that feed only at night keep their night bonus. Judgement
 * on a widely reported direction, labelled so in the model card.
 */
export const iceTwilightFeeder = (s: SpeciesRecord | null | undefined): boolean =>
  isNightFeeder(s) && !!s && s.feedingTimes.some((t) => t === 'dawn' || t === 'dusk');

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
 * halved, and in water below their active range (`timing.veryCold`) dropped: they bite best in the
 * warming afternoon (see water-reasons' cold-water timing). On an
 * iced water (`iced`) a twilight-and-night feeder is scored at dawn and dusk, not after dark
 * (`iceTwilightFeeder`). `timing` (timing-rules) can withdraw the night bonus for this water and
 * angler (its dark hours then score as a day feeder's, with the reason why) and marks
 * sight-fishing on the flats, which wants a high sun, not low light.
 */
export function lightReason(
  midHour: Date,
  sky: Sky,
  row: WeatherHour | undefined,
  species: SpeciesRecord | null | undefined,
  path?: SunPath,
  coldWater = false,
  iced = false,
  timing?: Pick<Timing, 'nightFeeder' | 'nightWithdrawn' | 'sightFishing' | 'veryCold'>,
): { reason: Reason | null; altitude: number } {
  const L = R.light;
  const altitude = sunAltitudeDeg(midHour, sky.lat, sky.lon);
  const underIceTwilight = iced && iceTwilightFeeder(species);
  const nightFeeder = (timing?.nightFeeder ?? isNightFeeder(species)) && !underIceTwilight;
  const sight = timing?.sightFishing ?? false;
  if (altitude < L.twilightMinDeg) {
    if (underIceTwilight)
      return {
        reason: {
          factor: 'light',
          points: 0,
          text: 'dark: under ice this species bites best at dawn and dusk',
        },
        altitude,
      };
    const reason: Reason = nightFeeder
      ? {
          factor: 'light',
          points: L.nightNightFeeder,
          text: 'night: this species feeds after dark',
        }
      : {
          factor: 'light',
          points: L.nightDayFeeder,
          text:
            timing?.nightWithdrawn ??
            (sight ? 'dark: sight-fishing needs daylight' : 'dark: most fish here feed by sight'),
        };
    return { reason, altitude };
  }
  if (sight) {
    const S = TIMING_RULES.sight;
    return {
      reason:
        altitude >= S.highSunDeg
          ? { factor: 'light', points: S.highSun, text: 'high sun for sight-fishing the flats' }
          : null,
      altitude,
    };
  }
  const maxAlt = path?.maxAltitudeDeg ?? 90;
  const hoursFromNoon = path
    ? Math.abs(midHour.getTime() - path.solarNoon.getTime()) / 3_600_000
    : Infinity;
  const lowLightBelow = Math.min(L.lowLightMaxDeg, Math.max(0, L.lowLightShareOfMax * maxAlt));
  const nearNoon = hoursFromNoon < L.middayHalfWindowH;
  if (!nearNoon && altitude < lowLightBelow) {
    // Dawn while the sun climbs (after midnight under a summer sun at 59° N it is still dusk)
    const morning =
      sunAltitudeDeg(new Date(midHour.getTime() + 600_000), sky.lat, sky.lon) > altitude;
    const dayFeeder = !nightFeeder && !underIceTwilight;
    // In water below the species' active range dawn is the coldest hour: no twilight bonus
    const share = !dayFeeder ? 1 : timing?.veryCold ? 0 : coldWater ? 0.5 : 1;
    if (share === 0) return { reason: null, altitude };
    return {
      reason: {
        factor: 'light',
        points: Math.round(L.twilight * share),
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
