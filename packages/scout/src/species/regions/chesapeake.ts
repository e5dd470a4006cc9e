import { cite, GUIDE, hold, read, spot } from '../data/helpers.ts';
import { span, target, type RunWindow, type SubRegion } from './sub-region.ts';

/**
 * Chesapeake Bay and its tidal rivers, in two parts that fish differently: the Maryland bay
 * (stripers, blues, summer drum; the spawning rivers) and the lower, saltier Virginia bay
 * (speckled trout, red and black drum, cobia, flounder, tautog on the bridge-tunnel).
 */
const SPAWN_RUN: RunWindow = {
  species: 'striped-bass',
  from: [4, 1],
  to: [5, 31],
  phase: 'spawn',
  kinds: ['tidal-river', 'estuary'],
  text: 'striped bass spawn in the tidal rivers of the Bay in April and May',
  basis: GUIDE,
};

/**
 * The Maryland main stem from late spring to fall: the deep channel water loses its oxygen, and
 * striped bass hold above it, not in the "cooler deep water" of a summer without that layer. MD
 * DNR's weekly forecasts: from the Bay Bridge to the state line avoid fishing deeper than 30 ft
 * (22 May 2019), 25 ft (29 May 2019) and 20 ft (24 Jul 2019), with fish "just above" that line.
 * How deep the layer starts changes by the week and the year (some Mays have oxygen to the
 * bottom), so the line gives the usual depths and sends the angler to the week's report. Kept to
 * the open bay (its flats, edges and structure), not the tidal rivers, whose own layers DNR gives
 * river by river.
 */
const LOW_OXYGEN_SUMMER: RunWindow = {
  species: 'striped-bass',
  from: [5, 15],
  to: [9, 30],
  phase: 'summer',
  kinds: ['bay-flats', 'estuary', 'inlet-jetty'],
  text: "in summer the main stem's deep channel water loses its oxygen and striped bass hold above it",
  basis: read(
    cite('md-dnr-fishing-report-2019-05-29', 'Forecast Summary: May 29 - June 4'),
    cite('md-dnr-fishing-report-2019-07-24', 'Forecast Summary: July 24 - 30'),
  ),
  holding: hold(
    read(
      cite('md-dnr-fishing-report-2019-05-29', 'Forecast Summary: May 29 - June 4'),
      cite('md-dnr-fishing-report-2019-07-24', 'Forecast Summary: July 24 - 30'),
    ),
    'channel edges, humps, points and hard bottom above the low-oxygen bottom water: from the Bay Bridge south stay shallower than about 25-30 ft in late spring and about 20 ft in July and August (MD DNR gives the depth each week in its fishing report)',
    spot('bridge pilings and the shallows at dawn, dusk and night', 'bridges'),
  ),
};

export const CHESAPEAKE_UPPER: SubRegion = {
  id: 'chesapeake-upper',
  name: 'the Maryland Chesapeake',
  region: 'mid-atlantic',
  habitat: 'salt',
  states: ['MD', 'VA'],
  boxes: [[38.0, -77.6, 39.7, -75.75]],
  features: ['salt-marsh', 'oyster-bars', 'seagrass', 'bridges', 'piers'],
  defaultKind: 'estuary',
  targets: [
    target('striped-bass', span(4, 12), GUIDE, {
      kinds: ['estuary', 'tidal-river', 'bay-flats', 'inlet-jetty'],
    }),
    target('bluefish', span(7, 10), GUIDE, { kinds: ['estuary', 'bay-flats'] }),
    // Summer reds reach the Maryland bay's lower half (Point Lookout, Tangier), not every
    // Maryland water
    target('red-drum', span(7, 10), GUIDE, { kinds: ['estuary', 'bay-flats'], share: 'many' }),
    target('spotted-seatrout', span(9, 10), GUIDE, { kinds: ['estuary', 'bay-flats'] }),
    target('white-perch', span(3, 11), GUIDE, { kinds: ['tidal-river', 'estuary', 'bay-flats'] }),
  ],
  runs: [SPAWN_RUN, LOW_OXYGEN_SUMMER],
  sources: [
    'md-dnr-striped-bass-spawn',
    'asmfc-species',
    'md-dnr-fishing-report-2019-05-29',
    'md-dnr-fishing-report-2019-07-24',
  ],
};

/** Virginia Beach in October: specks inside Rudee and Lynnhaven inlets, puppy drum everywhere. */
const LYNNHAVEN = read(
  cite(
    'picket-news-lynnhaven',
    'specks are being caught inside Rudee and Lynnhaven inlets; puppy drum seem to be everywhere',
  ),
);

export const CHESAPEAKE_LOWER: SubRegion = {
  id: 'chesapeake-lower',
  name: 'the lower Chesapeake',
  region: 'mid-atlantic',
  habitat: 'salt',
  states: ['VA'],
  boxes: [[36.85, -77.6, 38.0, -75.75]],
  features: ['salt-marsh', 'oyster-bars', 'seagrass', 'bridges', 'piers'],
  defaultKind: 'estuary',
  targets: [
    target('spotted-seatrout', span(9, 12), GUIDE, {
      kinds: ['estuary', 'bay-flats', 'tidal-river'],
    }),
    target('red-drum', span(5, 11), LYNNHAVEN, {
      kinds: ['estuary', 'bay-flats', 'inlet-jetty', 'tidal-river'],
    }),
    target('striped-bass', [1, 2, 5, 6, 10, 11, 12], GUIDE, {
      kinds: ['estuary', 'tidal-river', 'inlet-jetty'],
    }),
    target('cobia', span(6, 9), GUIDE, { kinds: ['estuary', 'bay-flats'], types: ['boat'] }),
    target('summer-flounder', span(5, 10), GUIDE, {
      kinds: ['estuary', 'inlet-jetty', 'bay-flats'],
    }),
    target('black-drum', span(5, 6), GUIDE, { kinds: ['estuary', 'inlet-jetty'] }),
    target('bluefish', span(5, 10), GUIDE, { kinds: ['estuary', 'bay-flats', 'inlet-jetty'] }),
    target('tautog', [11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['inlet-jetty', 'estuary'] }),
    // The Virginia Beach oceanfront and the bay beaches (Ocean View, Cape Henry): red drum,
    // flounder and speckled trout in the surf too (review salt.md t06)
    target('red-drum', [5, 6, 9, 10, 11], LYNNHAVEN, { kinds: ['surf'] }),
    target('spotted-seatrout', span(9, 11), LYNNHAVEN, { kinds: ['surf'] }),
    target('summer-flounder', span(5, 10), GUIDE, { kinds: ['surf'] }),
    target('bluefish', span(5, 10), GUIDE, { kinds: ['surf'] }),
  ],
  runs: [SPAWN_RUN],
  sources: ['asmfc-species', 'picket-news-lynnhaven'],
};
