import type { Habitat } from '../species/types.ts';
import type { TideStationRef } from '../tides/tide-stations.ts';

export interface SuggestHabitatInput {
  /** Nearest tide station within the search radius, or null when none */
  tideStation: TideStationRef | null;
  /** The user's own choice always wins */
  userChoice?: Habitat | null;
  /** Words in the place name can hint ("River", "Lake", "Bay", "Beach") */
  placeName?: string | null;
  /** The spot lies inside a mapped freshwater lake */
  inLake?: boolean;
}

export interface HabitatSuggestion {
  habitat: Habitat;
  chosenBy: 'user' | 'suggested';
  confidence: 'certain' | 'likely' | 'possible';
  reasons: string[];
}

const FRESH_WORDS = /\b(lake|reservoir|pond|creek|dam|river)\b/i;
const SALT_WORDS =
  /\b(bay|beach|inlet|sound|harbou?r|gulf|ocean|pier|jetty|key|pass|marsh|flats?)\b/i;

/**
 * Salt or fresh from the signals available. A tide station nearby means tides, not salt:
 * tidal rivers (the Hudson at Albany, the Sacramento, the Columbia at Portland) have stations.
 */
export function suggestHabitat({
  tideStation,
  userChoice,
  placeName,
  inLake = false,
}: SuggestHabitatInput): HabitatSuggestion {
  if (userChoice)
    return {
      habitat: userChoice,
      chosenBy: 'user',
      confidence: 'certain',
      reasons: ['chosen by you'],
    };
  const name = placeName ?? '';
  if (inLake)
    return {
      habitat: 'fresh',
      chosenBy: 'suggested',
      confidence: 'likely',
      reasons: ['the spot is inside a mapped freshwater lake, so it has no tides'],
    };
  const stationIsRiver = tideStation ? /river/i.test(tideStation.name) : false;
  if (!tideStation) {
    return {
      habitat: 'fresh',
      chosenBy: 'suggested',
      confidence: 'likely',
      reasons: ['no tide station within the search radius: inland water'],
    };
  }
  const reasons = [`tide station ${tideStation.name} is ${tideStation.distanceKm} km away`];
  if (FRESH_WORDS.test(name) && !SALT_WORDS.test(name)) {
    reasons.push(`"${name}" sounds like fresh or tidal-fresh water`);
    return { habitat: 'fresh', chosenBy: 'suggested', confidence: 'possible', reasons };
  }
  if (stationIsRiver) {
    reasons.push('the station is on a river: the water may be brackish or fresh');
    return { habitat: 'salt', chosenBy: 'suggested', confidence: 'possible', reasons };
  }
  if (tideStation.distanceKm <= 15 || SALT_WORDS.test(name)) {
    return { habitat: 'salt', chosenBy: 'suggested', confidence: 'likely', reasons };
  }
  reasons.push('the coast is some distance away: check whether your water is tidal');
  return { habitat: 'salt', chosenBy: 'suggested', confidence: 'possible', reasons };
}
