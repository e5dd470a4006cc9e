import { GUIDE } from './data/helpers.ts';
import { kindMatches } from './kinds.ts';
import type { Basis, KindKey, SpeciesGroup, WaterKind } from './types.ts';

/** A tide note for some groups of fish in some kinds of water, with its basis. */
export interface TideNote {
  groups: SpeciesGroup[];
  kinds: KindKey[];
  text: string;
  basis: Basis;
}

/**
 * How the tide matters for each group in each kind of tidal water (common guide practice). Only
 * tidal kinds are listed: a reservoir or river report gets no tide note at all.
 */
export const TIDE_NOTES: TideNote[] = [
  {
    groups: ['inshore', 'flats'],
    kinds: ['bay-flats', 'estuary', 'tidal-river'],
    text: 'On the flats and shorelines, fish the rising tide as it floods the shallows and the first of the falling tide as bait drains off them.',
    basis: GUIDE,
  },
  {
    groups: ['inshore', 'temperate-bass', 'flatfish', 'coastal-pelagic'],
    kinds: ['surf'],
    text: 'In the surf, the last hours of the rising tide and the first of the falling fill the sloughs; look at the beach at low tide to find the sloughs and cuts.',
    basis: GUIDE,
  },
  {
    groups: ['flatfish'],
    kinds: ['inshore', 'inlet-jetty'],
    text: 'Flatfish feed along channel edges and inlet mouths while the tide runs.',
    basis: GUIDE,
  },
  {
    groups: ['reef', 'coastal-pelagic', 'temperate-bass', 'inshore'],
    kinds: ['inlet-jetty'],
    text: 'At inlets and jetties fish feed while the current runs; slack water is slow.',
    basis: GUIDE,
  },
  {
    groups: ['salmon'],
    kinds: ['inshore', 'rocky-coast', 'inlet-jetty'],
    text: 'Fish the hour either side of the tide change around points and rips, where bait gathers.',
    basis: GUIDE,
  },
  {
    groups: ['reef', 'temperate-bass', 'coastal-pelagic'],
    kinds: ['rocky-coast'],
    text: 'On rocky shores the rising tide lets fish into the shallow rock; watch the swell around the low.',
    basis: GUIDE,
  },
];

/** The tide notes for these groups of fish in this kind of water. */
export function tideNotesFor(groups: ReadonlySet<SpeciesGroup>, kind: WaterKind): TideNote[] {
  return TIDE_NOTES.filter(
    (n) => kindMatches(n.kinds, kind) && n.groups.some((g) => groups.has(g)),
  );
}
