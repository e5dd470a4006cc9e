import { GUIDE } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/**
 * Cook Inlet and Kachemak Bay salt water: Homer, Anchor Point, Ninilchik, Deep Creek, up to
 * Anchorage and Turnagain Arm. The outer Kenai coast east of about 150.9° W (Seward and
 * Resurrection Bay, the Kenai Fjords) is Prince William Sound's sub-region.
 */
export const COOK_INLET: SubRegion = {
  id: 'cook-inlet',
  name: 'Cook Inlet',
  region: 'alaska',
  habitat: 'salt',
  states: ['AK'],
  boxes: [
    [58.5, -155.5, 60.55, -150.9],
    [60.55, -155.5, 61.6, -148.95],
  ],
  features: ['rocky-shore', 'kelp'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  targets: [
    target('pacific-halibut', span(5, 9), GUIDE, {
      kinds: ['reef-offshore', 'estuary'],
      types: ['boat'],
    }),
    target('chinook-salmon', span(5, 8), GUIDE, { types: ['boat'] }),
    target('coho-salmon', span(7, 9), GUIDE),
    target('lingcod', span(7, 10), GUIDE, {
      kinds: ['reef-offshore', 'rocky-coast'],
      types: ['boat'],
    }),
    target('black-rockfish', span(5, 9), GUIDE, { kinds: ['reef-offshore', 'rocky-coast'] }),
    target('pink-salmon', span(7, 8), GUIDE),
  ],
  runs: [
    {
      species: 'chinook-salmon',
      from: [5, 15],
      to: [7, 15],
      phase: 'pre-spawn',
      text: 'mature king salmon pass through the lower inlet toward their rivers',
      basis: GUIDE,
    },
    {
      species: 'coho-salmon',
      from: [7, 20],
      to: [9, 15],
      phase: 'pre-spawn',
      text: 'coho gather in the bays and off the river mouths before running upstream',
      basis: GUIDE,
    },
  ],
  sources: ['adfg-species'],
};
