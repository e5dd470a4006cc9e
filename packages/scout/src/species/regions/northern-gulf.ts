import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Louisiana, Mississippi and Alabama: marsh, bays, barrier islands and rigs. */
export const NORTHERN_GULF: SubRegion = {
  id: 'northern-gulf',
  name: 'the northern Gulf coast',
  region: 'gulf',
  habitat: 'salt',
  states: ['LA', 'MS', 'AL'],
  boxes: [[28.8, -93.8, 31.1, -87.6]],
  features: ['salt-marsh', 'oyster-bars', 'bridges', 'piers', 'canals'],
  defaultKind: 'estuary',
  targets: [
    // Late spring and summer: wade-fishing the surf for spawning speckled trout (Grand Isle,
    // the Chandeleurs) is the season's main event on the beaches (review salt.md s12).
    target('spotted-seatrout', span(5, 7), GUIDE, { kinds: ['surf'], peak: [5, 6, 7] }),
    target('red-drum', ALL_YEAR, GUIDE, {
      kinds: ['estuary', 'bay-flats', 'tidal-river', 'surf', 'inlet-jetty'],
    }),
    target('spotted-seatrout', ALL_YEAR, GUIDE, {
      kinds: ['estuary', 'bay-flats', 'tidal-river', 'surf'],
    }),
    target('sheepshead', span(12, 4), GUIDE, { kinds: ['estuary', 'bay-flats', 'inlet-jetty'] }),
    target('black-drum', span(12, 4), GUIDE, { kinds: ['estuary', 'bay-flats'] }),
    target('southern-flounder', span(9, 11), GUIDE, { kinds: ['estuary', 'inlet-jetty'] }),
    target('cobia', span(3, 5), GUIDE, { kinds: ['reef-offshore', 'surf'] }),
    target('king-mackerel', span(5, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('red-snapper', span(6, 8), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('yellowfin-tuna', ALL_YEAR, GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('blue-marlin', span(6, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  sources: ['noaa-fishwatch'],
};
