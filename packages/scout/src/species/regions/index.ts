import type { Habitat, WaterKind } from '../types.ts';
import { ALASKA_COAST } from './alaska-coast.ts';
import { ALASKA_COAST_FRESH, ALASKA_INTERIOR, ALASKA_SOUTHWEST } from './alaska-interior.ts';
import { CALIFORNIA_INLAND } from './california-inland.ts';
import { CAROLINAS } from './carolinas.ts';
import { CENTRAL_CALIFORNIA } from './central-california.ts';
import { CHESAPEAKE_LOWER, CHESAPEAKE_UPPER } from './chesapeake.ts';
import { COOK_INLET } from './cook-inlet.ts';
import { DESERT_SOUTHWEST } from './desert-southwest.ts';
import { EAST_TEXAS } from './east-texas.ts';
import { FLORIDA_GULF } from './florida-gulf.ts';
import { FLORIDA_KEYS } from './florida-keys.ts';
import { FLORIDA_NORTHEAST_GEORGIA } from './florida-northeast-georgia.ts';
import { FLORIDA_PANHANDLE } from './florida-panhandle.ts';
import { FLORIDA_PENINSULA } from './florida-peninsula.ts';
import { FLORIDA_SOUTHEAST } from './florida-southeast.ts';
import { GREAT_PLAINS, NORTHERN_PLAINS } from './great-plains.ts';
import {
  LAKE_ERIE,
  LAKE_HURON,
  LAKE_MICHIGAN,
  LAKE_ONTARIO,
  LAKE_SUPERIOR,
} from './great-lakes-basins.ts';
import { SIERRA_GREAT_BASIN } from './great-basin-sierra.ts';
import { GULF_OF_MAINE } from './gulf-of-maine.ts';
import { HAWAII } from './hawaii.ts';
import { KENAI_PENINSULA } from './kenai-peninsula.ts';
import { MAT_SU } from './mat-su.ts';
import { MID_ATLANTIC_COAST } from './mid-atlantic-coast.ts';
import { MID_ATLANTIC_INLAND } from './mid-atlantic-inland.ts';
import { MID_SOUTH_HIGHLANDS } from './mid-south-highlands.ts';
import { MOUNTAIN_WEST } from './mountain-west.ts';
import { NORTHEAST_INLAND } from './northeast-inland.ts';
import { NORTHERN_GULF } from './northern-gulf.ts';
import { OHIO_VALLEY_MIDWEST } from './ohio-valley-midwest.ts';
import { NORTH_COAST_CALIFORNIA, PACIFIC_NORTHWEST_COAST } from './pacific-northwest-coast.ts';
import { PACIFIC_NORTHWEST_RIVERS } from './pacific-northwest-rivers.ts';
import { PONDS_NORTH, PONDS_SOUTH } from './ponds.ts';
import { PRINCE_WILLIAM_SOUND } from './prince-william-sound.ts';
import { PUGET_SOUND, SAN_JUAN_ISLANDS } from './puget-sound.ts';
import { SOUTHEAST_PIEDMONT } from './southeast-piedmont.ts';
import { SOUTHERN_CALIFORNIA } from './southern-california.ts';
import { SOUTHERN_NEW_ENGLAND } from './southern-new-england.ts';
import { inBox, type SubRegion } from './sub-region.ts';
import { kmToLine } from '../waters/geometry.ts';
import { NAMED_WATERS, namedWaterAt, namedWaterSubRegion } from '../waters/index.ts';
import { TEXAS_COAST } from './texas-coast.ts';
import { TEXAS_OKLAHOMA } from './texas-oklahoma.ts';
import { DRIFTLESS, NORTHERN_MICHIGAN_RIVERS, UPPER_MIDWEST } from './upper-midwest.ts';

export * from './sub-region.ts';

/** Salt-water sub-regions in lookup order: the first whose box holds the spot wins. */
export const SALT_SUB_REGIONS: readonly SubRegion[] = [
  HAWAII,
  COOK_INLET,
  PRINCE_WILLIAM_SOUND,
  ALASKA_COAST,
  SAN_JUAN_ISLANDS,
  PUGET_SOUND,
  PACIFIC_NORTHWEST_COAST,
  NORTH_COAST_CALIFORNIA,
  CENTRAL_CALIFORNIA,
  SOUTHERN_CALIFORNIA,
  FLORIDA_KEYS,
  FLORIDA_SOUTHEAST,
  FLORIDA_GULF,
  FLORIDA_PANHANDLE,
  FLORIDA_NORTHEAST_GEORGIA,
  TEXAS_COAST,
  NORTHERN_GULF,
  CAROLINAS,
  CHESAPEAKE_UPPER,
  CHESAPEAKE_LOWER,
  MID_ATLANTIC_COAST,
  SOUTHERN_NEW_ENGLAND,
  GULF_OF_MAINE,
];

/**
 * Fresh-water sub-regions in lookup order: ponds first (any region), then the Great Lakes basins
 * (only for the lakes and the rivers near them), then the inland regions.
 */
export const FRESH_SUB_REGIONS: readonly SubRegion[] = [
  PONDS_SOUTH,
  PONDS_NORTH,
  LAKE_SUPERIOR,
  LAKE_MICHIGAN,
  LAKE_HURON,
  LAKE_ERIE,
  LAKE_ONTARIO,
  MAT_SU,
  KENAI_PENINSULA,
  ALASKA_INTERIOR,
  ALASKA_SOUTHWEST,
  ALASKA_COAST_FRESH,
  FLORIDA_PENINSULA,
  EAST_TEXAS,
  PACIFIC_NORTHWEST_RIVERS,
  DESERT_SOUTHWEST,
  SIERRA_GREAT_BASIN,
  CALIFORNIA_INLAND,
  MOUNTAIN_WEST,
  TEXAS_OKLAHOMA,
  SOUTHEAST_PIEDMONT,
  MID_SOUTH_HIGHLANDS,
  OHIO_VALLEY_MIDWEST,
  NORTHERN_MICHIGAN_RIVERS,
  DRIFTLESS,
  UPPER_MIDWEST,
  NORTHEAST_INLAND,
  MID_ATLANTIC_INLAND,
  NORTHERN_PLAINS,
  GREAT_PLAINS,
];

/** Every sub-region, with each named water as one (their fish, runs and sources). */
export const SUB_REGIONS: readonly SubRegion[] = [
  ...SALT_SUB_REGIONS,
  ...FRESH_SUB_REGIONS,
  ...NAMED_WATERS.map(namedWaterSubRegion),
];

const RIVER_KINDS: readonly WaterKind[] = ['river', 'tailwater'];

/** Whether a river spot is too far up from the lake for a Great Lakes basin (its tributaries). */
function beyondTributaries(r: SubRegion, lat: number, lon: number, kind?: WaterKind | null) {
  if (!r.tributaries || !kind || !RIVER_KINDS.includes(kind)) return false;
  return r.tributaries.shores.every((line) => kmToLine([lat, lon], line) > r.tributaries!.km);
}

/** The sub-region without the fish that do not live at this spot (above a dam, no salmon). */
function withExclusions(r: SubRegion, lat: number, lon: number): SubRegion {
  const out = (r.exclusions ?? []).filter((x) => x.boxes.some((b) => inBox(lat, lon, b)));
  if (out.length === 0) return r;
  const gone = new Set(out.flatMap((x) => x.species));
  return {
    ...r,
    targets: r.targets.filter((t) => !gone.has(t.species)),
    runs: (r.runs ?? []).filter((w) => !gone.has(w.species)),
  };
}

/**
 * The sub-region of a spot for a habitat (and kind of water, when known). A named water with its
 * own fish comes first (species/waters: Clear Lake's bass, not inland California's trout). Then
 * the sub-region boxes, simple latitude and longitude cuts good to a few tens of kilometres, so
 * where the spot's state is known (offline boundaries) a sub-region must list it: Nevada is
 * never "the Pacific Northwest" because a box reaches south to 40° N. A Great Lakes basin takes
 * only the rivers near its lake; a sub-region's fish that do not live at the spot (salmon above
 * a dam without passage) are dropped. Null where none is defined.
 */
export function subRegionFor(
  lat: number,
  lon: number,
  habitat: Habitat,
  kind?: WaterKind | null,
  state?: string | null,
): SubRegion | null {
  const named = namedWaterAt(lat, lon, habitat, kind, state);
  if (named && named.targets.length > 0) return namedWaterSubRegion(named);
  const list = habitat === 'salt' ? SALT_SUB_REGIONS : FRESH_SUB_REGIONS;
  for (const r of list) {
    if (r.onlyKinds && (!kind || !r.onlyKinds.includes(kind))) continue;
    if (state && !r.states.includes(state)) continue;
    if (!r.boxes.some((b) => inBox(lat, lon, b))) continue;
    if (beyondTributaries(r, lat, lon, kind)) continue;
    return withExclusions(r, lat, lon);
  }
  return habitat === 'salt' ? nearestSaltSubRegion(lat, lon, state ?? null) : null;
}

/**
 * How far off its boxes a point at sea still takes a salt sub-region, km: the exclusive economic
 * zone's 200 nautical miles. The boxes hug the coast, so the nearest box is the nearest coast's.
 */
const AT_SEA_KM = 370;

/** Distance from a point to a box, km (0 inside), on a local flat projection. */
function kmToBox(lat: number, lon: number, [s, w, n, e]: readonly number[]): number {
  const dLat = lat < s! ? s! - lat : lat > n! ? lat - n! : 0;
  const dLon = lon < w! ? w! - lon : lon > e! ? lon - e! : 0;
  return Math.hypot(dLat * 111.2, dLon * 111.2 * Math.cos((lat * Math.PI) / 180));
}

/**
 * A point at sea outside every box (30 nm off Oregon Inlet, past the Carolinas box) takes the
 * sub-region of its nearest coast, within the EEZ: the one whose box is nearest, among those
 * listing the spot's state (the nearest state offshore) when it is known.
 */
function nearestSaltSubRegion(lat: number, lon: number, state: string | null): SubRegion | null {
  let best: SubRegion | null = null;
  let bestKm = AT_SEA_KM;
  for (const r of SALT_SUB_REGIONS) {
    if (state && !r.states.includes(state)) continue;
    for (const b of r.boxes) {
      const km = kmToBox(lat, lon, b);
      if (km < bestKm) {
        bestKm = km;
        best = r;
      }
    }
  }
  return best ? withExclusions(best, lat, lon) : null;
}
