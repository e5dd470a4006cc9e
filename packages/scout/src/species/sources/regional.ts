import type { Source } from './source.ts';

/**
 * Regional sources behind the sub-region calendars, holding water and presentations: agency
 * pages and reports, and named local guides' written reports where no agency page says it. Each
 * was read (year read 2026) at the locator given; the citing record says where in it.
 */
export const REGIONAL_SOURCES = {
  'dirtywaters-keys-march': {
    title: 'Fishing forecast: March (Upper Keys ocean-side flats)',
    publisher: 'Dirty Waters Charters',
    year: 'n.d.',
    locator: 'dirtywaterscharters.com/fishing-forecasts/march.php',
  },
  'islamorada-on-the-fly-march': {
    title: 'Islamorada fishing report, mid-March: permit, bonefish, tarpon',
    publisher: 'Islamorada on the Fly',
    year: 'n.d.',
    locator: 'islamoradaonthefly.com/tarpon',
  },
  'captbou-keys-tarpon-2015': {
    title: 'April-June 2015: the tarpon migration in the Florida Keys',
    publisher: 'Capt. Bou Charters (Islamorada)',
    year: 2015,
    locator: 'captboucharters.wordpress.com/2015/12/08/april-june-2015/',
  },
  'wdfw-walleye': {
    title: 'Walleye (WDFW species page: where walleye live in Washington)',
    publisher: 'Washington Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'wdfw.wa.gov/fishing/walleye/',
  },
  'daubert-walleye-here-to-stay-2019': {
    title: 'Walleye are here to stay (Dennis Dauble)',
    publisher: 'Dennis Dauble Books',
    year: 2019,
    locator: 'dennisdaublebooks.com/blog/articles/walleye-are-here-to-stay/',
  },
  'wdfw-pine-lake-survey': {
    title: 'Pine Lake (King County) warmwater fish survey',
    publisher: 'Washington Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'wdfw.wa.gov/publications/00366',
  },
  'wdfw-stocking-plan-2011': {
    title: 'Washington statewide hatchery trout stocking plan, 2011 (introduction)',
    publisher: 'Washington Department of Fish and Wildlife',
    year: 2011,
    locator: 'copy at swedesflyshop.com/resources/wdfw-trout-stocking-plans',
  },
  'wdfw-stocking-tips': {
    title: 'Hatchery trout stocking plan for Washington lakes and streams: Tips for Catching Trout',
    publisher: 'Washington Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at swedesflyshop.com/eng/resources/wdfw-trout-stocking-plans',
  },
  'anglersclub-wa-cutthroat': {
    title: 'Coastal cutthroat trout stocking in Washington\u2019s lowland lakes (Jai Colvin)',
    publisher: 'Anglers Club',
    year: 'n.d.',
    locator: 'anglersclub.com/tips/cutthroat-trout/',
  },
  'thoemke-florida-sailfish': {
    title: 'Florida fishing species: sailfish (Kris Thoemke, Florida Outdoors)',
    publisher: 'Florida Outdoors',
    year: 'n.d.',
    locator: 'florida-outdoors.com/fssail.htm',
  },
  'reelreports-upper-keys': {
    title: 'South Florida fishing: the Upper Keys in winter',
    publisher: 'Reel Reports',
    year: 'n.d.',
    locator: 'reelreports.com/south-florida-fishing-upper-keys.html',
  },
  'keys-weekly-islamorada-sails': {
    title: 'Florida Keys fish report: calm conditions bring sails to the shallows (Kit Mobley)',
    publisher: 'Keys Weekly',
    year: 'n.d.',
    locator:
      'keysweekly.com/42/florida-keys-fish-report-calm-conditions-bring-sails-to-the-shallows',
  },
  'oha-ulua-1990': {
    title:
      'Naturally Hawaiian: Ulua, a fisherman\u2019s favorite (Patrick Ching), Ka Wai Ola 7(12)',
    publisher: 'Office of Hawaiian Affairs',
    year: 1990,
    locator: 'nupepa.org, Ka Wai Ola 1990-12-01',
  },
  'dar-ulua-2000': {
    title:
      'Evaluation of the status of the recreational fishery for ulua in Hawai\u2018i, and recommendations for future management (Technical Report 20-02)',
    publisher: 'Hawaii DLNR Division of Aquatic Resources',
    year: 2000,
    locator: 'copy at docslib.org/doc/69931',
  },
  'kbbi-russian-river-sockeye': {
    title:
      'Sockeyes arrive early to Russian River (ADF&G area biologist Robert Begich on the early and late runs)',
    publisher: 'KBBI Homer public radio',
    year: 'n.d.',
    locator: 'kbbi.org/content/sockeyes-arrive-early-russian-river',
  },
  'whidbey-blackmouth': {
    title:
      'Chinook run underway in Puget Sound (WDFW officer Ralph Downes on the winter blackmouth)',
    publisher: 'South Whidbey Record',
    year: 'n.d.',
    locator:
      'southwhidbeyrecord.com/news/chinook-run-underway-in-puget-sound-large-fish-being-reported',
  },
  'holt-obx-red-drum-2006': {
    title: 'Flame surf: Outer Banks red drum in October (Craig Holt)',
    publisher: 'North Carolina Sportsman',
    year: 2006,
    locator: 'copy at goldenshiner.com/flamesurf.html',
  },
  'redington-lake-fork-2005': {
    title: 'Lake Fork weekly fishing reports, 7 and 28 February 2005 (Tom Redington, guide)',
    publisher: 'CyberAngler',
    year: 2005,
    locator:
      'cyberangler.com/fishing-reports/texas/lake-fork/report-11344.htm and report-11347.htm',
  },
  'margraves-lake-fork-2016': {
    title: 'Lake Fork report, 9 February 2016 (Justin Margraves, guide)',
    publisher: 'Texas Fishing Forum',
    year: 2016,
    locator: 'texasfishingforum.com/forums/ubbthreads.php/ubb/printthread/Board/2/main/915059',
  },
  'mack-lanier-stripers': {
    title:
      'Lake Lanier striper reports, December 2009 and March 2022 (Capt. Mack\u2019s guide service)',
    publisher: 'Capt. Mack\u2019s',
    year: 2022,
    locator: 'catchingnotfishing.com/march-2022 and catchingnotfishing.blogspot.com/2009/12',
  },
  'cdfw-white-seabass-esr': {
    title: 'Fishery-at-a-glance: white seabass (enhanced status report)',
    publisher: 'California Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/6781762',
  },
  'cdfw-california-halibut': {
    title: 'Nearshore fishes: California halibut, species description',
    publisher: 'California Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'wildlife.ca.gov/Conservation/Marine/Nearshore',
  },
  'cdfg-kelp-bass-account': {
    title: 'California marine sport fishes: kelp bass account (distribution)',
    publisher: 'California Department of Fish and Game',
    year: 'n.d.',
    locator: 'copy at studfile.net/preview/11441280/page:2',
  },
  'kenai-winter-rainbows': {
    title:
      'Winter fishing on the Kenai River (Cooper Landing Fishing Guide) and Kenai River rainbow reports (Drifting on the Fly)',
    publisher: 'Kenai River guides',
    year: 'n.d.',
    locator:
      'cooperlandingfishingguide.com/blog/winter-fishing; driftingonthefly.com/tag/egg-patterns',
  },
  'gustaveson-powell-stripers': {
    title:
      'Lake Powell fish reports (Wayne Gustaveson, Utah Division of Wildlife Resources Lake Powell project leader)',
    publisher: 'Wayne\u2019s Words (UDWR biologist\u2019s reports)',
    year: 1997,
    locator: 'archive.wayneswords.com/archive/1997/9597.html',
  },
  'azgfd-cfp-guidebook-2020': {
    title:
      'Community Fishing Program guidebook (stocking calendar: rainbow trout 10-13 in stocked in the winter; catfish in the warm months)',
    publisher: 'Arizona Game and Fish Department',
    year: 2020,
    locator: 'azgfd.com/fishing/community/ (2020 Community Fishing Guidebook)',
  },
  'usgs-georgetown-lake-diet': {
    title:
      'Georgetown Lake food-habits study: the lake is managed as a put, grow and take fishery for rainbow and brook trout and a wild kokanee fishery, and is a premier trophy brook trout water',
    publisher: 'USGS Montana Cooperative Fishery Research Unit with Montana Fish, Wildlife & Parks',
    year: 'n.d.',
    locator: 'Montana Cooperative Fishery Research Unit project page (Georgetown Lake)',
  },
  'nysdec-chautauqua-muskellunge': {
    title:
      'Chautauqua Lake: a premier, world-class muskellunge fishery (40 in minimum size; season from the third Saturday in June)',
    publisher: 'New York State Department of Environmental Conservation',
    year: 'n.d.',
    locator: 'NYSDEC Chautauqua Lake page, as quoted on outdoors911.com',
  },
  'odnr-maumee-walleye-run': {
    title:
      'The Maumee and Sandusky walleye spawning runs: "The run traditionally lasts from March 1 through April 30, with the first two weeks of April being the busiest time" (Ohio Division of Wildlife); peak in the last days of March and the first two weeks of April (ODNR release, 29 Mar 2000)',
    publisher:
      'Ohio Department of Natural Resources, Division of Wildlife, as reported by the Sentinel-Tribune',
    year: 'n.d.',
    locator:
      'sent-trib.com/front-page/walleye-wait-for-warmer-water; fishlakeerie.com/news/articles-erie/103.html (read 2026)',
  },
  'cdfw-surf-fish-study': {
    title:
      'Surf Fish Population Study: "the predominance of sandy beaches in the Southern California Bight"; an estimated 576,000 angler trips in 2008 by nearshore anglers who caught surfperch, croakers or California corbina; sport fishes of interest: California corbina, spotfin croaker, yellowfin croaker, barred and walleye surfperch',
    publisher: 'California Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'wildlife.ca.gov/Conservation/Marine/SCFRMP/Surf-Fish (read 2026)',
  },
  'cdfw-corbina-account': {
    title:
      'California corbina (species account): a croaker of the surf zone and shallow bays; "caught throughout the year along southern California\'s sandy beaches, although fishing is at its best from July through September"; sand crabs the preferred bait',
    publisher:
      'California Department of Fish and Wildlife account, as reproduced by My Fishing Place',
    year: 'n.d.',
    locator: 'myfishingplace.com.au/blogs/fish-wiki/corbina-california (read 2026)',
  },
  'kenjones-socal-pier-reports': {
    title:
      'California Pier Report, Southern California: June 2022 (#275: at Crystal Pier "most of the action right now is on yellowfin croaker"; mackerel and sardines up top) and June 2025 (#302: Imperial Beach Pier, "croakers and good-sized corbina inshore along with a few barred and walleye surfperch")',
    publisher: 'Pier Fishing in California (Ken Jones)',
    year: 2025,
    locator: 'pierfishing.com/msgboard (read 2026)',
  },
  'outdoorsnw-surfperch-2015': {
    title:
      'Surfperch on the Washington coast: fished mainly on the open sand beaches from Kalaloch south to the Columbia River',
    publisher: 'Outdoors NW',
    year: 2015,
    locator: 'outdoorsnw.com',
  },
  'skyway-report-2016': {
    title:
      'Skyway Fishing Pier report (P. Bristow): mangrove snapper the top summer bite; Spanish mackerel, gag and juvenile tarpon',
    publisher: 'Sunshine Skyway Fishing Pier State Park concession',
    year: 2016,
    locator: 'capmel.com, Skyway Report, July 2016',
  },
  'ocsunset-marina-2019': {
    title:
      'Ocean City fishing report: white and blue marlin released at the Baltimore Canyon; dolphin (mahi) in the August logs',
    publisher: 'Sunset Marina, Ocean City MD',
    year: 2019,
    locator: 'ocsunsetmarina.com, report of 2019-08-17',
  },
  'calsportsman-white-sturgeon-2024': {
    title:
      'White sturgeon catch and release in California inland waters from October 1, 2024 (the San Francisco Estuary fishery)',
    publisher: 'California Sportsman',
    year: 2024,
    locator: 'calsportsmanmag.com',
  },
  'press-herald-maine-stripers-2021': {
    title: 'Intertidal: striped bass are summer\u2019s prize',
    publisher: 'Portland Press Herald',
    year: 2021,
    locator: 'pressherald.com/2021/06/23/intertidal-striped-bass-are-summers-prize/',
  },
  'island-institute-stripers-august': {
    title:
      'Estuary beat: storm surge, stripers, and the oyster trail (striped bass runs in Maine rivers into August, per Maine DMR)',
    publisher: 'Island Institute, The Working Waterfront',
    year: 'n.d.',
    locator: 'islandinstitute.org/working-waterfront-category/marine/page/75',
  },
  'saltwater-sportsman-jeffreys-ledge': {
    title:
      'Jeffreys Ledge: the cod, pollock and haddock ground off New Hampshire and northern Massachusetts, with bluefin tuna over it',
    publisher: 'Salt Water Sportsman',
    year: 2020,
    locator: 'saltwatersportsman.com',
  },
  'eastmans-docks-2021': {
    title:
      'Seabrook party-boat fishing report: haddock, pollock and whiting on the ledge; cod opens in September',
    publisher: "Eastman's Docks, Seabrook NH",
    year: 2021,
    locator: 'eastmansdocks.com, report of 2021-07-30',
  },
  'noaa-gom-cod-recreational': {
    title:
      'Gulf of Maine cod and haddock recreational measures: cod open to recreational anglers only September 1 to October 31',
    publisher: 'NOAA Fisheries, Greater Atlantic Region',
    year: 2024,
    locator: 'fisheries.noaa.gov, recreational fishing measures for Gulf of Maine cod and haddock',
  },
  'fishtalk-fall-bull-reds': {
    title:
      'Fall bull red drum on the Delmarva coastal beaches: October is the month for the big reds in the surf',
    publisher: 'FishTalk Magazine',
    year: 2025,
    locator: 'fishtalkmag.com, October 2025',
  },
  'oyster-bay-tackle-assateague': {
    title:
      "Assateague surf fishing: the island's structure holds the larger fish; big blues and stripers feed in earnest from mid-October",
    publisher: 'Oyster Bay Tackle, Ocean City MD',
    year: 2024,
    locator: 'oysterbaytackle.com',
  },
} as const satisfies Record<string, Source>;
