import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** East Texas and Louisiana: timbered, grassy flatland reservoirs (Fork, Rayburn, Toledo Bend) and bayous. */
export const EAST_TEXAS: SubRegion = {
  id: 'east-texas',
  name: 'East Texas and Louisiana',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['TX', 'LA'],
  boxes: [
    [29.5, -96.5, 34.0, -92.5],
    [29.0, -92.5, 33.0, -89.0],
  ],
  features: ['standing-timber', 'submerged-grass'],
  defaultKind: 'reservoir',
  targets: [
    target(
      'largemouth-bass',
      ALL_YEAR,
      read(
        cite(
          'redington-lake-fork-2005',
          'February on Lake Fork: bass staging on points and creek channels, the best big-fish months of the year',
        ),
      ),
      { kinds: ['reservoir', 'natural-lake', 'river'] },
    ),
    target('white-crappie', [2, 3, 4, 10, 11, 12], GUIDE, { kinds: ['reservoir'] }),
    target('black-crappie', [2, 3, 4, 10, 11, 12], GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
    target('white-bass', span(2, 4), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('channel-catfish', span(4, 10), GUIDE),
    target('blue-catfish', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
  ],
  sources: ['redington-lake-fork-2005', 'tpwd-species'],
};
