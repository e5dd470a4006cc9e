import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Peninsular Florida's fresh water: shallow natural lakes, the Kissimmee chain, Okeechobee, rivers. */
export const FLORIDA_PENINSULA: SubRegion = {
  id: 'florida-peninsula',
  name: 'peninsular Florida',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['FL'],
  boxes: [[24.5, -83.5, 30.8, -79.9]],
  features: ['emergent-grass', 'submerged-grass', 'canals'],
  defaultKind: 'natural-lake',
  targets: [
    target(
      'largemouth-bass',
      ALL_YEAR,
      read(
        cite(
          'fwc-bass-spawn-2011',
          'the prespawn and spawn of Florida bass; bedding once water rises above 58 F, into the mid-to-upper 70s; late February to early April often premier',
        ),
      ),
      { kinds: ['natural-lake', 'river', 'reservoir'] },
    ),
    target('black-crappie', span(11, 3), GUIDE, { kinds: ['natural-lake', 'river'] }),
    target('bluegill', span(4, 8), GUIDE),
    target('redear-sunfish', span(3, 6), GUIDE),
  ],
  sources: ['fwc-bass-spawn-2011'],
};
