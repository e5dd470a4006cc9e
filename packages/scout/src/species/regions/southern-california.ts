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
  ],
};
