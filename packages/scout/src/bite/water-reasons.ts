import { activitySuitability } from '../species/phases.ts';
import type { SpeciesRecord } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import { BITE_RULES as R } from './bite-rules.ts';
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

/** Water temperature against the target's preferred and spawning ranges (one value all day). */
export function waterReason(species: SpeciesRecord, waterTempF: number, month: number): Reason {
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
