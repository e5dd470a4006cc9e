import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** The Texas coast, Sabine Pass to the lower Laguna Madre. */
export const TEXAS_COAST: SubRegion = {
  id: 'texas-coast',
  name: 'the Texas coast',
  region: 'gulf',
  habitat: 'salt',
  states: ['TX'],
  boxes: [[25.8, -97.9, 30.2, -93.8]],
  features: ['seagrass', 'oyster-bars', 'salt-marsh', 'canals', 'bridges', 'piers'],
  defaultKind: 'bay-flats',
  targets: [
    target('red-drum', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary', 'surf', 'inlet-jetty'] }),
    target('spotted-seatrout', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary', 'surf'] }),
    target('black-drum', span(1, 4), GUIDE, { kinds: ['bay-flats', 'estuary', 'inlet-jetty'] }),
    target('sheepshead', span(1, 4), GUIDE, { kinds: ['inlet-jetty', 'estuary'] }),
    target('southern-flounder', [4, 5, 6, 9, 10, 11], GUIDE, {
      kinds: ['bay-flats', 'estuary', 'inlet-jetty'],
    }),
    target('tarpon', span(6, 10), GUIDE, { kinds: ['inlet-jetty', 'surf'] }),
    target('king-mackerel', span(5, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('red-snapper', span(6, 8), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  sources: ['tpwd-species'],
};
