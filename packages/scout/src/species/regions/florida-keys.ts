import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const WINTER_OFFSHORE = read(
  cite(
    'thoemke-florida-sailfish',
    'Distribution: year-round residents in the Keys; north in spring, back in the fall; usually taken from boats',
  ),
  cite(
    'keys-weekly-islamorada-sails',
    'Islamorada in winter: sailfish on the reef edge, blackfin on deep wrecks at first light, kings with live bait at the reef edge, wahoo',
  ),
  cite(
    'reelreports-upper-keys',
    'winter species: sailfish, tuna, wahoo, kingfish; blackfin over 20 lb at the Islamorada Hump',
  ),
);

// Review 12 r03: in March the ocean-side flats of the Upper Keys are first a bonefish and permit
// fishery; the tarpon migration is April to June.
const MARCH_FLATS = read(
  cite(
    'dirtywaters-keys-march',
    '"March is one of the most productive months for bonefishing on the oceanside in the Upper Keys. You can find them on just about any of the flats from Ocean Reef down through Islamorada"',
  ),
  cite(
    'islamorada-on-the-fly-march',
    'permit: "March is one of the best months of the year to get a shot on these guys, as they get bunched up before spawning offshore"',
  ),
);
const TARPON_RUN = read(
  cite(
    'captbou-keys-tarpon-2015',
    '"April, May, and June are the primary migration months for tarpon in the Florida Keys ... most of the time the first consistent signs of the migration occur in April"',
  ),
);

/** The Florida Keys and Florida Bay: reef, flats and backcountry; no oyster bars. */
export const FLORIDA_KEYS: SubRegion = {
  id: 'florida-keys',
  name: 'the Florida Keys',
  region: 'south-atlantic',
  habitat: 'salt',
  states: ['FL'],
  boxes: [[24.3, -82.2, 25.32, -80.1]],
  features: ['coral-reef', 'seagrass', 'mangroves', 'bridges', 'canals'],
  defaultKind: 'bay-flats',
  boatKind: 'reef-offshore',
  targets: [
    target('sailfish', span(11, 4), WINTER_OFFSHORE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('blackfin-tuna', span(11, 5), WINTER_OFFSHORE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
    }),
    target('king-mackerel', span(12, 3), WINTER_OFFSHORE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
    }),
    target('wahoo', span(11, 3), WINTER_OFFSHORE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('mahi-mahi', span(4, 8), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('tarpon', span(3, 7), TARPON_RUN, {
      kinds: ['bay-flats', 'inlet-jetty'],
      peak: [4, 5, 6],
    }),
    target('bonefish', span(3, 11), MARCH_FLATS, { kinds: ['bay-flats'], peak: [3] }),
    target('permit', span(3, 6), MARCH_FLATS, { kinds: ['bay-flats', 'reef-offshore'], peak: [3] }),
    target('common-snook', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary', 'inlet-jetty'] }),
    target('red-drum', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'estuary'] }),
    target('spotted-seatrout', span(10, 5), GUIDE, { kinds: ['bay-flats'] }),
  ],
  runs: [
    {
      species: 'sailfish',
      from: [11, 1],
      to: [4, 30],
      phase: 'winter',
      text: 'the winter sailfish run: fish gather along the reef edge with the cold fronts',
      basis: WINTER_OFFSHORE,
    },
  ],
  sources: [
    'dirtywaters-keys-march',
    'islamorada-on-the-fly-march',
    'captbou-keys-tarpon-2015',
    'thoemke-florida-sailfish',
    'keys-weekly-islamorada-sails',
    'reelreports-upper-keys',
    'fwc-species',
  ],
};
