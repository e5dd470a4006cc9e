import type { TIceEstimate, WaterKind } from '@anglerscout/contracts';
import type { WaterBody } from '../bite/types.ts';
import { weatherRows, type HourlyWeather, type WeatherHour } from '../bite/weather-series.ts';
import type { ClimateNormals } from '../climate/types.ts';
import { suggestHabitat } from '../habitat/suggest-habitat.ts';
import { suggestWaterKind, waterBodyOfKind } from '../habitat/water-kind.ts';
import { greatLakesIceBay } from '../ice/great-lakes-bays.ts';
import { estimateIce, ICE_RULES, iceSeasonPossible } from '../ice/ice-estimate.ts';
import type { SpotGeo } from '../rules/types.ts';
import { regionFor } from '../species/region.ts';
import type { Region } from '../species/types.ts';
import type { TideStationRef } from '../tides/tide-stations.ts';
import {
  coldTailwaterFor,
  coldTailwaterWater,
  type ColdTailwater,
} from '../water/cold-tailwaters.ts';
import { releaseRiverFor, releaseRiverWater, type ReleaseRiver } from '../water/release-rivers.ts';
import { resolveWaterTemp, type WaterTemp } from '../water/water-temperature.ts';

export interface SpotWaterInput {
  lat: number;
  lon: number;
  date: string;
  habitat: 'fresh' | 'salt';
  kind: WaterKind;
  region: Region;
  state: string | null;
  placeName: string | null;
  /** Hourly weather rows (forecast and the week before), oldest first */
  rows: WeatherHour[];
  climate: ClimateNormals | null;
  measured: { tempF: number; source: string } | null;
  seaForecast: { tempF: number; source: string } | null;
}

export interface SpotWater {
  /** A river below a deep dam that releases cold water (the South's trout tailwaters), or null */
  coldTail: ColdTailwater | null;
  /** A western river below a storage dam with a gauged release, or null */
  release: ReleaseRiver | null;
  waterBody: WaterBody;
  ice: TIceEstimate | null;
  iced: boolean;
  /** What the report and the Conditions page say the water is, or null when nothing is known */
  water: WaterTemp | null;
}

/** Ice can form on lakes, reservoirs and slow rivers; not on salt water or tailwaters below dams. */
function iceWater(
  habitat: 'salt' | 'fresh',
  kind: WaterKind,
  waterBody: WaterBody,
): 'lake' | 'river' | null {
  if (habitat !== 'fresh' || kind === 'tailwater') return null;
  if (waterBody === 'river' || kind === 'river') return 'river';
  return 'lake';
}

/** Under ice the water is near 32 °F at the top and up to 39 °F at the bottom. */
function underIce(water: WaterTemp | null): WaterTemp {
  return {
    tempF: 34,
    kind: water?.kind === 'measured' ? 'measured' : (water?.kind ?? 'climatology'),
    method: 'under ice: near 32 °F just below the ice, up to 39 °F near the bottom',
    errorF: 3,
    source: water?.source ?? 'physical limits of fresh water under ice',
  };
}

/**
 * A tailwater whose dam has no release record here (neither water/cold-tailwaters.ts nor
 * water/release-rivers.ts knows it) keeps the air-based estimate, labelled as such: below a
 * bottom-release dam the water runs colder in summer and warmer in winter, and steadier, than the
 * air says (the Fryingpan below Ruedi read 33 °F in January from the air before it had an entry).
 */
function airModelBelowDam(water: WaterTemp): WaterTemp {
  return {
    ...water,
    method: `${water.method}; estimated from the air as for a free-flowing river, since no release temperature for this dam is on file: below a dam that releases from the bottom of its lake the water runs colder in summer, warmer in winter and steadier than this`,
  };
}

/**
 * The water at a spot on a date, by the one set of rules reports, the week's outlook and the
 * Conditions page share: a measurement, the sea forecast, a cold tailwater's or a western dam's
 * release, else the estimate from the air record and the climatology for the kind of water
 * (water/water-temperature.ts); then ice from freezing degree-days, and the water under it.
 */
export function spotWater(input: SpotWaterInput): SpotWater {
  const { lat, lon, date, habitat, kind, rows, climate } = input;
  // A river below a deep dam that releases cold water runs trout-cold all year: its own water
  // temperature and trout targets, whatever the warm-water region around it holds.
  const coldTail =
    habitat === 'fresh'
      ? coldTailwaterFor(lat, lon, { kind, state: input.state, placeName: input.placeName })
      : null;
  // The kind of water decides lake, river or coast (a "Fork" in a lake's name is no river).
  const waterBody = waterBodyOfKind(kind);
  const endLocal = `${date}T24:00`;
  const resolved = resolveWaterTemp({
    habitat,
    measured: input.measured,
    seaForecast: input.seaForecast,
    recentAirTempsF: rows
      .filter((r) => r.time < endLocal)
      .slice(-168)
      .map((r) => r.temperatureF),
    date,
    weatherRows: rows,
    climate,
    waterBody,
    waterKind: kind,
    region: input.region,
    lat,
    lon,
  });
  // A western river below a storage dam runs on the dam's release (water/release-rivers.ts)
  const release =
    !coldTail && habitat === 'fresh' && (kind === 'tailwater' || kind === 'river')
      ? releaseRiverFor(lat, lon)
      : null;
  const estimated =
    coldTail && resolved?.kind !== 'measured'
      ? coldTailwaterWater(coldTail, date)
      : release && resolved?.kind !== 'measured'
        ? releaseRiverWater(release, date, { lat, lon }, resolved)
        : habitat === 'fresh' && kind === 'tailwater' && resolved && resolved.kind !== 'measured'
          ? airModelBelowDam(resolved)
          : resolved;
  const iceOn = coldTail ? null : iceWater(habitat, kind, waterBody);
  let ice: TIceEstimate | null =
    iceOn && iceSeasonPossible(date, lat)
      ? estimateIce({ date, water: iceOn, weatherRows: rows, climate, lat })
      : null;
  // Water at 40 °F or warmer holds no ice (ICE_RULES.openWaterF), whatever the degree-days say.
  if (ice && ice.state !== 'open' && (estimated?.tempF ?? 0) >= ICE_RULES.openWaterF) ice = null;
  // The Great Lakes rarely freeze across, so open water is demoted; the shallow bays that freeze
  // most winters and carry ice fisheries (Saginaw Bay, Green Bay ...) keep the degree-day state.
  if (ice?.state === 'likely' && kind === 'great-lakes' && !greatLakesIceBay(lat, lon))
    ice = { ...ice, state: 'possible', thicknessIn: null };
  const iced = ice?.state === 'likely';
  const water = iced && (estimated?.tempF ?? 99) > 34 ? underIce(estimated) : estimated;
  return { coldTail, release, waterBody, ice, iced, water };
}

export interface WaterAtSpotInput {
  lat: number;
  lon: number;
  date: string;
  /** The spot's name: words like "river" or "pond" shape the kind of water */
  placeName: string | null;
  inLake: boolean;
  lakeAreaKm2: number | null;
  geo: SpotGeo | null;
  /** The tide station the spot is tidal by, or null */
  station: TideStationRef | null;
  weather: HourlyWeather | null;
  climate: ClimateNormals | null;
  measured: { tempF: number; source: string } | null;
  seaForecast: { tempF: number; source: string } | null;
}

/**
 * The water for the Conditions page (no angler's choices): salt or fresh and the kind of water
 * suggested as a report with no choices would suggest them, then spotWater.
 */
export function waterAtSpot(input: WaterAtSpotInput): WaterTemp | null {
  const { lat, lon } = input;
  const region = regionFor(lat, lon);
  const habitat = suggestHabitat({
    tideStation: input.station,
    placeName: input.placeName,
    inLake: input.inLake,
  }).habitat;
  const kind = suggestWaterKind({
    habitat,
    placeName: input.placeName,
    inLake: input.inLake,
    lakeAreaKm2: input.lakeAreaKm2,
    region,
    lat,
    lon,
    geo: input.geo,
    tideStationKm: input.station?.distanceKm ?? null,
  }).kind;
  return spotWater({
    lat,
    lon,
    date: input.date,
    habitat,
    kind,
    region,
    state: input.geo?.state ?? null,
    placeName: input.placeName,
    rows: weatherRows(input.weather),
    climate: input.climate,
    measured: input.measured,
    seaForecast: input.seaForecast,
  }).water;
}
