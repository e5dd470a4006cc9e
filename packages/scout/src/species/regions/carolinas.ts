import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Wrightsville Beach Magazine on Johnnie Mercer's Pier: the fall king run. */
const PIER_KINGS = read(
  cite(
    'wb-magazine-pier-kings-2013',
    'king fishermen wait for schooling fish on the north side of Johnnie Mercer\u2019s Pier; the best fishing of the year begins in the fall when the water starts to cool',
  ),
);

/** An Oregon Inlet charter captain's log: May is gaffer dolphin and tuna. */
const OFFSHORE_MAY = read(
  cite('fishin-frenzy-log', 'It\u2019s May, time for gaffers and tuna (Oregon Inlet charter log)'),
);

/** Spanish mackerel on the Carolina beaches from May (local press, a pier report). */
const SPANISH_MAY = read(
  cite(
    'coastal-angler-nc-piers-may-2014',
    'May pier report: look for Spanish mackerel to arrive around the second week of May',
  ),
  cite(
    'lumina-spanish-may-2016',
    'mid-May, water in the lower 70s: Spanish mackerel along the beach, off the beach and in the sounds',
  ),
);

/**
 * How far out the blue-water fish start, km (judgement: the Gulf Stream's edge lies about 30-60
 * km off the Outer Banks and farther south; nearshore reefs and wrecks inside it are king, cobia
 * and grouper water).
 */
const BLUE_WATER_KM = 25;

/** The Carolinas: sounds, marsh creeks, the Outer Banks surf and the piers. */
export const CAROLINAS: SubRegion = {
  id: 'carolinas',
  name: 'the Carolinas',
  region: 'south-atlantic',
  habitat: 'salt',
  states: ['SC', 'NC'],
  boxes: [[32.05, -81.5, 36.6, -75.3]],
  features: ['salt-marsh', 'oyster-bars', 'seagrass', 'bridges', 'piers'],
  defaultKind: 'estuary',
  targets: [
    target(
      'red-drum',
      ALL_YEAR,
      read(
        cite(
          'holt-obx-red-drum-2006',
          'October: red drum from puppy drum to 50-60 lb fish in the Outer Banks surf, following bait flushed out of Hatteras, Drum, Ocracoke and Oregon inlets',
        ),
      ),
      { kinds: ['surf', 'inlet-jetty', 'estuary', 'bay-flats', 'tidal-river'] },
    ),
    target('spotted-seatrout', ALL_YEAR, GUIDE, {
      kinds: ['estuary', 'bay-flats', 'tidal-river', 'surf'],
    }),
    // Kingfish from the pier ends on live bait (anchor and trolley rigs) as the water cools in
    // the fall: Johnnie Mercer's, Oak Island, the Outer Banks piers (review salt.md t08)
    target('king-mackerel', [9, 10], PIER_KINGS, {
      kinds: ['surf'],
      types: ['shore'],
      baits: ['live'],
    }),
    // The Gulf Stream's edge, 30-40 nm off Oregon and Hatteras inlets: yellowfin and gaffer
    // dolphin (mahi) from May; blue marlin from June (review salt.md t07)
    target('yellowfin-tuna', span(4, 6), OFFSHORE_MAY, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      farFromCoastKm: BLUE_WATER_KM,
    }),
    target('mahi-mahi', span(5, 9), OFFSHORE_MAY, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      farFromCoastKm: BLUE_WATER_KM,
    }),
    target('blue-marlin', span(6, 8), GUIDE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      farFromCoastKm: BLUE_WATER_KM,
    }),
    target('southern-flounder', span(5, 10), GUIDE, {
      kinds: ['estuary', 'inlet-jetty', 'bay-flats'],
    }),
    // Spanish mackerel arrive off the piers and beaches in May and are the beach fish of the warm
    // months, ahead of the bluefish (Coastal Angler, NC piers: "Look for Spanish mackerel to
    // arrive around the second week of May"; Lumina News, Wrightsville Beach in mid-May, water in
    // the lower 70s: Spanish "everywhere: along the beach, off the beach, and in the sounds").
    target('spanish-mackerel', span(5, 9), SPANISH_MAY, { kinds: ['surf', 'inlet-jetty'] }),
    target('bluefish', span(4, 11), GUIDE, { kinds: ['surf', 'inlet-jetty', 'estuary'] }),
    target('king-mackerel', span(5, 10), GUIDE, { kinds: ['reef-offshore', 'surf'] }),
    // Early September to late November, peaking in October and November off Cape Lookout, the
    // inlets and the Outer Banks: the season's marquee fish, whatever its place in the list.
    target(
      'false-albacore',
      span(9, 11),
      read(
        cite(
          'anglers-journal-cape-lookout',
          'from early September through late November the false albacore is the star of the show off Cape Lookout',
        ),
      ),
      { kinds: ['inlet-jetty', 'surf', 'reef-offshore'], peak: [10, 11] },
    ),
    // Cobia run the beaches, the inlets and the nearshore buoys and wrecks, not blue water
    target('cobia', span(5, 6), GUIDE, {
      kinds: ['reef-offshore', 'inlet-jetty', 'estuary'],
      nearCoastKm: 25,
    }),
    target('black-drum', [3, 4, 5, 10, 11, 12], GUIDE, {
      kinds: ['surf', 'inlet-jetty', 'estuary'],
    }),
    target('striped-bass', span(12, 2), GUIDE, { kinds: ['surf', 'reef-offshore', 'tidal-river'] }),
    target('gag-grouper', span(5, 12), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  runs: [
    {
      species: 'red-drum',
      from: [9, 15],
      to: [11, 30],
      phase: 'fall',
      kinds: ['surf', 'inlet-jetty'],
      text: 'the fall run of red drum along the Outer Banks surf, following bait out of the inlets',
      basis: read(
        cite(
          'holt-obx-red-drum-2006',
          'October: puppy to old drum in the surf, following baitfish flushed out of the inlets',
        ),
      ),
    },
  ],
  // King mackerel from the ends of the ocean piers is a Carolina tradition.
  nearshore: [{ species: 'king-mackerel', types: ['shore'], kinds: ['surf'], basis: GUIDE }],
  sources: [
    'holt-obx-red-drum-2006',
    'asmfc-species',
    'anglers-journal-cape-lookout',
    'wb-magazine-pier-kings-2013',
    'fishin-frenzy-log',
    'coastal-angler-nc-piers-may-2014',
    'lumina-spanish-may-2016',
  ],
};
