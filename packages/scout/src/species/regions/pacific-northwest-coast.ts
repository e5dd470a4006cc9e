import { cite, gh, GUIDE, read } from '../data/helpers.ts';
import type { WaterKind } from '../types.ts';
import { ALL_YEAR, span, target, type SubRegion, type Within } from './sub-region.ts';

/**
 * WDFW's Columbia River biologist on Buoy 10: the fishery at the river mouth peaks on fall
 * chinook and coho in late August.
 */
const BUOY_10 = read(
  cite(
    'wdfw-buoy10-2008',
    'Buoy 10 often starts slow, then ramps up quickly and peaks around late August (WDFW biologist Joe Hymer)',
  ),
);

const BAY_KINDS: WaterKind[] = ['estuary', 'bay-flats', 'tidal-river', 'inlet-jetty'];

/**
 * Oregon's coastal bays and estuaries south of the Columbia's mouth (Necanicum, Nehalem,
 * Tillamook, Nestucca, Siletz, Yaquina, Alsea, Siuslaw, Umpqua, Coos, Coquille, Rogue, Chetco):
 * their fall chinook and coho come later than Buoy 10's, in their own runs.
 */
const OREGON_COAST_BAYS: Within = {
  where: "Oregon's coastal bays and estuaries south of the Columbia's mouth",
  boxes: [[42.0, -125.0, 46.12, -123.2]],
};

const OREGON_BAYS_CHINOOK = read(
  cite(
    'odfw-tillamook-2024',
    '18 Sep 2024: "Tillamook Bay is getting going for fall Chinook ... Fishing should continue to improve throughout the rest of the month and October"',
  ),
  cite(
    'statesman-or-chinook-2017',
    '"Late September and early October is the peak of the fall salmon season in Oregon"; fall chinook best in the tidewaters of the coastal streams',
  ),
  cite(
    'oregonian-tillamook-coho-2020',
    'Tillamook Bay\u2019s fall fishery "unfolds every year from September through early December"',
  ),
);

const OREGON_BAYS_COHO = read(
  cite(
    'odfw-tillamook-2024',
    '18 Sep 2024: "Coho salmon are also starting showing up in the bay this month. So, far fishing has been slow but should continue to improve"',
  ),
  cite(
    'oregon-fishing-blog-2010',
    '3 Oct 2010: "Good numbers of coho are present in the west channel of Tillamook Bay"',
  ),
  cite(
    'oregonian-tillamook-coho-2020',
    'October 2020: hundreds of coho in the upper bay beside the chinook, in Tillamook and Nehalem bays',
  ),
);

/** Oregon and Washington's outer coast, Cape Blanco's south (the state line) to Cape Flattery. */
export const PACIFIC_NORTHWEST_COAST: SubRegion = {
  id: 'pacific-northwest-coast',
  name: 'the Pacific Northwest coast',
  region: 'pacific',
  habitat: 'salt',
  states: ['OR', 'WA'],
  boxes: [[42.0, -125.0, 48.5, -123.2]],
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
    // oregonlive.com "on Tillamook Bay ... September through early December"). At the mouth of
    // the Columbia (Buoy 10) and the other river mouths they are the main event of late August
    // and September, from boats and from the jetties and beaches.
    target('chinook-salmon', span(5, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('chinook-salmon', span(7, 10), BUOY_10, {
      kinds: BAY_KINDS,
      peak: [8, 9],
      outside: OREGON_COAST_BAYS,
    }),
    // Oregon's own coastal bays (review 10, r02): fall chinook from August, at their best in late
    // September and early October, into November in the upper bays and tidewater.
    target('chinook-salmon', span(8, 11), OREGON_BAYS_CHINOOK, {
      kinds: BAY_KINDS,
      peak: [9, 10],
      within: OREGON_COAST_BAYS,
    }),
    target('coho-salmon', span(6, 10), GUIDE, { kinds: ['reef-offshore'], types: ['boat'] }),
    target('coho-salmon', span(8, 10), BUOY_10, {
      kinds: BAY_KINDS,
      peak: [9],
      outside: OREGON_COAST_BAYS,
    }),
    // Coho only start to show in Oregon's bays in September, and the bite is slow; in October
    // they are a main fish of the bays beside the chinook (ODFW 2024; 2010 and 2020 reports).
    target('coho-salmon', span(9, 10), OREGON_BAYS_COHO, {
      kinds: BAY_KINDS,
      peak: [10],
      within: OREGON_COAST_BAYS,
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
    // Redtail surfperch are the fish of the open sand beaches (Long Beach, the Oregon coast):
    // the spring and summer fishery, with the winter beaches fishable between storms
    target(
      'redtail-surfperch',
      ALL_YEAR,
      read(
        cite(
          'outdoorsnw-surfperch-2015',
          'perch are fished primarily on the open sandy beaches from the Kalaloch area south to the Columbia River',
        ),
      ),
      { kinds: ['surf'], peak: [4, 5, 6] },
    ),
  ],
  runs: [
    {
      species: 'chinook-salmon',
      from: [8, 15],
      to: [10, 31],
      phase: 'pre-spawn',
      kinds: ['bay-flats', 'estuary', 'tidal-river', 'inlet-jetty'],
      holding: gh(
        'the lower bay and jetties on the incoming tide, the upper bay and tidewater as the fish stage for the rivers',
      ),
      text: 'fall chinook are gathering in the coastal bays before the rains draw them upriver',
      basis: GUIDE,
    },
  ],
  sources: [
    'noaa-fishwatch',
    'odfw-sport-albacore',
    'wdfw-buoy10-2008',
    'outdoorsnw-surfperch-2015',
    'odfw-tillamook-2024',
    'statesman-or-chinook-2017',
    'oregonian-tillamook-coho-2020',
    'oregon-fishing-blog-2010',
  ],
};

/**
 * California's North Coast, Point Arena to the Oregon line (Fort Bragg, Shelter Cove, Eureka,
 * Crescent City): the rockfish and lingcod reefs, ocean salmon when the season opens, halibut
 * off Humboldt and albacore in late summer. No coho: California forbids keeping them in the
 * ocean. California's rules and names, not the Pacific Northwest's.
 */
export const NORTH_COAST_CALIFORNIA: SubRegion = {
  id: 'north-coast-california',
  name: 'California\u2019s North Coast',
  region: 'pacific',
  habitat: 'salt',
  states: ['CA'],
  boxes: [[38.95, -125.0, 42.0, -123.2]],
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
    // The ocean salmon season is set each spring and has been closed or short in recent years
    target('chinook-salmon', span(6, 9), GUIDE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      share: 'many',
    }),
    target('pacific-halibut', span(5, 8), GUIDE, {
      kinds: ['reef-offshore'],
      types: ['boat'],
      share: 'many',
    }),
    target(
      'albacore',
      span(8, 10),
      read(
        cite(
          'cdfw-albacore-faq',
          'North Pacific albacore typically arrive off the US Pacific coast by late summer and stay through late fall; they are still frequently caught off Northern California',
        ),
      ),
      { kinds: ['reef-offshore'], types: ['boat'] },
    ),
    target('barred-surfperch', span(12, 6), GUIDE, { kinds: ['surf'] }),
  ],
  sources: ['noaa-fishwatch', 'cdfw-albacore-faq'],
};
