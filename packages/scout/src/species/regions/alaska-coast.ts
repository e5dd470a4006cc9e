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
  ],
  sources: ['adfg-species'],
};
