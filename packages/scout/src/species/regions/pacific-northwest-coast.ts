import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** The outer coast from Point Arena to Cape Flattery: northern California, Oregon, Washington. */
export const PACIFIC_NORTHWEST_COAST: SubRegion = {
  id: 'pacific-northwest-coast',
  name: 'the Pacific Northwest coast',
  region: 'pacific',
  habitat: 'salt',
  states: ['CA', 'OR', 'WA'],
  boxes: [[38.95, -125.0, 48.5, -123.2]],
  features: ['kelp', 'rocky-shore', 'piers'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  targets: [
    target('black-rockfish', ALL_YEAR, GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
    }),
    target('lingcod', span(3, 11), GUIDE, {
      kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
    }),
    // Fall chinook fill the coastal bays (Tillamook, Nehalem, Nestucca ...) from late summer
    // until the rains draw them upriver: ODFW North Coast recreation reports (quoted on
    // oregonfishingforum.com/threads/wilson-river-salmon-report.618479, read 2025: "fish being
    // caught daily in Nestucca, Tillamook, and Nehalem bays"), and The Oregonian (2020-10,
    // oregonlive.com "on Tillamook Bay ... September through early December").
    target('chinook-salmon', span(5, 10), GUIDE, {
      kinds: ['reef-offshore', 'estuary', 'bay-flats'],
      types: ['boat'],
    }),
    target('coho-salmon', span(6, 10), GUIDE, {
      kinds: ['reef-offshore', 'estuary', 'bay-flats'],
      types: ['boat'],
    }),
    target('pacific-halibut', span(5, 9), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target(
      'albacore',
      span(7, 9),
      read(
        cite(
          'odfw-albacore',
          'Introduction: the US west coast fishery takes the North Pacific stock in summer and early fall; troll (jig) boats and live-anchovy bait boats',
        ),
        cite(
          'odfw-sport-albacore',
          'most recreational catches 20-50 nautical miles from shore; albacore usually arrive in late June or early July and the fishing stays strong through late September',
        ),
      ),
      // August is the heart of the season (participation wanes in September as the fish spread
      // out and the fall salmon seasons start)
      { kinds: ['reef-offshore'], types: ['boat'], peak: [8] },
    ),
  ],
  runs: [
    {
      species: 'chinook-salmon',
      from: [8, 15],
      to: [10, 31],
      phase: 'pre-spawn',
      kinds: ['bay-flats', 'estuary'],
      holding: gh(
        'the lower bay and jetties on the incoming tide, the upper bay and tidewater as the fish stage for the rivers',
      ),
      text: 'fall chinook are gathering in the coastal bays before the rains draw them upriver',
      basis: GUIDE,
    },
  ],
  sources: ['noaa-fishwatch', 'odfw-sport-albacore'],
};
