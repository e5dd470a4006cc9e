import type {
  FishingType,
  Habitat,
  TConditionsDay,
  TOutlookDay,
  TWeatherHour,
} from '@anglerscout/contracts';
import type { ClimateNormals, ClosureRow, SpotGeo, WaterTemp } from '@anglerscout/scout';

export interface TideStationHint {
  /** Tide database id, e.g. noaa/8771450 */
  id: string;
  /** The id the station's source gives it (a NOAA number for NOAA stations) */
  sourceStationId: string;
  /** "NOAA CO-OPS", or the other constants set the station comes from */
  sourceName: string;
  name: string;
  distanceKm: number;
}

export interface DayInput {
  lat: number;
  lon: number;
  date: string;
  timeZone: string;
  station: TideStationHint | null;
  /** The whole forecast (earlier hours give the pressure trend), or null when it is missing */
  weather: TWeatherHour[] | null;
  /** The day's water temperature (measured today, or the sea forecast), if any */
  waterTempF: number | null;
}

/** One day of a spot's outlook: the report's inputs for that day, without the bait or the writing. */
export interface OutlookDayInput {
  lat: number;
  lon: number;
  date: string;
  timeZone: string;
  /** The spot's name (a saved spot's, or the nearest town's): words like "river" shape the water */
  placeName: string | null;
  habitat: Habitat;
  inLake: boolean;
  fishingType: FishingType;
  speciesId: string | null;
  station: TideStationHint | null;
  /** The forecast from a week before the date to its end, or null past the forecast */
  weather: TWeatherHour[] | null;
  /** Measured near the spot today (only for today's date) */
  measuredWater: { tempF: number; source: string } | null;
  /** The sea-surface forecast for the date (salt water) */
  seaForecast: { tempF: number; source: string } | null;
  /** Typical temperatures for the spot, so days past the forecast use them as reports do */
  climate: ClimateNormals | null;
  /** State and coast for the rules, and the closures in force, as reports use them */
  geo: SpotGeo | null;
  closures: ClosureRow[] | null;
}

/** What the Conditions page's water for a day is estimated from (no angler's choices). */
export interface WaterInput {
  lat: number;
  lon: number;
  date: string;
  placeName: string | null;
  inLake: boolean;
  station: TideStationHint | null;
  /** The whole forecast with the week before, or null */
  weather: TWeatherHour[] | null;
  climate: ClimateNormals | null;
}

/** The water as reports say it: the estimate, its kind, its ± and where it comes from. */
interface WaterEstimate {
  tempF: number;
  kind: WaterTemp['kind'];
  errorF: number | null;
  source: string;
  method: string;
}

/** What the conditions need from the science package, behind one seam so tests and wiring stay small. */
export interface Science {
  /** Loads what must be loaded once (the tide station database, the lakes data). */
  ready(): Promise<void>;
  timeZoneFor(lat: number, lon: number): string;
  /** The nearest tide station close enough to call the spot tidal, or null. */
  nearestTideStation(lat: number, lon: number): TideStationHint | null;
  /** Whether the spot lies in a mapped freshwater lake. */
  inLake(lat: number, lon: number): boolean;
  /** Area (km²) of the mapped lake at the spot, or null (the Great Lakes are tens of thousands). */
  lakeAreaAt(lat: number, lon: number): number | null;
  /** Distance to the nearest tide station within just over the inland line (101 km), or null: tells inland spots. */
  nearestTideStationKm(lat: number, lon: number): number | null;
  /** The spot's state, distance to the coastline and sea side (offline boundaries), for the rules. */
  spotGeo(lat: number, lon: number): SpotGeo | null;
  /** Sky, solunar, tides and (with weather for the day) the hourly bite score for a general angler. */
  day(input: DayInput): TConditionsDay;
  /**
   * One day of the outlook, scored as a report for that day would be: score, rating, best window
   * and whether the forecast covers it (else it is planned from the season).
   */
  outlookDay(input: OutlookDayInput): TOutlookDay;
  /**
   * The water on a date past any measurement or sea forecast, by the rules reports use (cold
   * tailwaters, western dam releases, ponds, nearshore station curves, the air record, ice).
   */
  water(input: WaterInput): WaterEstimate | null;
  /** Whether a point is in the US or its waters (saved spots must be). */
  inUnitedStates(lat: number, lon: number): boolean;
}
