import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Georgia, the Carolinas, Alabama and southern Virginia: piedmont and coastal-plain reservoirs (Lanier, Murray, Norman, Santee). */
export const SOUTHEAST_PIEDMONT: SubRegion = {
  id: 'southeast-piedmont',
  name: 'the Southeast',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['GA', 'SC', 'NC', 'AL', 'VA', 'MS'],
  boxes: [
    [30.8, -89.0, 35.0, -75.5],
    [35.0, -81.7, 37.0, -75.5],
  ],
  features: ['standing-timber'],
  defaultKind: 'reservoir',
  targets: [
    target(
      'striped-bass',
      ALL_YEAR,
      read(
        cite(
          'mack-lanier-stripers',
          'Lake Lanier stripers through the winter and spring: downlines, freelines and planer boards with blueback herring and gizzard shad',
        ),
      ),
      { kinds: ['reservoir', 'tailwater', 'river'] },
    ),
    target('spotted-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir'] }),
    target('largemouth-bass', ALL_YEAR, GUIDE, { warmWater: true }),
    target('black-crappie', [2, 3, 4, 10, 11, 12], GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
    target('channel-catfish', span(4, 10), GUIDE),
    target('bluegill', span(4, 8), GUIDE),
    target('white-bass', span(3, 4), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('hickory-shad', span(2, 4), GUIDE, { kinds: ['river'] }),
  ],
  sources: ['mack-lanier-stripers'],
};
