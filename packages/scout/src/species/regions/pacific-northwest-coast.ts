import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** The outer coast from Point Arena to Cape Flattery: northern California, Oregon, Washington. */
export const PACIFIC_NORTHWEST_COAST: SubRegion = {
  id: 'pacific-northwest-coast',
  name: 'the Pacific Northwest coast',
  region: 'pacific',
  habitat: 'salt',
  states: ['CA', 'OR', 'WA'],
  boxes: [[38.95, -125.0, 48.5, -123.2]],
  features: ['kelp', 'rocky-shore', 'piers'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  targets: [
    target('black-rockfish', ALL_YEAR, GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
    }),
    target('lingcod', span(3, 11), GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
    }),
    target('chinook-salmon', span(5, 9), GUIDE, {
      kinds: ['reef-offshore', 'estuary'],
      types: ['boat'],
    }),
    target('coho-salmon', span(6, 9), GUIDE, {
      kinds: ['reef-offshore', 'estuary'],
      types: ['boat'],
    }),
    target('pacific-halibut', span(5, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  sources: ['noaa-fishwatch'],
};
