import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion, type Within } from './sub-region.ts';

const STURGEON = read(
  cite(
    'calsportsman-white-sturgeon-2024',
    'white sturgeon: catch-and-release regulations in California inland waters from October 1, 2024; a popular sport fishery centred in the San Francisco Estuary',
  ),
);

/**
 * The San Francisco Estuary: San Francisco, San Pablo and Suisun bays and the Sacramento-San
 * Joaquin Delta, drawn inside the Golden Gate (the open coast at Ocean Beach, Pacifica and Half
 * Moon Bay is outside it). The white sturgeon "resides primarily in the San Francisco
 * Bay/Sacramento-San Joaquin Delta" (Fish and Game Commission, notice of the catch-and-release
 * emergency rule, Jan 2025, ceqanet.opr.ca.gov/2025010381), and the wintering striped bass are
 * the same estuary's fish; Monterey's stripers are a summer beach fishery (review 14 r04).
 */
const SF_ESTUARY: Within = {
  where: 'the San Francisco Estuary (San Francisco, San Pablo and Suisun bays and the Delta)',
  boxes: [
    [37.42, -122.33, 37.72, -121.9], // the South Bay
    [37.72, -122.475, 37.93, -122.2], // the Central Bay, inside the Golden Gate
    [37.93, -122.52, 38.15, -122.2], // San Pablo Bay and the Carquinez Strait
    [37.9, -122.2, 38.6, -121.3], // Suisun Bay and the Delta
  ],
};

/**
 * Central California, Point Conception to Point Arena: Morro Bay, Monterey Bay, San Francisco Bay.
 * No oyster bars and no kelp bass: kelp bass are not abundant north of Point Conception.
 */
export const CENTRAL_CALIFORNIA: SubRegion = {
  id: 'central-california',
  name: 'central California',
  region: 'pacific',
  habitat: 'salt',
  states: ['CA'],
  boxes: [[34.45, -123.8, 38.95, -120.0]],
  features: ['kelp', 'rocky-shore', 'piers'],
  defaultKind: 'rocky-coast',
  targets: [
    target('black-rockfish', ALL_YEAR, GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
    }),
    target('lingcod', ALL_YEAR, GUIDE, { kinds: ['rocky-coast', 'reef-offshore'] }),
    target(
      'california-halibut',
      span(4, 9),
      read(
        cite(
          'cdfw-california-halibut',
          'most often caught in 10-90 ft; adults move into bays and shallow water February-September',
        ),
      ),
      { kinds: ['bay-flats', 'surf', 'estuary', 'inlet-jetty'] },
    ),
    target('barred-surfperch', span(12, 5), GUIDE, { kinds: ['surf'] }),
    target('striped-bass', span(5, 10), GUIDE, {
      kinds: ['surf', 'bay-flats', 'estuary', 'tidal-river'],
    }),
    // San Pablo and Suisun bays and the Delta in the cold months: white sturgeon (catch and
    // release since October 2024) and the wintering striped bass. Only in the estuary: not
    // Monterey, Tomales or Morro Bay (review 14 r04).
    target('white-sturgeon', [10, 11, 12, 1, 2, 3, 4], STURGEON, {
      kinds: ['bay-flats', 'estuary', 'tidal-river'],
      peak: [12, 1, 2],
      within: SF_ESTUARY,
    }),
    target('striped-bass', [11, 12, 1, 2, 3, 4], GUIDE, {
      kinds: ['bay-flats', 'estuary', 'tidal-river'],
      within: SF_ESTUARY,
    }),
    target('chinook-salmon', span(4, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    // Albacore come within reach of Bodega Bay, Half Moon Bay and Monterey in late summer and
    // fall when warm blue water moves in; in most years now the stock runs farther north
    target(
      'albacore',
      span(8, 10),
      read(
        cite(
          'cdfw-albacore-faq',
          'North Pacific albacore typically arrive off the US Pacific coast by late summer and stay through late fall; the stock has shifted north, making them rarer off most of California, but they are still frequently caught off Northern California',
        ),
      ),
      { kinds: ['reef-offshore'], types: ['boat'] },
    ),
  ],
  sources: [
    'cdfg-kelp-bass-account',
    'cdfw-california-halibut',
    'cdfw-species',
    'cdfw-albacore-faq',
    'calsportsman-white-sturgeon-2024',
  ],
};
