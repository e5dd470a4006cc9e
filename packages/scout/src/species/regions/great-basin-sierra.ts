import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/**
 * Lake Tahoe (CA/NV): a deep, cold, clear alpine lake whose fishery is mackinaw (lake trout),
 * rainbow and brown trout and kokanee, not bass. "Fifty percent or more of the fish caught at the
 * lake annually are Mackinaw" and the lake "provides fishing for Mackinaw, rainbow trout, brown
 * trout and kokanee salmon" (Cal Kellogg, California Sportsman, Feb 2023, issuu.com/mipgroup,
 * cs_2-23; read 2026). Kokanee have no species profile yet (see /work/notes/science-2.md).
 */
export const LAKE_TAHOE: SubRegion = {
  id: 'lake-tahoe',
  name: 'Lake Tahoe',
  region: 'pacific',
  habitat: 'fresh',
  states: ['CA', 'NV'],
  boxes: [[38.9, -120.2, 39.28, -119.9]],
  features: ['rock-shoals', 'ice'],
  defaultKind: 'natural-lake',
  targets: [
    target('lake-trout', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    target('rainbow-trout', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
    target('brown-trout', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
  ],
  sources: ['cdfw-species'],
};

/**
 * Pyramid Lake (NV), on the Pyramid Lake Paiute Reservation: a desert terminal lake fished for
 * Lahontan cutthroat trout (Nevada's state fish), season October 1 to June 30, tribal permit (no
 * Nevada licence), artificial lures and flies only, barbless. Sources: Pyramid Lake Paiute Tribe,
 * "Fishing Season Opens October 1, 2019" press release (LCT season Oct 1 - Jun 30), and Pyramid
 * Lake Paiute Tribe Regulations Brochure (pyramidlake.us), both read 2026 through docslib.org.
 */
export const PYRAMID_LAKE: SubRegion = {
  id: 'pyramid-lake',
  name: 'Pyramid Lake (Lahontan cutthroat trout; Pyramid Lake Paiute Tribe permit, artificial lures and flies only)',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['NV'],
  boxes: [[39.8, -119.75, 40.25, -119.35]],
  features: ['rock-shoals'],
  defaultKind: 'natural-lake',
  targets: [
    target('cutthroat-trout', span(10, 6), GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
  ],
  sources: [],
};

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
    target('brown-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'tailwater', 'reservoir', 'natural-lake'],
    }),
    target('lake-trout', ALL_YEAR, GUIDE, { kinds: ['natural-lake'] }),
    target('cutthroat-trout', span(5, 10), GUIDE, { kinds: ['river', 'natural-lake'] }),
    target('smallmouth-bass', span(6, 9), GUIDE, { kinds: ['reservoir'] }),
    target('largemouth-bass', span(6, 9), GUIDE, { kinds: ['reservoir'] }),
    target('kokanee', span(5, 9), GUIDE, { kinds: ['reservoir'], types: ['boat', 'kayak'] }),
  ],
  sources: ['cdfw-species'],
};
