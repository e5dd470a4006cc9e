import type { UsStateCode } from '@anglerscout/contracts';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { pointSegmentKm } from './distance.ts';

/**
 * US states offline: the Census Bureau's cartographic state boundaries (2017 edition, public
 * domain) as packaged by us-atlas (states-10m.json: quantized and simplified, unprojected).
 * These outlines are clipped to the shoreline, so the sea, big bays and the Great Lakes lie in no
 * state: a point there takes the nearest state. The caller resolves `US_STATES_DATA_MODULE` (a package file) and reads it; this decodes it.
 */
export const US_STATES_DATA_MODULE = 'us-atlas/states-10m.json';
export const US_STATES_ATTRIBUTION =
  'State boundaries: US Census Bureau cartographic boundary files, 2017 (public domain), via us-atlas';

/** State FIPS code to USPS code, for the 50 states and DC (territories are left out). */
const FIPS_TO_USPS: Record<string, UsStateCode> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE',
  '11': 'DC', '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA',
  '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN',
  '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM',
  '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA',
  '54': 'WV', '55': 'WI', '56': 'WY',
}; // prettier-ignore

interface StateShape {
  code: UsStateCode;
  /** Polygons, each as rings of [lon, lat] pairs; the first ring is the outline */
  polygons: number[][][][];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface StateIndex {
  states: StateShape[];
}

export function decodeStates(topology: unknown): StateIndex {
  const topo = topology as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const states: StateShape[] = [];
  for (const f of feature(topo, topo.objects.states).features) {
    const code = FIPS_TO_USPS[String(f.id)];
    if (!code) continue;
    const g = f.geometry;
    const polygons =
      g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const poly of polygons)
      for (const [x, y] of poly[0] ?? []) {
        minX = Math.min(minX, x!);
        maxX = Math.max(maxX, x!);
        minY = Math.min(minY, y!);
        maxY = Math.max(maxY, y!);
      }
    states.push({ code, polygons, minX, minY, maxX, maxY });
  }
  return { states };
}

function inRing(ring: number[][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** The state whose land (or inland water) holds the point, or null at sea and on the Great Lakes. */
export function stateAt(index: StateIndex, lat: number, lon: number): UsStateCode | null {
  for (const s of index.states) {
    if (lon < s.minX || lon > s.maxX || lat < s.minY || lat > s.maxY) continue;
    for (const poly of s.polygons)
      if (inRing(poly[0]!, lon, lat) && !poly.slice(1).some((h) => inRing(h, lon, lat)))
        return s.code;
  }
  return null;
}

/** The state whose outline is nearest the point, within maxKm, with the distance. */
export function nearestState(
  index: StateIndex,
  lat: number,
  lon: number,
  maxKm: number,
): { code: UsStateCode; km: number } | null {
  let best: { code: UsStateCode; km: number } | null = null;
  const padLat = maxKm / 111;
  const padLon = maxKm / (111 * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
  for (const s of index.states) {
    if (lon < s.minX - padLon || lon > s.maxX + padLon) continue;
    if (lat < s.minY - padLat || lat > s.maxY + padLat) continue;
    for (const poly of s.polygons)
      for (const ring of poly)
        for (let i = 1; i < ring.length; i++) {
          const km = pointSegmentKm(lat, lon, ring[i - 1]!, ring[i]!);
          if (km <= maxKm && (!best || km < best.km)) best = { code: s.code, km };
        }
  }
  return best;
}
