import { GUIDE } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Illinois, Indiana, Ohio, Iowa, northern Missouri and eastern Kansas: rivers, pits and reservoirs. */
export const OHIO_VALLEY_MIDWEST: SubRegion = {
  id: 'ohio-valley-midwest',
  name: 'the Midwest',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['IL', 'IN', 'OH', 'IA', 'MO', 'KS'],
  boxes: [[37.0, -96.3, 42.5, -80.5]],
  features: ['submerged-grass', 'rock-shoals', 'ice'],
  defaultKind: 'reservoir',
  targets: [
    target('largemouth-bass', span(3, 11), GUIDE, { warmWater: true }),
    target('smallmouth-bass', span(4, 10), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('white-crappie', [3, 4, 5, 10, 11], GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
    target('channel-catfish', span(4, 10), GUIDE),
    target('flathead-catfish', span(5, 9), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('bluegill', span(5, 8), GUIDE),
    target('sauger', [11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['river', 'tailwater'] }),
    target('walleye', [3, 4, 10, 11], GUIDE, { kinds: ['river', 'reservoir', 'tailwater'] }),
    target('muskellunge', span(5, 11), GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
  ],
  sources: ['mdc-field-guide'],
};
