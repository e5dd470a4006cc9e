import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion, type Within } from './sub-region.ts';

/**
 * Where the Gulf Stream runs close enough for kingfish from the pier ends, jetties and surf:
 * Miami to St. Lucie Inlet (27.17° N), the Palm Beach and Jupiter piers. North of St. Lucie
 * Inlet the Stream's western wall bends away (9 nm off St. Lucie Inlet, 40 nm off Ponce Inlet,
 * NWS Melbourne), and the Treasure Coast's winter inlets fish like the northeast: sheepshead,
 * black drum, bluefish and pompano, with the kings out on the 60-90 ft reefs (review 14 r05).
 */
const GULF_STREAM_SHORE: Within = {
  where: 'Miami to St. Lucie Inlet, where the Gulf Stream runs close to the beach',
  boxes: [[25.32, -80.6, 27.17, -79.9]],
};

/** The Treasure Coast, St. Lucie Inlet to Sebastian Inlet: Fort Pierce, Vero Beach, Sebastian. */
const TREASURE_COAST: Within = {
  where: 'the Treasure Coast, St. Lucie Inlet to Sebastian Inlet',
  boxes: [[27.17, -80.6, 27.9, -79.9]],
};

/** The Treasure Coast's winter inlet and bridge fish (review 14 r05). */
const TREASURE_COAST_WINTER = read(
  cite(
    'coastal-angler-fort-pierce-jan-2015',
    'January: the bluefish, Spanish mackerel, croakers and black drum come in the mouth of the Fort Pierce Inlet; bottom fish like black drum, sheepshead and croakers on live shrimp or fiddler crab; in the surf the pompano bite on sand fleas or clams',
  ),
  cite(
    'sitd-sebastian-jan-13',
    'Sebastian Inlet, mid-January: black drum, pompano, whiting and a few small flounder are being caught; the bluefish are back; the water still cold at 62 degrees',
  ),
);

/**
 * Southeast Florida, Miami to Sebastian Inlet: reef edge, inlets, Biscayne Bay, Indian River.
 * Kings from shore only where the Gulf Stream runs close (south of St. Lucie Inlet); the
 * Treasure Coast's inlets add the northeast's winter fish.
 */
export const FLORIDA_SOUTHEAST: SubRegion = {
  id: 'florida-southeast',
  name: 'southeast Florida',
  region: 'south-atlantic',
  habitat: 'salt',
  states: ['FL'],
  boxes: [[25.32, -80.6, 27.9, -79.9]],
  features: ['coral-reef', 'seagrass', 'mangroves', 'canals', 'bridges', 'piers'],
  defaultKind: 'bay-flats',
  boatKind: 'reef-offshore',
  targets: [
    target(
      'sailfish',
      span(11, 4),
      read(
        cite(
          'thoemke-florida-sailfish',
          'Distribution: north along the Atlantic coast in spring, back in the fall; trolling along the Atlantic coast; a regular but rare catch from the Lake Worth pier',
        ),
      ),
      { kinds: ['reef-offshore'], types: ['boat', 'kayak'] },
    ),
    target('king-mackerel', span(11, 4), GUIDE, { kinds: ['reef-offshore'] }),
    // Kingfish from the pier ends, jetties and surf: the Juno and Lake Worth piers, Jupiter
    // Inlet ("our local beach ... in close proximity to the gulf stream ... catching king mackerel
    // on the pier", Juno Beach Pier, March 2021). North of St. Lucie Inlet the January reports
    // from the Fort Pierce and Sebastian jetties name no kings; the kings are on the 60-90 ft
    // reefs offshore (review 14 r05).
    target(
      'king-mackerel',
      span(11, 4),
      read(
        cite(
          'coastal-angler-juno-pier-mar-2021',
          'beaches in close proximity to the gulf stream; anglers catching king mackerel on the pier',
        ),
        cite(
          'nws-melbourne-gulf-stream-wall',
          'the Gulf Stream wall: 9 nm off St. Lucie Inlet, 40 nm off Ponce Inlet',
        ),
      ),
      { kinds: ['surf', 'inlet-jetty'], within: GULF_STREAM_SHORE },
    ),
    // The Treasure Coast's winter jetty and bridge fish, as on the northeast coast
    target('sheepshead', span(12, 4), TREASURE_COAST_WINTER, {
      kinds: ['inlet-jetty', 'estuary'],
      within: TREASURE_COAST,
    }),
    target('black-drum', span(12, 4), TREASURE_COAST_WINTER, {
      kinds: ['inlet-jetty', 'estuary', 'surf'],
      within: TREASURE_COAST,
    }),
    target('bluefish', span(11, 3), TREASURE_COAST_WINTER, {
      kinds: ['inlet-jetty', 'surf'],
      within: TREASURE_COAST,
    }),
    target('common-snook', ALL_YEAR, GUIDE, {
      kinds: ['inlet-jetty', 'bay-flats', 'estuary', 'surf'],
    }),
    target('tarpon', [4, 5, 6, 9, 10, 11], GUIDE, {
      kinds: ['inlet-jetty', 'bay-flats', 'surf', 'estuary'],
    }),
    target('florida-pompano', span(12, 4), GUIDE, { kinds: ['surf', 'inlet-jetty'] }),
    target('mahi-mahi', span(4, 7), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('bonefish', span(3, 11), GUIDE, { kinds: ['bay-flats'] }),
    target('spotted-seatrout', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary'] }),
    target('red-drum', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary'] }),
  ],
  runs: [
    {
      species: 'sailfish',
      from: [11, 1],
      to: [4, 30],
      phase: 'winter',
      text: 'the winter sailfish season off southeast Florida; fish move north along the coast in spring',
      basis: read(
        cite(
          'thoemke-florida-sailfish',
          'Distribution: north along the Atlantic coast in spring, back in the fall',
        ),
      ),
    },
  ],
  nearshore: [{ species: 'sailfish', types: ['kayak'], kinds: ['reef-offshore'], basis: GUIDE }],
  sources: [
    'thoemke-florida-sailfish',
    'fwc-species',
    'coastal-angler-juno-pier-mar-2021',
    'nws-melbourne-gulf-stream-wall',
    'coastal-angler-fort-pierce-jan-2015',
    'sitd-sebastian-jan-13',
  ],
};
