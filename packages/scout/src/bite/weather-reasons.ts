import type { FishingType } from '../species/types.ts';
import { BITE_RULES as R } from './bite-rules.ts';
import {
  lastFrontBefore,
  pressureChange,
  trendOf,
  type PressureSite,
  type PressureTrend,
} from './front-detection.ts';
import type { Reason, WaterBody } from './types.ts';
import type { WeatherHour } from './weather-series.ts';

/** Where the spot is: the pressure tide needs the position, wind rules need the kind of water. */
export interface Site extends PressureSite {
  waterBody: WaterBody;
}

/**
 * Pressure, front, wind, cloud and rain reasons for weather row i. Pressure and fronts read the
 * hours before i, so the whole series is passed, not just the row.
 */
export function weatherReasons(
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
