import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import { GOM_LEDGE_BASIS } from '../data/review-9-groundfish.ts';
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
  // A boat with no named harbour, river or bay is on the ledges (Jeffreys, Stellwagen, the Maine
  // ledges): the groundfish ground, where the striper is closed in federal waters (review8 u07)
  boatKind: 'reef-offshore',
  targets: [
    // Haddock and pollock are the summer party-boat fish of the ledges; haddock are closed to
    // recreational anglers in March (NOAA Gulf of Maine measures), so April to February
    target('haddock', span(4, 2), GOM_LEDGE_BASIS, {
      kinds: ['reef-offshore'],
      types: ['boat'],
    }),
    target('pollock', span(4, 2), GOM_LEDGE_BASIS, {
      kinds: ['reef-offshore'],
      types: ['boat'],
    }),
    // Gulf of Maine cod: open to recreational anglers only September 1 to October 31 under the
    // federal measures (no closure row: the list offers them only in their open months)
    target(
      'atlantic-cod',
      [9, 10],
      read(
        cite(
          'noaa-gom-cod-recreational',
          'Gulf of Maine cod open to recreational fishing September 1 to October 31',
        ),
      ),
      { kinds: ['reef-offshore'], types: ['boat'] },
    ),
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
    'saltwater-sportsman-jeffreys-ledge',
    'eastmans-docks-2021',
    'noaa-gom-cod-recreational',
  ],
};
