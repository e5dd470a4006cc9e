import type { Sky } from '../sky/types.ts';
import type { Solunar } from '../solunar/compute-solunar.ts';
import { activitySuitability } from '../species/phases.ts';
import type { FishingType, Habitat, SpeciesRecord } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import { localDayBounds, localMinuteOfDay, toLocalIso } from '../time/local-time.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import { tideRate } from './tide-movement.ts';
import { lastFrontBefore, pressureChange, trendOf, type PressureTrend } from './front-detection.ts';
import {
  fieldsPresent,
  weatherRows,
  type HourlyWeather,
  type WeatherHour,
} from './weather-series.ts';

export interface ScoreDayInput {
  date: string;
  timeZone: string;
  habitat: Habitat;
  fishingType: FishingType;
  sky: Sky;
  solunar: Solunar;
  tides?: Tides | null;
  weather?: HourlyWeather | null;
  waterTempF?: number | null;
  /** The main target; its preferred temperatures and feeding times shape the score */
  species?: SpeciesRecord | null;
}

export interface Reason {
  factor: 'solunar' | 'light' | 'tide' | 'pressure' | 'front' | 'wind' | 'cloud' | 'rain' | 'water';
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

function lightReason(
  minute: number,
  sky: Sky,
  row: WeatherHour | undefined,
  species: SpeciesRecord | null | undefined,
): Reason | null {
  const m = (e: { minuteOfDay: number } | null, fallback: number): number =>
    e?.minuteOfDay ?? fallback;
  const dawn0 = m(sky.civilDawn, m(sky.sunrise, 360) - 30);
  const dawn1 = m(sky.sunrise, 390) + 60;
  const dusk0 = m(sky.sunset, 1080) - 60;
  const dusk1 = m(sky.civilDusk, m(sky.sunset, 1080) + 30);
  const overlaps = (a: number, b: number): boolean => minute < b && minute + 60 > a;
  if (overlaps(dawn0, dawn1))
    return { factor: 'light', points: R.light.twilight, text: 'dawn low light' };
  if (overlaps(dusk0, dusk1))
    return { factor: 'light', points: R.light.twilight, text: 'dusk low light' };
  const night = minute + 60 <= dawn0 || minute >= dusk1;
  if (night) {
    return isNightFeeder(species)
      ? {
          factor: 'light',
          points: R.light.nightNightFeeder,
          text: 'night: this species feeds after dark',
        }
      : {
          factor: 'light',
          points: R.light.nightDayFeeder,
          text: 'dark: most fish here feed by sight',
        };
  }
  const midday = minute >= 660 && minute < 900;
  if (midday && (row?.cloudPct ?? 100) < 30)
    return { factor: 'light', points: R.light.bright, text: 'bright midday sun' };
  return null;
}

function weatherReasons(
  rows: WeatherHour[],
  i: number,
  fishingType: FishingType,
  daylight: boolean,
  out: Reason[],
): { trend: PressureTrend | null; frontAgo: number | null } {
  const row = rows[i];
  if (!row) return { trend: null, frontAgo: null };
  const change = pressureChange(rows, i);
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
    out.push({
      factor: 'front',
      points: P.postFront,
      text: `cold front passed ${frontAgo} h ago: post-frontal high pressure`,
    });
  }
  if (trend === 'falling' && change !== null) {
    const fast = change <= -P.fallingFastHpa;
    out.push({
      factor: 'pressure',
      points: fast ? P.fallingFast : P.falling,
      text: `barometer falling ${Math.abs(change).toFixed(1)} hPa in ${P.trendHours} h${fast ? ' (front approaching)' : ''}`,
    });
  } else if (trend === 'rising' && frontAgo !== null && frontAgo <= P.postFrontHours[1]) {
    out.push({
      factor: 'pressure',
      points: P.risingAfterFront,
      text: 'barometer rising behind the front',
    });
  } else if (trend !== 'falling' && row.pressureHpa !== null && row.pressureHpa >= P.highHpa) {
    out.push({
      factor: 'pressure',
      points: P.highSteady,
      text: `high pressure (${Math.round(row.pressureHpa)} hPa), ${trend ?? 'steady'}`,
    });
  }
  const W = R.wind;
  if (row.windMph !== null) {
    if (row.windMph >= W.strongFrom)
      out.push({
        factor: 'wind',
        points: W.strong,
        text: `strong wind ${Math.round(row.windMph)} mph`,
      });
    else if (fishingType === 'kayak' && row.windMph >= W.kayakBreezyFrom)
      out.push({
        factor: 'wind',
        points: W.kayakBreezy,
        text: `breezy for a kayak (${Math.round(row.windMph)} mph)`,
      });
    else if (row.windMph >= W.goodFrom && row.windMph <= W.goodTo)
      out.push({
        factor: 'wind',
        points: W.good,
        text: `light chop from ${Math.round(row.windMph)} mph wind`,
      });
    else if (row.windMph < W.calmBelow)
      out.push({ factor: 'wind', points: W.calm, text: 'flat calm' });
  }
  if (row.gustMph !== null && row.gustMph >= W.gustFrom)
    out.push({ factor: 'wind', points: W.gusty, text: `gusts to ${Math.round(row.gustMph)} mph` });
  if (daylight && row.cloudPct !== null && row.cloudPct >= R.cloud.overcastFrom)
    out.push({
      factor: 'cloud',
      points: R.cloud.overcast,
      text: `overcast (${Math.round(row.cloudPct)}% cloud)`,
    });
  if (row.precipIn !== null) {
    if (row.precipIn >= R.rain.heavyFrom)
      out.push({
        factor: 'rain',
        points: R.rain.heavy,
        text: `heavy rain (${row.precipIn.toFixed(2)} in/h)`,
      });
    else if (row.precipIn >= R.rain.lightFrom)
      out.push({ factor: 'rain', points: R.rain.light, text: 'light rain' });
  }
  return { trend, frontAgo };
}

/**
 * Hourly bite scores (0-100) for the local day. Each hour keeps its three largest reasons;
 * inputs that were missing are listed and simply contribute nothing.
 */
export function scoreDay(input: ScoreDayInput): DayScore {
  const { date, timeZone, sky, solunar, tides, species, habitat, fishingType } = input;
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

  const rowIndex = new Map(rows.map((r, i) => [r.time, i]));
  const maxRate = tides
    ? Math.max(1e-6, ...Array.from({ length: 24 }, (_, h) => tideRate(tides, h * 60)))
    : 1;
  const activity = waterTempF !== null && species ? activitySuitability(species, waterTempF) : null;
  const waterPoints = activity ? Math.round((activity.value - 0.5) * R.water.scale) : null;

  const { start, end } = localDayBounds(date, timeZone);
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
    const light = lightReason(minute, sky, row, species);
    if (light) reasons.push(light);
    if (tides) {
      const rate = tideRate(tides, (t - start.getTime()) / 60_000) / maxRate;
      if (rate <= R.tide.slackFraction)
        reasons.push({ factor: 'tide', points: R.tide.slack, text: 'slack water' });
      else
        reasons.push({
          factor: 'tide',
          points: Math.round(R.tide.moving * rate),
          text: rate > 0.7 ? 'strong tidal flow' : 'tide moving',
        });
    }
    const daylight =
      sky.sunrise !== null &&
      sky.sunset !== null &&
      minute + 60 > sky.sunrise.minuteOfDay &&
      minute < sky.sunset.minuteOfDay;
    const w =
      i === undefined
        ? { trend: null, frontAgo: null }
        : weatherReasons(rows, i, fishingType, daylight, reasons);
    if (minute >= 720 && minute < 780) frontHoursAgoAtNoon = w.frontAgo;
    if (waterPoints !== null && species) {
      const { minF, maxF } = species.preferredTempF;
      const name = species.commonName.toLowerCase();
      const water = `water ${Math.round(waterTempF!)} °F`;
      const text = activity!.inSpawnRange
        ? `${water} is in the ${name} spawning range (${species.spawnTempF.minF}-${species.spawnTempF.maxF} °F)`
        : waterPoints >= 0
          ? `${water} ${activity!.value === 1 ? 'suits' : 'is near the best range for'} ${name} (${minF}-${maxF} °F)`
          : `${water} is outside ${name}'s preferred ${minF}-${maxF} °F`;
      reasons.push({ factor: 'water', points: waterPoints, text });
    }
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
      pressureTrend: w.trend,
    });
  }
  return { hours, missing, frontHoursAgoAtNoon };
}
