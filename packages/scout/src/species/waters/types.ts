import type { SourceId } from '../sources.ts';
import type { RegionalTarget, RunWindow } from '../regions/sub-region.ts';
import type { Basis, Feature, Habitat, Region, WaterKind } from '../types.ts';

/** [latitude, longitude] in degrees. */
export type LatLon = readonly [number, number];

/**
 * Where a named water lies. `mapped`: the bundled OpenStreetMap lake outline that holds this
 * point (water/data/us-lakes.bin; the outlines are copied into outlines.ts by
 * scripts/build-water-outlines.ts), with a shore margin of `SHORE_KM`. `box`: [south, west,
 * north, east]. `circle`: a centre and radius. `reach`: a stretch of river as a line of points
 * with the width of its corridor either side (a river reach between two landmarks).
 */
export type WaterShape =
  | { mapped: LatLon }
  | { box: readonly [number, number, number, number] }
  | { circle: LatLon; radiusKm: number }
  | { reach: readonly LatLon[]; halfWidthKm: number };

/**
 * A named water the report knows by itself: a lake, reservoir or river reach whose fish, origin
 * and notes come from its own agency's page, read before the sub-region lists (a species listed
 * for a kind of water in a region is not in every such water: no trout in Clear Lake, no
 * stripers in a farm pond, no spring chinook above Sherars Falls). Entries without targets only
 * say what kind of water it is (a natural lake in the West, where most big lakes are dammed), and
 * the sub-region's fish apply.
 */
export interface NamedWater {
  id: string;
  /** "Yellowstone Lake": reads after "in" */
  name: string;
  habitat: Habitat;
  /** The coarse region the water lies in */
  region: Region;
  /** What the water is: a natural lake, a reservoir, a river reach, a tailwater */
  kind: WaterKind;
  /**
   * Kinds of water a report can be written for here and still take this water's fish (a natural
   * lake chosen as a reservoir is still Clear Lake); default: the lake kinds for a lake, the
   * river kinds for a river
   */
  appliesTo?: readonly WaterKind[];
  states: readonly string[];
  shapes: readonly WaterShape[];
  /** Its main fish in the agency's order, with months (and fishing types where it matters) */
  targets: readonly RegionalTarget[];
  runs?: readonly RunWindow[];
  features: readonly Feature[];
  /** Why it is what it is: its origin (for the natural-or-dammed choice) and what the page says */
  origin: string;
  notes?: readonly string[];
  /** What the fish list and the kind rest on */
  basis: Basis;
  sources: readonly SourceId[];
}

/** How far outside a mapped outline a spot still belongs to the lake: a pin on the bank. */
export const SHORE_KM = 0.4;

export const mapped = (lat: number, lon: number): WaterShape => ({ mapped: [lat, lon] });
export const box = (s: number, w: number, n: number, e: number): WaterShape => ({
  box: [s, w, n, e],
});
export const circle = (lat: number, lon: number, radiusKm: number): WaterShape => ({
  circle: [lat, lon],
  radiusKm,
});
export const reach = (halfWidthKm: number, ...points: LatLon[]): WaterShape => ({
  reach: points,
  halfWidthKm,
});
