import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Connecticut, Rhode Island, Buzzards Bay, Cape Cod and the Islands. */
export const SOUTHERN_NEW_ENGLAND: SubRegion = {
  id: 'southern-new-england',
  name: 'southern New England',
  region: 'north-atlantic',
  habitat: 'salt',
  states: ['CT', 'RI', 'MA'],
  boxes: [[40.9, -73.8, 42.05, -69.8]],
  features: ['rocky-shore', 'salt-marsh', 'bridges', 'piers'],
  defaultKind: 'rocky-coast',
  targets: [
    target('striped-bass', span(5, 11), GUIDE),
    target('bluefish', span(6, 10), GUIDE, {
      kinds: ['surf', 'inlet-jetty', 'rocky-coast', 'bay-flats', 'reef-offshore'],
    }),
    target('summer-flounder', span(6, 9), GUIDE, {
      kinds: ['bay-flats', 'inlet-jetty', 'reef-offshore'],
    }),
    target('black-sea-bass', span(6, 10), GUIDE, { kinds: ['reef-offshore', 'rocky-coast'] }),
    // The spring bite (April-May) and the fall run (October-November) are the tautog seasons, in
    // the bays (Narragansett, Buzzards) as much as on the open rocks; Rhode Island closes the
    // fishery in June and July for the spawn.
    target(
      'tautog',
      [4, 5, 9, 10, 11],
      read(
        cite(
          'projo-tautog-2020',
          'the spring tautog bite is on in Massachusetts and Rhode Island; tautog fishing is prohibited in Rhode Island in June and July during the spawning season',
        ),
      ),
      { kinds: ['rocky-coast', 'inlet-jetty', 'reef-offshore', 'bay-flats'], peak: [5, 10] },
    ),
    target('false-albacore', span(8, 10), GUIDE, {
      kinds: ['inlet-jetty', 'rocky-coast', 'surf', 'reef-offshore'],
    }),
    target('scup', span(5, 10), GUIDE, {
      kinds: ['bay-flats', 'estuary', 'inlet-jetty', 'rocky-coast', 'reef-offshore'],
    }),
    target('atlantic-bonito', span(8, 10), GUIDE, {
      kinds: ['inlet-jetty', 'rocky-coast', 'surf', 'reef-offshore'],
    }),
  ],
  runs: [
    {
      species: 'striped-bass',
      from: [5, 1],
      to: [6, 30],
      phase: 'post-spawn',
      holding: gh(
        'harbour and river mouths, rocky points, beaches and rips where the spring herring and mackerel gather',
      ),
      text: 'striped bass arrive from the Chesapeake and Hudson after spawning',
      basis: GUIDE,
    },
    {
      species: 'striped-bass',
      from: [9, 15],
      to: [11, 30],
      phase: 'fall',
      text: 'the fall striped bass migration south along the coast',
      basis: GUIDE,
    },
  ],
  sources: ['asmfc-species', 'projo-tautog-2020'],
};
