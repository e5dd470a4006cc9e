import { SPECIES } from '../species/catalogue.ts';

/**
 * What a closure row's species id covers. Most rows name one catalogue species, but an agency's
 * rule often reaches further than one record:
 *
 * - `rockfish` is California's rockfish group: every Sebastes species, with cabezon and
 *   greenlings, which share its seasons as the RCG complex (CDFW Groundfish Summary, 14 CCR
 *   27.40). A row keyed `rockfish` applies to the catalogue's `black-rockfish` and to any such
 *   species added later (the science-5 review found Santa Cruz in February reading "Open" for black rockfish
 *   because the rows were keyed `rockfish` and nothing mapped the two).
 * - `chinook-salmon` rows also hold for Puget Sound's resident chinook (`blackmouth`): the same
 *   species under the same salmon rules (WDFW marine area seasons name Chinook, not blackmouth).
 *
 * The table is by scientific name where it can be, so a record added by another part of the
 * catalogue is covered without editing this file.
 */
/** Rockfishes, cabezon and greenlings: the RCG complex (lingcod has rows of its own). */
const RCG_GENERA = ['Sebastes', 'Scorpaenichthys', 'Hexagrammos'];

const GROUPS: Record<string, (species: { scientificName: string }) => boolean> = {
  rockfish: (s) => RCG_GENERA.some((g) => s.scientificName.startsWith(`${g} `)),
  'chinook-salmon': (s) => s.scientificName === 'Oncorhynchus tshawytscha',
};

/** The catalogue ids a row's species id applies to (itself, plus the group's members). */
function speciesCoveredBy(rowSpeciesId: string): Set<string> {
  const out = new Set([rowSpeciesId]);
  const member = GROUPS[rowSpeciesId];
  if (member) for (const s of SPECIES) if (member(s)) out.add(s.id);
  return out;
}

const cache = new Map<string, Set<string>>();

/** Whether a row keyed `rowSpeciesId` holds for the target `speciesId`. */
export function rowCoversSpecies(rowSpeciesId: string, speciesId: string): boolean {
  if (rowSpeciesId === speciesId) return true;
  let covered = cache.get(rowSpeciesId);
  if (!covered) {
    covered = speciesCoveredBy(rowSpeciesId);
    cache.set(rowSpeciesId, covered);
  }
  return covered.has(speciesId);
}
