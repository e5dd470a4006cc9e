import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Montana, Wyoming, Colorado, Idaho, Utah and northern Nevada: trout rivers and high reservoirs. */
export const MOUNTAIN_WEST: SubRegion = {
  id: 'mountain-west',
  name: 'the Mountain West',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['MT', 'WY', 'CO', 'ID', 'UT', 'NV'],
  boxes: [[37.0, -120.0, 49.1, -102.0]],
  features: ['bluffs', 'rock-shoals', 'ice'],
  defaultKind: 'river',
  targets: [
    target('rainbow-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'tailwater', 'reservoir', 'natural-lake'],
    }),
    // Brook trout: Georgetown Lake (MT) is managed for rainbow and brook trout and is a trophy
    // brook trout water; brookies fill the region's high lakes. Not listed for the rivers: they
    // are a small-stream fish, and the chooser cannot tell a brook from the Henrys Fork
    target(
      'brook-trout',
      ALL_YEAR,
      read(
        cite(
          'usgs-georgetown-lake-diet',
          'managed as a put, grow, and take fishery for rainbow trout and brook trout and as a wild, self-sustaining kokanee fishery; a premier location for catching trophy brook trout',
        ),
      ),
      { kinds: ['natural-lake', 'reservoir'] },
    ),
    // Cutthroat are the native trout of the region's lakes and rivers (review fresh.md RC1 d)
    target('cutthroat-trout', span(5, 10), GUIDE, {
      kinds: ['river', 'natural-lake', 'reservoir'],
    }),
    target('brown-trout', ALL_YEAR, GUIDE, { kinds: ['river', 'tailwater', 'reservoir'] }),
    target('lake-trout', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    target('walleye', span(4, 10), GUIDE, { kinds: ['reservoir'] }),
    // A warm-water fish: not in the cold tailwaters or on the release reaches below the storage
    // dams (water/release-rivers.ts), whose fishery is trout (the Beaverhead below Clark Canyon
    // Dam: comparatively cold water, Montana FWP; science-9 review h08)
    target('smallmouth-bass', span(5, 9), GUIDE, {
      kinds: ['reservoir', 'river'],
      warmWater: true,
    }),
    target('northern-pike', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
    target('kokanee', span(5, 9), GUIDE, {
      kinds: ['reservoir', 'natural-lake'],
      types: ['boat', 'kayak'],
    }),
  ],
  exclusions: [
    {
      where: 'on the Kootenai from Libby Dam down to Kootenai Falls',
      boxes: [[48.25, -115.75, 48.42, -115.3]],
      species: ['brown-trout'],
      basis: read(
        cite(
          'missoulian-kootenai-browns-2018',
          'FWP approved a kill order on all brown trout caught between Kootenai Falls and Libby Dam after the first ever reported above the falls; bull trout in the same stretch are listed as threatened',
        ),
      ),
    },
  ],
  sources: [
    'usfws-hsi-rainbow-trout',
    'missoulian-kootenai-browns-2018',
    'usgs-georgetown-lake-diet',
  ],
};
