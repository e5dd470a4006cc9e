import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const ULUA = read(
  cite(
    'dar-ulua-2000',
    'Introduction: the ulua/papio recreational fishery, largely from shore, is Hawai\u2018i\u2019s most popular nearshore fishery',
  ),
  cite(
    'oha-ulua-1990',
    'papio are among the best shoreline sport fishes; summer months are best for ulua',
  ),
);

/** The main Hawaiian Islands: reef, rocky shore, sand beaches and blue water close offshore. */
export const HAWAII: SubRegion = {
  id: 'hawaii',
  name: 'Hawaii',
  region: 'hawaii',
  habitat: 'salt',
  states: ['HI'],
  boxes: [[18.5, -161.0, 22.5, -154.5]],
  features: ['coral-reef', 'rocky-shore', 'piers'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  targets: [
    target('giant-trevally', ALL_YEAR, ULUA, {
      kinds: ['rocky-coast', 'surf', 'inlet-jetty', 'bay-flats', 'reef-offshore'],
    }),
    // Ahi are caught all year under the porpoise schools; the big summer run (June to August)
    // is when the blind strikes come (common guide practice: Kona and Lahaina charter reports).
    target('yellowfin-tuna', span(5, 9), GUIDE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      peak: [6, 7, 8],
    }),
    target('blue-marlin', span(5, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('bonefish', ALL_YEAR, GUIDE, { kinds: ['bay-flats', 'surf'] }),
    target('mahi-mahi', [3, 4, 5, 9, 10, 11], GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('wahoo', ALL_YEAR, GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
  ],
  sources: ['dar-ulua-2000', 'oha-ulua-1990'],
};
