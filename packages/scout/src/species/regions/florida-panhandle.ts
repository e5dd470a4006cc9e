import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** The Florida Panhandle and Big Bend, Pensacola to Cedar Key. */
export const FLORIDA_PANHANDLE: SubRegion = {
  id: 'florida-panhandle',
  name: 'the Florida Panhandle and Big Bend',
  region: 'gulf',
  habitat: 'salt',
  states: ['FL'],
  boxes: [[28.8, -87.6, 31.0, -82.6]],
  features: ['seagrass', 'oyster-bars', 'salt-marsh', 'bridges', 'piers'],
  defaultKind: 'bay-flats',
  targets: [
    target('red-drum', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary', 'surf', 'inlet-jetty'] }),
    target('spotted-seatrout', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary'] }),
    target('cobia', span(3, 5), GUIDE, { kinds: ['surf', 'reef-offshore', 'inlet-jetty'] }),
    target('florida-pompano', [3, 4, 5, 10, 11], GUIDE, { kinds: ['surf', 'inlet-jetty'] }),
    target('spanish-mackerel', span(4, 10), GUIDE, { kinds: ['surf', 'inlet-jetty', 'bay-flats'] }),
    target('king-mackerel', span(5, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('sheepshead', span(1, 4), GUIDE, { kinds: ['bay-flats', 'estuary', 'inlet-jetty'] }),
    target('southern-flounder', span(10, 12), GUIDE, {
      kinds: ['bay-flats', 'estuary', 'inlet-jetty'],
    }),
    target('red-snapper', span(6, 7), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('gag-grouper', span(9, 12), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  nearshore: [{ species: 'king-mackerel', types: ['shore'], kinds: ['surf'], basis: GUIDE }],
  sources: ['fwc-species'],
};
