import { GUIDE } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Chesapeake Bay and its tidal rivers, Virginia Beach to the Susquehanna Flats. */
export const CHESAPEAKE: SubRegion = {
  id: 'chesapeake',
  name: 'the Chesapeake Bay',
  region: 'mid-atlantic',
  habitat: 'salt',
  states: ['MD', 'VA'],
  boxes: [[36.85, -77.6, 39.7, -75.75]],
  features: ['salt-marsh', 'oyster-bars', 'seagrass', 'bridges', 'piers'],
  defaultKind: 'estuary',
  targets: [
    target('striped-bass', span(4, 12), GUIDE, { kinds: ['estuary', 'tidal-river', 'bay-flats', 'inlet-jetty'] }),
    target('bluefish', span(6, 10), GUIDE, { kinds: ['estuary', 'bay-flats', 'inlet-jetty'] }),
    target('summer-flounder', span(5, 10), GUIDE, { kinds: ['estuary', 'inlet-jetty', 'bay-flats'] }),
    target('red-drum', span(5, 10), GUIDE, { kinds: ['estuary', 'bay-flats', 'inlet-jetty'] }),
    target('spotted-seatrout', span(9, 11), GUIDE, { kinds: ['estuary', 'bay-flats'] }),
    target('cobia', span(6, 9), GUIDE, { kinds: ['estuary', 'bay-flats'], types: ['boat'] }),
    target('black-drum', span(5, 6), GUIDE, { kinds: ['estuary', 'inlet-jetty'] }),
    target('tautog', [11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['inlet-jetty', 'estuary'] }),
  ],
  runs: [
    {
      species: 'striped-bass',
      from: [4, 1],
      to: [5, 31],
      phase: 'spawn',
      kinds: ['tidal-river', 'estuary'],
      text: 'striped bass spawn in the tidal rivers of the Bay in April and May',
      basis: GUIDE,
    },
  ],
  sources: ['md-dnr-striped-bass-spawn', 'asmfc-species'],
};
