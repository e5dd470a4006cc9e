import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const SOCKEYE = read(
  cite(
    'kbbi-russian-river-sockeye',
    'ADF&G area biologist: the Russian River early-run fishery opens June 11; the late-run period begins July 15 and belongs to the Kenai late run; sockeye season on the Russian runs through August 20',
  ),
);

/**
 * The Kenai Peninsula rivers and lakes south of Turnagain Arm: the Kenai, Russian, Kasilof and
 * Anchor. Anchorage and the Mat-Su north of the arm are their own sub-region (mat-su.ts).
 */
export const KENAI_PENINSULA: SubRegion = {
  id: 'kenai-peninsula',
  name: 'the Kenai Peninsula',
  region: 'alaska',
  habitat: 'fresh',
  states: ['AK'],
  boxes: [[58.5, -155.5, 60.95, -148.5]],
  features: ['ice', 'rock-shoals'],
  defaultKind: 'river',
  targets: [
    target(
      'rainbow-trout',
      ALL_YEAR,
      read(
        cite(
          'kenai-winter-rainbows',
          'the Kenai still holds big resident rainbows and Dolly Varden through the winter',
        ),
      ),
      { kinds: ['river', 'natural-lake'] },
    ),
    target('sockeye-salmon', span(6, 8), SOCKEYE, { kinds: ['river'] }),
    target('chinook-salmon', span(5, 7), GUIDE, { kinds: ['river'] }),
    target('coho-salmon', span(8, 10), GUIDE, { kinds: ['river'] }),
    target('arctic-grayling', span(6, 9), GUIDE, { kinds: ['natural-lake', 'river'] }),
  ],
  runs: [
    {
      species: 'sockeye-salmon',
      from: [6, 11],
      to: [7, 14],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'early-run sockeye are running to the Russian River and the upper Kenai',
      basis: SOCKEYE,
    },
    {
      species: 'sockeye-salmon',
      from: [7, 15],
      to: [8, 20],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'late-run Kenai sockeye are running the river',
      basis: SOCKEYE,
    },
    {
      species: 'sockeye-salmon',
      from: [8, 21],
      to: [10, 15],
      phase: 'spawn',
      kinds: ['river'],
      text: 'sockeye are on their spawning grounds in tributaries and lake shores',
      basis: GUIDE,
    },
    {
      species: 'chinook-salmon',
      from: [5, 15],
      to: [7, 31],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'king salmon are running the rivers',
      basis: GUIDE,
    },
    {
      species: 'chinook-salmon',
      from: [8, 1],
      to: [9, 10],
      phase: 'spawn',
      kinds: ['river'],
      text: 'king salmon are spawning',
      basis: GUIDE,
    },
    {
      species: 'coho-salmon',
      from: [8, 1],
      to: [10, 31],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'silver salmon are running the rivers',
      basis: GUIDE,
    },
  ],
  sources: ['kbbi-russian-river-sockeye', 'kenai-winter-rainbows', 'adfg-species'],
};
