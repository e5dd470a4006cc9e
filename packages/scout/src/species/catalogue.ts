import { BLACK_BASS_AND_SUNFISH } from './data/black-bass-and-sunfish.ts';
import { CATFISH_AND_TEMPERATE_BASS } from './data/catfish-and-temperate-bass.ts';
import { FLATS_AND_PELAGIC } from './data/flats-and-pelagic.ts';
import { INSHORE_SALT } from './data/inshore-salt.ts';
import { PERCIDS_AND_ESOCIDS } from './data/percids-and-esocids.ts';
import { REEF_AND_PACIFIC } from './data/reef-and-pacific.ts';
import { TROUT_AND_SALMON } from './data/trout-and-salmon.ts';
import { GROUP_APPROACH } from './group-approach.ts';
import { GROUP_HOLDING } from './group-holding.ts';
import { hasMangroves } from './region.ts';
import type { FishingType, Habitat, SeasonPhase, SpeciesRecord } from './types.ts';

/** Every species, roughly in order of how many US anglers target them within each family. */
export const SPECIES: readonly SpeciesRecord[] = [
  ...BLACK_BASS_AND_SUNFISH,
  ...PERCIDS_AND_ESOCIDS,
  ...CATFISH_AND_TEMPERATE_BASS,
  ...TROUT_AND_SALMON,
  ...INSHORE_SALT,
  ...FLATS_AND_PELAGIC,
  ...REEF_AND_PACIFIC,
];

const BY_ID = new Map(SPECIES.map((s) => [s.id, s]));

export function getSpecies(id: string): SpeciesRecord | undefined {
  return BY_ID.get(id);
}

/** Habitat wording for the place: mangroves are named only where they grow. */
export function localiseHabitat(text: string, lat: number, lon: number): string {
  if (hasMangroves(lat, lon)) return text;
  return text
    .replace(/mangrove and marsh edges/g, 'marsh edges and oyster bars')
    .replace(/mangrove shorelines/g, 'marsh shorelines and oyster bars')
    .replace(/mangroves/g, 'marsh edges');
}

export function holdingFor(
  species: SpeciesRecord,
  habitat: Habitat,
  phase: SeasonPhase,
  place: { lat: number; lon: number },
): string {
  const text = species.holding?.[habitat]?.[phase] ?? GROUP_HOLDING[species.group][phase];
  return localiseHabitat(text, place.lat, place.lon);
}

export function approachFor(species: SpeciesRecord, fishingType: FishingType): string {
  return species.approach?.[fishingType] ?? GROUP_APPROACH[species.group][fishingType];
}
