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
    target('tarpon', span(3, 7), GUIDE, { kinds: ['bay-flats', 'inlet-jetty'] }),
    target('bonefish', span(3, 11), GUIDE, { kinds: ['bay-flats'] }),
    target('permit', span(3, 6), GUIDE, { kinds: ['bay-flats', 'reef-offshore'] }),
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
    'thoemke-florida-sailfish',
    'keys-weekly-islamorada-sails',
    'reelreports-upper-keys',
    'fwc-species',
  ],
};
