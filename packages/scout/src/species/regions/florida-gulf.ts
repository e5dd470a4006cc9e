import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const SKYWAY = read(
  cite(
    'skyway-report-2016',
    'mangrove snapper remain the top bite in town this summer; Spanish mackerel, gag grouper and juvenile tarpon also active',
  ),
);

/** Southwest and west-central Florida, the Ten Thousand Islands to Tampa Bay and Crystal River. */
export const FLORIDA_GULF: SubRegion = {
  id: 'florida-gulf',
  name: 'the Gulf coast of Florida',
  region: 'gulf',
  habitat: 'salt',
  states: ['FL'],
  boxes: [[25.1, -83.2, 28.8, -80.9]],
  features: ['seagrass', 'mangroves', 'oyster-bars', 'canals', 'bridges', 'piers'],
  defaultKind: 'bay-flats',
  targets: [
    target('common-snook', ALL_YEAR, GUIDE, {
      kinds: ['bay-flats', 'estuary', 'inlet-jetty', 'surf'],
    }),
    target('red-drum', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary', 'inlet-jetty'] }),
    target('spotted-seatrout', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary'] }),
    target('tarpon', span(5, 7), GUIDE, { kinds: ['inlet-jetty', 'surf', 'bay-flats'] }),
    // Mangrove (gray) snapper are the top summer bite at the Skyway piers and the bay's bridges
    // (Not the passes: Boca Grande in June is tarpon water)
    target('gray-snapper', span(5, 10), SKYWAY, {
      kinds: ['bay-flats', 'estuary', 'tidal-river'],
      peak: [6, 7, 8],
    }),
    target('sheepshead', span(12, 4), GUIDE, { kinds: ['bay-flats', 'estuary', 'inlet-jetty'] }),
    target('black-drum', span(12, 3), GUIDE, { kinds: ['bay-flats', 'estuary', 'inlet-jetty'] }),
    target('cobia', [3, 4, 5, 10, 11], GUIDE, {
      kinds: ['reef-offshore', 'bay-flats', 'inlet-jetty'],
    }),
    target('spanish-mackerel', [3, 4, 5, 9, 10, 11], GUIDE, {
      kinds: ['inlet-jetty', 'surf', 'bay-flats'],
    }),
    target('king-mackerel', [3, 4, 5, 10, 11], GUIDE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
    }),
    target('florida-pompano', span(3, 5), GUIDE, { kinds: ['surf', 'inlet-jetty'] }),
    target('gag-grouper', span(9, 12), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  sources: ['fwc-species', 'skyway-report-2016'],
};
