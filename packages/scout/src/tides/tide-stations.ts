import type { Station } from '@neaps/tide-database';

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

export interface TideStationRef {
  /** Database id, e.g. "noaa/8443970" */
  id: string;
  /** NOAA station number, e.g. "8443970" */
  noaaId: string;
  name: string;
  region: string | null;
  lat: number;
  lon: number;
  type: 'reference' | 'subordinate';
  timeZone: string;
  distanceKm: number;
  attribution: string;
  sourceUrl: string;
}

export interface NearestTideStationInput {
  lat: number;
  lon: number;
  /** Search radius, km (default 50) */
  maxDistanceKm?: number;
}

function toRef(station: Station, distanceKm: number): TideStationRef {
  return {
    id: station.id,
    noaaId: station.source.id,
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

const usableTideStation = (s: Station): boolean =>
  s.kind === 'tide' && s.country_code === 'US' && 'MLLW' in s.datums && 'MSL' in s.datums;

/**
 * The nearest US tide station with MLLW and MSL datums within `maxDistanceKm` (default 50 km),
 * or null. The database must have been loaded with loadTideDatabase() first (async, once).
 */
export function findNearestTideStation({
  lat,
  lon,
  maxDistanceKm = 50,
}: NearestTideStationInput): TideStationRef | null {
  if (!database)
    throw new Error('tide database not loaded: await loadTideDatabase() once at start');
  const found = database.nearest({
    lat,
    lon,
    maxDistance: maxDistanceKm,
    filter: usableTideStation,
  });
  return found ? toRef(found[0], found[1]) : null;
}

/** A station reference by database id (distance 0), for callers that already know the station. */
export function tideStationRef(id: string): TideStationRef | null {
  const station = tideStationById(id);
  return station ? toRef(station, 0) : null;
}

export function tideStationById(id: string): Station | undefined {
  if (!database)
    throw new Error('tide database not loaded: await loadTideDatabase() once at start');
  return database.stationsById.get(id);
}
