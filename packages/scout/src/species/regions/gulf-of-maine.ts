import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Massachusetts north of Cape Cod, New Hampshire and Maine. */
export const GULF_OF_MAINE: SubRegion = {
  id: 'gulf-of-maine',
  name: 'the Gulf of Maine',
  region: 'north-atlantic',
  habitat: 'salt',
  states: ['MA', 'NH', 'ME'],
  boxes: [[42.05, -71.5, 47.5, -66.8]],
  features: ['rocky-shore', 'salt-marsh', 'kelp', 'bridges', 'piers'],
  defaultKind: 'rocky-coast',
  targets: [
    target('striped-bass', span(6, 10), GUIDE),
    target('bluefish', span(7, 9), GUIDE, {
      kinds: ['surf', 'inlet-jetty', 'rocky-coast', 'bay-flats'],
    }),
  ],
  runs: [
    {
      species: 'striped-bass',
      from: [5, 15],
      to: [7, 10],
      phase: 'post-spawn',
      holding: gh(
        'harbour and river mouths, rocky points, beaches and rips where the spring herring and mackerel gather',
      ),
      text: 'striped bass arrive from the spawning rivers to the south',
      basis: GUIDE,
    },
    {
      species: 'striped-bass',
      from: [7, 11],
      to: [8, 31],
      phase: 'summer',
      text: 'striped bass spend the summer feeding along the coast, the river mouths and the lower rivers; their spawn was in the spring rivers to the south',
      basis: read(
        cite(
          'press-herald-maine-stripers-2021',
          'the main body of stripers reaches Maine in early June; a summer fish of the rocks, beaches and estuaries',
        ),
        cite(
          'island-institute-stripers-august',
          'Maine DMR: striped bass runs continued in Maine rivers into August',
        ),
      ),
    },
    {
      species: 'striped-bass',
      from: [9, 1],
      to: [10, 31],
      phase: 'fall',
      text: 'striped bass feed up and leave south in the fall',
      basis: GUIDE,
    },
  ],
  sources: [
    'asmfc-species',
    'press-herald-maine-stripers-2021',
    'island-institute-stripers-august',
  ],
};
