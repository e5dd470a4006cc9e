import { sunAltitudeDeg } from '../sky/sun-altitude.ts';
import type { Sky } from '../sky/types.ts';
import type { Solunar } from '../solunar/compute-solunar.ts';
import { activitySuitability } from '../species/phases.ts';
import type { FishingType, Habitat, SpeciesRecord } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import {
  localDayBounds,
  localMinuteOfDay,
  offsetMinutes,
  parseLocalDate,
  toLocalIso,
} from '../time/local-time.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import { tideRate } from './tide-movement.ts';
import { lastFrontBefore, pressureChange, trendOf, type PressureTrend } from './front-detection.ts';
import {
  fieldsPresent,
  weatherRows,
  type HourlyWeather,
  type WeatherHour,
} from './weather-series.ts';

/** What kind of water the spot is: each gets its own logic (no tide on lakes, no chop on rivers). */
export type WaterBody = 'coast' | 'lake' | 'river' | 'unknown';

export interface ScoreDayInput {
  date: string;
  timeZone: string;
  habitat: Habitat;
  waterBody?: WaterBody;
  fishingType: FishingType;
  sky: Sky;
  solunar: Solunar;
  tides?: Tides | null;
  weather?: HourlyWeather | null;
  waterTempF?: number | null;
  /** The main target; its preferred temperatures and feeding times shape the score */
  species?: SpeciesRecord | null;
}

export type Factor =
  'solunar' | 'light' | 'tide' | 'pressure' | 'front' | 'wind' | 'cloud' | 'rain' | 'water';

export interface Reason {
  factor: Factor;
  points: number;
  text: string;
}

export interface HourScore {
  /** Wall-clock start of the hour, yyyy-MM-ddTHH:mm */
  local: string;
  utc: string;
  minuteOfDay: number;
  score: number;
  /** The largest contributions, strongest first (at most 3) */
  reasons: Reason[];
  /** Every factor's points this hour (all reasons, not just the three shown) */
  factors: Partial<Record<Factor, number>>;
  pressureTrend: PressureTrend | null;
}

export interface DayScore {
  hours: HourScore[];
  /** Inputs that were not available; the score was computed without them */
  missing: string[];
  frontHoursAgoAtNoon: number | null;
}

const HOUR_MS = 3_600_000;
const isNightFeeder = (s: SpeciesRecord | null | undefined): boolean =>
  !!s && s.feedingTimes.some((t) => t.startsWith('night'));

function solunarReasons(minute: number, solunar: Solunar, out: Reason[]): void {
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
function lightReason(
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

function tideReason(tides: Tides, elapsedMin: number, rangeFt: number): Reason {
  const T = R.tide;
  const rate = tideRate(tides, elapsedMin);
  if (rate < T.slackBelowFtPerHour)
    return { factor: 'tide', points: T.slack, text: 'slack or barely moving tide' };
  const strong = rate >= T.strongFromFtPerHour && rate >= T.strongShareOfRange * rangeFt;
  return {
    factor: 'tide',
    points: Math.round(T.moving * Math.min(1, rate / T.fullPointsFtPerHour)),
    text: strong ? 'strong tidal flow' : 'tide moving',
  };
}

interface Site {
  lat: number;
  lon: number;
  utcOffsetMin: number;
  waterBody: WaterBody;
}

function weatherReasons(
  rows: WeatherHour[],
  i: number,
  fishingType: FishingType,
  daylight: boolean,
  site: Site,
  out: Reason[],
): { trend: PressureTrend | null; frontAgo: number | null } {
  const row = rows[i];
  if (!row) return { trend: null, frontAgo: null };
  const change = pressureChange(rows, i, R.pressure.trendHours, site);
  const trend = trendOf(change);
  const front = lastFrontBefore(rows, i);
  const frontAgo = front === null ? null : i - front;
  const P = R.pressure;
  if (
    frontAgo !== null &&
    frontAgo >= P.postFrontHours[0] &&
    frontAgo <= P.postFrontHours[1] &&
    trend !== 'falling'
  ) {
    out.push({ factor: 'front', points: P.postFront, text: 'post-frontal high pressure' });
  }
  if (trend === 'falling' && change !== null) {
    const fast = change <= -P.fallingFastHpa;
    out.push({
      factor: 'pressure',
      points: fast ? P.fallingFast : P.falling,
      text: fast ? 'barometer falling fast (front approaching)' : 'barometer falling',
    });
  } else if (trend === 'rising' && frontAgo !== null && frontAgo <= P.postFrontHours[1]) {
    out.push({
      factor: 'pressure',
      points: P.risingAfterFront,
      text: 'barometer rising behind the front',
    });
  } else if (trend !== 'falling' && row.pressureHpa !== null && row.pressureHpa >= P.highHpa) {
    out.push({ factor: 'pressure', points: P.highSteady, text: 'high steady pressure' });
  }
  const W = R.wind;
  if (row.windMph !== null) {
    if (row.windMph >= W.strongFrom)
      out.push({ factor: 'wind', points: W.strong, text: 'strong wind' });
    else if (fishingType === 'kayak' && row.windMph >= W.kayakBreezyFrom)
      out.push({ factor: 'wind', points: W.kayakBreezy, text: 'breezy for a kayak' });
    else if (row.windMph >= W.goodFrom && row.windMph <= W.goodTo && site.waterBody !== 'river')
      out.push({ factor: 'wind', points: W.good, text: 'light chop on the water' });
    else if (row.windMph < W.calmBelow && site.waterBody !== 'river')
      out.push({ factor: 'wind', points: W.calm, text: 'flat calm' });
  }
  if (row.gustMph !== null && row.gustMph >= W.gustFrom)
    out.push({ factor: 'wind', points: W.gusty, text: 'gusty wind' });
  if (daylight && row.cloudPct !== null && row.cloudPct >= R.cloud.overcastFrom)
    out.push({ factor: 'cloud', points: R.cloud.overcast, text: 'overcast sky' });
  if (row.precipIn !== null) {
    if (row.precipIn >= R.rain.heavyFrom)
      out.push({ factor: 'rain', points: R.rain.heavy, text: 'heavy rain' });
    else if (row.precipIn >= R.rain.lightFrom)
      out.push({ factor: 'rain', points: R.rain.light, text: 'light rain' });
  }
  return { trend, frontAgo };
}

function waterReason(species: SpeciesRecord, waterTempF: number, month: number): Reason {
  const activity = activitySuitability(species, waterTempF, month);
  const points = Math.round((activity.value - 0.5) * R.water.scale);
  const { minF, maxF } = species.preferredTempF;
  const name = species.commonName.toLowerCase();
  const water = `water ${Math.round(waterTempF)} °F`;
  const text = activity.inSpawnRange
    ? `${water} is in the ${name} spawning range (${species.spawnTempF.minF}-${species.spawnTempF.maxF} °F)`
    : waterTempF < minF
      ? `${water} is ${Math.round(minF - waterTempF)} °F below ${name}'s preferred ${minF}-${maxF} °F`
      : waterTempF > maxF
        ? `${water} is ${Math.round(waterTempF - maxF)} °F above ${name}'s preferred ${minF}-${maxF} °F`
        : `${water} is inside ${name}'s preferred ${minF}-${maxF} °F`;
  return { factor: 'water', points, text };
}

/**
 * Hourly bite scores (0-100) for the local day. Each hour keeps its three largest reasons and the
 * points of every factor; inputs that were missing are listed and simply contribute nothing.
 */
export function scoreDay(input: ScoreDayInput): DayScore {
  const { date, timeZone, sky, solunar, tides, species, habitat, fishingType } = input;
  const waterBody = input.waterBody ?? (habitat === 'salt' ? 'coast' : 'unknown');
  const rows = weatherRows(input.weather);
  const present = fieldsPresent(rows, date);
  const missing: string[] = [];
  if (rows.length === 0) missing.push('weather forecast');
  else {
    if (!present.has('pressureHpa')) missing.push('barometric pressure');
    if (!present.has('windMph')) missing.push('wind');
    if (!present.has('cloudPct')) missing.push('cloud cover');
    if (!present.has('precipIn')) missing.push('precipitation');
  }
  const waterTempF = input.waterTempF ?? null;
  if (waterTempF === null) missing.push('water temperature');
  if (!species) missing.push('target species');
  if (habitat === 'salt' && !tides) missing.push('tides (no station nearby)');

  const month = parseLocalDate(date).month;
  const { start, end } = localDayBounds(date, timeZone);
  const site: Site = {
    lat: sky.lat,
    lon: sky.lon,
    utcOffsetMin: offsetMinutes(new Date((start.getTime() + end.getTime()) / 2), timeZone),
    waterBody,
  };
  const rowIndex = new Map(rows.map((r, i) => [r.time, i]));
  const water = waterTempF !== null && species ? waterReason(species, waterTempF, month) : null;
  const levels = tides?.curve.map((p) => p.heightFt) ?? [];
  const tideRange = levels.length ? Math.max(...levels) - Math.min(...levels) : 0;

  const hours: HourScore[] = [];
  let frontHoursAgoAtNoon: number | null = null;
  for (let t = start.getTime(); t < end.getTime(); t += HOUR_MS) {
    const instant = new Date(t);
    const local = toLocalIso(instant, timeZone);
    const minute = localMinuteOfDay(instant, timeZone);
    const reasons: Reason[] = [];
    solunarReasons(minute, solunar, reasons);
    const i = rowIndex.get(local);
    const row = i === undefined ? undefined : rows[i];
    const light = lightReason(new Date(t + HOUR_MS / 2), sky, row, species);
    if (light.reason) reasons.push(light.reason);
    if (tides) reasons.push(tideReason(tides, (t - start.getTime()) / 60_000, tideRange));
    const w =
      i === undefined
        ? { trend: null, frontAgo: null }
        : weatherReasons(rows, i, fishingType, light.altitude > 0, site, reasons);
    if (minute >= 720 && minute < 780) frontHoursAgoAtNoon = w.frontAgo;
    if (water) reasons.push(water);
    const factors: Partial<Record<Factor, number>> = {};
    for (const r of reasons) factors[r.factor] = (factors[r.factor] ?? 0) + r.points;
    const sum = reasons.reduce<number>((s, r) => s + r.points, R.neutral);
    hours.push({
      local,
      utc: instant.toISOString(),
      minuteOfDay: minute,
      score: Math.max(0, Math.min(100, Math.round(sum))),
      reasons: reasons
        .filter((r) => r.points !== 0)
        .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
        .slice(0, 3),
      factors,
      pressureTrend: w.trend,
    });
  }
  return { hours, missing, frontHoursAgoAtNoon };
}
