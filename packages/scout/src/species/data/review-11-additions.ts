import type { SpeciesRecord } from '../types.ts';
import { cite, hold, lure, read, typical, way } from './helpers.ts';

/**
 * The summer surf and pier fish of Southern California's sand beaches that the eleventh review
 * found missing (review 11, r02: Oceanside Pier in July led with kelp bass). CDFW's surf-zone
 * study names them as the sport fishes of the Southern California Bight's sandy beaches
 * (California corbina, spotfin and yellowfin croaker, barred and walleye surfperch). Temperatures
 * are typical values (not read in a primary source); the range, habitat and season facts come from
 * the pages named in `sources`.
 */
export const REVIEW_11_ADDITIONS: SpeciesRecord[] = [
  {
    id: 'california-corbina', commonName: 'California corbina', scientificName: 'Menticirrhus undulatus', group: 'inshore',
    habitats: ['salt'], regions: ['pacific'],
    // Gulf of California to Point Conception: a Southern California fish
    maxLat: 34.6,
    kinds: ['surf', 'bay-flats'],
    preferredTempF: typical(62, 74, 'unverified: corbina fishing is best in the warm months (CDFW account)'),
    spawnTempF: typical(64, 72, 'unverified: spawns in summer'),
    spawnSeason: 'summer', feedingTimes: ['incoming tide', 'high tide', 'dawn', 'dusk'],
    holding: { surf: { any: hold(read(cite('cdfw-corbina-account', 'a bottom fish of the surf zone along sandy beaches and in shallow bays, in a few inches of water to about 45 ft; feeds in the wash on sand crabs; caught all year along southern California\'s sandy beaches, best from July through September')), 'the wash and the first trough on the incoming tide, where sand crabs are', 'the sand close to the pier pilings inside the surf line') } },
    presentations: {
      artificial: lure('Small soft-plastic sandworm or grub on a Carolina rig', '2-3 in, 1/2-1 oz sliding sinker, size 4-6 hook', 'camo, red, motor oil', 'cast into the wash and drag slowly; corbina mouth the bait, so give them a moment'),
      fly: lure('Small sand-crab fly on a sinking line', 'size 6-8', 'orange, tan', 'sight-cast to fish tailing in the wash; very wary'),
      live: lure('Soft-shell sand crab, ghost shrimp, bloodworm or mussel on a Carolina rig', 'size 4-6 hook, 1/2-1 oz sliding sinker, light leader', 'natural', 'cast short into the wash on the incoming tide; soft-shell sand crabs are the bait'),
    },
    approach: [way(['shore'], 'fish light, close in and on the incoming tide; from a pier, the inshore end over the surf line')],
    sources: ['cdfw-corbina-account', 'cdfw-surf-fish-study'],
  },
  {
    id: 'yellowfin-croaker', commonName: 'Yellowfin croaker', scientificName: 'Umbrina roncador', group: 'inshore',
    habitats: ['salt'], regions: ['pacific'],
    maxLat: 34.6,
    kinds: ['surf', 'bay-flats'],
    preferredTempF: typical(62, 74, 'unverified: a warm-month fish of the sandy beaches and piers'),
    spawnTempF: typical(64, 72, 'unverified: spawns in summer'),
    spawnSeason: 'summer', feedingTimes: ['incoming tide', 'evening', 'night'],
    holding: { surf: { any: hold(read(cite('cdfw-surf-fish-study', 'surfperch, croakers and corbina are the sport fish of the Southern California Bight\'s sandy surf zone; sport fishes of interest: California corbina, spotfin croaker, yellowfin croaker, barred and walleye surfperch')), 'troughs and holes inside the surf line', 'the sand around the inshore and mid pier pilings') } },
    presentations: {
      artificial: lure('Small soft-plastic grub on a Carolina rig', '2-3 in, 1/2-1 oz sliding sinker', 'camo, white, red', 'cast to the trough and drag slowly'),
      fly: lure('Small shrimp or sand-crab fly on a sinking line', 'size 6-8', 'orange, tan', 'strip slowly through the trough'),
      live: lure('Bloodworm, ghost shrimp, mussel or sand crab on a Carolina or high-low rig', 'size 4-6 hook, 1-2 oz sinker', 'natural', 'fish the trough and the inshore pilings, best on the evening incoming tide'),
    },
    approach: [way(['shore'], 'a high-low rig fishes the bottom and just above it; move along the beach or the pier until you find the school')],
    sources: ['cdfw-surf-fish-study', 'kenjones-socal-pier-reports'],
  },
];
