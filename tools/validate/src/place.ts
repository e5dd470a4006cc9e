import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  findNearestTideStation,
  getSpecies,
  timeZoneFor,
  type SpeciesRecord,
  type TideStationRef,
} from '@anglerscout/scout';
import { COUNTIES_FILE, DATA_DIR } from './paths.ts';

/** Tide stations this far from the county point are used (docs/validation.md, "Tides"). */
export const TIDE_RADIUS_KM = 50;

export interface PlacedCounty {
  geoid: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
  timeZone: string;
  station: TideStationRef | null;
}

/** Census 2019 Gazetteer internal points of the counties the trips name. */
function readCountyPoints(
  file = join(DATA_DIR, COUNTIES_FILE),
): Map<string, { name: string; state: string; lat: number; lon: number }> {
  const rows = parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  return new Map(
    rows.map((r) => [
      r.geoid!,
      { name: r.name!, state: r.state!, lat: Number(r.lat), lon: Number(r.lon) },
    ]),
  );
}

/**
 * Places every county: its point, its time zone and the nearest tide station within
 * TIDE_RADIUS_KM. The tide database must be loaded first (loadTideDatabase).
 */
export function placeCounties(geoids: Iterable<string>, points = readCountyPoints()) {
  const placed = new Map<string, PlacedCounty>();
  const unplaced: string[] = [];
  for (const geoid of geoids) {
    const p = points.get(geoid);
    if (!p) {
      unplaced.push(geoid);
      continue;
    }
    placed.set(geoid, {
      geoid,
      ...p,
      timeZone: timeZoneFor(p.lat, p.lon),
      station: findNearestTideStation({ lat: p.lat, lon: p.lon, maxDistanceKm: TIDE_RADIUS_KM }),
    });
  }
  return { placed, unplaced };
}

/**
 * MRIP's target-species names matched to the app's species (only where the app has the species;
 * every other target scores without species preferences).
 */
const MRIP_SPECIES: Record<string, string> = {
  'STRIPED BASS': 'striped-bass',
  'RED DRUM': 'red-drum',
  'SPOTTED SEATROUT': 'spotted-seatrout',
  TAUTOG: 'tautog',
  SHEEPSHEAD: 'sheepshead',
  'COMMON SNOOK': 'common-snook',
  'KING MACKEREL': 'king-mackerel',
  'SPANISH MACKEREL': 'spanish-mackerel',
  'BLACK SEA BASS': 'black-sea-bass',
  DOLPHIN: 'mahi-mahi',
  BLUEFISH: 'bluefish',
  COBIA: 'cobia',
  'BLACK DRUM': 'black-drum',
  'ATLANTIC TARPON': 'tarpon',
  BONEFISH: 'bonefish',
  'SUMMER FLOUNDER': 'summer-flounder',
  'SOUTHERN FLOUNDER': 'southern-flounder',
  WEAKFISH: 'weakfish',
  'RED SNAPPER': 'red-snapper',
  'LARGEMOUTH BASS': 'largemouth-bass',
};

export function speciesFor(mripName: string): SpeciesRecord | null {
  const id = MRIP_SPECIES[mripName.trim().toUpperCase()];
  return id ? (getSpecies(id) ?? null) : null;
}
