import type { RuleNotice } from '../types.ts';

/**
 * Special rules of a water that are not a season status (RC4 of the science-5 review): tackle
 * and gear rules, stream-type seasons to check, ways of fishing a water forbids. Each was read in
 * `readYear` from the page it cites and is due for review by `reviewBy`; seasons whose dates move
 * every year are entered once per year. The report shows the ones in force in its rules block,
 * and no presentation it gives breaks their tackle limits (report/build-report.ts).
 *
 * Presentations given here replace the species' own where the rule would forbid them; their
 * sizes and patterns are common guide practice fitted to the rule.
 */
const TROUT = ['brook-trout', 'brown-trout', 'rainbow-trout'];

const WDNR_EARLY_SEASON = 'https://antigotimes.com/2024/01/inland-trout-early-catch-release-opens-jan-6-2024/';
const NY_TRIBS = 'https://www.eregulations.com/newyork/fishing/special-regulations-great-lakes-tributaries/';
const NY_SALMON_RIVER = 'https://www.syracuse.com/outdoors/2020/09/dec-lower-fly-fishing-only-zone-on-salmon-river-closed-until-oct-31.html';
const MI_TROUT = 'https://www.michigan.gov/dnr/things-to-do/fishing/regulations';
const ODFW = 'https://myodfw.com/fishing';
const FWC_TARPON = 'https://myfwc.com/fishing/saltwater/recreational/tarpon/';
const NPS_YELLOWSTONE = 'https://www.nps.gov/yell/planyourvisit/fishing.htm';

/** Wisconsin's early inland season: first Saturday in January to the Friday before the first Saturday in May. */
const wisconsinEarlySeason: RuleNotice[] = (
  [
    ['2026', '2026-01-03', '2026-05-01'],
    ['2027', '2027-01-02', '2027-04-30'],
    ['2028', '2028-01-01', '2028-05-05'],
  ] as const
).map(([year, start, end]) => ({
  id: `wi-early-trout-tackle-${year}`, state: 'WI', waters: 'fresh', area: 'Inland trout streams', speciesIds: TROUT,
  startDate: start, endDate: end, recurs: 'once',
  text: "Wisconsin's early inland trout season: artificial lures and flies only (no live or natural bait), every trout released at once; a fishing licence and an inland trout stamp are needed.",
  sourceUrl: WDNR_EARLY_SEASON, readYear: 2026, reviewBy: '2027-10-01',
  tackle: { baits: ['artificial', 'fly'] },
}));

/** Michigan: Type 1 and 2 trout streams close Oct 1 and open the last Saturday in April. */
const michiganTroutOpener: RuleNotice[] = (
  [
    ['2026', '2025-10-01', '2026-04-24'],
    ['2027', '2026-10-01', '2027-04-23'],
    ['2028', '2027-10-01', '2028-04-28'],
  ] as const
).map(([year, start, end]) => ({
  id: `mi-trout-stream-opener-${year}`, state: 'MI', waters: 'fresh', area: 'Rivers and streams', speciesIds: [...TROUT, 'steelhead'],
  startDate: start, endDate: end, recurs: 'once',
  text: "Most Michigan trout streams (Type 1 and 2) are closed to trout from Oct 1 until the last Saturday in April; some reaches (Types 3 and 4, and flies-only water such as the Au Sable Holy Water) stay open all year, some with gear limits. Check this stream's type on the DNR's trout maps.",
  sourceUrl: MI_TROUT, readYear: 2026, reviewBy: '2027-09-01',
}));

// Science pass 7 (review6 salt RC-3, fresh RC-D2). Seasons set each year by stock: a notice, not a
// dated row, so the report says "check" rather than guessing this year's dates.
const CDFW_SALMON_2025 = 'https://wildlife.ca.gov/News/Archive/pacific-fishery-management-council-recommends-limited-recreational-ocean-salmon-season-continued-closure-for-commercial-salmon-fishing-off-california';
const PFMC_SEASONS = 'https://seafoodnews.com/Story/1275577/PFMC-Sets-West-Coast-Salmon-Seasons-California-Seasons-Closed-Again';
const GULF_SNAPPER_STATES = 'https://www.wkrg.com/mobile-county/red-snapper-season-opens-may-22-in-alabama/';
const GARFO_FLUKE = 'https://www.greateratlantic.fisheries.noaa.gov/ro/doc/nr9931.htm';
const ADFG_CHENA_TACKLE = 'https://www.deltanewsweb.com/2018/07/11/tanana-fishing-report-4/';
const HENRYS_FORK = 'https://www.henrysforkanglers.com/fishing-info/blog/opening-day-2016';
const MAINE_GENERAL_LAW = 'https://www.eregulations.com/maine/fishing/general-fishing-seasons-limits';

/** The open coast, where the ocean salmon seasons apply: not bays, estuaries or tidal rivers. */
const OCEAN_KINDS = ['surf', 'inlet-jetty', 'rocky-coast', 'reef-offshore'] as const;

const setEachYear: RuleNotice[] = [
  {
    id: 'ca-ocean-salmon-set-each-year', state: 'CA', waters: 'salt', area: null, speciesIds: ['chinook-salmon'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "Season set each year: California's ocean salmon season is set each April (PFMC and CDFW). It was closed in 2023 and 2024; in 2025 it opened for a few days only (June 7-8 statewide, Sept 4-7 from Point Reyes to Point Sur). Check this year's season before you fish for salmon.",
    sourceUrl: CDFW_SALMON_2025, readYear: 2026, reviewBy: '2027-04-30',
  },
  // Oregon's line is about the ocean seasons: in the bays, estuaries and tidewater ODFW's own bay
  // and river rules hold (review 10, r02: Tillamook Bay), so it is kept to the open coast.
  // Washington's covers Puget Sound too, and stays on every kind of salt water.
  ...(['OR', 'WA'] as const).flatMap((state) =>
    (['chinook-salmon', 'coho-salmon'] as const).map((speciesId): RuleNotice => ({
      id: `${state.toLowerCase()}-${speciesId}-set-each-year`, state, waters: 'salt', area: null, speciesIds: [speciesId],
      ...(state === 'OR' ? { kinds: [...OCEAN_KINDS] } : {}),
      startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
      text: `Season set each year: ${state === 'OR' ? "Oregon's ocean salmon seasons are" : "Washington's ocean and Puget Sound salmon seasons are"} set each spring (PFMC${state === 'WA' ? ' and the North of Falcon process' : ''}) and closed in season when quotas are met. Check this year's before you fish.`,
      sourceUrl: PFMC_SEASONS, readYear: 2026, reviewBy: '2027-04-30',
    })),
  ),
  ...(['AL', 'MS', 'LA', 'TX'] as const).map((state): RuleNotice => ({
    id: `${state.toLowerCase()}-gulf-red-snapper-set-each-year`, state, waters: 'salt', area: null, speciesIds: ['red-snapper'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Season set each year: each Gulf state sets the private-angler red snapper season in its waters and the adjacent federal waters, and closes it when its quota is met. Check the state agency for this year\'s dates.',
    sourceUrl: GULF_SNAPPER_STATES, readYear: 2026, reviewBy: '2027-04-30',
  })),
  ...(['MA', 'RI', 'CT', 'NY', 'NJ', 'DE', 'MD', 'VA'] as const).map((state): RuleNotice => ({
    id: `${state.toLowerCase()}-summer-flounder-set-each-year`, state, waters: 'salt', area: null, speciesIds: ['summer-flounder'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Season set each year: summer flounder (fluke) seasons, sizes and bag limits are set each year state by state under the ASMFC plan; in federal waters you keep to the rules of the state where you land. Check this year\'s.',
    sourceUrl: GARFO_FLUKE, readYear: 2026, reviewBy: '2027-04-30',
  })),
];

const specialWaters7: RuleNotice[] = [
  {
    id: 'ak-chena-grayling-tackle', state: 'AK', waters: 'fresh', area: 'Chena River', speciesIds: ['arctic-grayling'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Chena River and its tributaries (Badger Slough included): Arctic grayling are catch and release only, with one unbaited, single-hook artificial lure or fly.',
    sourceUrl: ADFG_CHENA_TACKLE, readYear: 2026, reviewBy: '2027-05-01',
    tackle: { baits: ['artificial', 'fly'] },
  },
  {
    id: 'id-harriman-fly-only', state: 'ID', waters: 'fresh', area: 'Henrys Fork in Harriman State Park', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Henrys Fork through Harriman State Park (the Railroad Ranch and Harriman East): fly fishing only; the Ranch opens June 15. Check IDFG for the limits and the fall closing date.',
    sourceUrl: HENRYS_FORK, readYear: 2026, reviewBy: '2027-05-01',
    tackle: { baits: ['fly'] },
  },
  {
    id: 'ny-lake-ontario-tributary-mouths', state: 'NY', waters: 'fresh', area: 'Lake Ontario tributary mouths', speciesIds: null,
    startDate: '2025-09-01', endDate: '2026-03-31', recurs: 'yearly',
    text: 'Up the river from its mouth the Lake Ontario tributary rules apply Sep 1 - Mar 31: on most, no fishing from half an hour after sunset to half an hour before sunrise, and one single-point hook with a gap of 1/2 in or less.',
    sourceUrl: NY_TRIBS, readYear: 2026, reviewBy: '2027-08-01',
  },
  {
    id: 'me-north-zone-lakes-fall', state: 'ME', waters: 'fresh', area: 'North Zone lakes and ponds', speciesIds: null,
    startDate: '2025-10-01', endDate: '2026-03-31', recurs: 'yearly',
    text: "Maine general law: North Zone lakes and ponds are closed to all fishing Oct 1 - Mar 31 unless the water's special law opens them; many are open Oct 1 - Nov 30 to artificial lures only, all trout, salmon and togue released (ALO, S-7). Check this lake's entry and IFW's zone map.",
    sourceUrl: MAINE_GENERAL_LAW, readYear: 2026, reviewBy: '2027-03-01',
  },
  {
    id: 'me-rivers-late-summer', state: 'ME', waters: 'fresh', area: 'Rivers, streams and brooks', speciesIds: null,
    startDate: '2026-08-16', endDate: '2026-09-30', recurs: 'yearly',
    text: 'Maine general law for rivers, streams and brooks, Aug 16 - Sep 30: artificial lures or flies only, 1 landlocked salmon and 1 brook trout a day; closed Oct 1 - Mar 31 unless the water\'s special law opens it.',
    sourceUrl: MAINE_GENERAL_LAW, readYear: 2026, reviewBy: '2027-03-01',
    tackle: { baits: ['artificial', 'fly'] },
  },
  {
    id: 'me-rivers-fall-winter', state: 'ME', waters: 'fresh', area: 'Rivers, streams and brooks', speciesIds: null,
    startDate: '2025-10-01', endDate: '2026-03-31', recurs: 'yearly',
    text: "Maine general law: rivers, streams and brooks are closed to all fishing Oct 1 - Mar 31 unless the water's special law opens them. Check this water's entry.",
    sourceUrl: MAINE_GENERAL_LAW, readYear: 2026, reviewBy: '2027-03-01',
  },
];


// Science pass 8 (review7 RC-6): special-regulation waters. One line whenever the spot is on the
// water, whatever the fish, so the rule is named even where the report cannot give its numbers.
const TPWD_LAKE_FORK = 'https://texasrodandreel.com/blogs/fishing-news/texas-slot-limit-explained';
const AGFC_LITTLE_RED = 'https://www.agfc.com/en/zone-map/fishing-map/657/';
const USFS_RUSSIAN_RIVER = 'https://mail.spinics.net/lists/usfs/msg01393.html';
const ADFG_RUSSIAN_SANCTUARY = 'https://www.peninsulaclarion.com/news/strong-sockeye-run-prompts-early-open-of-russian-river-sanctuary';
const MI_SAGINAW_WALLEYE = 'https://www.wnem.com/2022/12/28/dnr-announces-walleye-season-change-lower-saginaw-river-bay-saginaw-counties/';
const LDWF_DARBONNE = 'https://lakedarbonnelife.com/2022/11/22/new-crappie-regs-in-effect-on-darbonne/';
const AZGFD_CFP = 'https://docslib.org/download/5026971/2020-community-fishing-guidebook';
const CDFW_STURGEON = 'https://wildlife.ca.gov/Conservation/Fishes/Sturgeon/Report-Card';
const WDFW_YAKIMA = 'https://wdfw.wa.gov/fishing/regulations/emergency-rules/yakima-river-spring-chinook-season-extended-2008-05';

const SPECIAL = 'Special-regulation water: ';

const specialRegulationWaters: RuleNotice[] = [
  {
    id: 'tx-lake-fork-bass-slot', state: 'TX', waters: 'fresh', area: 'Lake Fork Reservoir', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Lake Fork has its own largemouth bass slot: every bass 16-24 in goes back at once; 5 a day, of which only one may be 24 in or longer (TPWD). Check the TPWD Outdoor Annual for this year's lake rules.`,
    sourceUrl: TPWD_LAKE_FORK, readYear: 2026, reviewBy: '2027-09-01',
  },
  {
    id: 'ar-greers-ferry-tailwater-trout', state: 'AR', waters: 'fresh', area: 'Greers Ferry Tailwater', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Greers Ferry Tailwater (Little Red River): a trout permit is needed; 5 trout a day, only one over 16 in; one rod. In the JFK and Mossy Shoals catch-and-release areas (and Cow Shoals, Oct 1 - Dec 31) every trout is released and only artificial lures with barbless hooks are allowed (AGFC).`,
    sourceUrl: AGFC_LITTLE_RED, readYear: 2026, reviewBy: '2027-01-01',
  },
  {
    id: 'ak-russian-river-fly-area', state: 'AK', waters: 'fresh', area: 'Russian River and Sanctuary', speciesIds: null,
    startDate: '2026-06-11', endDate: '2026-08-20', recurs: 'yearly',
    text: `${SPECIAL}the Russian River is fly-fishing-only water in the sockeye season, and the Sanctuary at the Kenai confluence opens only July 15 - Aug 20 unless ADF&G opens it early by emergency order (then fly fishing only, with its own bag limit). Check ADF&G's emergency orders.`,
    sourceUrl: ADFG_RUSSIAN_SANCTUARY, readYear: 2026, reviewBy: '2027-05-01',
    tackle: { baits: ['fly'] },
  },
  {
    id: 'ak-russian-river-12-ft', state: 'AK', waters: 'fresh', area: 'Russian River and Sanctuary', speciesIds: null,
    startDate: '2026-06-11', endDate: '2026-09-30', recurs: 'yearly',
    text: 'Russian River (federal rule on the Chugach National Forest and Kenai refuge land): keep any fish you have kept within 12 ft of you at all times, and food, drink and rubbish in a bear-resistant container or within 3 ft of you; take fish out whole or clean them only at the cleaning stations.',
    sourceUrl: USFS_RUSSIAN_RIVER, readYear: 2026, reviewBy: '2027-05-01',
  },
  {
    id: 'mi-saginaw-bay-walleye', state: 'MI', waters: 'fresh', area: 'Saginaw Bay and lower Saginaw River', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Saginaw Bay and the lower Saginaw River (unit MH-4) have their own walleye and perch rules: 8 walleye a day, 13 in minimum, open all year; 25 yellow perch a day (Michigan DNR).`,
    sourceUrl: MI_SAGINAW_WALLEYE, readYear: 2026, reviewBy: '2027-04-01',
  },
  {
    id: 'la-darbonne-crappie', state: 'LA', waters: 'fresh', area: "Bayou D'Arbonne Lake", speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Bayou D'Arbonne Lake has its own crappie rule: no more than 7 crappie over 12 in a day, within the 50-a-day limit (LDWF, since November 2022; under review after three years).`,
    sourceUrl: LDWF_DARBONNE, readYear: 2026, reviewBy: '2027-01-01',
  },
  {
    id: 'az-community-fishing-waters', state: 'AZ', waters: 'fresh', area: 'Community Fishing Program waters', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}if this pond is one of AZGFD's Community Fishing waters, it has its own (smaller) bag limits, and trout are stocked in winter and catfish in spring and fall. Check the Community Fishing guidebook for this water's limits and stocking dates.`,
    sourceUrl: AZGFD_CFP, readYear: 2026, reviewBy: '2027-01-01',
  },
  ...(['salt', 'fresh'] as const).map((waters): RuleNotice => ({
    id: `ca-sturgeon-estuary-${waters}`, state: 'CA', waters, area: 'San Francisco Estuary and Delta', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}the San Francisco Estuary and Delta hold California's white sturgeon fishery, catch and release only since Oct 1, 2024: a Sturgeon Fishing Report Card is required to fish for them, and no sturgeon may be kept. Green sturgeon (federally threatened) may not be fished for or taken from the water (CDFW).`,
    sourceUrl: CDFW_STURGEON, readYear: 2026, reviewBy: '2027-01-01',
  })),
  {
    id: 'wa-yakima-river-special', state: 'WA', waters: 'fresh', area: 'Yakima River', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}the Yakima River is closed to steelhead fishing (wild Middle Columbia steelhead, ESA-listed): release any steelhead at once without taking it from the water. Trout, salmon and gear rules differ by reach: check WDFW's pamphlet and emergency rules.`,
    sourceUrl: WDFW_YAKIMA, readYear: 2026, reviewBy: '2027-05-01',
  },
];

// Review 9 (r03): the one limit a Rhode Island surf caster needs is the striper slot, a standing
// size rule the closure rows cannot hold. RI DEM's recreational minimum sizes and possession
// limits table; the same slot and circle-hook rule are quoted from eRegulations Rhode Island in
// /work/notes/review9/findings.md.
const RI_DEM_LIMITS = 'https://dem.ri.gov/natural-resources-bureau/marine-fisheries/marine-fisheries-minimum-sizes-possession-limits';

// Review 10 (r03): Mille Lacs's own walleye, perch and pike limits. MN DNR news release of
// 20 Nov 2025 (read in the DNR's e-mail copy, politicalemails.org/messages/2029484): "The walleye
// limit for ice fishing season on Mille Lacs Lake will remain at three fish longer than 17 inches,
// only one of which can be longer than 20 inches ... For yellow perch, the daily and possession
// limit will be 10"; dates (Dec 1 - Feb 22 for walleye) and the pike figures (possession limit
// raised from three to five, "maintaining a length limit of 30 inches") from Fox 9 and LPTV
// (19 Nov 2025), and SI.com (17 Dec 2025: "fish over 30 inches must be released"); the perch cut
// to 5 from Feb 9, 2026 from Outdoor News (5 Feb 2026). The limits are set within the state's
// share of the harvest agreed each year with the Ojibwe bands that hold 1837-treaty rights (LPTV
// 2025 and 6 Mar 2026; the bands' 1837 ceded-territory fisheries plan). Open water 2026: LPTV,
// 6 Mar 2026 ("keeping a three-walleye limit ... for the 2026 open water season ... 17 in. or
// greater, with only one over 20 in."; the season from May 9), and the perch limit of 5 "in place
// through Nov. 30, 2026" (fishhuntforever.com, Feb 2026). No 2026-27 winter figures were found
// when this was written (Nov 2026): the winter line says whose figures it gives.
const MN_DNR_MILLE_LACS_WINTER = 'https://www.dnr.state.mn.us/news/2025/11/20/dnr-keeps-walleye-limit-three-winter-mille-lacs-lake';
const MILLE_LACS_OPEN_WATER_2026 = 'https://lptv.org/mille-lacs-lake-walleye-limit-staying-at-3-for-2026-open-water-season/';
const MILLE_LACS_FISH = ['walleye', 'yellow-perch', 'northern-pike'];
const MILLE_LACS_OWN = 'Special-regulation water: Mille Lacs has its own walleye, yellow perch and northern pike limits, set each winter and again each spring for the open water within the state\'s share of the harvest, agreed each year with the Ojibwe bands that hold 1837-treaty fishing rights; they differ from the statewide limits and can change in season.';

// Review 10 (r02): ODFW's North Coast recreation report of 18 Sep 2024 (copy at
// nevadafishreports.com): "The adult wild Chinook daily bag limit for all Tillamook Rivers
// (Tillamook River and Bay, Kilchis River, Miami River, Wison River, and Trask River) is one fish
// in aggregate. No more than two adult wild Chinook salmon may be retained for the period" and
// "Tillamook Bay is open to retention of 1 adult wild coho per day and 2 per season on WEDNESDAYS
// and SATURDAYS only, from Sept. 7 to Oct. 23". One season's rules, said as that season's.
const ODFW_TILLAMOOK_2024 = 'https://nevadafishreports.com/fish_reports/216924/overall-fishing-is-slow-but-fish-still-being-caught-daily.php';

// Review 11 (r01): Pennsylvania's Lake Erie table (PFBC summary, "Regulations by location: Lake
// Erie and tributary streams", 2021-22 edition read 2026): trout and salmon "Jan. 1 through
// April 1: 15 inches, 3 (combined species)"; "8 a.m. April 3 through Sept. 6: 9 inches, 5";
// "Sept. 7 through April 14, 2022: 15 inches, 3 (combined species), only two (2) of which may be
// lake trout" - the dates move with the statewide opener each year. The permits (PFBC, "Buy a
// fishing permit", pa.gov, 23 May 2024): "A current Pennsylvania trout permit is required to fish
// for trout"; a Lake Erie permit on the main tributaries "Cascade Creek, Conneaut Creek ... Elk
// Creek ... Walnut Creek" and "all of those waters that flow into these main tributaries".
const PFBC_LAKE_ERIE = 'https://pfbc.pa.gov/fishpub/summaryad/lakeerie.html';

// Review 11 (r02): California's public piers. CDFW "Ask Marine" FAQ (wildlife.ca.gov, updated 13
// Feb 2025, read 2026): "When fishing from a \"public pier\" in ocean or bay waters, a fishing license
// is not required. You are allowed to fish only two rods and lines ... per person on a public pier
// (CCR Title 14, Section 28.65(b))" and "even though a fishing license is not required on a public
// pier, all other regulations (including minimum size, bag limits, report cards, and seasons)
// apply"; a public pier is connected to the shore, free and open to all, and built or used mainly
// for fishing (CCR T14 section 1.88).
const CDFW_PUBLIC_PIER = 'https://wildlife.ca.gov/Regions/Marine/FAQ/general-commercial-and-recreational-recreational-public-pier-fishing-requirements';

const piers: RuleNotice[] = [
  {
    id: 'ca-public-pier-licence', state: 'CA', waters: 'salt', area: null, speciesIds: null, pierOnly: true,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'California public piers: no fishing licence is needed on a public pier in ocean or bay waters (free, open to all, connected to the shore and built for fishing), and two rods a person at most; every other rule still applies there (sizes, bag limits, seasons, report cards). Jetties count only where they form the seaward edge of a harbour, and the beach beside the pier needs a licence (CDFW).',
    sourceUrl: CDFW_PUBLIC_PIER, readYear: 2026, reviewBy: '2027-09-01',
  },
];

const lakeErieTables: RuleNotice[] = [
  {
    id: 'pa-lake-erie-trout-salmon', state: 'PA', waters: 'fresh', area: 'Lake Erie, Presque Isle Bay and tributaries',
    speciesIds: ['steelhead', 'brown-trout', 'rainbow-trout', 'lake-trout', 'chinook-salmon', 'coho-salmon'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Lake Erie, Presque Isle Bay and their tributaries (Elk, Walnut, Twentymile and the rest) have their own trout and salmon limits: from early September to mid-April (the steelhead run) 15 in minimum and 3 a day, all species together; in summer 9 in and 5 a day (PFBC, 2021-22 table; the dates move each year). A trout permit and a Lake Erie permit (or the combination permit) are needed to fish for steelhead there. Check PFBC's current Lake Erie table before you keep a fish.`,
    sourceUrl: PFBC_LAKE_ERIE, readYear: 2026, reviewBy: '2027-09-01',
  },
];

// Science pass 14 (review 12 r01 minor 1 and the Severn probe): Maryland's Chesapeake striped
// bass seasons and slot, which sat only in the winter closure row. MD DNR via Fox5, 16 May 2024:
// "Striped bass season in the mainstem of the Chesapeake Bay will be open May 16. The remainder of
// Bay waters, including its tidal tributaries will open June 1 through July 15 ... closed to any
// targeting of striped bass from July 16 through July 31, and will reopen August 1 through
// December 10. Anglers may keep one striped bass per person, per day, with a minimum length of 19
// inches and a maximum length of 24 inches"; the 19-24 in slot "for the summer and fall seasons in
// the Chesapeake Bay and its tidal tributaries" (DNR secretary's notice, WRDE, 3 Apr 2024). 2025:
// "Striped bass season finally opened up for the main stem of the Bay while the rivers will open up
// on June 1" (Anglers Sport Center in On The Water, 22 May 2025).
const MD_STRIPER_SEASONS_2024 = 'https://www.fox5dc.com/news/maryland-rockfish-season-begins-may-16-with-regulations';

const chesapeakeStripers: RuleNotice[] = [
  {
    id: 'md-chesapeake-striped-bass-seasons', state: 'MD', waters: 'salt', area: 'Chesapeake Bay', speciesIds: ['striped-bass'],
    startDate: '2026-05-16', endDate: '2026-12-10', recurs: 'yearly',
    text: "Maryland's Chesapeake Bay striped bass, 2024 and 2025 seasons (MD DNR, 16 May 2024; the same in 2025): the main stem opens May 16, the tidal tributaries June 1; open to July 15, closed to all targeting July 16-31 (catch and release included), open again Aug 1 - Dec 10. One striped bass a person a day, 19 to 24 in; every other one goes back. The seasons are set each year: check Maryland DNR's striped bass page before you go.",
    sourceUrl: MD_STRIPER_SEASONS_2024, readYear: 2026, reviewBy: '2027-04-15',
  },
];

// Science pass 14 (review 12 r04 MAJOR 2: "Minnow, leech or nightcrawler" for a live-bait angler
// on a Washington lake). WAC 220-310-070 (statewide bait rules, read 2026): "(6) It is unlawful to
// possess or use live aquatic animals as bait in fresh water except: (a) Live aquatic animals
// (other than fish) collected from the water being fished ... (b) Live sand shrimp ... (c) Live
// forage fish ... in the Columbia River downstream of a line projected from Rocky Point on the
// Washington bank through Red Buoy 44 to the navigation light at Tongue Point"; "(3) It is
// acceptable to use bait in saltwater"; "(5) When fishing for trout with bait, all trout and
// kokanee that are lawful to possess and are equal to or greater than the minimum size are counted
// as part of the daily limit, whether kept or released". Earthworms are not aquatic animals, and
// the rule does not touch dead bait. Idaho is as strict: IDAPA 13.01.11.201.01.f makes it
// unlawful, "unless modified by rule ... order, or proclamation", to "Use live fish, leeches,
// frogs, salamanders, waterdogs, or shrimp as bait" (Idaho Administrative Code, current through
// 2 Sep 2024, casetext copy); its definition of bait includes "worms, dead fish, fish parts".
const WAC_BAIT = 'https://lawfilesext.leg.wa.gov/Law/WAC/WAC%20220%20%20TITLE/WAC%20220%20-310%20%20CHAPTER/WAC%20220%20-310%20-070.htm';
const IDAPA_GEAR = 'https://casetext.com/regulation/idaho-administrative-code/title-idapa-13-fish-and-game-department-of/rule-130111-rules-governing-fish/section-130111200-fishing-methods-and-gear';

const WA_LOWER_COLUMBIA = 'Columbia River below the Rocky Point - Tongue Point line';

const liveBait: RuleNotice[] = [
  {
    id: 'wa-fresh-live-bait', state: 'WA', waters: 'fresh', area: null, exceptAreas: [WA_LOWER_COLUMBIA], speciesIds: null, baitsOnly: ['live'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "Washington fresh water (WAC 220-310-070, read 2026): no live fish and no live aquatic animals as bait, so no live minnows, shiners or bought leeches or crayfish; nightcrawlers, dead or preserved bait (salted minnows, eggs, dough bait) and animals other than fish caught in the water you fish are legal, and live sand shrimp. Live forage fish are allowed only on the Columbia below the Rocky Point - Tongue Point line. When you fish for trout with bait, every legal trout you catch counts toward the daily limit, kept or released. Check WDFW's rules for this water: many streams and some lakes are selective gear, no bait.",
    sourceUrl: WAC_BAIT, readYear: 2026, reviewBy: '2027-06-01',
    tackle: { noLiveFishBait: true },
  },
  // WAC 220-310-070(6)(c): below the Rocky Point - Tongue Point line live forage fish are legal
  // bait; (6)'s ban on other live aquatic animals brought to the water still holds there. No
  // tackle limit is set: the swap that drops minnows would drop the forage fish too.
  {
    id: 'wa-lower-columbia-live-bait', state: 'WA', waters: 'fresh', area: WA_LOWER_COLUMBIA, speciesIds: null, baitsOnly: ['live'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "Columbia River below the Rocky Point - Tongue Point line (WAC 220-310-070(6)(c), read 2026): live forage fish may be used as bait here, an exception to Washington's fresh-water rule; other live aquatic animals brought from elsewhere (bought leeches or crayfish) still may not. When you fish for trout with bait, every legal trout you catch counts toward the daily limit, kept or released. Check WDFW's rules for this stretch before you fish.",
    sourceUrl: WAC_BAIT, readYear: 2026, reviewBy: '2027-06-01',
  },
  {
    id: 'id-fresh-live-bait', state: 'ID', waters: 'fresh', area: null, speciesIds: null, baitsOnly: ['live'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Idaho (IDAPA 13.01.11.201, read 2026): live fish, leeches, frogs, salamanders, waterdogs and shrimp may not be used as bait unless a water\'s own rule allows it; worms, insects, dead fish and fish parts are bait you may use. Check IDFG\'s rules for this water: some are flies and lures only.',
    sourceUrl: IDAPA_GEAR, readYear: 2026, reviewBy: '2027-06-01',
    tackle: { noLiveFishBait: true },
  },
];

// Science pass 16 (review 12 r03 minor 2, fix 5): salt water in the Florida Keys National Marine
// Sanctuary. NOAA FKNMS, Sanctuary Preservation Areas (floridakeys.noaa.gov/zones/spas, read
// 2026): SPAs protect shallow reefs, are marked by yellow buoys, and prohibit "Fishing by any
// means", except that catch-and-release trolling is allowed in the Conch Reef, Alligator Reef,
// Sombrero Reef and Sand Key SPAs only (15 CFR 922 Subpart P); the zones page: Ecological Reserves
// are the largest zones, no-take like the SPAs (the sanctuary's regulations brochure lists fishing
// by any means as prohibited in both). NOAA's 2025 Restoration Blueprint rule (90 FR 6104, 17 Jan
// 2025) took effect in federal waters on 5 March 2025, but Florida's governor rejected it for
// state waters, where the 1997 zones and rules still hold (Florida Keys Weekly, 2025): the
// notice says so and sends the angler to the zone map rather than listing zones.
const FKNMS_ZONES = 'https://floridakeys.noaa.gov/zones/';

const sanctuaries: RuleNotice[] = [
  {
    id: 'fl-keys-sanctuary-zones', state: 'FL', waters: 'salt', area: 'Florida Keys National Marine Sanctuary', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "Florida Keys National Marine Sanctuary (NOAA): the Sanctuary Preservation Areas on the reefs and the Ecological Reserves are no-take zones, with no fishing by any means; the preservation areas are marked by yellow buoys. Catch-and-release trolling is allowed in a few of them only (Conch Reef, Alligator Reef, Sombrero Reef and Sand Key under the rules in state waters). Since 2025 the zones differ between state and federal waters: check NOAA's sanctuary zone map before you fish a reef or a marked zone, and use a mooring buoy rather than anchoring on coral.",
    sourceUrl: FKNMS_ZONES, readYear: 2026, reviewBy: '2027-06-01',
  },
];

const standingLimits: RuleNotice[] = [
  {
    id: 'mn-mille-lacs-winter', state: 'MN', waters: 'fresh', area: 'Mille Lacs Lake', speciesIds: MILLE_LACS_FISH,
    startDate: '2025-12-01', endDate: '2026-03-31', recurs: 'yearly',
    text: `${MILLE_LACS_OWN} Winter 2025-26 (MN DNR, 20 Nov 2025): three walleye a day, all longer than 17 in, only one longer than 20 in (Dec 1 - Feb 22); yellow perch 10 a day (cut to 5 from Feb 9, 2026); northern pike 5, with a 30 in length limit (pike over 30 in go back). This winter's may differ: check the DNR's Mille Lacs regulations before you keep a fish.`,
    sourceUrl: MN_DNR_MILLE_LACS_WINTER, readYear: 2026, reviewBy: '2026-12-15',
  },
  {
    id: 'mn-mille-lacs-open-water', state: 'MN', waters: 'fresh', area: 'Mille Lacs Lake', speciesIds: MILLE_LACS_FISH,
    startDate: '2026-04-01', endDate: '2026-11-30', recurs: 'yearly',
    text: `${MILLE_LACS_OWN} Open water 2026 (DNR, as reported by LPTV, 6 Mar 2026): three walleye a day, all 17 in or longer, only one over 20 in (from May 9); yellow perch 5 a day through Nov 30, 2026. This year's may differ: check the DNR's Mille Lacs regulations before you keep a fish.`,
    sourceUrl: MILLE_LACS_OPEN_WATER_2026, readYear: 2026, reviewBy: '2027-04-15',
  },
  ...(['salt', 'fresh'] as const).map((waters): RuleNotice => ({
    id: `or-tillamook-wild-salmon-2024-${waters}`, state: 'OR', waters, area: 'Tillamook Bay and rivers', speciesIds: ['chinook-salmon', 'coho-salmon'],
    startDate: '2026-08-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Tillamook Bay and its rivers (Tillamook, Kilchis, Miami, Wilson and Trask), 2024 season (ODFW recreation report, 18 Sep 2024): one wild adult chinook a day and two for the period, bay and rivers together; wild coho in the bay Sep 7 - Oct 23 only, 1 wild adult coho a day and 2 a season, Wednesdays and Saturdays only. That was the 2024 season; rules are set each year, check ODFW\'s regulation updates before you keep a wild fish.',
    sourceUrl: ODFW_TILLAMOOK_2024, readYear: 2026, reviewBy: '2027-08-01',
  })),
  {
    id: 'ri-striped-bass-slot', state: 'RI', waters: 'salt', area: null, speciesIds: ['striped-bass'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Rhode Island striped bass: one fish a person a day, 28 to less than 31 inches total length (tail pinched); circle hooks are required when fishing for striped bass with bait. The slot follows the coastwide plan (ASMFC) and can change each year: check RI DEM\'s current table.',
    sourceUrl: RI_DEM_LIMITS, readYear: 2026, reviewBy: '2027-04-30',
  },
];

// Science pass 12 (review 8, RC-6): special-regulation waters and seasons the reports left at
// "no closure on file". Each figure is said with the year it was set or read, and each notice
// ends with the agency page to check.
//
// Lake Winnibigoshish: MN DNR release of Feb 2015, as carried by AP (WTIP archive): "The
// protected slot there will be 18 to 23 inches, compared with the previous 17- to-26 inch slot",
// effective March 1 [2015]; the DNR release itself (mnoutdoorsman.com copy, Feb 1, 2015): "release
// all walleyes between 18 and 23 inches long ... The daily limit will remain six". Still the rule
// in June 2020 ("the limit is six walleye per person with a protected slot of 18-inch to 23-inch",
// Mille Lacs Messenger, messagemedia.co) and in the DNR's 2025 walleye-limit review ("Cass Lake and
// Lake Winnibigoshish are exceptions ... they still allow six fish", trfnews.i234.me). The DNR's
// formal proposal of a statewide limit of four from March 1, 2027 (Outdoor News, 13 Jan 2026;
// KAXE, 20 Jan 2026) had not been decided when this was written.
const MN_WINNIE_SLOT = 'https://archive.wtip.org/content/minnesota-tightens-walleye-rules-3-popular-bwcaw-lakes';
// The Taylor: CPW's survey summary for the Taylor below Taylor Park Reservoir (copy at
// vdocuments.net, undated): "Special Regulations Section: Taylor River Tailrace Artificial Flies
// and Lures Only All trout must be returned to the water immediately. Standard Regulations Section:
// Lottis Creek Campground to Almont Trout bag and possession is 4 fish". The catch-and-release
// water is "just under a half mile long" (perfectflystore.com, 2017; "the half mile of catch and
// release water below the dam", anglerguide.com).
const CPW_TAYLOR = 'https://vdocuments.net/taylor-river-below-taylor-park-reservoir-survey-summariestaylor-river-below-taylor.html';
// The lower Provo: "The seven-mile Blue Ribbon section located from the Olmstead Diversion Dam up
// to Deer Creek Dam ... Anglers are allowed to keep up to two brown trout under fifteen inches
// ... [below Olmstead] artificial flies and lures only" (Chad Jaques of Trout Bum 2, Mountain
// Express magazine); "Artificial flies and lures only, with a trout limit of two under 15 inches"
// (anglerguide.com, quoting the Utah proclamation); the lower river's "Artificial flies and lures
// only" water (backcountrychronicles.com). The guidebook's own entry (eregulations.com/utah,
// Rules for Specific Waters) was not readable in our search: said as reported, with "check".
const UT_LOWER_PROVO = 'https://mountainexpressmagazine.com/fly-fishing-the-lower-provo-in-winter/';
// Illinois: the IDNR digest's statewide line, quoted on the Illinois Smallmouth Alliance forum:
// "In streams and tributaries statewide except for the Mississippi, Ohio, Wabash and Illinois
// Rivers, all smallmouth bass must be immediately released between April 1 and June 15"; the same
// rule on the Kankakee ("smallmouth caught between April 1 and June 15 be released immediately",
// Kankakee Daily Journal via everything-smallmouth.com, in /work/notes/review8/findings.md).
const IL_STREAM_SMALLMOUTH = 'https://illinoissmallmouthalliance.net/forums/topic/6814-exempt-from-cr-regulation/';
// Memphremagog: VTFW announcement, as republished by DSC Northeast: Quebec's regulations for the
// lake "now match Vermont regulations which allow a cumulative harvest of 2 trout or salmon in any
// combination of brook trout, brown trout, lake trout, rainbow trout or landlocked Atlantic
// salmon" (after the joint-management talks reported by WCAX, 2 Mar 2021).
const VT_MEMPHREMAGOG_LIMIT = 'https://dscnortheast.org/quebec-vermont-lake-memphremagog-fishing-regulations-now-compatible/';
// Montana: FWP news, 11 Jun 2025: "The trigger for an angling restriction for most streams is for
// the water temperature on a waterbody to reach 73 degrees for three consecutive days ... 'hoot
// owl' restrictions ... prohibit fishing between 2 p.m. and midnight until conditions improve";
// in 2022 FWP's southwest orders ran "until temperatures improve or until Sept. 15" (Bozeman Daily
// Chronicle, 26 Jul 2022). Set day by day: the notice says they may be set, never that one is.
const MT_FWP_HOOT_OWL = 'https://fwp.mt.gov/homepage/news/2025/june/0611-hoot-owl';

// Lake Taneycomo (science pass 17, review 13 r02): MDC's special waterbody regulations, Lake
// Taneycomo entry (Waterbody Lookup, read 2026): "Within 760 feet below Table Rock Dam: No fishing
// is allowed. From the closed zone 760 feet below Table Rock Dam to the mouth of Fall Creek:
// Rainbow trout: 12 to 20 inches protected slot length limit; Pole and line fishing only; Only
// flies and artificial lures may be used, and soft plastic baits and natural and scented baits are
// prohibited when fishing for any species. From the closed zone ... to U.S. Highway 65 bridge:
// Fishing permit (unless exempt) and a trout permit are required to fish for any species"; on the
// whole lake "Brown trout: 20 inch minimum length limit; the daily limit of 4 trout ... may include
// only 1 brown trout", and porous-soled waders are prohibited. The same rules as the NWA
// Democrat-Gazette's "Taneycomo Regulations" box (20 Nov 2014, "Source: Missouri Department of
// Conservation") and the Branson Courier's page ("Natural baits such worms, grubs, or corn, 'Power
// Baits' of all kinds, and any scented baits are prohibited"). The presentations are what the
// Taneycomo guides fish there: scud and midge flies ("tiny flies that imitate scuds ... the No. 1
// food for trout at Taneycomo", NWA Democrat-Gazette, 4 Apr 2024), small olive woolly buggers and
// zebra midges (Sioux City Journal, 27 Sep 2012), and jigs under strike indicators (Bill Cooper,
// southerntrout.com, 2015).
const MDC_TANEYCOMO = 'https://mdc.mo.gov/fishing/regulations/special-waterbody-regulations';
const TANEYCOMO_TROPHY_TEXT = `${SPECIAL}Lake Taneycomo's trophy area, from the closed zone below Table Rock Dam to the mouth of Fall Creek: only flies and artificial lures (no soft plastics, natural or scented baits such as worms, salmon eggs or PowerBait) for any species, pole and line only; rainbow trout 12-20 in go back at once. No fishing within 760 ft below the dam. On the whole lake brown trout must be 20 in or longer, and only one may be in the daily limit of 4 trout. Above the US 65 bridge a trout permit is needed to fish for anything; no felt or other porous-soled waders (MDC). Bait is legal below Fall Creek.`;

// Pyramid Lake (science pass 18, review 13 r05 item 3): the Pyramid Lake Paiute Tribe's fishing
// rules. Pyramid Lake Anglers' regulations page (read 2026): "Barb less hooks only ... You can
// have 2 singles, 2 doubles or 2 treble hooks per lure. No Bait. No worms, eggs, scent, Power
// bait or like products, or any organic matter on your hooks. Slot sizes. Keepers are 17 to 20
// inches or over 24 inches. All other sizes must be returned to the water. You may keep 2 of the
// smaller sizes or 1 small and 1 large. One stringer per fisherman ... Do not fillet the fish on
// the Reservation ... You can fish 1 hour before sunrise and 1 hour after sunset ... No fishing
// off the docks ... Closed areas to fishing and boating: 1,000 foot radius around mouth of Marble
// Bluff Fish Way; 1,000 foot radius around Sutcliffe Fishery spawning channel; 1,000 foot from
// shoreline of Needles from Wizard Cove to Fox Bay; The Truckee River and Delta; Boats need to
// stay 250 feet from shoreline fishermen. Lahanton Trout Season runs from October 1 thru June
// 30." The same gear, slot and season rules: Record-Courier, "Pyramid Lake open for fishing"
// (2016: "Artificial lures or flies only with barbless hooks ... No scents ... Only one trout over
// 24 inches", lengths are fork lengths); Nevada Fish Reports, Doug Busey ("slot limit of 2 fish
// per day"); the Tribe's 2019 season release ("Lahontan (LCT) season is October 1, 2019 through
// June 30, 2020"). Crimping a barb complies (Nevada Appeal, "New regulations at Pyramid Lake").
const PLPT_RULES = 'https://www.pyramidlakeanglers.com/regulations';
const PYRAMID_TEXT = `${SPECIAL}Pyramid Lake (Pyramid Lake Paiute Tribe rules): artificial lures and flies only, barbless hooks (a crimped barb will do) and no more than two hooks on a lure; no bait of any kind, no worms, eggs, PowerBait, scent or other organic matter on the hook. Lahontan cutthroat: keep only fish 17-20 in or over 24 in (fork length), 2 a day of which only one may be over 24 in; every other fish goes back at once. One stringer each, and no filleting on the reservation. Fishing from 1 hour before sunrise to 1 hour after sunset; no fishing off the docks, and boats keep 250 ft from shore anglers. The cutthroat season runs October 1 - June 30. Closed to fishing and boating: the Truckee River and its delta, 1,000 ft around the mouth of the Marble Bluff fishway, 1,000 ft around the Sutcliffe hatchery spawning channel and 1,000 ft off the Needles shore (Wizard Cove to Fox Bay). Read the tribe's current rules (pyramidlake.us) before you go.`;
// An older tribal rule closed "the area from the Sutcliffe Marina to the end of the South Nets
// ... to fishing from March 15 to May 16 which is the time of trout spawning" (Nevada Appeal,
// "New regulations at Pyramid Lake", undated). Review 13 could not confirm that it is in force,
// nor could this pass: it is said as a thing to check, not as a rule.
const PYRAMID_SPRING_TEXT =
  "Pyramid Lake in spring: an older tribal rule closed the shore from the Sutcliffe Marina to the end of the South Nets to fishing from March 15 to May 16, for the trout spawn. We could not confirm that it is still in force: check the tribe's current rules and the signs before you fish that shore.";
const TRUCKEE_DELTA_TEXT =
  "This spot is on or near the Truckee River or its delta at the south end of Pyramid Lake. The Pyramid Lake Paiute Tribe closes the Truckee River and its delta, and 1,000 ft around the mouth of the Marble Bluff fishway, to fishing and boating: fish the open beaches instead.";
const SUTCLIFFE_CHANNEL_TEXT =
  "This spot is near the Sutcliffe hatchery at Pyramid Lake: the water within 1,000 ft of the hatchery's spawning channel is closed to fishing and boating (Pyramid Lake Paiute Tribe), and the docks are closed to fishing. Check the buoys and signs, and move along the shore if you are inside.";

const TAYLOR_TEXT = `${SPECIAL}the Taylor River below Taylor Park Dam. In the catch-and-release tailrace just below the dam (about the first half mile) it is artificial flies and lures only and every trout must be returned to the water at once (CPW's survey summary for the river, read 2026); from Lottis Creek Campground down to Almont the standard trout bag of 4 applies. Check CPW's current fishing brochure and the signs at the dam.`;

// Science pass 14 (review 12 r02 minor 1): Leech Lake's own walleye limit. The DNR's 2018
// proposal (Bemidji Pioneer, 20 Aug 2018): "remove the 20- to 26-inch protected slot and replace it
// with a regulation similar to the statewide regulation, but with a four-fish walleye limit, only
// one of which can be over 20 inches", from the 2019 open-water season; announced as adopted in
// December 2018 (yellowdogpatrol.com, 14 Dec 2018); still the rule in 2021 ("There is now a four
// walleye limit, with one over 20 inches", the DNR's regional fisheries manager to the Cass County
// board, Pine Cone Press-Citizen, 10 Jun 2021). The statewide limit of four proposed from Mar 1,
// 2027 (see Winnibigoshish below) would match it. No later DNR page was readable in our search.
const MN_LEECH_WALLEYE_2021 = 'https://pineconepresscitizen.com/news/2021/jun/10/cass-county-board-dnr-offers-cass-officials-an-ann';

const specialRules12: RuleNotice[] = [
  {
    id: 'mn-leech-lake-walleye', state: 'MN', waters: 'fresh', area: 'Leech Lake', speciesIds: ['walleye'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Leech Lake has its own walleye limit: four walleye a day, only one of them over 20 in (MN DNR rule since the 2019 open-water season, replacing the 20-26 in protected slot; confirmed by the DNR in June 2021). It is not the statewide limit: check the DNR's special regulations for Leech Lake before you keep a walleye.`,
    sourceUrl: MN_LEECH_WALLEYE_2021, readYear: 2026, reviewBy: '2027-03-01',
  },
  {
    id: 'mn-winnibigoshish-walleye-slot', state: 'MN', waters: 'fresh', area: 'Lake Winnibigoshish and connected waters', speciesIds: ['walleye'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}Lake Winnibigoshish and its connected waters (Cutfoot Sioux among them) have a walleye protected slot: every walleye 18-23 in goes back at once, within a daily limit of six (MN DNR rule in force since Mar 1, 2015; the DNR still counted Winnie among the lakes allowing six in 2025). The DNR proposed in January 2026 a statewide limit of four from Mar 1, 2027: check the DNR's special regulations for this lake before you keep a walleye.`,
    sourceUrl: MN_WINNIE_SLOT, readYear: 2026, reviewBy: '2027-03-01',
  },
  // One text for the whole reach, and the tailrace's tackle rule where it holds (shown once).
  {
    id: 'co-taylor-river-below-dam', state: 'CO', waters: 'fresh', area: 'Taylor River below Taylor Park Dam', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: TAYLOR_TEXT, sourceUrl: CPW_TAYLOR, readYear: 2026, reviewBy: '2027-04-01',
  },
  {
    id: 'co-taylor-river-tailrace-tackle', state: 'CO', waters: 'fresh', area: 'Taylor River tailrace', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: TAYLOR_TEXT, sourceUrl: CPW_TAYLOR, readYear: 2026, reviewBy: '2027-04-01',
    tackle: { baits: ['artificial', 'fly'] },
  },
  {
    id: 'ut-lower-provo-flies-lures', state: 'UT', waters: 'fresh', area: 'Lower Provo River below Deer Creek Dam', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: `${SPECIAL}the lower Provo River from Deer Creek Dam down to the Olmsted Diversion is artificial flies and lures only, with a trout limit of two, both under 15 in (as Provo Canyon guides and anglerguide.com report the Utah guidebook's rule; the guides say the two must be brown trout). Not a dated reading of this year's guidebook: check Utah's Rules for Specific Waters (DWR) before you keep a trout.`,
    sourceUrl: UT_LOWER_PROVO, readYear: 2026, reviewBy: '2027-01-01',
    tackle: { baits: ['artificial', 'fly'] },
  },
  {
    id: 'mo-taneycomo-trophy-area', state: 'MO', waters: 'fresh', area: 'Lake Taneycomo trophy area', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: TANEYCOMO_TROPHY_TEXT, sourceUrl: MDC_TANEYCOMO, readYear: 2026, reviewBy: '2027-03-01',
    tackle: { baits: ['artificial', 'fly'] },
    presentations: {
      fly: { what: 'Scud or midge (zebra midge) under an indicator, or a small olive woolly bugger', size: 'size 12-20', colours: 'grey, olive, tan; black or red midges', how: 'drift the scud or midge under an indicator through the runs below the dam; strip or swing the bugger slowly when the water is running' },
      artificial: { what: 'Small marabou or hair jig under a strike indicator, or a small spoon or spinner', size: '1/100-1/16 oz jig; 1/16-1/8 oz spoon or spinner', colours: 'olive, brown, black, white; gold or silver', how: 'drift the jig under the indicator with the current; no soft plastics or scented baits here' },
    },
  },
  {
    id: 'nv-pyramid-lake-tribal-rules', state: 'NV', waters: 'fresh', area: 'Pyramid Lake Paiute Reservation', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: PYRAMID_TEXT, sourceUrl: PLPT_RULES, readYear: 2026, reviewBy: '2027-09-01',
    tackle: { baits: ['artificial', 'fly'], barbless: true },
  },
  {
    id: 'nv-pyramid-lake-spring-sutcliffe-check', state: 'NV', waters: 'fresh', area: 'Pyramid Lake Paiute Reservation', speciesIds: null,
    startDate: '2026-03-01', endDate: '2026-05-31', recurs: 'yearly',
    text: PYRAMID_SPRING_TEXT, sourceUrl: 'https://www.nevadaappeal.com/news/new-regulations-at-pyramid-lake/', readYear: 2026, reviewBy: '2027-03-01',
  },
  {
    id: 'nv-truckee-delta-closed', state: 'NV', waters: 'fresh', area: 'Truckee River and delta at Pyramid Lake', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: TRUCKEE_DELTA_TEXT, sourceUrl: PLPT_RULES, readYear: 2026, reviewBy: '2027-09-01',
  },
  {
    id: 'nv-sutcliffe-channel-closed', state: 'NV', waters: 'fresh', area: 'Sutcliffe spawning channel at Pyramid Lake', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: SUTCLIFFE_CHANNEL_TEXT, sourceUrl: PLPT_RULES, readYear: 2026, reviewBy: '2027-09-01',
  },
  {
    id: 'il-stream-smallmouth-spring-release', state: 'IL', waters: 'fresh', area: 'Streams (not the Mississippi, Ohio, Wabash or Illinois)', speciesIds: ['smallmouth-bass'],
    kinds: ['river', 'tailwater'],
    startDate: '2026-04-01', endDate: '2026-06-15', recurs: 'yearly',
    text: 'Illinois streams: smallmouth bass must be released at once from April 1 to June 15 in streams and their tributaries statewide, except the Mississippi, Ohio, Wabash and Illinois rivers (IDNR fishing digest, as quoted by the Illinois Smallmouth Alliance; read 2026). Some streams have their own smallmouth rules all year: check the IDNR digest for this water.',
    sourceUrl: IL_STREAM_SMALLMOUTH, readYear: 2026, reviewBy: '2027-03-01',
  },
  {
    id: 'vt-memphremagog-salmonid-limit', state: 'VT', waters: 'fresh', area: 'Lake Memphremagog', speciesIds: ['brook-trout', 'brown-trout', 'lake-trout', 'rainbow-trout', 'steelhead', 'atlantic-salmon'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "Lake Memphremagog: 2 trout or salmon a day in any combination (brook, brown, lake and rainbow trout and landlocked salmon) on both sides of the border, since Quebec matched Vermont's limit on the lake (VTFW, as reported by DSC Northeast; read 2026). Check VTFW's and Quebec's current rules before you keep a fish.",
    sourceUrl: VT_MEMPHREMAGOG_LIMIT, readYear: 2026, reviewBy: '2027-04-01',
  },
  {
    id: 'mt-southwest-hoot-owl', state: 'MT', waters: 'fresh', area: 'Southwest Montana trout rivers', speciesIds: null,
    kinds: ['river', 'tailwater'],
    startDate: '2026-07-01', endDate: '2026-09-30', recurs: 'yearly',
    text: "Summer hoot owl restrictions: in hot, low-water summers Montana FWP closes listed rivers and river sections to fishing from 2 p.m. to midnight, usually once the water has reached 73 °F for three days running (FWP, June 2025), and lifts them when conditions improve. They are set day by day, and this report cannot tell whether one holds on your date: check FWP's current restrictions and closures (fwp.mt.gov) before an afternoon or evening trip.",
    sourceUrl: MT_FWP_HOOT_OWL, readYear: 2026, reviewBy: '2027-06-01',
  },
];

// Science pass 18b (review 13 r01): Louisiana's red drum limits, in force since 20 June 2024 (LDWF
// news release; LA Admin Code VII-363, current through Register Vol. 50 No. 9, Sep 2024).
const LDWF_RED_DRUM_2024 = 'https://www.wlf.louisiana.gov/news/new-red-drum-regulations-go-into-effect-june-20';
const redDrumLimits: RuleNotice[] = [
  {
    id: 'la-red-drum-limits-2024', state: 'LA', waters: 'salt', area: null, speciesIds: ['red-drum'],
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Louisiana red drum (since 20 June 2024): 4 fish a person a day, 18-27 in total length with the mouth closed; keeping a red drum over 27 in is prohibited, and captain and crew keep none on a for-hire trip.',
    sourceUrl: LDWF_RED_DRUM_2024, readYear: 2026, reviewBy: '2027-06-30',
  },
];

export const RULE_NOTICES: RuleNotice[] = [
  ...wisconsinEarlySeason,
  ...michiganTroutOpener,
  {
    id: 'mi-au-sable-holy-water', state: 'MI', waters: 'fresh', area: 'Au Sable Holy Water', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "The Au Sable's Holy Water (Burton's Landing to Wakeley Bridge) is flies-only, catch-and-release trout water.",
    sourceUrl: MI_TROUT, readYear: 2026, reviewBy: '2027-09-01',
    tackle: { baits: ['fly'] },
  },
  {
    id: 'ny-lake-ontario-tributaries', state: 'NY', waters: 'fresh', area: 'Lake Ontario tributaries', speciesIds: null,
    startDate: '2025-09-01', endDate: '2026-03-31', recurs: 'yearly',
    text: 'Lake Ontario tributaries, Sep 1 - Mar 31: one single-point hook, gap 1/2 in or less (floating lures excepted); no weight below the hook or more than 4 ft from it; on most, no fishing from half an hour after sunset to half an hour before sunrise.',
    sourceUrl: NY_TRIBS, readYear: 2026, reviewBy: '2027-08-01',
    tackle: { singleHookMaxGapIn: 0.5 },
    presentations: {
      fly: { what: 'Egg pattern, Estaz egg or egg-sucking leech on one single-point hook', size: 'hook size 8-2, gap 1/2 in or less', colours: 'chartreuse, orange, pink, black', how: 'dead-drift it through the runs under an indicator, any weight above the fly and within 4 ft of it' },
      artificial: { what: 'Spoon or spinner with one single-point hook, or a floating plug with its hooks within 1 1/2 in of the body', size: '1/4-3/4 oz; hook gap 1/2 in or less', colours: 'silver, chartreuse, orange', how: 'cast across the pools and retrieve slowly near the bottom' },
      live: { what: 'Egg sac or skein on one single-point hook under a float', size: 'hook size 10-4, gap 1/2 in or less', colours: 'natural, or pink and chartreuse mesh', how: 'float it through the runs at the fish\'s depth, any weight above the hook and within 4 ft of it' },
    },
  },
  {
    id: 'ny-salmon-river-fly-areas', state: 'NY', waters: 'fresh', area: 'Salmon River fly-fishing areas', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: "Salmon River fly-fishing-only areas at Altmar: fly fishing only, catch and release; the Lower Fly Area (County Route 52 bridge up to Beaverdam Brook) is open Sep 15 - May 15, and DEC delays its opening in low water.",
    sourceUrl: NY_SALMON_RIVER, readYear: 2026, reviewBy: '2027-08-01',
    tackle: { baits: ['fly'], singleHookMaxGapIn: 0.5 },
  },
  {
    id: 'or-lower-deschutes-floating-device', state: 'OR', waters: 'fresh', area: 'Lower Deschutes River', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Lower Deschutes (mouth to Pelton Dam): no angling from a boat or any floating device; fish from the bank or wading.',
    sourceUrl: ODFW, readYear: 2026, reviewBy: '2027-03-01',
    tackle: { notFrom: ['boat', 'kayak'] },
  },
  {
    id: 'fl-boca-grande-pass-gear', state: 'FL', waters: 'salt', area: 'Boca Grande Pass', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Boca Grande Pass, all year and for every species: no hook, fly or lure with a weight that hangs below the hook (the "pass jig"; stow it in the pass). April-June: no more than three lines per boat and no breakaway gear.',
    sourceUrl: FWC_TARPON, readYear: 2026, reviewBy: '2027-03-01',
  },
  ...(['WY', 'MT'] as const).map((state): RuleNotice => ({
    id: `${state.toLowerCase()}-yellowstone-np-tackle`, state, waters: 'fresh', area: 'Yellowstone National Park', speciesIds: null,
    startDate: '2026-01-01', endDate: '2026-12-31', recurs: 'yearly',
    text: 'Yellowstone National Park: artificial flies and lures only (no bait), barbless hooks and lead-free weights and jigs.',
    sourceUrl: NPS_YELLOWSTONE, readYear: 2026, reviewBy: '2027-05-01',
    tackle: { baits: ['artificial', 'fly'], barbless: true, leadFree: true },
  })),
  ...setEachYear,
  ...specialWaters7,
  ...specialRegulationWaters,
  ...standingLimits,
  ...redDrumLimits,
  ...chesapeakeStripers,
  ...liveBait,
  ...sanctuaries,
  ...specialRules12,
  ...lakeErieTables,
  ...piers,
]; // prettier-ignore
