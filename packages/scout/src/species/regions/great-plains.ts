import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Kansas, Nebraska and eastern Colorado: prairie reservoirs and rivers. */
export const GREAT_PLAINS: SubRegion = {
  id: 'great-plains',
  name: 'the Great Plains',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['KS', 'NE', 'CO'],
  boxes: [[37.0, -104.1, 43.0, -96.3]],
  features: ['rock-shoals', 'ice'],
  defaultKind: 'reservoir',
  targets: [
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river', 'natural-lake'] }),
    target('white-bass', span(4, 10), GUIDE, { kinds: ['reservoir', 'river'] }),
    target('largemouth-bass', span(4, 10), GUIDE, { warmWater: true }),
    target('channel-catfish', span(4, 10), GUIDE),
    target('flathead-catfish', span(5, 9), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('white-crappie', [3, 4, 5, 10, 11], GUIDE, { kinds: ['reservoir'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['reservoir'] }),
    target('northern-pike', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
    // Nebraska's Sandhills lakes: perch and pike through the ice
    target('yellow-perch', [12, 1, 2, 3], GUIDE, { kinds: ['natural-lake'] }),
  ],
  sources: ['mdc-field-guide'],
};

/**
 * The Dakotas west of the Red River valley: the glacial prairie lakes of the Devils Lake and
 * James River country, and the Missouri main-stem reservoirs. The natural lakes are walleye,
 * northern pike and yellow perch water, through the ice as much as in summer; the big
 * reservoirs add smallmouth bass (and chinook salmon in Oahe and Sakakawea, named waters). The
 * Game and Fish district outlooks list these as the lakes' fish (north-central and northeast
 * districts); the order is common guide practice.
 */
export const NORTHERN_PLAINS: SubRegion = {
  id: 'northern-plains',
  name: 'the northern plains of the Dakotas',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['ND', 'SD'],
  boxes: [[43.0, -104.1, 49.1, -96.3]],
  features: ['rock-shoals', 'ice'],
  defaultKind: 'natural-lake',
  targets: [
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
    target(
      'yellow-perch',
      [12, 1, 2, 3, 6, 7, 8],
      read(cite('ndgf-fishing-waters-2020', 'district outlooks for the natural lakes')),
      { kinds: ['natural-lake', 'reservoir'] },
    ),
    target('northern-pike', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['reservoir', 'river'] }),
    target('white-bass', span(5, 9), GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
    target('channel-catfish', span(5, 9), GUIDE),
    target('largemouth-bass', span(5, 9), GUIDE, { warmWater: true }),
  ],
  sources: ['ndgf-fishing-waters-2020'],
};
