import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import type { Basis, WaterKind } from '../types.ts';
import { span, target, type SubRegion } from './sub-region.ts';

const MV = read(
  cite(
    'mv-gazette-bonito',
    'Atlantic bonito show up in greater numbers south of the Island in August, false albacore a few weeks later; both are among the fastest fish of these waters from late August to October; the Derby (mid-September to mid-October) is fished for bass, bluefish, bonito and false albacore',
  ),
);

const ALBIE_END = read(
  cite(
    'ristripedbass-east-wind-2016',
    'in most years, the fishing for albies along the RI shoreline continues into early to mid October, even later at times; some years it ends by Oct. 1',
  ),
  cite(
    'mitchell-november-albies-2023',
    'albie fishing started in the middle of September and tapering off by the middle of October',
  ),
);

const MV_AND_ALBIE_END: Basis = {
  status: 'sourced',
  citations: [
    ...(MV.status === 'sourced' ? MV.citations : []),
    ...(ALBIE_END.status === 'sourced' ? ALBIE_END.citations : []),
  ],
};

const SCUP = read(
  cite(
    'risaf-scup-2013',
    'scup account for 23 percent of the total recreational catch in Rhode Island; 29 percent of surveyed anglers eat scup regularly',
  ),
);
const SCUP_KINDS: WaterKind[] = [
  'bay-flats',
  'estuary',
  'inlet-jetty',
  'rocky-coast',
  'reef-offshore',
];

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
  // Boats fish the reefs, ledges and rips off the coast and islands; a boat in a named bay or
  // sound reads its water from the name first
  boatKind: 'reef-offshore',
  targets: [
    // October is the fall run, the season's striper main event on the outer beaches and the
    // rips (with the albies; the Derby is fished for bass, blues, bonito and albies)
    target('striped-bass', span(5, 11), MV, { peak: [10] }),
    // Scup: a main fish from May to October; their spring run into the bays and onto the rocks
    // and piers (May and June) puts them next to the stripers (common guide practice for the
    // months)
    target('scup', [5, 6], SCUP, { kinds: SCUP_KINDS }),
    target('bluefish', span(6, 10), GUIDE, {
      kinds: ['surf', 'inlet-jetty', 'rocky-coast', 'bay-flats', 'reef-offshore'],
    }),
    // Bonito: in August from the jetties, rocks and beaches after the blues; from the boats the
    // fluke still lead in August. September is their main event with the false albacore (below).
    target(
      'atlantic-bonito',
      [8],
      read(
        cite(
          'projo-bonito-2018',
          'the end of August: anglers hooking Atlantic bonito, reports from the West Wall of the Harbor of Refuge; false albacore hopefully right behind; caught from boat and shore with lures',
        ),
      ),
      { kinds: ['inlet-jetty', 'rocky-coast', 'surf'] },
    ),
    target('summer-flounder', span(6, 9), GUIDE, {
      kinds: ['bay-flats', 'inlet-jetty', 'reef-offshore'],
    }),
    // Bonito come first and go first: in from late August, September their peak, and gone from
    // the shore before the albies taper off in mid-October (RI Striped Bass; Ed Mitchell, below),
    // so not a target after mid-October
    target('atlantic-bonito', span(8, 10), MV_AND_ALBIE_END, {
      kinds: ['inlet-jetty', 'rocky-coast', 'surf', 'reef-offshore'],
      peak: [9],
      until: [10, 15],
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
    // False albacore follow the bonito from late August; September and the first half of October
    // are their Derby weeks (Vineyard Gazette). Along the Rhode Island shore the albie fishing
    // "continues into early to mid October, even later at times" and tapers off "by the middle of
    // October" (ALBIE_END): after 15 October they are a long shot, not the main event.
    target('false-albacore', span(8, 10), MV_AND_ALBIE_END, {
      kinds: ['inlet-jetty', 'rocky-coast', 'surf', 'reef-offshore'],
      peak: [9, 10],
      peakUntil: [10, 15],
    }),
    target('scup', span(7, 10), SCUP, { kinds: SCUP_KINDS }),
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
  sources: [
    'asmfc-species',
    'projo-tautog-2020',
    'mv-gazette-bonito',
    'ristripedbass-east-wind-2016',
    'mitchell-november-albies-2023',
    'projo-bonito-2018',
    'risaf-scup-2013',
  ],
};
