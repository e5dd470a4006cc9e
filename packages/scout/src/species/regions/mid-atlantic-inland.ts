import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Virginia, Maryland, West Virginia and Delaware: Potomac and James smallmouth, reservoirs, mountain trout. */
export const MID_ATLANTIC_INLAND: SubRegion = {
  id: 'mid-atlantic-inland',
  name: 'the Mid-Atlantic',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['VA', 'MD', 'WV', 'DE'],
  boxes: [[36.5, -83.7, 39.7, -75.0]],
  features: ['rock-shoals', 'submerged-grass'],
  defaultKind: 'river',
  targets: [
    target('smallmouth-bass', span(4, 10), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('largemouth-bass', span(3, 11), GUIDE),
    // Trout only in cold water: tailwaters, and the mountain streams west of the Blue Ridge's
    // eastern foot (coldAreas), not the Piedmont and tidal rivers (no trout in the tidal Potomac).
    target('rainbow-trout', span(10, 5), GUIDE, { kinds: ['river', 'tailwater'], coldWater: true }),
    target('brown-trout', span(3, 10), GUIDE, { kinds: ['river', 'tailwater'], coldWater: true }),
    target('blue-catfish', span(3, 11), GUIDE, { kinds: ['river', 'reservoir'] }),
    target(
      'hickory-shad',
      span(3, 5),
      read(cite('md-dnr-shad', 'hickory shad spawn from mid-April through early June at 54-72 F')),
      { kinds: ['river'] },
    ),
    target(
      'white-perch',
      span(3, 5),
      read(
        cite(
          'chesapeake-white-perch',
          'Bay Field Guide: spawning runs upstream to fresh or slightly brackish water begin as the water warms in late March',
        ),
      ),
      { kinds: ['river'] },
    ),
    target('american-shad', span(3, 5), GUIDE, { kinds: ['river'] }),
    target('striped-bass', span(10, 5), GUIDE, { kinds: ['reservoir'] }),
    target('chain-pickerel', [1, 2, 3, 11, 12], GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
  ],
  runs: [
    {
      species: 'american-shad',
      from: [3, 15],
      to: [5, 31],
      phase: 'spawn',
      kinds: ['river'],
      text: 'American shad run the Potomac, Rappahannock and James',
      basis: GUIDE,
    },
  ],
  // The Blue Ridge, the Valley and Ridge and the Alleghenies: west of a line along the eastern
  // foot of the Blue Ridge and Catoctin Mountain (traced by hand, good to about 10 km), which
  // keeps the east-slope brook trout streams (the Rapidan) and leaves Charlottesville, Lynchburg
  // and the fall-line rivers outside.
  coldAreas: [
    [
      [39.72, -83.7],
      [39.72, -77.3],
      [39.35, -77.55],
      [38.7, -78.05],
      [38.0, -78.6],
      [37.5, -79.2],
      [37.0, -79.85],
      [36.5, -80.5],
      [36.5, -83.7],
    ],
  ],
  sources: ['asmfc-species'],
};
