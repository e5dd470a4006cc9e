import { KIND_FAMILY } from '../kinds.ts';
import type { SubRegion } from '../regions/sub-region.ts';
import type { Habitat, WaterKind } from '../types.ts';
import { CALIFORNIA_WATERS } from './california.ts';
import { EAST_WATERS } from './east.ts';
import { inRing, kmBetween, kmToLine, nearRing } from './geometry.ts';
import { OUTLINES } from './outlines.ts';
import { PLAINS_MIDWEST_WATERS } from './plains-midwest.ts';
import { SHORE_KM, type LatLon, type NamedWater, type WaterShape } from './types.ts';
import { WEST_WATERS } from './west.ts';
import { WESTERN_NATURAL_LAKES } from './western-natural-lakes.ts';

export type { NamedWater } from './types.ts';

/** Every named water, in lookup order: the first whose shape holds the spot wins. */
export const NAMED_WATERS: readonly NamedWater[] = [
  ...WEST_WATERS,
  ...CALIFORNIA_WATERS,
  ...PLAINS_MIDWEST_WATERS,
  ...EAST_WATERS,
  ...WESTERN_NATURAL_LAKES,
];

/** The key of a mapped shape's outline in OUTLINES. */
export const outlineKey = ([lat, lon]: LatLon): string => `${lat},${lon}`;

const LAKE_KINDS: readonly WaterKind[] = ['natural-lake', 'reservoir'];
const RIVER_KINDS: readonly WaterKind[] = ['river', 'tailwater'];

/** The kinds of water a report can be written for at a named water and still take its fish. */
function kindsOf(w: NamedWater): readonly WaterKind[] {
  if (w.appliesTo) return w.appliesTo;
  const family = KIND_FAMILY[w.kind];
  if (family === 'lake') return LAKE_KINDS;
  if (family === 'flowing') return RIVER_KINDS;
  return [w.kind];
}

function holds(shape: WaterShape, p: LatLon): boolean {
  if ('box' in shape) {
    const [s, w, n, e] = shape.box;
    return p[0] >= s && p[0] <= n && p[1] >= w && p[1] <= e;
  }
  if ('circle' in shape) return kmBetween(p, shape.circle) <= shape.radiusKm;
  if ('reach' in shape) return kmToLine(p, shape.reach) <= shape.halfWidthKm;
  const ring = OUTLINES[outlineKey(shape.mapped)];
  if (!ring) return false;
  return inRing(p, ring) || nearRing(p, ring, SHORE_KM);
}

/**
 * The named water at a spot for a habitat (and the kind of water, when known: a river spot
 * beside a lake is not the lake), or null. Where the state is known, a water must list it.
 */
export function namedWaterAt(
  lat: number,
  lon: number,
  habitat: Habitat,
  kind?: WaterKind | null,
  state?: string | null,
): NamedWater | null {
  const p: LatLon = [lat, lon];
  for (const w of NAMED_WATERS) {
    if (w.habitat !== habitat) continue;
    if (state && !w.states.includes(state)) continue;
    if (kind && !kindsOf(w).includes(kind)) continue;
    if (w.shapes.some((s) => holds(s, p))) return w;
  }
  return null;
}

/** A named water as a sub-region: its own fish, runs and features, for the kinds it applies to. */
export function namedWaterSubRegion(w: NamedWater): SubRegion {
  return {
    id: `water-${w.id}`,
    name: w.name,
    region: w.region,
    habitat: w.habitat,
    states: w.states,
    boxes: [],
    features: w.features,
    defaultKind: w.kind,
    onlyKinds: kindsOf(w),
    targets: w.targets,
    oneWater: true,
    ...(w.runs ? { runs: w.runs } : {}),
    sources: w.sources,
  };
}
