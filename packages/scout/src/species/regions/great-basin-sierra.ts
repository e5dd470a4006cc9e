import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

// Lake Tahoe and Pyramid Lake (Nevada) are named waters now: species/waters/west.ts.

/**
 * The Sierra Nevada and the Great Basin (California's east side and Nevada): cold mountain
 * lakes, reservoirs and trout streams. CDFW and NDOW stock rainbow and brown trout in these
 * waters and manage the lakes' mackinaw and kokanee; bass live in the lower, warmer reservoirs
 * in summer (common guide practice; NDOW fishing pages at ndow.org/fish and CDFW's Sierra
 * District trout pages describe trout as the main fishery, not re-read here).
 */
export const SIERRA_GREAT_BASIN: SubRegion = {
  id: 'sierra-great-basin',
  name: 'the Sierra Nevada and the Great Basin',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['CA', 'NV'],
  boxes: [
    [36.0, -120.9, 40.6, -118.0],
    [35.0, -120.0, 42.0, -114.0],
  ],
  features: ['rock-shoals', 'ice'],
  defaultKind: 'reservoir',
  targets: [
    target('rainbow-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'tailwater', 'reservoir', 'natural-lake'],
    }),
    // Kokanee are the trollers' fish of the Sierra lakes in spring and summer (Stampede, Boca,
    // Donner, Bullards Bar, Union Valley ... are stocked by CDFW)
    target(
      'kokanee',
      span(5, 9),
      read(
        cite(
          'fishsniffer-stampede-2019',
          'the kokanee is one of the most popular fish pursued by trollers during the spring and summer; Stampede on the eastern slope of the Sierra limits out in July at 50-80 ft',
        ),
      ),
      { kinds: ['reservoir', 'natural-lake'], types: ['boat', 'kayak'] },
    ),
    target('brown-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'tailwater', 'reservoir', 'natural-lake'],
    }),
    target('lake-trout', ALL_YEAR, GUIDE, { kinds: ['natural-lake'] }),
    target('cutthroat-trout', span(5, 10), GUIDE, { kinds: ['river', 'natural-lake'] }),
    target('smallmouth-bass', span(6, 9), GUIDE, { kinds: ['reservoir'] }),
    target('largemouth-bass', span(6, 9), GUIDE, { kinds: ['reservoir'] }),
  ],
  sources: ['cdfw-species', 'fishsniffer-stampede-2019'],
};
