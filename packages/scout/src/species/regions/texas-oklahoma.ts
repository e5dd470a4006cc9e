import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion, type Within } from './sub-region.ts';

/**
 * The striped bass reservoirs of the region (TPWD stocking; Texoma's fish breed on their own),
 * each as a box around the lake and its tailwater; others are for the named-waters table. Hybrid
 * (palmetto and sunshine) bass lakes are not listed: the catalogue has no hybrid.
 */
const STRIPER_LAKES: Within = {
  where: 'the striped bass reservoirs: Texoma, Possum Kingdom, Granbury, Whitney and Canyon Lake',
  boxes: [
    [33.6, -97.15, 34.15, -96.3], // Texoma and the Denison Dam tailwater
    [32.8, -98.65, 33.08, -98.38], // Possum Kingdom
    [32.33, -97.85, 32.52, -97.65], // Granbury
    [31.78, -97.5, 32.12, -97.2], // Whitney
    [29.83, -98.35, 29.95, -98.15], // Canyon Lake
  ],
};

const STRIPER_LAKES_BASIS = read(
  cite(
    'hcnews-brazos-stripers-2013',
    'TPWD restocked the Brazos chain (Granbury, Possum Kingdom, Whitney) with striped bass after golden alga kills; striped bass do not normally spawn successfully in the Brazos and must be stocked; no stocking is required on Texoma',
  ),
  cite(
    'fishgame-stocking-2016',
    'five-year TPWD stocking totals: Possum Kingdom and Canyon Lake among the ten major lakes, stocked with striped bass',
  ),
  cite(
    'tpwd-falcon-2009',
    'Falcon: striped bass, palmetto bass and smallmouth bass were historically stocked, but stockings were discontinued because of low fish survival or low angler utilization',
  ),
);

/** Central, South and West Texas and Oklahoma: Hill Country and prairie reservoirs, Texoma. */
export const TEXAS_OKLAHOMA: SubRegion = {
  id: 'texas-oklahoma',
  name: 'Texas and Oklahoma',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['TX', 'OK'],
  boxes: [[25.8, -106.7, 37.0, -94.4]],
  features: ['bluffs', 'submerged-grass', 'standing-timber'],
  defaultKind: 'reservoir',
  targets: [
    target('largemouth-bass', ALL_YEAR, GUIDE, { warmWater: true }),
    target('white-bass', [2, 3, 4, 6, 7, 8, 9], GUIDE, { kinds: ['reservoir', 'river'] }),
    // Stripers live only where they are stocked or (Texoma) breed: not in every reservoir
    // (TPWD stopped stocking Falcon for low survival).
    target('striped-bass', ALL_YEAR, STRIPER_LAKES_BASIS, {
      kinds: ['reservoir', 'tailwater'],
      within: STRIPER_LAKES,
    }),
    target('blue-catfish', [11, 12, 1, 2, 3], GUIDE, { kinds: ['reservoir', 'river'] }),
    target('channel-catfish', span(4, 10), GUIDE),
    target('white-crappie', [2, 3, 4, 10, 11], GUIDE, { kinds: ['reservoir'] }),
    target('smallmouth-bass', span(3, 10), GUIDE, { kinds: ['reservoir', 'river'] }),
  ],
  sources: [
    'tpwd-species',
    'hcnews-brazos-stripers-2013',
    'fishgame-stocking-2016',
    'tpwd-falcon-2009',
  ],
};
