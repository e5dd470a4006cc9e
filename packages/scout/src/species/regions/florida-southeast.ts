import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Southeast Florida, Miami to Sebastian Inlet: reef edge, inlets, Biscayne Bay, Indian River. */
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
    target('king-mackerel', span(11, 4), GUIDE, {
      kinds: ['reef-offshore', 'surf', 'inlet-jetty'],
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
  nearshore: [
    { species: 'sailfish', types: ['kayak'], kinds: ['reef-offshore'], basis: GUIDE },
    { species: 'king-mackerel', types: ['shore'], kinds: ['surf', 'inlet-jetty'], basis: GUIDE },
  ],
  sources: ['thoemke-florida-sailfish', 'fwc-species'],
};
