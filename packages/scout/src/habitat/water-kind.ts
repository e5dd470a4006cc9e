import { WATER_KIND_HABITAT, type TWaterKindChoice, type WaterKind } from '@anglerscout/contracts';
import type { WaterBody } from '../bite/types.ts';
import type { Region } from '../species/types.ts';
import type { SpotGeo } from '../rules/types.ts';

export interface SuggestWaterKindInput {
  habitat: 'fresh' | 'salt';
  /** The user's choice wins (when it belongs to the habitat) */
  userChoice?: WaterKind | null;
  placeName?: string | null;
  inLake: boolean;
  region: Region;
  lat: number;
  lon: number;
  geo?: SpotGeo | null;
  /** Distance to the nearest tide station, km; null when none within the search radius */
  tideStationKm?: number | null;
}

const has = (name: string, re: RegExp) => re.test(name);

/**
 * The kind of water from the signals available offline: the user's choice, a mapped lake, the
 * Great Lakes region, words in the place name. A first cut; see the model card for its limits.
 */
export function suggestWaterKind(input: SuggestWaterKindInput): TWaterKindChoice {
  const { habitat, userChoice, inLake, region } = input;
  if (userChoice && WATER_KIND_HABITAT[userChoice] === habitat)
    return {
      kind: userChoice,
      chosenBy: 'user',
      confidence: 'certain',
      reasons: ['chosen by you'],
    };
  const name = input.placeName ?? '';
  const pick = (kind: WaterKind, reason: string, confidence: TWaterKindChoice['confidence']) => ({
    kind,
    chosenBy: 'suggested' as const,
    confidence,
    reasons: [reason],
  });
  if (habitat === 'fresh') {
    if (
      region === 'great-lakes' &&
      (inLake || has(name, /\b(lake (superior|michigan|huron|erie|ontario))\b/i))
    )
      return pick('great-lakes', 'the spot is on one of the Great Lakes', 'likely');
    if (has(name, /\b(tailwater|tailrace|below .* dam)\b/i))
      return pick('tailwater', `"${name}" names water below a dam`, 'likely');
    if (has(name, /\b(reservoir|impoundment)\b/i))
      return pick('reservoir', `"${name}" names a reservoir`, 'likely');
    if (inLake) return pick('natural-lake', 'the spot is inside a mapped lake', 'possible');
    if (has(name, /\b(river|creek|stream|brook)\b/i))
      return pick('river', `"${name}" names a river or stream`, 'likely');
    if (has(name, /\b(lake|pond)\b/i))
      return pick('natural-lake', `"${name}" names a lake`, 'possible');
    return pick('river', 'no lake is mapped here', 'possible');
  }
  if (has(name, /\b(inlet|pass|jetty|jetties|breakwater)\b/i))
    return pick('inlet-jetty', `"${name}" names an inlet or jetty`, 'likely');
  if (has(name, /\b(beach|surf)\b/i)) return pick('surf', `"${name}" names a beach`, 'likely');
  if (has(name, /\b(river)\b/i))
    return pick('tidal-river', `"${name}" names a tidal river`, 'possible');
  if (has(name, /\b(creek|marsh|bayou|estuary)\b/i))
    return pick('estuary', `"${name}" names a creek or marsh`, 'likely');
  if (has(name, /\b(reef|offshore|canyon|bank)\b/i))
    return pick('reef-offshore', `"${name}" names a reef or offshore water`, 'likely');
  if (region === 'hawaii' || region === 'pacific' || region === 'alaska')
    return pick('rocky-coast', 'most of this coast is rock', 'possible');
  return pick('bay-flats', 'sheltered coastal water is the most common here', 'possible');
}

/** The scoring's coarser split: lakes get chop, rivers no chop, coasts tides. */
export function waterBodyOfKind(kind: WaterKind): WaterBody {
  switch (kind) {
    case 'reservoir':
    case 'natural-lake':
    case 'great-lakes':
      return 'lake';
    case 'river':
    case 'tailwater':
      return 'river';
    default:
      return 'coast';
  }
}
