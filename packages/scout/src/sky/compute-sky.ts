import {
  Body,
  Illumination,
  MoonPhase,
  Observer,
  SearchAltitude,
  SearchHourAngle,
  SearchMoonPhase,
  SearchRiseSet,
  GeoMoon,
  type AstroTime,
} from 'astronomy-engine';
import { localDayBounds, localMinuteOfDay, toLocalIso } from '../time/local-time.ts';
import type { LocalEvent, MoonInfo, MoonPhaseName, Sky, SkyInput } from './types.ts';

const DAY_MS = 86_400_000;
const KM_PER_AU = 149_597_870.7;

export function toLocalEvent(instant: Date, timeZone: string): LocalEvent {
  return {
    utc: instant.toISOString(),
    local: toLocalIso(instant, timeZone),
    minuteOfDay: localMinuteOfDay(instant, timeZone),
  };
}

function within(t: AstroTime | null, start: Date, end: Date): Date | null {
  if (!t) return null;
  const d = t.date;
  return d.getTime() >= start.getTime() && d.getTime() < end.getTime() ? d : null;
}

/** Hour-angle events (transits) are searched forward from the local midnight. */
function transit(
  body: Body,
  observer: Observer,
  hourAngle: number,
  start: Date,
  end: Date,
): Date | null {
  const event = SearchHourAngle(body, observer, hourAngle, start, +1);
  return within(event.time, start, end);
}

function phaseName(angle: number): MoonPhaseName {
  // Named phases are the four instants widened to about half a day either side (the moon gains
  // about 12.2 degrees of elongation a day).
  const a = ((angle % 360) + 360) % 360;
  if (a < 6.1 || a >= 353.9) return 'new moon';
  if (a < 83.9) return 'waxing crescent';
  if (a < 96.1) return 'first quarter';
  if (a < 173.9) return 'waxing gibbous';
  if (a < 186.1) return 'full moon';
  if (a < 263.9) return 'waning gibbous';
  if (a < 276.1) return 'last quarter';
  return 'waning crescent';
}

function moonInfo(noon: Date): MoonInfo {
  const angle = MoonPhase(noon);
  const illum = Illumination(Body.Moon, noon);
  const nextNew = SearchMoonPhase(0, noon, 40);
  const nextFull = SearchMoonPhase(180, noon, 40);
  const v = GeoMoon(noon);
  const distanceKm = Math.hypot(v.x, v.y, v.z) * KM_PER_AU;
  const days = (t: AstroTime | null): number =>
    t ? Math.round(((t.date.getTime() - noon.getTime()) / DAY_MS) * 10) / 10 : Number.NaN;
  return {
    phaseName: phaseName(angle),
    phaseAngle: Math.round(angle * 10) / 10,
    illuminationPct: Math.round(illum.phase_fraction * 1000) / 10,
    daysToNewMoon: days(nextNew),
    daysToFullMoon: days(nextFull),
    distanceKm: Math.round(distanceKm),
  };
}

/**
 * Sun and moon for one local calendar day at a place. Rise and set use astronomy-engine's
 * standard definition (upper limb on the horizon with atmospheric refraction), civil twilight is
 * the sun's centre at -6 degrees. Events that do not happen on this local day are null.
 */
export function computeSky({ lat, lon, date, timeZone }: SkyInput): Sky {
  const { start, end } = localDayBounds(date, timeZone);
  const observer = new Observer(lat, lon, 0);
  const spanDays = (end.getTime() - start.getTime()) / DAY_MS;
  const ev = (d: Date | null): LocalEvent | null => (d ? toLocalEvent(d, timeZone) : null);

  const sunrise = within(SearchRiseSet(Body.Sun, observer, +1, start, spanDays), start, end);
  const sunset = within(SearchRiseSet(Body.Sun, observer, -1, start, spanDays), start, end);
  const civilDawn = within(SearchAltitude(Body.Sun, observer, +1, start, spanDays, -6), start, end);
  const civilDusk = within(SearchAltitude(Body.Sun, observer, -1, start, spanDays, -6), start, end);
  const solarNoon = transit(Body.Sun, observer, 0, start, end);
  const moonrise = within(SearchRiseSet(Body.Moon, observer, +1, start, spanDays), start, end);
  const moonset = within(SearchRiseSet(Body.Moon, observer, -1, start, spanDays), start, end);
  const moonUpperTransit = transit(Body.Moon, observer, 0, start, end);
  const moonLowerTransit = transit(Body.Moon, observer, 12, start, end);
  const noon = new Date((start.getTime() + end.getTime()) / 2);

  return {
    date,
    timeZone,
    lat,
    lon,
    sunrise: ev(sunrise),
    sunset: ev(sunset),
    civilDawn: ev(civilDawn),
    civilDusk: ev(civilDusk),
    solarNoon: ev(solarNoon),
    dayLengthMin:
      sunrise && sunset && sunset > sunrise
        ? Math.round((sunset.getTime() - sunrise.getTime()) / 60_000)
        : null,
    moonrise: ev(moonrise),
    moonset: ev(moonset),
    moonUpperTransit: ev(moonUpperTransit),
    moonLowerTransit: ev(moonLowerTransit),
    moon: moonInfo(noon),
  };
}
