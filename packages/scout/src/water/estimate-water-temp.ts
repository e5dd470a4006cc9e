import { dayOfYear } from '../time/local-time.ts';
import type { Habitat } from '../species/types.ts';

export interface EstimateWaterTempInput {
  lat: number;
  /** Local date, yyyy-MM-dd */
  date: string;
  habitat: Habitat;
  /** Recent hourly air temperatures (°F), oldest first; the last 72 values are used */
  recentAirTempsF?: (number | null)[];
}

export interface WaterTempEstimate {
  tempF: number;
  /** Plus or minus, °F: how far off this estimate can easily be */
  uncertaintyF: number;
  source: 'estimate';
  method: string;
}

/**
 * A rough water-temperature estimate for when nothing was measured: an annual sine wave whose
 * mean falls and whose swing grows with latitude, peaking in early August (water lags the sun),
 * nudged toward the mean air temperature of the last three days. The coefficients are this
 * model's assumptions, chosen to give plausible US values; it is labelled an estimate everywhere.
 */
export const WATER_MODEL = {
  meanAt25F: 80,
  meanDropPerDegLatF: 0.9,
  swingAt25F: 6,
  swingGrowthPerDegLatF: 0.5,
  freshSwingFactor: 1.3,
  peakDayOfYear: 220,
  airWeight: 0.3,
  minF: 33,
  maxF: 92,
} as const;

export function estimateWaterTemp({
  lat,
  date,
  habitat,
  recentAirTempsF,
}: EstimateWaterTempInput): WaterTempEstimate {
  const M = WATER_MODEL;
  const latN = Math.max(18, Math.min(65, Math.abs(lat)));
  const mean = M.meanAt25F - M.meanDropPerDegLatF * (latN - 25);
  const swing =
    (M.swingAt25F + M.swingGrowthPerDegLatF * (latN - 25)) *
    (habitat === 'fresh' ? M.freshSwingFactor : 1);
  const seasonal =
    mean + swing * Math.cos((2 * Math.PI * (dayOfYear(date) - M.peakDayOfYear)) / 365);
  const air = (recentAirTempsF ?? [])
    .slice(-72)
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const airMean = air.length >= 12 ? air.reduce((s, v) => s + v, 0) / air.length : null;
  const blended =
    airMean === null ? seasonal : (1 - M.airWeight) * seasonal + M.airWeight * airMean;
  const tempF = Math.round(Math.max(M.minF, Math.min(M.maxF, blended)));
  return {
    tempF,
    uncertaintyF: airMean === null ? 8 : 6,
    source: 'estimate',
    method:
      airMean === null
        ? `seasonal estimate for latitude ${latN.toFixed(0)}° (no recent air temperatures)`
        : `seasonal estimate for latitude ${latN.toFixed(0)}° blended with the last ${air.length} h of air temperature (mean ${Math.round(airMean)} °F)`,
  };
}
