import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/**
 * ADF&G's Tanana area biologist (Fairbanks): grayling in the Chena and the Delta Clearwater,
 * pike in Minto Flats, kings up the Chena and Salcha in July under emergency orders, and the
 * stocked rainbow trout of the Tanana valley's lakes.
 */
const TANANA_REPORT = cite(
  'adfg-tanana-report-2018',
  'July 11: king salmon are moving up the Chena and Salcha rivers (subject to an emergency order); Arctic grayling in the Delta Clearwater; grayling catch and release in the Chena with one unbaited single-hook lure; try the over 95 stocked lakes of the Tanana drainage; June 12: pike spread out in Minto Flats at high water',
);
const TANANA = read(TANANA_REPORT);

const BRISTOL_BAY = read(
  cite(
    'adfg-bristol-bay-sport-2018',
    'the management area\u2019s sport fisheries: rainbow trout and the salmon runs (sockeye, chinook, coho) in the Naknek, Kvichak, Alagnak, Nushagak and Togiak drainages, with Arctic grayling, char, northern pike and lake trout',
  ),
);

/**
 * Interior Alaska: the Yukon and Tanana basins (Fairbanks, Delta, Tok) and the Copper basin
 * north of 62° N. Grayling rivers and pike flats; rainbow trout live in the stocked lakes, not the
 * Chena; the kings that reach the Interior are few and often closed; no sockeye fishery.
 */
export const ALASKA_INTERIOR: SubRegion = {
  id: 'alaska-interior',
  name: 'Interior Alaska',
  region: 'alaska',
  habitat: 'fresh',
  states: ['AK'],
  boxes: [[62.0, -170.0, 71.5, -140.9]],
  features: ['ice', 'rock-shoals', 'submerged-grass'],
  defaultKind: 'river',
  targets: [
    target(
      'arctic-grayling',
      span(5, 9),
      read(
        cite(
          'usfws-anwr-grayling',
          'after break-up in late May or June grayling spread into streams to spawn and feed through the summer, returning to wintering pools in August and September',
        ),
        TANANA_REPORT,
      ),
      { kinds: ['river', 'natural-lake'] },
    ),
    // Pike in the lakes and the flats (Minto Flats), not the clear grayling rivers
    target('northern-pike', span(5, 9), TANANA, { kinds: ['natural-lake'] }),
    // The stocked lakes, open water and through the ice
    target('rainbow-trout', [11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], TANANA, {
      kinds: ['natural-lake'],
    }),
    target('chinook-salmon', [7], TANANA, { kinds: ['river'], share: 'many' }),
    target('lake-trout', span(6, 9), GUIDE, { kinds: ['natural-lake'], share: 'many' }),
    target('northern-pike', [12, 1, 2, 3], GUIDE, { kinds: ['natural-lake'], share: 'many' }),
  ],
  sources: ['adfg-species', 'usfws-anwr-grayling', 'adfg-tanana-report-2018'],
};

/**
 * Bristol Bay and Southwest Alaska (Iliamna, the Naknek, Kvichak, Alagnak and Nushagak, Kodiak
 * and the Alaska Peninsula): the trophy rainbow rivers and the great sockeye runs.
 */
export const ALASKA_SOUTHWEST: SubRegion = {
  id: 'alaska-southwest',
  name: 'Bristol Bay and Southwest Alaska',
  region: 'alaska',
  habitat: 'fresh',
  states: ['AK'],
  boxes: [[51.0, -180.0, 62.0, -152.0]],
  features: ['ice', 'rock-shoals', 'submerged-grass'],
  defaultKind: 'river',
  targets: [
    target('rainbow-trout', span(6, 10), BRISTOL_BAY, { kinds: ['river', 'natural-lake'] }),
    target('sockeye-salmon', span(6, 8), BRISTOL_BAY, { kinds: ['river'] }),
    target('arctic-grayling', span(6, 9), BRISTOL_BAY, { kinds: ['river', 'natural-lake'] }),
    target('chinook-salmon', span(6, 7), BRISTOL_BAY, { kinds: ['river'], share: 'many' }),
    target('coho-salmon', span(8, 9), BRISTOL_BAY, { kinds: ['river'] }),
    target('northern-pike', span(5, 9), BRISTOL_BAY, { kinds: ['natural-lake'], share: 'many' }),
    target('lake-trout', span(6, 9), BRISTOL_BAY, { kinds: ['natural-lake'], share: 'many' }),
  ],
  sources: ['adfg-species', 'adfg-bristol-bay-sport-2018'],
};

/**
 * The rest of Alaska's fresh water outside Mat-Su, the Kenai, the Interior and Bristol Bay:
 * Southeast and the Gulf coast (Prince William Sound, the Copper River delta, Yakutat).
 */
export const ALASKA_COAST_FRESH: SubRegion = {
  id: 'alaska-coast-fresh',
  name: 'coastal Alaska',
  region: 'alaska',
  habitat: 'fresh',
  states: ['AK'],
  boxes: [[51.0, -180.0, 71.5, -129.9]],
  features: ['ice', 'rock-shoals', 'submerged-grass'],
  defaultKind: 'river',
  targets: [
    target('coho-salmon', span(8, 10), GUIDE, { kinds: ['river'] }),
    target('sockeye-salmon', span(6, 8), GUIDE, { kinds: ['river'] }),
    target('steelhead', [4, 5, 9, 10], GUIDE, { kinds: ['river'], share: 'many' }),
    target('cutthroat-trout', span(5, 9), GUIDE, { kinds: ['river', 'natural-lake'] }),
    target('rainbow-trout', span(6, 10), GUIDE, { kinds: ['natural-lake'], share: 'many' }),
    target('chinook-salmon', span(5, 7), GUIDE, { kinds: ['river'], share: 'many' }),
    target('pink-salmon', [7, 8], GUIDE, { kinds: ['river'], share: 'many' }),
  ],
  sources: ['adfg-species'],
};
