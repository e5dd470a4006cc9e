import { gh, GUIDE } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

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
    target('black-sea-bass', span(5, 12), GUIDE, { kinds: ['reef-offshore', 'inlet-jetty'] }),
    target('tautog', [4, 5, 10, 11, 12], GUIDE, { kinds: ['inlet-jetty', 'reef-offshore'] }),
    target('false-albacore', span(9, 10), GUIDE, { kinds: ['inlet-jetty', 'surf'] }),
    target('scup', span(5, 10), GUIDE, { kinds: ['inlet-jetty', 'reef-offshore', 'bay-flats'] }),
    target('atlantic-bonito', span(7, 10), GUIDE, { kinds: ['inlet-jetty', 'reef-offshore'] }),
    target('yellowfin-tuna', span(6, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
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
  sources: ['asmfc-species'],
};
