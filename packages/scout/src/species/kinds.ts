import type { Feature, KindFamily, KindKey, Region, WaterKind } from './types.ts';

/** The family each kind of water falls back to when it has no text of its own. */
export const KIND_FAMILY: Record<WaterKind, KindFamily> = {
  reservoir: 'lake',
  'natural-lake': 'lake',
  pond: 'lake',
  'great-lakes': 'lake',
  river: 'flowing',
  tailwater: 'flowing',
  'tidal-river': 'inshore',
  estuary: 'inshore',
  'bay-flats': 'inshore',
  surf: 'coast',
  'inlet-jetty': 'coast',
  'rocky-coast': 'coast',
  'reef-offshore': 'offshore',
};

/** Keys to look advice up by, most specific first: the kind, then its family. */
export function kindKeys(kind: WaterKind): KindKey[] {
  return [kind, KIND_FAMILY[kind]];
}

/** Whether a rule written for these keys applies to this kind of water. */
export function kindMatches(keys: readonly KindKey[] | undefined, kind: WaterKind): boolean {
  return !keys || keys.includes(kind) || keys.includes(KIND_FAMILY[kind]);
}

/** Features every water of a kind has, whatever the region. */
export const KIND_FEATURES: Partial<Record<WaterKind, Feature[]>> = {
  'inlet-jetty': ['rocky-shore'],
  'rocky-coast': ['rocky-shore'],
};

/** Kinds of water with tides: tide words belong only in advice for these. */
export const TIDAL_KINDS: readonly WaterKind[] = [
  'tidal-river',
  'estuary',
  'bay-flats',
  'surf',
  'inlet-jetty',
  'rocky-coast',
  'reef-offshore',
];

/**
 * Features to assume outside every sub-region, by coarse region: only what is common along the
 * whole of it (no mangroves or kelp unless the region has them throughout).
 */
export const COARSE_FEATURES: Record<Region, Feature[]> = {
  gulf: ['salt-marsh', 'oyster-bars', 'seagrass', 'bridges', 'piers'],
  'south-atlantic': ['salt-marsh', 'oyster-bars', 'bridges', 'piers'],
  'mid-atlantic': ['salt-marsh', 'oyster-bars', 'bridges', 'piers'],
  'north-atlantic': ['rocky-shore', 'salt-marsh', 'bridges', 'piers'],
  pacific: ['rocky-shore', 'piers'],
  alaska: ['rocky-shore', 'kelp'],
  hawaii: ['coral-reef', 'rocky-shore'],
  'great-lakes': ['rock-shoals'],
  'inland-south': ['standing-timber'],
  'inland-north': ['submerged-grass'],
};
