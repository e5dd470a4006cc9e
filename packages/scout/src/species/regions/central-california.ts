import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const STURGEON = read(
  cite(
    'calsportsman-white-sturgeon-2024',
    'white sturgeon: catch-and-release regulations in California inland waters from October 1, 2024; a popular sport fishery centred in the San Francisco Estuary',
  ),
);

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
    // release since October 2024) and the wintering striped bass
    target('white-sturgeon', [10, 11, 12, 1, 2, 3, 4], STURGEON, {
      kinds: ['bay-flats', 'estuary', 'tidal-river'],
      peak: [12, 1, 2],
    }),
    target('striped-bass', [11, 12, 1, 2, 3, 4], GUIDE, {
      kinds: ['bay-flats', 'estuary', 'tidal-river'],
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
