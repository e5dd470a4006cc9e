import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const SHEEPSHEAD_RUN = read(
  cite(
    'charlotte-sun-sheepshead-2020',
    'sheepshead spawn offshore primarily in the early spring (February to March), gathering first around coastal structure',
  ),
  cite(
    'ufifas-taylor-sheepshead-2021',
    'they move nearshore during March and April to spawn; a 50-fish vessel limit in March and April, the spawning and aggregation season',
  ),
);

/** The Space Coast to Savannah: the Indian River, marsh creeks and surf beaches. */
export const FLORIDA_NORTHEAST_GEORGIA: SubRegion = {
  id: 'florida-northeast-georgia',
  name: 'northeast Florida and the Georgia coast',
  region: 'south-atlantic',
  habitat: 'salt',
  states: ['FL', 'GA'],
  boxes: [[27.9, -81.8, 32.05, -79.9]],
  features: ['salt-marsh', 'oyster-bars', 'seagrass', 'bridges', 'piers'],
  defaultKind: 'estuary',
  targets: [
    target('red-drum', ALL_YEAR, GUIDE, {
      kinds: ['estuary', 'bay-flats', 'tidal-river', 'inlet-jetty', 'surf'],
    }),
    target('spotted-seatrout', ALL_YEAR, GUIDE, { kinds: ['estuary', 'bay-flats', 'tidal-river'] }),
    // The late-winter spawning run to the jetties, piers and nearshore reefs is the main event
    // of February and March (the Fort Clinch pier in March; review salt.md t09)
    target('sheepshead', span(12, 4), SHEEPSHEAD_RUN, {
      kinds: ['estuary', 'inlet-jetty', 'tidal-river'],
      peak: [2, 3],
    }),
    target('black-drum', span(12, 4), GUIDE, { kinds: ['estuary', 'inlet-jetty', 'tidal-river'] }),
    target('southern-flounder', span(4, 11), GUIDE, {
      kinds: ['estuary', 'inlet-jetty', 'tidal-river'],
    }),
    target('florida-pompano', [3, 4, 5, 10, 11, 12], GUIDE, { kinds: ['surf'] }),
    // Summer tarpon roll in the sounds and river mouths and are hooked from the piers
    // (St. Simons, Jekyll) as well as the inlets (review salt.md s07).
    target('tarpon', span(6, 10), GUIDE, {
      kinds: ['inlet-jetty', 'surf', 'tidal-river', 'estuary'],
    }),
    target('king-mackerel', span(5, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('cobia', span(4, 6), GUIDE, { kinds: ['reef-offshore', 'inlet-jetty'] }),
    target('bluefish', span(11, 3), GUIDE, { kinds: ['surf', 'inlet-jetty'] }),
  ],
  sources: ['fwc-species', 'charlotte-sun-sheepshead-2020', 'ufifas-taylor-sheepshead-2021'],
};
