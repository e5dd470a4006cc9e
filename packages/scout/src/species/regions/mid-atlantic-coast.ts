import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/**
 * How far out the nearshore wrecks and ledges of scup, black sea bass and tautog (and the lumps
 * bonito run) reach, km (judgement):
 * the inner shelf within about 20 nm, not the canyons at the shelf edge 60 nm and more out.
 */
const NEARSHORE_WRECK_KM = 40;

/** How far out the canyon fish (white marlin, mahi) begin, km: the shelf edge, about 35 nm. */
const CANYON_KM = 60;

/**
 * The Delmarva and Virginia ocean beaches, Cape Henlopen south to Cape Charles and Virginia
 * Beach, where big red drum run the surf in the fall; north of Delaware Bay they are strays.
 */
const BULL_RED_BEACHES = {
  where: 'the Delmarva and Virginia ocean beaches, Cape Henlopen to Virginia Beach',
  boxes: [[36.85, -75.75, 38.8, -74.9]],
} as const;

const FALL_BULL_REDS = read(
  cite(
    'fishtalk-fall-bull-reds',
    'October is the month for the big red drum on the Delmarva coastal beaches',
  ),
  cite(
    'oyster-bay-tackle-assateague',
    "Assateague's surf structure holds the larger fish in the fall",
  ),
);

const CANYON_LOGS = read(
  cite(
    'ocsunset-marina-2019',
    'boats at the Baltimore Canyon released white marlin (five on one boat) and blue marlin and took wahoo on August 17; dolphin (mahi) in most of the August logs',
  ),
);

/** The ocean side of Delmarva, Delaware Bay, New Jersey and Long Island. */
export const MID_ATLANTIC_COAST: SubRegion = {
  id: 'mid-atlantic-coast',
  name: 'the Mid-Atlantic coast',
  region: 'mid-atlantic',
  habitat: 'salt',
  states: ['VA', 'MD', 'DE', 'NJ', 'NY'],
  boxes: [
    [36.85, -75.75, 38.7, -74.9],
    [38.7, -75.6, 40.6, -73.9],
    [40.4, -74.3, 41.3, -71.8],
  ],
  features: ['salt-marsh', 'seagrass', 'bridges', 'piers'],
  defaultKind: 'surf',
  // Boats fish the ocean wrecks and artificial reefs (sea bass, tautog, fluke); a boat in a
  // named bay, sound or inlet reads its water from the name first
  boatKind: 'reef-offshore',
  targets: [
    target('striped-bass', [4, 5, 6, 10, 11, 12], GUIDE, {
      kinds: ['surf', 'inlet-jetty', 'estuary', 'bay-flats', 'tidal-river'],
    }),
    target('bluefish', span(5, 10), GUIDE, { kinds: ['surf', 'inlet-jetty', 'bay-flats'] }),
    target('summer-flounder', span(5, 9), GUIDE, {
      kinds: ['bay-flats', 'inlet-jetty', 'estuary', 'surf'],
    }),
    target('weakfish', span(5, 9), GUIDE, { kinds: ['bay-flats', 'estuary'] }),
    // Scup and sea bass are fish of the inshore and nearshore wrecks, not of the canyons 60 nm
    // out (NOAA scup EFH: mostly on the inner shelf in summer)
    target('black-sea-bass', span(5, 12), GUIDE, {
      kinds: ['reef-offshore', 'inlet-jetty'],
      nearCoastKm: NEARSHORE_WRECK_KM,
    }),
    target('tautog', [4, 5, 10, 11, 12], GUIDE, {
      kinds: ['inlet-jetty', 'reef-offshore'],
      nearCoastKm: NEARSHORE_WRECK_KM,
    }),
    // The fall bull-red run of the Delmarva and Virginia surf, September to early November
    // (review8 u10): fresh spot or mullet chunks at dusk and after dark
    target('red-drum', span(9, 11), FALL_BULL_REDS, {
      kinds: ['surf', 'inlet-jetty'],
      within: BULL_RED_BEACHES,
    }),
    // False albacore are a boat fish off Ocean City and the Delmarva inlets; from shore only
    // off the jetties, not from an open beach (review8 u10)
    target('false-albacore', span(9, 10), GUIDE, { kinds: ['inlet-jetty'] }),
    target('scup', span(5, 10), GUIDE, {
      kinds: ['inlet-jetty', 'reef-offshore', 'bay-flats'],
      nearCoastKm: NEARSHORE_WRECK_KM,
    }),
    // Bonito run the inlets and the nearshore lumps, inside the canyon water
    target('atlantic-bonito', span(7, 10), GUIDE, {
      kinds: ['inlet-jetty', 'reef-offshore'],
      nearCoastKm: NEARSHORE_WRECK_KM,
    }),
    target('yellowfin-tuna', span(6, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    // The canyons (Norfolk, Washington, Baltimore, Poor Man's, Wilmington, Hudson) in late
    // summer: white marlin and mahi with the tuna (Ocean City's August logs)
    target('white-marlin', span(7, 9), CANYON_LOGS, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      farFromCoastKm: CANYON_KM,
      peak: [8],
    }),
    target('mahi-mahi', span(7, 9), CANYON_LOGS, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      farFromCoastKm: CANYON_KM,
    }),
    target('blue-marlin', span(7, 8), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  runs: [
    {
      species: 'striped-bass',
      from: [4, 1],
      to: [6, 15],
      phase: 'post-spawn',
      kinds: ['surf', 'inlet-jetty', 'bay-flats'],
      holding: gh(
        'inlets, bay mouths, beaches and rips along the bunker schools as the fish move north',
      ),
      text: 'striped bass move along the coast after spawning in the Chesapeake, Delaware and Hudson',
      basis: GUIDE,
    },
    // Summer flounder move inshore into the bays and inlets in spring and stay until their
    // offshore move in September-October (NOAA/ASMFC life history as summarised by Long Island
    // Outdoors, "How to target summer flounder", read 2025; the New Jersey season opens in May:
    // https://dep.nj.gov/njfw/fishing/marine/). So a May bay is not "few fish inshore".
    {
      species: 'summer-flounder',
      from: [5, 1],
      to: [9, 15],
      phase: 'summer',
      kinds: ['bay-flats', 'estuary', 'inlet-jetty'],
      holding: gh('channel edges, drop-offs and inlet mouths in the bays, on sand and mud bottom'),
      text: 'summer flounder are in the bays and inlets after their spring move inshore',
      basis: GUIDE,
    },
    {
      species: 'striped-bass',
      from: [10, 1],
      to: [12, 15],
      phase: 'fall',
      text: 'the fall striped bass migration down the coast',
      basis: GUIDE,
    },
  ],
  sources: [
    'asmfc-species',
    'ocsunset-marina-2019',
    'fishtalk-fall-bull-reds',
    'oyster-bay-tackle-assateague',
  ],
};
