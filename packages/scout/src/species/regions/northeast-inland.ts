import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Maine IFW: landlocked salmon are the primary fishery in 201 Maine lakes. */
const LANDLOCKED_SALMON = read(
  cite(
    'me-ifw-landlocked-salmon',
    'species page: salmon provide the primary fishery in 201 lakes and an incidental one in 103 more, and good fisheries in 50 rivers and streams',
  ),
);

/** Pennsylvania, New York, New Jersey and inland New England: trout streams and glacial lakes. */
export const NORTHEAST_INLAND: SubRegion = {
  id: 'northeast-inland',
  name: 'the Northeast',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['PA', 'NY', 'NJ', 'CT', 'RI', 'MA', 'VT', 'NH', 'ME'],
  boxes: [[39.7, -80.6, 47.5, -66.9]],
  features: ['submerged-grass', 'rock-shoals', 'ice'],
  defaultKind: 'river',
  targets: [
    target('brown-trout', span(3, 10), GUIDE, { kinds: ['river', 'tailwater'] }),
    target('rainbow-trout', span(3, 10), GUIDE, { kinds: ['river', 'tailwater', 'natural-lake'] }),
    target('brook-trout', span(4, 9), GUIDE, { kinds: ['river', 'natural-lake'] }),
    target('smallmouth-bass', span(5, 10), GUIDE, {
      kinds: ['river', 'natural-lake', 'reservoir'],
    }),
    target('largemouth-bass', span(5, 10), GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    // Landlocked salmon are a main fish only in the salmon lakes of the north (coldAreas): not
    // in the bass and pickerel ponds of southern New England, New Jersey or Pennsylvania
    target('atlantic-salmon', [1, 2, 3, 4, 5, 6, 9], LANDLOCKED_SALMON, {
      kinds: ['natural-lake', 'reservoir'],
      coldWater: true,
    }),
    // Through the ice most lakes are fished for stocked brown and rainbow trout (and landlocked
    // salmon) and perch; lake trout live only in the deep, cold lakes (review fresh.md f03).
    target('brown-trout', [12, 1, 2, 3, 4, 5, 10, 11], GUIDE, { kinds: ['natural-lake'] }),
    target('yellow-perch', [1, 2, 3, 12], GUIDE, { kinds: ['natural-lake'] }),
    // Pickerel on tip-ups over the weed flats, then white perch, are the other ice fish of the
    // region's ponds (common guide practice)
    target('chain-pickerel', [12, 1, 2, 3], GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    target('white-perch', [12, 1, 2, 3], GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    target('rainbow-trout', [12, 1, 2], GUIDE, { kinds: ['natural-lake'] }),
    target('lake-trout', [1, 2, 3, 5, 6, 9, 10], GUIDE, { kinds: ['natural-lake'] }),
    target('american-shad', span(4, 6), GUIDE, { kinds: ['river'] }),
    target('walleye', [3, 4, 5, 10, 11], GUIDE, { kinds: ['river', 'reservoir', 'natural-lake'] }),
    target('white-perch', [5, 6, 7, 8], GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    target('chain-pickerel', [4, 5, 6, 9, 10, 11], GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
  ],
  runs: [
    {
      species: 'american-shad',
      from: [4, 1],
      to: [6, 15],
      phase: 'spawn',
      kinds: ['river'],
      text: 'American shad run the Delaware, Hudson and Connecticut rivers',
      basis: GUIDE,
    },
  ],
  // The landlocked salmon lakes: Maine, New Hampshire and Vermont north of about 43.2° N and the
  // Adirondacks (drawn by hand along the state lines; the Finger Lakes and everything south are
  // outside)
  coldAreas: [
    [
      [43.25, -75.8],
      [45.05, -75.8],
      [45.05, -71.5],
      [45.3, -71.08],
      [47.5, -69.2],
      [47.5, -66.9],
      [44.8, -66.9],
      [43.05, -70.7],
      [43.25, -71.5],
    ],
  ],
  sources: ['asmfc-species', 'scott-crossman-1973'],
};
