import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Southern California, the Mexican border to Point Conception, with the Channel Islands. */
export const SOUTHERN_CALIFORNIA: SubRegion = {
  id: 'southern-california',
  name: 'Southern California',
  region: 'pacific',
  habitat: 'salt',
  states: ['CA'],
  boxes: [[32.4, -121.0, 34.45, -117.0]],
  features: ['kelp', 'rocky-shore', 'seagrass', 'piers'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  // The mainland shore is mostly sand beach: CDFW's surf-zone study speaks of "the predominance of
  // sandy beaches in the Southern California Bight", fished from the beaches and the piers over
  // them (Oceanside Pier "sits over what was once one of the best sand beaches in southern
  // California", Ken Jones, kenjonesfishing.com, read 2026). The islands and the rocky headlands
  // keep the rocky coast (boxes [s, w, n, e] read from maps, to about 2 km): the northern Channel
  // Islands, Santa Barbara, San Nicolas, Catalina and San Clemente islands, the Palos Verdes
  // peninsula, and La Jolla to Point Loma.
  shoreKind: {
    kind: 'surf',
    words: 'a sand beach or a pier over one',
    except: [
      [33.85, -120.5, 34.1, -119.35],
      [33.44, -119.08, 33.5, -119.0],
      [33.18, -119.62, 33.3, -119.4],
      [33.28, -118.62, 33.49, -118.28],
      [32.78, -118.62, 33.05, -118.33],
      [33.7, -118.43, 33.8, -118.3],
      [32.66, -117.29, 32.86, -117.23],
    ],
  },
  targets: [
    target(
      'kelp-bass',
      span(4, 10),
      read(
        cite(
          'cdfg-kelp-bass-account',
          'Distribution: a dominant species in the kelp beds south of Point Conception',
        ),
      ),
      // a kelp-bed and nearshore-reef fish: not on the offshore banks
      { kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'], nearCoastKm: 5 },
    ),
    // Resident all year: in winter slower and deeper on the kelp and reef (review salt.md t16,
    // Catalina in January), when the boat rockfish are closed
    target('kelp-bass', [11, 12, 1, 2, 3], GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
      nearCoastKm: 5,
    }),
    // Offshore, bluefin are the main event of the summer (June to November, the bulk July to
    // September): a late-September week out of San Diego landed 2,777 bluefin against 110
    // yellowtail and 6 yellowfin. Yellowfin come with the warmest water, August and September.
    target(
      'pacific-bluefin-tuna',
      span(5, 11),
      read(
        cite(
          'sd-landings-bluefin-2024',
          'dock totals 22-28 Sep 2024, San Diego landings: 2,777 bluefin tuna, 110 yellowtail, 6 yellowfin; the bluefin bite continuing from the Coronado Islands to past San Clemente Island and the Tanner and Cortez banks',
        ),
      ),
      { kinds: ['reef-offshore'], types: ['boat'], peak: [7, 8, 9] },
    ),
    target('yellowtail', span(5, 10), GUIDE, {
      kinds: ['reef-offshore', 'rocky-coast'],
      types: ['boat', 'kayak'],
    }),
    target('yellowfin-tuna', span(7, 10), GUIDE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      peak: [8, 9],
    }),
    target(
      'white-seabass',
      span(3, 7),
      read(
        cite(
          'cdfw-white-seabass-esr',
          'Area fished: catches concentrated from Point Conception to the border; spawning near shore March-September, peaking late spring to early summer',
        ),
      ),
      { kinds: ['rocky-coast', 'reef-offshore'], types: ['boat', 'kayak'] },
    ),
    target(
      'california-halibut',
      ALL_YEAR,
      read(
        cite(
          'cdfw-california-halibut',
          'most abundant from central California to Baja; adults move into bays and shallow coastal water to spawn February-September',
        ),
      ),
      { kinds: ['bay-flats', 'surf', 'inlet-jetty', 'estuary'] },
    ),
    // The warm months' surf and pier fish of the sand beaches (review 11, r02: Oceanside Pier in
    // July led with kelp bass, a kelp-bed fish)
    target(
      'california-corbina',
      span(6, 9),
      read(
        cite(
          'cdfw-corbina-account',
          "caught throughout the year along southern California's sandy beaches, best from July through September",
        ),
      ),
      { kinds: ['surf'] },
    ),
    target(
      'yellowfin-croaker',
      span(5, 10),
      read(
        cite(
          'kenjones-socal-pier-reports',
          'June 2022: at Crystal Pier most of the action on yellowfin croaker; June 2025: Imperial Beach Pier, croakers and corbina inshore',
        ),
      ),
      { kinds: ['surf'] },
    ),
    target('barred-surfperch', span(11, 4), GUIDE, { kinds: ['surf'] }),
    target('mahi-mahi', span(7, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  // Yellowtail and white seabass are kayak fish off La Jolla and the kelp beds.
  nearshore: [
    {
      species: 'yellowtail',
      types: ['kayak'],
      kinds: ['reef-offshore', 'rocky-coast'],
      basis: GUIDE,
    },
  ],
  sources: [
    'cdfg-kelp-bass-account',
    'cdfw-white-seabass-esr',
    'cdfw-california-halibut',
    'sd-landings-bluefin-2024',
    'cdfw-surf-fish-study',
    'cdfw-corbina-account',
    'kenjones-socal-pier-reports',
  ],
};
