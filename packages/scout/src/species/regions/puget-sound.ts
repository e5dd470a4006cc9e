import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

const BLACKMOUTH = read(
  cite(
    'whidbey-blackmouth',
    'the winter run of chinook (blackmouth): resident chinook that stay in Puget Sound; a winter season (February to March that year) in the San Juans, Strait, Admiralty Inlet and Seattle-Bremerton areas',
  ),
);

/** WDFW on the odd-year pink salmon run (Spokesman-Review, 2013 and 2015). */
const PINKS = read(
  cite(
    'wdfw-pink-salmon',
    'pinks return in odd-numbered years; in the marine areas of Puget Sound they arrive in mid-July and peak by early to mid August, later in the south Sound; Fraser River pinks add to the Strait and San Juan catches',
  ),
);

/** Puget Sound, Hood Canal, the San Juan Islands and the eastern Strait of Juan de Fuca. */
export const PUGET_SOUND: SubRegion = {
  id: 'puget-sound',
  name: 'Puget Sound and the inland waters of Washington',
  region: 'pacific',
  habitat: 'salt',
  states: ['WA'],
  boxes: [[47.0, -124.0, 49.0, -122.0]],
  features: ['kelp', 'rocky-shore', 'piers'],
  defaultKind: 'estuary',
  targets: [
    target('blackmouth', span(10, 4), BLACKMOUTH, { types: ['boat'] }),
    target('pink-salmon', [7, 8, 9], PINKS, { years: 'odd' }),
    target('coho-salmon', span(8, 10), GUIDE),
    target('chinook-salmon', span(7, 8), GUIDE, { types: ['boat'] }),
    target('lingcod', span(5, 6), GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore'],
      types: ['boat'],
    }),
  ],
  runs: [
    {
      species: 'blackmouth',
      from: [10, 1],
      to: [4, 30],
      phase: 'winter',
      text: 'resident immature chinook (blackmouth) feed in the Sound through the winter; they do not spawn here',
      basis: BLACKMOUTH,
    },
    {
      species: 'chinook-salmon',
      from: [7, 1],
      to: [9, 15],
      phase: 'pre-spawn',
      text: 'mature summer chinook pass through the Sound toward their rivers',
      basis: GUIDE,
    },
    {
      species: 'coho-salmon',
      from: [8, 1],
      to: [10, 31],
      phase: 'pre-spawn',
      text: 'coho pass through the Sound toward their rivers',
      basis: GUIDE,
    },
    {
      species: 'pink-salmon',
      from: [7, 20],
      to: [9, 10],
      years: 'odd',
      phase: 'pre-spawn',
      text: 'pink salmon pass through the Strait and the Sound toward their rivers (odd years only)',
      basis: PINKS,
    },
  ],
  sources: ['whidbey-blackmouth'],
};

/**
 * The San Juan Islands: the same salmon and lingcod calendar as the Sound, on rocky, kelp-lined
 * island shores swept by strong tidal currents (Haro and Rosario straits), so the usual water is
 * rocky coast, not an estuary (review salt.md s19).
 */
export const SAN_JUAN_ISLANDS: SubRegion = {
  ...PUGET_SOUND,
  id: 'san-juan-islands',
  name: 'the San Juan Islands',
  boxes: [[48.4, -123.25, 48.8, -122.75]],
  defaultKind: 'rocky-coast',
};
