import {
  HABITAT_LABELS,
  WATER_KIND_HABITAT,
  WATER_KIND_LABELS,
  type Habitat,
  type WaterKind,
} from '@anglerscout/contracts';
import type { SpotGeo } from '../rules/types.ts';

/**
 * How far from any tide station a spot must be to be called inland: no US tidal water (tide
 * stations sit every few tens of km along every coast and up the tidal rivers) lies this far.
 */
export const INLAND_BEYOND_KM = 100;
/**
 * How far out to sea a spot must be before fresh water is refused: bays, sounds and river mouths
 * stay open (the offline coastline is generalised, so a mid-Chesapeake point reads 7 km out).
 */
export const OPEN_SEA_FROM_KM = 15;

export interface WaterChoiceInput {
  habitat: Habitat;
  waterKind?: WaterKind | null;
  /** Nearest tide station within a wide search (a few hundred km), or null when none */
  nearestTideStationKm: number | null;
  inLake: boolean;
  geo?: SpotGeo | null;
  /** The kind the spot suggests for the other habitat, to name in the message */
  suggestedKind?: WaterKind | null;
}

export interface WaterChoiceProblem {
  field: 'habitat' | 'waterKind';
  message: string;
  suggested: { habitat: Habitat; waterKind: WaterKind | null };
}

const kindWords = (k: WaterKind | null | undefined) =>
  k ? `; the water here looks like: ${WATER_KIND_LABELS[k].toLowerCase()}` : '';

/**
 * Refuses impossible combinations before a report is written: a salt-water kind at a spot with
 * no tidal water within 100 km or inside a mapped freshwater lake, fresh water well out at sea,
 * and a kind of water that does not belong to the chosen habitat. Null when the choice is fine.
 */
export function checkWaterChoice(input: WaterChoiceInput): WaterChoiceProblem | null {
  const { habitat, waterKind, nearestTideStationKm, inLake, geo } = input;
  if (waterKind && WATER_KIND_HABITAT[waterKind] !== habitat) {
    const other = WATER_KIND_HABITAT[waterKind];
    return {
      field: 'waterKind',
      message: `${WATER_KIND_LABELS[waterKind]} is ${HABITAT_LABELS[other].toLowerCase()}: choose ${HABITAT_LABELS[other]}, or a kind of ${HABITAT_LABELS[habitat].toLowerCase()}.`,
      suggested: { habitat: other, waterKind },
    };
  }
  if (habitat === 'salt') {
    const inland =
      inLake ||
      (geo && geo.coastKm !== null && !geo.atSea
        ? geo.coastKm > INLAND_BEYOND_KM
        : nearestTideStationKm === null || nearestTideStationKm > INLAND_BEYOND_KM);
    if (inland)
      return {
        field: 'habitat',
        message: `This spot is inland (${inLake ? 'inside a mapped freshwater lake' : `no tidal water within ${INLAND_BEYOND_KM} km`}), so it cannot be salt water. Choose Fresh Water${kindWords(input.suggestedKind)}.`,
        suggested: { habitat: 'fresh', waterKind: input.suggestedKind ?? null },
      };
  }
  if (
    habitat === 'fresh' &&
    !inLake &&
    geo?.atSea &&
    geo.coastKm !== null &&
    geo.coastKm >= OPEN_SEA_FROM_KM
  )
    return {
      field: 'habitat',
      message: `This spot is at sea, about ${Math.round(geo.coastKm)} km from the coast, so it cannot be fresh water. Choose Salt Water${kindWords(input.suggestedKind)}.`,
      suggested: { habitat: 'salt', waterKind: input.suggestedKind ?? 'reef-offshore' },
    };
  return null;
}
