import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

const STOCKED = read(
  cite(
    'adfg-matsu-stocked',
    'about 90 lakes in the Northern Cook Inlet area are stocked; rainbow trout, coho salmon (landlocked) and Arctic grayling are the primary species of the stocking program',
  ),
);

const FALL = read(
  cite(
    'adfg-matsu-fall-2013',
    'rainbow trout fishing good to excellent into freeze-up; pike lakes (Nancy, South Rolly, Alexander) and the sloughs of the Yentna and Susitna; stocked lakes around Palmer and Wasilla with rainbows, landlocked salmon, char and grayling',
  ),
);

/**
 * Anchorage, the Matanuska-Susitna valleys and northern Cook Inlet: stocked lakes around Palmer
 * and Wasilla, the Susitna tributaries' king, coho and sockeye runs, and the pike lakes. North of
 * Turnagain Arm, so not "the Kenai Peninsula" (review fresh.md f18).
 */
export const MAT_SU: SubRegion = {
  id: 'mat-su',
  name: 'Anchorage, the Mat-Su and northern Cook Inlet',
  region: 'alaska',
  habitat: 'fresh',
  states: ['AK'],
  boxes: [[60.95, -153.5, 63.0, -146.5]],
  features: ['ice', 'rock-shoals', 'submerged-grass'],
  defaultKind: 'natural-lake',
  targets: [
    target('rainbow-trout', span(5, 10), STOCKED, { kinds: ['natural-lake', 'river'] }),
    target('coho-salmon', span(5, 9), STOCKED, { kinds: ['natural-lake'] }),
    target('arctic-grayling', span(5, 9), STOCKED, { kinds: ['natural-lake'] }),
    target('coho-salmon', span(7, 9), GUIDE, { kinds: ['river'], peak: [8] }),
    target('chinook-salmon', [5, 6, 7], GUIDE, { kinds: ['river'] }),
    target('sockeye-salmon', [7], GUIDE, { kinds: ['river'] }),
    target('northern-pike', span(5, 10), FALL, { kinds: ['natural-lake', 'river'] }),
  ],
  runs: [
    {
      species: 'chinook-salmon',
      from: [5, 20],
      to: [7, 15],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'king salmon run the Susitna tributaries and the Little Susitna (often closed to retention; check the emergency orders)',
      basis: GUIDE,
    },
    {
      species: 'coho-salmon',
      from: [7, 15],
      to: [9, 30],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'silver salmon run the Little Susitna, the Deshka and the Parks Highway streams',
      basis: GUIDE,
    },
  ],
  // ADF&G stocks about 90 of the area's lakes, rainbow trout first (STOCKED); the rivers' rainbows
  // are wild fish and keep their spawning reading.
  stocked: [
    {
      species: ['rainbow-trout'],
      kinds: ['natural-lake'],
      where: 'are mostly stocked by ADF&G (about 90 lakes in the area are stocked)',
      basis: STOCKED,
    },
  ],
  sources: ['adfg-matsu-stocked', 'adfg-matsu-fall-2013', 'wdfw-stocking-tips'],
};
