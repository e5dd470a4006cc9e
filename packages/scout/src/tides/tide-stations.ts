import type { Station } from '@neaps/tide-database';
import type { TTideStation } from '@anglerscout/contracts';

/**
 * The harmonic database (NOAA CO-OPS stations via the Neaps tide database) takes about half a
 * second and tens of MB to open, so it is imported once, on first use, and kept.
 */
type TideDatabase = typeof import('@neaps/tide-database');
let database: TideDatabase | null = null;
let loading: Promise<TideDatabase> | null = null;

export async function loadTideDatabase(): Promise<TideDatabase> {
  if (database) return database;
  loading ??= import('@neaps/tide-database').then((db) => {
    database = db;
    return db;
  });
  return loading;
}

export function tideDatabaseLoaded(): boolean {
  return database !== null;
}

/** One search radius everywhere: a spot this close to a tide station counts as tidal. */
export const TIDE_STATION_RADIUS_KM = 25;

/** A tide station as reports and the Conditions page show it (the contract's ZTideStation). */
export type TideStationRef = TTideStation;

export interface NearestTideStationInput {
  lat: number;
  lon: number;
  /** Search radius, km (default TIDE_STATION_RADIUS_KM) */
  maxDistanceKm?: number;
}

/** The source's own name for who measured the constants, in the words a report prints. */
function sourceName(station: Station): string {
  const name = station.source.name;
  if (/National Oceanic/i.test(name)) return 'NOAA CO-OPS';
  if (/TICON/i.test(name)) return 'TICON-4 (constants from GESLA-4 sea-level records)';
  return name;
}

function toRef(station: Station, distanceKm: number): TideStationRef {
  return {
    id: station.id,
    sourceStationId: station.source.id,
    sourceName: sourceName(station),
    name: station.name,
    region: station.region ?? null,
    lat: station.latitude,
    lon: station.longitude,
    type: station.type,
    timeZone: station.timezone,
    distanceKm: Math.round(distanceKm * 10) / 10,
    attribution: `${station.source.name} station ${station.source.id} via ${station.attribution}`,
    sourceUrl: station.source.url,
  };
}

/** The loaded station database; loadTideDatabase() must have run first (async, once). */
function loadedDatabase(): NonNullable<typeof database> {
  if (!database)
    throw new Error('tide database not loaded: await loadTideDatabase() once at start');
  return database;
}

const usableTideStation = (s: Station): boolean =>
  s.kind === 'tide' && s.country_code === 'US' && 'MLLW' in s.datums && 'MSL' in s.datums;

/**
 * The nearest US tide station with MLLW and MSL datums within `maxDistanceKm`,
 * or null. The database must have been loaded with loadTideDatabase() first (async, once).
 */
export function findNearestTideStation({
  lat,
  lon,
  maxDistanceKm = TIDE_STATION_RADIUS_KM,
}: NearestTideStationInput): TideStationRef | null {
  const found = loadedDatabase().nearest({
    lat,
    lon,
    maxDistance: maxDistanceKm,
    filter: usableTideStation,
  });
  return found ? toRef(found[0], found[1]) : null;
}

/** The station's mean range (MHHW - MLLW, m), where both datums are given. */
function tideRange(s: Station): number | null {
  const high = s.datums.MHHW;
  const low = s.datums.MLLW;
  return high === undefined || low === undefined ? null : high - low;
}

/**
 * How far along the coast a surf or rocky-shore spot looks for a station on the open coast, km,
 * when the stations within the usual radius are all back-bay or river-mouth ones.
 */
const OPEN_COAST_SEARCH_KM = 60;

/**
 * For the open coast (a surf beach, a rocky shore): the nearest usable station whose range is at
 * least half the largest range within `maxDistanceKm` or OPEN_COAST_SEARCH_KM, whichever is more.
 * A back-bay station across a barrier island has a small, late tide (South Point in Sinepuxent
 * Bay, 0.2 m, 4 km from the Assateague surf, against 0.75-1.2 m at Ocean City: review8 u10,
 * RC-11), and so has a river mouth behind a sand bar (the Santa Margarita mouth near Oceanside,
 * 0.55 m, against 1.6-1.7 m at San Clemente and La Jolla: review 11, r02): they are passed over
 * for one on the ocean side, farther along the coast if need be. Null when no station is within
 * `maxDistanceKm`.
 */
export function findOpenCoastTideStation({
  lat,
  lon,
  maxDistanceKm = TIDE_STATION_RADIUS_KM,
}: NearestTideStationInput): TideStationRef | null {
  const found = loadedDatabase().near({
    lat,
    lon,
    maxDistance: Math.max(maxDistanceKm, OPEN_COAST_SEARCH_KM),
    maxResults: 12,
    filter: usableTideStation,
  });
  if (!found.length || found[0]![1] > maxDistanceKm) return null;
  const ranges = found.map(([s]) => tideRange(s) ?? 0);
  const largest = Math.max(...ranges);
  const pick = found.find((_, i) => (ranges[i] ?? 0) >= largest / 2) ?? found[0];
  return pick ? toRef(pick[0], pick[1]) : null;
}

/** A station reference by database id, for callers that already know the station (a stored report). */
export function tideStationRef(id: string, distanceKm = 0): TideStationRef | null {
  const station = tideStationById(id);
  return station ? toRef(station, distanceKm) : null;
}

export function tideStationById(id: string): Station | undefined {
  return loadedDatabase().stationsById.get(id);
}
