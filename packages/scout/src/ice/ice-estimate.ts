import type { TIceEstimate } from '@anglerscout/contracts';
import type { WeatherHour } from '../bite/weather-series.ts';
import { airRecord } from '../climate/air-record.ts';
import type { ClimateNormals } from '../climate/types.ts';

/**
 * Ice on lakes and slow rivers from freezing degree-days (FDD, °F-days below 32 °F, thaw days
 * subtracted, never below zero) accumulated since September 1 over the forecast where it reaches
 * and the climatology elsewhere, turned into a thickness with Stefan's law, h = α √FDD.
 */
export const ICE_RULES = {
  freezeF: 32,
  /**
   * Stefan coefficients α for inches of ice from °F-days: average lake with snow cover 0.5-0.7,
   * average river with snow 0.4-0.5 (USACE EM 1110-2-1612, Ice Engineering, 2002, ch. 2, table of
   * α for the Stefan equation after Michel 1971). Snow insulates: real ice is often thinner.
   */
  alpha: {
    lake: { low: 0.5, mid: 0.6, high: 0.7 },
    river: { low: 0.4, mid: 0.45, high: 0.5 },
  },
  /**
   * FDD a lake needs before it skins over: the water column must first cool to 39 °F and the
   * surface to 32 °F (judgement from the usual 2-4 week lag between the first hard freezes and
   * freeze-up on mid-size northern lakes; large deep lakes freeze later).
   */
  freezeUpFdd: 90,
  /** How far a season's monthly means stray from normal, as a share of the daily spread (judgement) */
  seasonSpreadShare: 0.4,
  /** Below this many °F-days past freeze-up the ice is only possible (skim, unsafe) */
  likelyMarginFdd: 40,
  /**
   * Water this warm holds no ice, whatever the winter's degree-days still say: fresh water is
   * densest at 39.2 °F, so a lake freezes only once its whole column has cooled below that, and
   * a river carrying 40 °F water melts its shelf ice. The degree-day count lets thaw days undo
   * frost only one for one, so after a cold winter it kept "possible" ice into late April beside
   * 45 °F water (Arkansas River at Salida, review 6, fresh.md g10). Applied to the report's water
   * (report/spot-water.ts).
   */
  openWaterF: 40,
  source:
    "Stefan's law h = α√FDD with α from USACE EM 1110-2-1612 Ice Engineering (2002), ch. 2 (after Michel 1971); freeze-up threshold and spread are our judgement",
} as const;

/**
 * Minnesota DNR ice thickness guidelines for new clear ice (double for white or snow-covered
 * ice), dnr.state.mn.us/safety/ice (as given in the DNR's 2023-24 season releases, read 2026-11).
 */
export const ICE_GUIDANCE = {
  lines: [
    'Under 4 inches of new clear ice: stay off',
    '4 inches: ice fishing and other activities on foot',
    '5-7 inches: snowmobile or small ATV',
    '7-8 inches: side-by-side ATV',
    '9-12 inches: car',
    '13-17 inches: truck',
    'Double these for white or snow-covered ice',
  ],
  source:
    'Minnesota DNR ice thickness guidelines for new clear ice, https://www.dnr.state.mn.us/safety/ice/thickness.html (read 2026-11); check your own state agency and local ice reports',
} as const;

export interface IceInputs {
  date: string;
  /** lake (lakes and reservoirs) or river; coasts and tailwaters get no ice estimate */
  water: 'lake' | 'river';
  weatherRows?: readonly WeatherHour[];
  climate?: ClimateNormals | null;
  lat: number;
}

function seasonStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${month >= 8 ? year : year - 1}-09-01`;
}

/** Ice estimate for the date, or null when it cannot apply (no air record, south of any ice). */
export function estimateIce(inputs: IceInputs): TIceEstimate | null {
  const { date, water } = inputs;
  const start = seasonStart(date);
  const days = airRecord(inputs.weatherRows ?? [], inputs.climate, start, date);
  const expected = Math.round((Date.parse(date) - Date.parse(start)) / 86_400_000) + 1;
  if (days.length < expected * 0.9) return null;
  const R = ICE_RULES;
  let mid = 0;
  let low = 0;
  let high = 0;
  for (const d of days) {
    const spread = d.from === 'typical' ? d.sdF * R.seasonSpreadShare : 0;
    mid = Math.max(0, mid + (R.freezeF - d.meanF));
    low = Math.max(0, low + (R.freezeF - (d.meanF + spread)));
    high = Math.max(0, high + (R.freezeF - (d.meanF - spread)));
  }
  const alpha = R.alpha[water];
  const past = (fdd: number): number => Math.max(0, fdd - R.freezeUpFdd);
  const state: TIceEstimate['state'] =
    water === 'lake' && past(low) >= R.likelyMarginFdd
      ? 'likely'
      : past(high) > 0
        ? 'possible'
        : 'open';
  const thick = (a: number, fdd: number): number => Math.round(a * Math.sqrt(past(fdd)) * 10) / 10;
  const forecastDays = days.filter((d) => d.from === 'forecast').length;
  const base = {
    freezingDegreeDaysF: Math.round(mid),
    method: `freezing degree-days since ${start} (${Math.round(mid)} °F-days: ${forecastDays} forecast day${forecastDays === 1 ? '' : 's'}, the rest typical for the date) and Stefan's law, ${water === 'lake' ? 'lake with snow' : 'river with snow'} coefficient ${alpha.low}-${alpha.high}`,
    source: R.source,
    guidance: [...ICE_GUIDANCE.lines],
    guidanceSource: ICE_GUIDANCE.source,
  };
  if (state === 'open') return { state, thicknessIn: null, rangeIn: null, ...base };
  const rangeIn: [number, number] = [thick(alpha.low, low), thick(alpha.high, high)];
  return {
    state,
    thicknessIn: state === 'likely' ? Math.round(thick(alpha.mid, mid)) : null,
    rangeIn,
    ...base,
  };
}

/** A date inside the season when ice can exist at all: skip the work in summer and the south. */
export function iceSeasonPossible(date: string, lat: number): boolean {
  const month = Number(date.slice(5, 7));
  return lat >= 33 && (month >= 11 || month <= 4);
}
