import {
  localDayBounds,
  localMinuteOfDay,
  offsetMinutes,
  parseLocalDate,
  toLocalIso,
} from '../time/local-time.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import { iceTwilightFeeder, lightReason, solunarReasons, sunPathOf } from './sky-reasons.ts';
import { progressiveTideWaterAt } from '../tides/progressive-tides.ts';
import { tideRate } from './tide-movement.ts';
import { timingFor } from './timing-rules.ts';
import type { DayScore, Factor, HourScore, Reason, ScoreDayInput } from './types.ts';
import {
  coldAfternoonReason,
  hatchReason,
  slackReason,
  tideReason,
  waterReason,
  winterTailwaterReason,
} from './water-reasons.ts';
import { weatherReasons, type Site } from './weather-reasons.ts';
import { fieldsPresent, weatherRows } from './weather-series.ts';

const HOUR_MS = 3_600_000;

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
  // Where the current does not turn with the tide (the Chesapeake, the Cape Cod Canal:
  // tides/progressive-tides.ts), the rate of rise and fall at the tide station does not time it,
  // so no hour is rated by it: tide movement counts as unknown (no points), and the report says so.
  const untimed = tides ? progressiveTideWaterAt(sky.lat, sky.lon) : null;
  if (untimed)
    missing.push(
      `tide movement (the tidal current in ${untimed.name} does not turn with the tide, so the hours were not rated by the tide table)`,
    );
  const tideTimed = tides && !untimed ? tides : null;

  const month = parseLocalDate(date).month;
  const { start, end } = localDayBounds(date, timeZone);
  const site: Site = {
    lat: sky.lat,
    lon: sky.lon,
    utcOffsetMin: offsetMinutes(new Date((start.getTime() + end.getTime()) / 2), timeZone),
    waterBody,
  };
  const rowIndex = new Map(rows.map((r, i) => [r.time, i]));
  const water =
    waterTempF !== null && species
      ? waterReason(species, waterTempF, month)
      : species
        ? {
            factor: 'water' as const,
            points: R.water.unknown,
            text: 'water temperature unknown: counted as the worst case',
          }
        : null;
  const path = sunPathOf(sky, start, end);
  const timing = timingFor({
    species,
    waterTempF,
    habitat,
    waterBody,
    waterKind: input.waterKind ?? null,
    fishingType,
    baitType: input.baitType ?? null,
    belowDam: input.belowDam ?? false,
    month,
    typicalAirF: input.typicalAirF ?? null,
  });
  const levels = tides?.curve.map((p) => p.heightFt) ?? [];
  const tideRange = levels.length ? Math.max(...levels) - Math.min(...levels) : 0;
  const sunsetMs = sky.sunset ? Date.parse(sky.sunset.utc) : null;
  // The day's fastest hour of tide, for the slack-water rule (timing-rules' `slack`)
  let maxRate = 0;
  if (tideTimed && timing.slackFeeder)
    for (let m = 0; m < 1440; m += 60) maxRate = Math.max(maxRate, tideRate(tideTimed, m));

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
    const light = lightReason(
      new Date(t + HOUR_MS / 2),
      sky,
      row,
      species,
      path,
      timing.coldWater,
      input.iced ?? false,
      timing,
    );
    if (light.reason) reasons.push(light.reason);
    // Trout below a dam in the cold months feed late morning to afternoon (timing-rules'
    // winterTailwater); trout on the fly in a river follow the hatch; other fish in cold water
    // the warm afternoon
    const afternoon = timing.winterTailwater
      ? winterTailwaterReason(Math.floor(minute / 60), light.altitude > 0)
      : timing.hatch
        ? hatchReason(timing.hatch, Math.floor(minute / 60), t + HOUR_MS / 2, sunsetMs)
        : coldAfternoonReason(
            Math.floor(minute / 60),
            light.altitude > 0,
            timing.coldWater,
            // under ice a twilight-and-night feeder keeps its dawn and dusk bite (sky-reasons)
            timing.nightFeeder || (!!input.iced && iceTwilightFeeder(species)),
          );
    if (afternoon) reasons.push(afternoon);
    if (tideTimed) {
      const elapsed = (t - start.getTime()) / 60_000;
      reasons.push(tideReason(tideTimed, elapsed, tideRange));
      const slack = timing.slackFeeder ? slackReason(tideRate(tideTimed, elapsed), maxRate) : null;
      if (slack) reasons.push(slack);
    }
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
