import { find, setCache } from 'geo-tz';

/**
 * geo-tz reads the boundary data of one cell of its quadtree from disk the first time a point in
 * that cell is looked up, and by default keeps every cell it ever read: about 65 KB of decoded
 * polygons a cell, 24 MB after 3,000 scattered US spots and more as members go further. Here at most
 * MAX_CELLS cells are kept, the least recently used dropped first (about 17 MB at most); a cell read
 * again costs 1-2 ms.
 */
export const MAX_TIME_ZONE_CELLS = 256;

/** The Map-like store geo-tz accepts (get and set), bounded, least recently used out first. */
export function boundedCellStore<V>(max: number) {
  const cells = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = cells.get(key);
      if (value !== undefined) {
        cells.delete(key);
        cells.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      cells.delete(key);
      cells.set(key, value);
      if (cells.size > max) cells.delete(cells.keys().next().value!);
      return this;
    },
    get size() {
      return cells.size;
    },
  };
}

/** The cells geo-tz keeps (exported so a test can see the bound hold). */
export const timeZoneCells = boundedCellStore<unknown>(MAX_TIME_ZONE_CELLS);
setCache({ store: timeZoneCells });

/**
 * The IANA time zone at a point, from geo-tz's offline boundary data (timezone-boundary-builder,
 * "alike since 1970" product). At sea geo-tz answers an Etc/GMT zone, which is still usable.
 */
export function timeZoneFor(lat: number, lon: number): string {
  const zones = find(lat, lon);
  const zone = zones[0];
  if (!zone) throw new RangeError(`no time zone found for ${lat}, ${lon}`);
  return zone;
}
