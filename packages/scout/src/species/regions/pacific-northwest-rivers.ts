import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Washington, Oregon, Idaho's Clearwater and northern California's coastal rivers and lakes. */
export const PACIFIC_NORTHWEST_RIVERS: SubRegion = {
  id: 'pacific-northwest-rivers',
  name: 'the Pacific Northwest',
  region: 'pacific',
  habitat: 'fresh',
  states: ['WA', 'OR', 'ID', 'CA'],
  boxes: [[40.0, -125.0, 49.0, -116.0]],
  features: ['rock-shoals', 'bluffs'],
  defaultKind: 'river',
  targets: [
    target('steelhead', [12, 1, 2, 3, 4, 7, 8, 9, 10], GUIDE, { kinds: ['river', 'tailwater'] }),
    target('chinook-salmon', [4, 5, 6, 9, 10, 11], GUIDE, { kinds: ['river', 'tailwater'] }),
    target('coho-salmon', span(9, 11), GUIDE, { kinds: ['river'] }),
    target('rainbow-trout', ALL_YEAR, GUIDE, { kinds: ['river', 'natural-lake', 'reservoir', 'tailwater'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
    target('american-shad', span(5, 7), GUIDE, { kinds: ['river', 'tailwater'] }),
    target('largemouth-bass', span(5, 9), GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
  ],
  runs: [
    { species: 'steelhead', from: [12, 1], to: [4, 15], phase: 'pre-spawn', kinds: ['river', 'tailwater'], text: 'winter-run steelhead are in the rivers', basis: GUIDE },
    { species: 'steelhead', from: [4, 16], to: [5, 31], phase: 'spawn', kinds: ['river'], text: 'winter steelhead spawn in the tributaries', basis: GUIDE },
    { species: 'steelhead', from: [6, 1], to: [11, 30], phase: 'pre-spawn', kinds: ['river', 'tailwater'], text: 'summer-run steelhead hold in the rivers until they spawn next spring', basis: GUIDE },
    { species: 'chinook-salmon', from: [3, 15], to: [6, 30], phase: 'pre-spawn', kinds: ['river', 'tailwater'], text: 'spring chinook are running', basis: GUIDE },
    { species: 'chinook-salmon', from: [8, 15], to: [11, 15], phase: 'pre-spawn', kinds: ['river', 'tailwater'], text: 'fall chinook are running', basis: GUIDE },
    { species: 'coho-salmon', from: [9, 1], to: [11, 30], phase: 'pre-spawn', kinds: ['river'], text: 'coho are running', basis: GUIDE },
    { species: 'american-shad', from: [5, 1], to: [7, 15], phase: 'spawn', kinds: ['river', 'tailwater'], text: 'American shad run the Columbia and its tributaries', basis: GUIDE },
  ],
  sources: ['noaa-fishwatch'],
};
