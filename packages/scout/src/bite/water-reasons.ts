import { activitySuitability } from '../species/phases.ts';
import { temperatureActivity } from '../species/temperature-response.ts';
import type { SpeciesRecord } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import { TIMING_RULES } from './timing-rules.ts';
import { tideRate } from './tide-movement.ts';
import type { Reason } from './types.ts';

/** Moving water scores, slack does not; "strong" is judged against the day's own tide range. */
export function tideReason(tides: Tides, elapsedMin: number, rangeFt: number): Reason {
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

/**
 * Water temperature against the target's activity curve across the year (cold season and under
 * ice included, see species/temperature-response.ts), not its summer growth optimum; the spawning
 * range still counts in the spawn phase. One value all day.
 */
export function waterReason(species: SpeciesRecord, waterTempF: number, month: number): Reason {
  const spawn = activitySuitability(species, waterTempF, month);
  const activity = temperatureActivity(species, waterTempF);
  const inSpawn = spawn.inSpawnRange && spawn.value >= activity.value;
  const value = inSpawn ? spawn.value : activity.value;
  const points = Math.round((value - 0.5) * R.water.scale);
  const name = species.commonName.toLowerCase();
  const water = `water ${Math.round(waterTempF)} °F`;
  const r = activity.response;
  const typical = r.status === 'typical' ? ', typical range' : '';
  const text = inSpawn
    ? `${water} is in the ${name} spawning range (${species.spawnTempF.minF}-${species.spawnTempF.maxF} °F)`
    : activity.band === 'active'
      ? `${water} is inside ${name}'s active feeding range (${r.activeMinF}-${r.activeMaxF} °F${typical})`
      : activity.band === 'warm'
        ? `${water} is ${Math.round(waterTempF - r.activeMaxF)} °F above ${name}'s active feeding range (${r.activeMinF}-${r.activeMaxF} °F${typical})`
        : activity.value >= 0.6
          ? `${water} is a little below ${name}'s active feeding range (${r.activeMinF}-${r.activeMaxF} °F${typical}): ${r.coldNote}`
          : `${water} is cold for ${name}: ${r.coldNote}`;
  return { factor: 'water', points, text };
}

/**
 * Day feeders in cold water (cold for the species, see timing-rules' `coldForTiming`) bite best in
 * the warmest part of the day: the afternoon hours with the sun up get a bonus and the dawn/dusk
 * twilight bonus is halved (see sky-reasons). Judgement on a widely reported pattern (cold-water
 * fish are most active when the shallows warm in the afternoon).
 */
const COLD_WATER_TIMING = {
  afternoonFrom: 12,
  afternoonTo: 17,
  points: 6,
} as const;

export function coldAfternoonReason(
  localHour: number,
  sunUp: boolean,
  coldWater: boolean,
  nightFeeder: boolean,
): Reason | null {
  const C = COLD_WATER_TIMING;
  if (!coldWater || nightFeeder || !sunUp) return null;
  if (localHour < C.afternoonFrom || localHour >= C.afternoonTo) return null;
  return {
    factor: 'light',
    points: C.points,
    text: 'cold water: the warmest hours of the afternoon',
  };
}

/**
 * Trout on the fly in a river (timing-rules' `hatch`): the afternoon hatch in cool water, the
 * evening hatch and spinner fall once the water is in the preferred range.
 */
export function hatchReason(
  hatch: 'afternoon' | 'evening' | null,
  localHour: number,
  midHourMs: number,
  sunsetMs: number | null,
): Reason | null {
  const H = TIMING_RULES.hatch;
  if (hatch === 'afternoon' && localHour >= H.afternoonFrom && localHour < H.afternoonTo)
    return {
      factor: 'light',
      points: H.points,
      text: 'cool water: the hatches come in the warmest hours of the afternoon',
    };
  if (hatch === 'evening' && sunsetMs !== null) {
    const h = (midHourMs - sunsetMs) / 3_600_000;
    if (h >= -H.eveningBeforeSunsetH && h <= H.eveningAfterSunsetH)
      return { factor: 'light', points: H.points, text: 'the evening hatch and spinner fall' };
  }
  return null;
}

/**
 * Trout below a dam in the cold months (timing-rules' `winterTailwater`): late morning to
 * mid-afternoon, with the sun up, for every bait.
 */
export function winterTailwaterReason(localHour: number, sunUp: boolean): Reason | null {
  const W = TIMING_RULES.winterTailwater;
  if (!sunUp || localHour < W.from || localHour >= W.to) return null;
  return {
    factor: 'light',
    points: W.points,
    text: 'below the dam in the cold months: trout feed from late morning into the afternoon, when the hatch comes off',
  };
}

/**
 * Species that bite at slack water (timing-rules' `slack`, Pacific halibut): the hours the tide
 * moves slowest, against the day's fastest hour, score up; the peak of a big flood or ebb, when a
 * bait will not hold bottom, scores down.
 */
export function slackReason(rate: number, maxRate: number): Reason | null {
  const S = TIMING_RULES.slack;
  if (!(maxRate > 0)) return null;
  if (rate <= S.slackShare * maxRate)
    return { factor: 'tide', points: S.slack, text: 'slack water: the bait holds bottom' };
  if (rate >= S.peakShare * maxRate)
    return { factor: 'tide', points: S.peak, text: 'the tide runs hardest: hard to hold bottom' };
  return null;
}
