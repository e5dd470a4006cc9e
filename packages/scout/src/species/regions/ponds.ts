import { cite, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/**
 * Farm and community ponds: small, shallow water stocked with a few species, whatever big-lake
 * fish the region around them holds (no stripers or spotted bass in a Georgia farm pond, no
 * 30-60 ft river channel). Agencies and extension services recommend the same short list:
 * largemouth bass with bluegill (and redear sunfish in the South) as forage, and channel
 * catfish; crappie are advised against in small ponds because they overpopulate, but many older
 * ponds hold them, so they come last. North of about 40° N redear are rarely stocked; the
 * stocking is the same bass, bluegill and catfish, and through the ice the bluegill are the fish
 * (no yellow perch: not a pond fish, Iowa DNR).
 */
const STOCKING = read(
  cite(
    'aces-pond-stocking',
    'largemouth bass and bluegill (or bass, bluegill and shellcracker) is the most common stocking in the Southeast and works in ponds over 1/2 acre; catfish alone for smaller ponds; Table 1: 1,000 bluegill or 800 bluegill and 200 shellcracker, 75-100 bass, 50-100 catfish per acre',
  ),
  cite(
    'kdfwr-farm-pond',
    'fish suited to small ponds are largemouth bass, bluegill, redear sunfish and channel catfish; crappie, carp, blue and flathead catfish and green sunfish are not recommended',
  ),
);

const LOWER_48: string[] = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

/** Iowa DNR's pond page: the northern farm-pond stocking. */
const STOCKING_NORTH = read(
  cite(
    'iowa-dnr-pond-stocking',
    'three fish species are best suited for Iowa ponds: largemouth bass and bluegill are the primary species, channel catfish a bonus fish; the DNR stocks only ponds at least 8 ft deep',
  ),
);

/** Arizona Game and Fish: the community waters' winter trout. */
const WINTER_TROUT = read(
  cite(
    'azgfd-cfp-guidebook-2020',
    'stocking calendar: rainbow trout 10-13 inches stocked in the winter; normal CFP trout stockings begin at most waters in mid-November',
  ),
);

export const PONDS_SOUTH: SubRegion = {
  id: 'ponds-south',
  name: 'farm and community ponds',
  region: 'inland-south',
  habitat: 'fresh',
  states: LOWER_48,
  boxes: [[24.0, -125.0, 40.0, -66.9]],
  features: ['submerged-grass', 'emergent-grass'],
  defaultKind: 'pond',
  onlyKinds: ['pond'],
  targets: [
    target('largemouth-bass', ALL_YEAR, STOCKING),
    // Winter stocked rainbows in the community and urban ponds (Arizona's Community Fishing
    // Program, and the winter urban-pond stockings of TX, OK, NM, GA and AL): the main event
    // from the first stocking in mid-November to March, from the bank
    target('rainbow-trout', [11, 12, 1, 2, 3], WINTER_TROUT, {
      types: ['shore'],
      peak: [12, 1, 2],
    }),
    target('bluegill', span(3, 10), STOCKING),
    target('redear-sunfish', span(3, 9), STOCKING),
    target('channel-catfish', span(3, 10), STOCKING),
    target('black-crappie', [2, 3, 4, 10, 11], STOCKING),
  ],
  sources: ['aces-pond-stocking', 'kdfwr-farm-pond', 'azgfd-cfp-guidebook-2020'],
};

export const PONDS_NORTH: SubRegion = {
  ...PONDS_SOUTH,
  id: 'ponds-north',
  region: 'inland-north',
  boxes: [[40.0, -125.0, 49.5, -66.9]],
  features: ['submerged-grass', 'emergent-grass', 'ice'],
  targets: [
    target('largemouth-bass', span(4, 10), STOCKING_NORTH),
    target('bluegill', ALL_YEAR, STOCKING_NORTH),
    target('channel-catfish', span(5, 9), STOCKING_NORTH),
    target('black-crappie', [3, 4, 5, 10, 11], STOCKING),
  ],
  sources: ['aces-pond-stocking', 'kdfwr-farm-pond', 'iowa-dnr-pond-stocking'],
};
