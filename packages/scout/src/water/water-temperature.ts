import { addDays, airRecord, type AirDay } from '../climate/air-record.ts';
import { coastalWaterAt, coastalWaterOn } from '../climate/coastal-waters.ts';
import { SEA_CLIMATE_RULES, typicalOn } from '../climate/normals.ts';
import { normalsDayIndex, type ClimateNormals } from '../climate/types.ts';
import type { WeatherHour } from '../bite/weather-series.ts';
import type { Habitat, Region } from '../species/types.ts';
import type { WaterKind } from '@anglerscout/contracts';

export type WaterTempKind = 'measured' | 'forecast' | 'air-estimate' | 'climatology';

/** The water temperature a report uses, with where it came from and how far off it may be. */
export interface WaterTemp {
  tempF: number;
  kind: WaterTempKind;
  /** How the value was obtained, in words a reader understands */
  method: string;
  /** Expected error, ± °F (about one standard deviation); null for a measurement */
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
  /** The report date (local yyyy-MM-dd): with `climate`, fills the days the forecast misses */
  date?: string;
  /** Hourly weather rows (the forecast with its past week), for the record before the date */
  weatherRows?: readonly WeatherHour[];
  /** Typical temperatures for the spot (air, and sea surface on salt water) */
  climate?: ClimateNormals | null;
  /** Lakes answer to the last month of air, streams to the last week */
  waterBody?: 'coast' | 'lake' | 'river' | 'unknown';
  /** The kind of water: shallow bays, estuaries and tidal rivers follow the air (SHALLOW_SALT) */
  waterKind?: WaterKind | null;
  /** The coast (SHALLOW_SALT applies on the coasts it was fitted on) */
  region?: Region | null;
  /** The spot, for the nearshore water bodies of climate/coastal-waters.ts */
  lat?: number | null;
  lon?: number | null;
}

/**
 * Shallow salt water (a bay a few feet deep, an estuary, a tidal river) answers to the air within
 * days, while the sea-surface normals (NOAA ERSST v5, a 2° cell) describe the open shelf outside.
 * Mobile Bay in February read 65 °F from the Gulf cell when the bay runs about 50-56 °F. On these
 * kinds the typical water is the sea normal moved toward recent air:
 *   water = sea + airShare * (air - sea),
 * air being the last `days` days of daily mean air weighted by exp(-age / tauDays) (forecast days
 * where the forecast reaches, typical days elsewhere).
 *
 * Fitted and checked against NOAA CO-OPS water temperature (daily means per calendar day over
 * 15-33 years; scripts/data/coops-water-daily-climatology.csv, from mdgrossi/climatology, read
 * 2026) at the three shallow stations in the repository: 8747437 Bay Waveland, St. Louis Bay MS
 * (https://tidesandcurrents.noaa.gov/stationhome.html?id=8747437), 8656483 Beaufort NC, Taylors
 * Creek behind the Outer Banks (id=8656483), 8723214 Virginia Key FL, Biscayne Bay (id=8723214).
 * Leave-one-station-out (fit on two, measure the third; script scripts/fit-shallow-bays.ts): the
 * fits gave airShare 0.70-0.80 and tau 1-3 days; held-out RMS 5.4 °F (St. Louis Bay, was 7.4
 * from the sea cell alone), 4.1 (Beaufort, was 10.6), 3.4 (Virginia Key, was 3.3). The values
 * below are the fit on all three. `errorF` is the worst held-out station, rounded up: three
 * stations are few, so no narrower. Deep or open salt water (inlets, rocky coasts, surf, reefs)
 * keeps the sea normals: Newport RI (Narragansett Bay mouth) got worse with the blend (3.5 -> 3.9).
 *
 * Only on the Atlantic and Gulf coasts, where the stations are: Pacific sounds and bays are deep
 * or mixed by cold upwelled water (Puget Sound runs in the mid-50s in August, NCEI Coastal Water
 * Temperature Guide, Seattle; the blend would read 66), and Alaska and Hawaii are not measured
 * here, so they keep the sea normals. Salt water does not fall below its freezing point: about
 * -1.9 °C (28.6 °F) at 35 psu, fresher estuary water a little above (UNESCO 1983 freezing point
 * of seawater); `freezeF` keeps a Maine estuary in January from reading 27 °F under 22 °F air.
 */
export const SHALLOW_SALT = {
  kinds: ['bay-flats', 'estuary', 'tidal-river'] as readonly WaterKind[],
  airShare: 0.75,
  tauDays: 3,
  days: 45,
  errorF: 6,
  regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic'] as readonly Region[],
  freezeF: 29,
} as const;

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
 * How the climatology turns into a water temperature (judgement, documented in the model card):
 * streams follow the mean air of the last 7 days, lakes the mean of the 30 days ending a week
 * earlier (a lake's heat store lags the air by weeks); a 7-day mean of typical days varies across
 * years by about `weekSpreadShare` of the daily spread.
 */
export const WATER_CLIMATE_RULES = {
  streamDays: 7,
  /**
   * A lake's surface layer answers to the air as a first-order heat store (exponentially
   * weighted past air, e-folding `lakeWarmingDays` while the air warms, `lakeCoolingDays` while it
   * cools) over the last `lakeDays` days. Why two: in spring and summer the sun-warmed surface
   * layer above the thermocline is a few metres thick and follows the air within about a week
   * (heat store rho*c*h over a surface exchange coefficient of roughly 30-40 W/m2/K, h ~ 3-5 m:
   * 4-7 days); in fall the layer mixes deeper and cools over weeks. The old rule (30-day mean
   * ending a week back, a lag of about 22 days all year) left northern lakes 8-10 °F too cold in
   * June: Basswood Lake 51 °F on June 12 against 57-61 °F measured at the surface of Sparkling
   * Lake, WI (NTL-LTER buoy, 2009) in the same week (see climate/lake-surface.test.ts).
   */
  lakeDays: 45,
  lakeWarmingDays: 8,
  lakeCoolingDays: 20,
  weekSpreadShare: 0.6,
  monthSpreadShare: 0.4,
  /**
   * The smallest ± a typical-for-the-date fresh-water estimate prints: its RMS error measured
   * against USGS daily mean stream temperatures at 410 gauges, water years 2016-2020, was 7.7 °F
   * on free-flowing rivers and 7.8 °F below dams (docs/model-card.md, "Estimates past the
   * forecast"; pinned by climate/water-estimate-error.test.ts). An estimate mixing forecast and
   * typical days gets the share of this that its typical days carry.
   */
  measuredErrorF: 8,
} as const;

/**
 * A pond (small, shallow water: a farm pond, a stock tank) has almost no heat store: its surface
 * follows the air within a day or two and, sun-warmed and sheltered, runs above the daily mean
 * air in the warm season, where a big lake lags the air by weeks and the Mohseni relation tops
 * out near 79 °F. A Georgia farm pond in late July runs 85-90 °F at the surface (review fresh.md
 * f14), not the 75 °F the lake rule gave.
 *
 * The relation is the empirical pond-temperature model of Wax et al. (1987), fitted on small and
 * large Mississippi aquaculture ponds (Stoneville 1983-84, Mississippi State 1984) and published
 * by Mississippi State University Extension (deltaweather.extension.msstate.edu, "Pond
 * temperature predictions", read 2026), in °F:
 *   morning   = 6.937 + 0.062 Tmax(day before) + 0.285 Tmin + 0.561 afternoon(day before)
 *   afternoon = 5.136 - 0.068 Tmin + 0.651 morning + 0.373 Tmax          (R² 0.88 and 0.82)
 * Run on the same typical day over and over, it settles to a fixed morning and afternoon
 * temperature; the pond's daily mean is their average (Tmax and Tmin are the day's mean air plus
 * and minus half its typical range). The authors doubt the model at and below 40 °F water and
 * found errors up to ±8 °F as cold fronts pass, so below `warmFromF` mean air the stream
 * relation (no lag) is used, blended into the pond model by `fullFromF`. The error is the
 * authors' worst case with typical air, `errorF`: an honest ±7 °F, not the fit's R².
 */
const POND = {
  days: 10,
  tauDays: 2,
  morning: { c: 6.937, maxBefore: 0.062, min: 0.285, afternoonBefore: 0.561 },
  afternoon: { c: 5.136, min: -0.068, morning: 0.651, max: 0.373 },
  /** Half the day's air range when the normals give only the mean, °F */
  defaultHalfRangeF: 9,
  warmFromF: 45,
  fullFromF: 60,
  errorF: 7,
  basis:
    'Wax et al. (1987) pond temperature models, Mississippi State University Extension (deltaweather.extension.msstate.edu, pond temperature predictions)',
} as const;

/** A pond's daily mean surface temperature (°F) under days of this mean air and half-range (°F). */
function pondWaterF(meanAirF: number, halfRangeF: number): number {
  const { morning: m, afternoon: a } = POND;
  const tx = meanAirF + halfRangeF;
  const tn = meanAirF - halfRangeF;
  const morning =
    (m.c +
      m.afternoonBefore * a.c +
      (m.maxBefore + m.afternoonBefore * a.max) * tx +
      (m.min + m.afternoonBefore * a.min) * tn) /
    (1 - m.afternoonBefore * a.morning);
  const afternoon = a.c + a.min * tn + a.morning * morning + a.max * tx;
  const w = Math.min(
    1,
    Math.max(0, (meanAirF - POND.warmFromF) / (POND.fullFromF - POND.warmFromF)),
  );
  return w * ((morning + afternoon) / 2) + (1 - w) * mohseniWaterF(meanAirF);
}

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

/** d(water)/d(air) of the relation at an air temperature (both °F). */
function mohseniSlope(meanAirF: number): number {
  return (mohseniWaterF(meanAirF + 0.5) - mohseniWaterF(meanAirF - 0.5)) / 1;
}

/**
 * Probability that the true water temperature is below a threshold, reading the estimate as a
 * normal distribution with `errorF` as its standard deviation (a measurement is certain).
 */
export function chanceBelow(
  water: Pick<WaterTemp, 'tempF' | 'errorF'>,
  thresholdF: number,
): number {
  if (!water.errorF) return water.tempF < thresholdF ? 1 : 0;
  const z = (thresholdF - water.tempF) / water.errorF;
  // Abramowitz & Stegun 7.1.26 erf approximation (|error| < 1.5e-7)
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const mean = (xs: number[]): number => xs.reduce((s, v) => s + v, 0) / xs.length;

/** Past days weighted by exp(-age / tau), the last day of the record being age 0. */
function recencyMean(record: readonly AirDay[], tau: number): number {
  let sum = 0;
  let weight = 0;
  record.forEach((d, i) => {
    const w = Math.exp(-(record.length - 1 - i) / tau);
    sum += w * d.meanF;
    weight += w;
  });
  return sum / weight;
}

/** Whether the air is warming over the record: the last half warmer than the first. */
function airWarming(record: readonly AirDay[]): boolean {
  const half = Math.floor(record.length / 2);
  return (
    mean(record.slice(half).map((d) => d.meanF)) >= mean(record.slice(0, half).map((d) => d.meanF))
  );
}

function lakeLagWords(record: readonly AirDay[]): string {
  return airWarming(record) ? `a week while the air warms` : `three weeks while the air cools`;
}

/**
 * The air a lake's surface answers to: past days weighted by exp(-age / tau), tau short while
 * the air warms and long while it cools (WATER_CLIMATE_RULES).
 */
function lakeAirMean(record: readonly AirDay[]): number {
  const tau = airWarming(record)
    ? WATER_CLIMATE_RULES.lakeWarmingDays
    : WATER_CLIMATE_RULES.lakeCoolingDays;
  return recencyMean(record, tau);
}

/** The blend of SHALLOW_SALT (parameters overridable for the leave-one-station-out fit). */
export function shallowSaltBlendF(
  record: readonly AirDay[],
  seaF: number,
  params: { airShare: number; tauDays: number } = SHALLOW_SALT,
): number {
  const air = recencyMean(record, params.tauDays);
  return Math.max(SHALLOW_SALT.freezeF, seaF + params.airShare * (air - seaF));
}

/**
 * Typical water of a shallow bay, estuary or tidal river (SHALLOW_SALT): the sea normal for the
 * date moved toward the recent air. Null when there is no sea normal or no air record.
 */
function shallowSaltWater(inputs: WaterTempInputs): WaterTemp | null {
  const { date, climate, waterKind, region } = inputs;
  if (!date || !climate?.sea || !waterKind || !SHALLOW_SALT.kinds.includes(waterKind)) return null;
  if (!region || !SHALLOW_SALT.regions.includes(region)) return null;
  const record = airRecord(
    inputs.weatherRows ?? [],
    climate,
    addDays(date, 1 - SHALLOW_SALT.days),
    date,
  );
  if (record.length < Math.ceil(SHALLOW_SALT.days * 0.7)) return null;
  const air = recencyMean(record, SHALLOW_SALT.tauDays);
  const sea = typicalOn(climate.sea, date).meanF;
  const tempF = Math.round(shallowSaltBlendF(record, sea));
  const forecastDays = record.filter((d) => d.from === 'forecast').length;
  return {
    tempF,
    kind: forecastDays ? 'air-estimate' : 'climatology',
    method: `${forecastDays ? 'estimated' : 'typical for this date'}: shallow bays and estuaries follow the air within days, so the sea-surface normal (${Math.round(sea)} °F) moved three quarters of the way toward the ${forecastDays ? `recent air (${forecastDays} forecast day${forecastDays === 1 ? '' : 's'} and typical days before)` : 'typical air of the last days'} (mean ${Math.round(air)} °F); fitted to NOAA CO-OPS bay stations`,
    errorF: SHALLOW_SALT.errorF,
    source: `${climate.seaSource ?? 'sea-surface climatology'}; ${climate.airSource ?? 'climate normals'}; blend fitted to NOAA CO-OPS water temperature at 8747437 St. Louis Bay MS, 8656483 Beaufort NC, 8723214 Virginia Key FL`,
  };
}

/** Half the typical daily air range on the date, from the normals' minima and maxima. */
function halfRangeOn(climate: ClimateNormals | null | undefined, date: string): number {
  const air = climate?.air;
  if (!air?.maxF || !air.minF) return POND.defaultHalfRangeF;
  const i = normalsDayIndex(date);
  const hi = air.maxF[i];
  const lo = air.minF[i];
  return hi !== undefined && lo !== undefined && hi > lo ? (hi - lo) / 2 : POND.defaultHalfRangeF;
}

/** A pond's typical or estimated water (POND): the last days of air, with no lake lag. */
function pondWater(inputs: WaterTempInputs): WaterTemp | null {
  const { date, climate } = inputs;
  if (!date) return null;
  const record = airRecord(inputs.weatherRows ?? [], climate, addDays(date, 1 - POND.days), date);
  if (record.length < Math.ceil(POND.days * 0.7)) return null;
  const airMean = recencyMean(record, POND.tauDays);
  const half = halfRangeOn(climate, date);
  const tempF = Math.round(pondWaterF(airMean, half));
  const forecastDays = record.filter((d) => d.from === 'forecast').length;
  const air = `mean ${Math.round(airMean)} °F, daily range about ${Math.round(airMean - half)}-${Math.round(airMean + half)} °F`;
  return {
    tempF,
    kind: forecastDays ? 'air-estimate' : 'climatology',
    method: `${forecastDays ? 'estimated' : 'typical for this date'}: a small pond follows the air within a day or two and runs above it in warm weather, so from the ${forecastDays ? `last days of air (${forecastDays} forecast day${forecastDays === 1 ? '' : 's'})` : 'typical air of the last days'} (${air}) with the pond temperature models of Wax et al. (1987)`,
    errorF: POND.errorF,
    source: `${climate?.airSource ?? 'climate normals'}; ${POND.basis}`,
  };
}

/**
 * Typical water of a nearshore spot inside one of the water bodies of climate/coastal-waters.ts
 * (the mouth of Delaware Bay, Vineyard Sound, the San Juan Islands ...): that water's own
 * measured or typical curve instead of the nearest open-ocean cell, which can lie across land or
 * in another basin. Null outside them.
 */
function coastalWaterTemp(inputs: WaterTempInputs): WaterTemp | null {
  const { date, waterKind, lat, lon } = inputs;
  if (!date || !waterKind || lat == null || lon == null) return null;
  const w = coastalWaterAt(lat, lon, waterKind);
  const on = w ? coastalWaterOn(w, date) : null;
  if (!w || !on) return null;
  return {
    tempF: Math.round(on.meanF),
    kind: 'climatology',
    method: `typical for this date in ${w.name} (${'station' in w.from ? 'measured at a NOAA tide station in the same water' : 'typical figures for this water'}), not the open-ocean sea-surface normal`,
    errorF: Math.round(on.errorF),
    source: w.source,
  };
}

function freshFromRecord(inputs: WaterTempInputs, lake: boolean): WaterTemp | null {
  const { date, climate } = inputs;
  if (!date) return null;
  const days = lake ? WATER_CLIMATE_RULES.lakeDays : WATER_CLIMATE_RULES.streamDays;
  const end = date;
  const record: AirDay[] = airRecord(
    inputs.weatherRows ?? [],
    climate,
    addDays(end, 1 - days),
    end,
  );
  if (record.length < Math.ceil(days * 0.7)) return null;
  const airMean = lake ? lakeAirMean(record) : mean(record.map((d) => d.meanF));
  const forecastDays = record.filter((d) => d.from === 'forecast').length;
  const typical = record.filter((d) => d.from === 'typical');
  const share = lake ? WATER_CLIMATE_RULES.monthSpreadShare : WATER_CLIMATE_RULES.weekSpreadShare;
  const typicalSpread = typical.length ? mean(typical.map((d) => d.sdF)) * share : 0;
  const airErr = typicalSpread * (typical.length / record.length);
  const typicalShare = typical.length / record.length;
  const floor =
    MOHSENI.errorF + (WATER_CLIMATE_RULES.measuredErrorF - MOHSENI.errorF) * typicalShare;
  const errorF = Math.round(
    Math.max(floor, Math.sqrt(MOHSENI.errorF ** 2 + (mohseniSlope(airMean) * airErr) ** 2)),
  );
  const tempF = Math.round(mohseniWaterF(airMean));
  const span = lake
    ? `the last ${days} days of air weighted toward the recent ones (mean ${Math.round(airMean)} °F; a lake's surface lags the air by about ${lakeLagWords(record)})`
    : `the last ${days} days of air (mean ${Math.round(airMean)} °F)`;
  if (forecastDays === 0)
    return {
      tempF,
      kind: 'climatology',
      method: `typical for this date: from ${span.replace('the ', 'typical ').replace('days of air', 'days of air temperature')} with the air-to-water relation of Mohseni et al. (1998)`,
      errorF,
      source: `${climate?.airSource ?? 'climate normals'}; ${MOHSENI.basis}`,
    };
  return {
    tempF,
    kind: 'air-estimate',
    method: `estimated from ${span}: ${forecastDays} forecast day${forecastDays === 1 ? '' : 's'}${typical.length ? ` and ${typical.length} typical day${typical.length === 1 ? '' : 's'} from the climatology` : ''}, with the air-to-water relation of Mohseni et al. (1998)`,
    errorF,
    source: typical.length ? `${MOHSENI.basis}; ${climate?.airSource ?? ''}` : MOHSENI.basis,
  };
}

/**
 * Measured first, then a sea forecast (salt water), then for fresh water an estimate from the
 * air record before the date (forecast days, with typical days from the climatology filling the
 * gaps), then the climatology alone: the sea-surface normals on salt water, typical air through
 * the same relation on fresh water. Salt water is never estimated from air (upwelling coasts such
 * as San Francisco run far colder than the air suggests). Null only when none of these exist.
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
  if (inputs.habitat === 'salt') {
    if (inputs.seaForecast)
      return {
        tempF: Math.round(inputs.seaForecast.tempF),
        kind: 'forecast',
        method: 'sea-surface forecast for the day (model, not a measurement)',
        errorF: SEA_FORECAST_ERROR_F,
        source: inputs.seaForecast.source,
      };
    const coastal = coastalWaterTemp(inputs);
    if (coastal) return coastal;
    const shallow = shallowSaltWater(inputs);
    if (shallow) return shallow;
    const sea = inputs.climate?.sea;
    if (sea && inputs.date) {
      const t = typicalOn(sea, inputs.date);
      return {
        tempF: Math.round(t.meanF),
        kind: 'climatology',
        method: 'typical sea-surface temperature for this date (spread across recent years)',
        // never narrower than the error measured against CO-OPS bay and sound stations
        errorF: Math.max(Math.round(SEA_CLIMATE_RULES.errorF), Math.round(t.sdF)),
        source: inputs.climate?.seaSource ?? 'sea-surface climatology',
      };
    }
    return null;
  }
  const air = (inputs.recentAirTempsF ?? []).filter(
    (v): v is number => typeof v === 'number' && Number.isFinite(v),
  );
  if (inputs.waterKind === 'pond') {
    const pond = pondWater(inputs);
    if (pond) return pond;
  }
  const lake = inputs.waterBody === 'lake';
  if (air.length >= MOHSENI.minHours && !lake) {
    const m = mean(air);
    return {
      tempF: Math.round(mohseniWaterF(m)),
      kind: 'air-estimate',
      method: `estimated from the last ${Math.round(air.length / 24)} days of air temperature (mean ${Math.round(m)} °F) with the air-to-stream relation of Mohseni et al. (1998)`,
      errorF: MOHSENI.errorF,
      source: MOHSENI.basis,
    };
  }
  const fromRecord = freshFromRecord(inputs, lake);
  if (fromRecord) return fromRecord;
  if (air.length >= MOHSENI.minHours) {
    const m = mean(air);
    return {
      tempF: Math.round(mohseniWaterF(m)),
      kind: 'air-estimate',
      method: `estimated from the last ${Math.round(air.length / 24)} days of air temperature (mean ${Math.round(m)} °F) with the air-to-stream relation of Mohseni et al. (1998)`,
      errorF: MOHSENI.errorF,
      source: MOHSENI.basis,
    };
  }
  return null;
}
