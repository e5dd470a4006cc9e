import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** The rest of Alaska's fresh water: Southeast, Bristol Bay, Mat-Su and the Interior. */
export const ALASKA_INTERIOR: SubRegion = {
  id: 'alaska-interior',
  name: 'Alaska',
  region: 'alaska',
  habitat: 'fresh',
  states: ['AK'],
  boxes: [[51.0, -180.0, 71.5, -129.9]],
  features: ['ice', 'rock-shoals', 'submerged-grass'],
  defaultKind: 'river',
  targets: [
    target('rainbow-trout', span(6, 10), GUIDE, { kinds: ['river', 'natural-lake'] }),
    target(
      'arctic-grayling',
      span(6, 9),
      read(
        cite(
          'usfws-anwr-grayling',
          'after break-up in late May or June grayling spread into streams to spawn and feed through the summer, returning to wintering pools in August and September',
        ),
      ),
      { kinds: ['river', 'natural-lake'] },
    ),
    target('sockeye-salmon', span(6, 8), GUIDE, { kinds: ['river'] }),
    target('chinook-salmon', span(6, 7), GUIDE, { kinds: ['river'] }),
    target('coho-salmon', span(8, 9), GUIDE, { kinds: ['river'] }),
    target('northern-pike', span(5, 9), GUIDE, { kinds: ['natural-lake', 'river'] }),
    target('lake-trout', span(6, 9), GUIDE, { kinds: ['natural-lake'] }),
  ],
  sources: ['adfg-species'],
};
