import type { Habitat } from '../species/types.ts';

export type WaterTempKind = 'measured' | 'forecast' | 'air-estimate';

/** The water temperature a report uses, with where it came from and how far off it may be. */
export interface WaterTemp {
  tempF: number;
  kind: WaterTempKind;
  /** How the value was obtained, in words a reader understands */
  method: string;
  /** Expected error, ± °F; null for a measurement */
  errorF: number | null;
  source: string;
}

export interface WaterTempInputs {
  habitat: Habitat;
  /** A reading from a gauge or tide station: pass it only for today, and only while it is fresh */
  measured?: { tempF: number; source: string } | null;
  /** A model forecast of the sea surface for the report date */
  seaForecast?: { tempF: number; source: string } | null;
  /** Hourly air temperatures (°F) for the seven days ending on the report date, oldest first */
  recentAirTempsF?: (number | null)[];
}

/**
 * The logistic air-to-stream relation of Mohseni, Stefan & Erickson (1998, Water Resources
 * Research 34(10):2685-2692): weekly stream temperature from weekly mean air temperature,
 * Tw = mu + (alpha - mu) / (1 + exp(gamma (beta - Ta))) in °C. The parameters are mid-range
 * values of the kind that paper fitted at US gauges, not fitted to the user's water, so the
 * expected error is wide.
 */
export const MOHSENI = {
  alphaC: 26,
  betaC: 13,
  gammaPerC: 0.18,
  muC: 0,
  minHours: 72,
  errorF: 6,
  basis:
    'Mohseni, Stefan & Erickson (1998), Water Resources Research 34(10):2685-2692; parameters are typical mid-range values, not fitted here',
} as const;

/**
 * Expected error of a sea-surface model forecast a few days out (judgement: coastal model
 * forecasts commonly miss bays and harbours by a few degrees).
 */
export const SEA_FORECAST_ERROR_F = 3;

const toC = (f: number): number => ((f - 32) * 5) / 9;
const toF = (c: number): number => (c * 9) / 5 + 32;

/** Stream or lake surface temperature (°F) from the week's mean air temperature (°F). */
export function mohseniWaterF(meanAirF: number): number {
  const { alphaC, betaC, gammaPerC, muC } = MOHSENI;
  return toF(muC + (alphaC - muC) / (1 + Math.exp(gammaPerC * (betaC - toC(meanAirF)))));
}

/**
 * Measured first, then a sea forecast (salt water), then, for fresh water, an estimate from the
 * last week's air temperature. Salt water is not estimated from air (upwelling coasts such as San
 * Francisco run far colder than the air suggests): with nothing better the temperature is unknown.
 */
export function resolveWaterTemp(inputs: WaterTempInputs): WaterTemp | null {
  if (inputs.measured)
    return {
      tempF: Math.round(inputs.measured.tempF),
      kind: 'measured',
      method: 'measured today',
      errorF: null,
      source: inputs.measured.source,
    };
  if (inputs.habitat === 'salt' && inputs.seaForecast)
    return {
      tempF: Math.round(inputs.seaForecast.tempF),
      kind: 'forecast',
      method: 'sea-surface forecast for the day (model, not a measurement)',
      errorF: SEA_FORECAST_ERROR_F,
      source: inputs.seaForecast.source,
    };
  if (inputs.habitat !== 'fresh') return null;
  const air = (inputs.recentAirTempsF ?? []).filter(
    (v): v is number => typeof v === 'number' && Number.isFinite(v),
  );
  if (air.length < MOHSENI.minHours) return null;
  const mean = air.reduce((s, v) => s + v, 0) / air.length;
  return {
    tempF: Math.round(mohseniWaterF(mean)),
    kind: 'air-estimate',
    method: `estimated from the last ${Math.round(air.length / 24)} days of air temperature (mean ${Math.round(mean)} °F) with the air-to-stream relation of Mohseni et al. (1998)`,
    errorF: MOHSENI.errorF,
    source: MOHSENI.basis,
  };
}
