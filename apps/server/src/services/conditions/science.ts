import type { TConditionsDay, TWeatherHour } from '@anglerscout/contracts';
import type { SpotGeo } from '@anglerscout/scout';

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

/** What the conditions need from the science package, behind one seam so tests and wiring stay small. */
export interface Science {
  /** Loads what must be loaded once (the tide station database, the lakes data). */
  ready(): Promise<void>;
  timeZoneFor(lat: number, lon: number): string;
  /** The nearest tide station close enough to call the spot tidal, or null. */
  nearestTideStation(lat: number, lon: number): TideStationHint | null;
  /** Whether the spot lies in a mapped freshwater lake. */
  inLake(lat: number, lon: number): boolean;
  /** The spot's state, distance to the coastline and sea side (offline boundaries), for the rules. */
  spotGeo(lat: number, lon: number): SpotGeo | null;
  /** Sky, solunar, tides and (with weather for the day) the hourly bite score for a general angler. */
  day(input: DayInput): TConditionsDay;
}
