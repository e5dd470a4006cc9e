import { GUIDE } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** The rest of coastal Alaska: Southeast, Prince William Sound, Kodiak and westward. */
export const ALASKA_COAST: SubRegion = {
  id: 'alaska-coast',
  name: 'coastal Alaska',
  region: 'alaska',
  habitat: 'salt',
  states: ['AK'],
  boxes: [[51.0, -180.0, 71.5, -129.9]],
  features: ['rocky-shore', 'kelp'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  targets: [
    target('chinook-salmon', span(5, 8), GUIDE, { types: ['boat'] }),
    target('coho-salmon', span(7, 9), GUIDE),
    target('pacific-halibut', span(5, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('black-rockfish', span(5, 9), GUIDE, { kinds: ['rocky-coast', 'reef-offshore'] }),
    target('lingcod', span(7, 10), GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore'],
      types: ['boat'],
    }),
    target('pink-salmon', span(7, 8), GUIDE),
  ],
  runs: [
    {
      species: 'chinook-salmon',
      from: [5, 1],
      to: [7, 15],
      phase: 'pre-spawn',
      text: 'mature king salmon pass the outer coast and the inside waters toward their rivers',
      basis: GUIDE,
    },
    {
      species: 'coho-salmon',
      from: [7, 15],
      to: [9, 30],
      phase: 'pre-spawn',
      text: 'coho move along the coast and into the bays toward their rivers',
      basis: GUIDE,
    },
  ],
  sources: ['adfg-species'],
};
