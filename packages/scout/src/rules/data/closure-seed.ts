import type { ClosureRow } from '../types.ts';

/**
 * The bundled seasons-and-closures table: it seeds the database (Admin > Regulations keeps it
 * current without a deploy) and is what the science reads when no database is at hand. Each row
 * was read in the year `readYear` from the page it cites (agency pages and releases; where a
 * release was read as republished, the summary says so), and is due for review by `reviewBy`.
 * Rows whose dates change every year say so in their summary and have a near review date.
 * Guidance, not legal advice.
 */
type Seed = Omit<ClosureRow, 'readYear' | 'recurs'> & Partial<Pick<ClosureRow, 'readYear' | 'recurs'>>;
const seed = (r: Seed): ClosureRow => ({ readYear: 2026, recurs: 'yearly', ...r });

/** The same rule again for the adjacent federal waters (FWC and CDFW rules reach into them). */
const alsoFederal = (rows: ClosureRow[]): ClosureRow[] =>
  rows.flatMap((r) => [r, { ...r, id: `${r.id}-federal`, jurisdiction: 'federal' as const }]);

const FWC_SNOOK = 'https://myfwc.com/fishing/saltwater/recreational/snook/';
const FWC_SNAPPER = 'https://myfwc.com/fishing/saltwater/recreational/snappers/';
const FWC_GROUPER = 'https://myfwc.com/fishing/saltwater/recreational/groupers/';
const NOAA_SA_GAG =
  'https://www.fisheries.noaa.gov/bulletin/noaa-fisheries-announces-length-2025-recreational-fishing-season-gag-south-atlantic';
const NOAA_SE = 'https://www.fisheries.noaa.gov/region/southeast';
const MD_STRIPER = 'https://dnr.maryland.gov/fisheries/pages/regulations/striped-bass.aspx';
const MD_STRIPER_TRIBS_2024 = 'https://www.fox5dc.com/news/maryland-rockfish-season-begins-may-16-with-regulations';
const VMRC_STRIPER = 'https://law.lis.virginia.gov/admincode/title4/agency20/chapter252/';
const NOAA_STRIPER_EEZ =
  'https://www.fisheries.noaa.gov/action/striped-bass-fishing-block-island-transit-zone-advance-notice-proposed-rulemaking-and';
const CDFW_GROUNDFISH = 'https://wildlife.ca.gov/Fishing/Ocean/Regulations/Groundfish-Summary';
const WDFW_WINTER_CHINOOK =
  'https://wdfw.wa.gov/newsroom/news-release/winter-chinook-fishery-opens-four-days-week-marine-areas-10-and-11-starting-april-2-marine-area-5';
const ADFG_SPORT = 'https://www.adfg.alaska.gov/index.cfm?adfg=fishregulations.main';
const ODFW = 'https://myodfw.com/fishing';
const ECFR_622 = 'https://www.ecfr.gov/current/title-50/chapter-VI/part-622';
const HMS = 'https://www.fisheries.noaa.gov/topic/atlantic-highly-migratory-species';
const MI_DNR = 'https://www.michigan.gov/dnr/things-to-do/fishing/regulations';
const NY_DEC = 'https://dec.ny.gov/things-to-do/freshwater-fishing/regulations-guides';

const snook = alsoFederal([
  seed({
    id: 'fl-snook-gulf-winter', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Gulf', speciesId: 'common-snook',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2025-12-01', endDate: '2026-02-28',
    summary: 'Snook harvest is closed on the Gulf coast (including Monroe County and Everglades National Park) Dec 1 through the end of February; catch and release is allowed. Harvest reopens March 1.',
    sourceUrl: FWC_SNOOK, reviewBy: '2027-06-01',
  }),
  seed({
    id: 'fl-snook-gulf-summer', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Gulf', speciesId: 'common-snook',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-05-01', endDate: '2026-08-31',
    summary: 'Snook harvest is closed on the Gulf coast May 1 - Aug 31 (Charlotte Harbor and Southwest regions to Sept 30; FWC regional seasons as published Dec 2024); catch and release is allowed.',
    sourceUrl: FWC_SNOOK, reviewBy: '2027-06-01',
  }),
  seed({
    id: 'fl-snook-southwest-september', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Charlotte Harbor and Southwest', speciesId: 'common-snook',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-09-01', endDate: '2026-09-30',
    summary: 'In the Charlotte Harbor and Southwest snook regions the summer harvest closure runs through Sept 30 (FWC regional seasons as published Dec 2024).',
    sourceUrl: FWC_SNOOK, reviewBy: '2027-06-01',
  }),
  seed({
    id: 'fl-snook-atlantic-winter', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Atlantic', speciesId: 'common-snook',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2025-12-15', endDate: '2026-01-31',
    summary: 'Snook harvest is closed on the Atlantic coast (including Lake Okeechobee and the Kissimmee River) Dec 15 - Jan 31; catch and release is allowed. Harvest reopens Feb 1.',
    sourceUrl: FWC_SNOOK, reviewBy: '2027-06-01',
  }),
  seed({
    id: 'fl-snook-atlantic-summer', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Atlantic', speciesId: 'common-snook',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-06-01', endDate: '2026-08-31',
    summary: 'Snook harvest is closed on the Atlantic coast June 1 - Aug 31 (FWC regional seasons as published Dec 2024); catch and release is allowed. Open season (2024): 1 snook a day, 28-32 in.',
    sourceUrl: FWC_SNOOK, reviewBy: '2027-06-01',
  }),
]);

const redSnapper = [
  ...alsoFederal([
    seed({
      id: 'fl-red-snapper-gulf-spring', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Gulf excluding Monroe County', speciesId: 'red-snapper',
      rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-05-23',
      summary: 'Gulf red snapper (private boats) may be kept only in the season FWC sets each year: in 2025 May 24-26, June 1 - July 31 and fall weekends to Dec 28. Dates change every year; a State Reef Fish Angler registration is required.',
      sourceUrl: FWC_SNAPPER, reviewBy: '2026-12-31',
    }),
  ]),
  seed({
    id: 'south-atlantic-red-snapper-spring', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Atlantic', speciesId: 'red-snapper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-07-10',
    summary: 'South Atlantic red snapper may be kept only on the few July days NOAA Fisheries opens each year (July 11-12 in 2025, 1 fish per person); release them with a descending device at other times.',
    sourceUrl: NOAA_SE, reviewBy: '2027-05-01',
  }),
  seed({
    id: 'south-atlantic-red-snapper-fall', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Atlantic', speciesId: 'red-snapper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-07-13', endDate: '2026-12-31',
    summary: 'South Atlantic red snapper harvest is closed after the short July season (it ended July 12 in 2025; the days are set each year).',
    sourceUrl: NOAA_SE, reviewBy: '2027-05-01',
  }),
];

const gag = [
  seed({
    id: 'fl-gag-gulf-state', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Gulf excluding Monroe County', speciesId: 'gag-grouper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-08-31',
    summary: 'Gulf gag may not be kept before the season opens Sept 1; FWC sets the state-waters season length each year.',
    sourceUrl: FWC_GROUPER, reviewBy: '2026-12-31',
  }),
  seed({
    id: 'gulf-gag-federal-spring', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Gulf', speciesId: 'gag-grouper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-08-31',
    summary: 'Gulf federal waters: the recreational gag season starts Sept 1 (since 2023); bag limit zero before it.',
    sourceUrl: ECFR_622, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'gulf-gag-federal-fall', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Gulf', speciesId: 'gag-grouper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-09-15', endDate: '2026-12-31',
    summary: 'Gulf federal waters: the 2025 gag season closed Sept 15 when the catch limit was projected to be met; the closing date is set each year.',
    sourceUrl: NOAA_SE, reviewBy: '2026-12-31',
  }),
  seed({
    id: 'south-atlantic-gag-federal-spawning', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Atlantic', speciesId: 'gag-grouper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-04-30',
    summary: 'South Atlantic federal waters: gag harvest opens May 1 (NOAA Fisheries, 2025 bulletin: 2026 opens May 1 unless otherwise specified).',
    sourceUrl: NOAA_SA_GAG, reviewBy: '2027-04-01',
  }),
  seed({
    id: 'south-atlantic-gag-federal-summer', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Atlantic', speciesId: 'gag-grouper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-06-26', endDate: '2026-12-31',
    summary: 'South Atlantic federal waters: the 2025 gag season ended June 26 when the catch limit was reached; the end date is set each year.',
    sourceUrl: NOAA_SA_GAG, reviewBy: '2027-04-01',
  }),
  seed({
    id: 'fl-gag-atlantic-state', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Atlantic including Monroe County', speciesId: 'gag-grouper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-04-30',
    summary: 'Atlantic and Monroe County state waters: gag may not be kept Jan 1 - Apr 30 (the shallow-water grouper spawning closure).',
    sourceUrl: FWC_GROUPER, reviewBy: '2027-04-01',
  }),
];

const stripedBass = [
  seed({
    id: 'md-striped-bass-winter', state: 'MD', jurisdiction: 'state', waters: 'salt', area: 'Chesapeake Bay', speciesId: 'striped-bass',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2025-12-11', endDate: '2026-03-31',
    summary: "Maryland's Chesapeake Bay striped bass season ends Dec 10; catch and release only until Apr 1. Open season (2024 rule): May 16 - July 15 and Aug 1 - Dec 10, 1 fish 19-24 in.",
    sourceUrl: MD_STRIPER, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'md-striped-bass-spawning', state: 'MD', jurisdiction: 'state', waters: 'salt', area: 'Chesapeake Bay', speciesId: 'striped-bass',
    rule: 'closed', fishingTypes: null, startDate: '2026-04-01', endDate: '2026-05-15',
    summary: 'Targeting striped bass in the Maryland Chesapeake Bay and tidal tributaries, including catch and release, is prohibited Apr 1 - May 15 (Susquehanna Flats to May 31).',
    sourceUrl: MD_STRIPER, reviewBy: '2027-03-01',
  }),
  // Science pass 14 (review 12 probe: the Severn on 22 May read "no closure on file"). 2024 and
  // 2025 rule: the main stem opens May 16, the tidal tributaries June 1 (MD DNR via Fox5, 16 May
  // 2024; On The Water, 22 May 2025: "the rivers will open up on June 1").
  seed({
    id: 'md-striped-bass-tidal-tributaries-may', state: 'MD', jurisdiction: 'state', waters: 'salt', area: 'Chesapeake Bay tidal tributaries', speciesId: 'striped-bass',
    rule: 'closed', fishingTypes: null, startDate: '2026-05-16', endDate: '2026-05-31',
    summary: "Maryland's Chesapeake Bay tidal tributaries stay closed to targeting striped bass, catch and release included, until June 1 (2024 and 2025 rule); the main stem of the Bay opens May 16.",
    sourceUrl: MD_STRIPER_TRIBS_2024, reviewBy: '2027-04-15',
  }),
  seed({
    id: 'md-striped-bass-summer', state: 'MD', jurisdiction: 'state', waters: 'salt', area: 'Chesapeake Bay', speciesId: 'striped-bass',
    rule: 'closed', fishingTypes: null, startDate: '2026-07-16', endDate: '2026-07-31',
    summary: 'Summer closure: no targeting striped bass in the Maryland Chesapeake Bay and tidal tributaries July 16-31, including catch and release (since 2020).',
    sourceUrl: MD_STRIPER, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'va-striped-bass-bay-spring', state: 'VA', jurisdiction: 'state', waters: 'salt', area: 'Chesapeake Bay', speciesId: 'striped-bass',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-05-15',
    summary: "Virginia's Chesapeake Bay striped bass may be kept only in the spring (May 16 - June 15) and fall seasons VMRC sets; the spring trophy season has been closed since 2019.",
    sourceUrl: VMRC_STRIPER, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'va-striped-bass-bay-summer', state: 'VA', jurisdiction: 'state', waters: 'salt', area: 'Chesapeake Bay', speciesId: 'striped-bass',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-06-16', endDate: '2026-10-03',
    summary: "Virginia's Chesapeake Bay striped bass harvest is closed between the spring season (ends June 15) and the fall season, whose opening VMRC sets each year (early October in recent years).",
    sourceUrl: VMRC_STRIPER, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'va-striped-bass-coastal-spring', state: 'VA', jurisdiction: 'state', waters: 'salt', area: 'Coastal', speciesId: 'striped-bass',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-04-01', endDate: '2026-05-15',
    summary: "Virginia's coastal striped bass seasons are Jan 1 - Mar 31 and May 16 - Dec 31; harvest is closed between them.",
    sourceUrl: VMRC_STRIPER, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'atlantic-striped-bass-eez', state: null, jurisdiction: 'federal', waters: 'salt', area: 'Atlantic', speciesId: 'striped-bass',
    rule: 'closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Fishing for, keeping or possessing striped bass in federal waters (3 to 200 nautical miles) is prohibited year-round, except possession while in transit through the Block Island transit zone.',
    sourceUrl: NOAA_STRIPER_EEZ, reviewBy: '2027-11-01',
  }),
];

const groundfishRow = (speciesId: string, name: string) =>
  alsoFederal([
    seed({
      id: `ca-${speciesId}-boat-winter`, state: 'CA', jurisdiction: 'state', waters: 'salt', area: null, speciesId,
      rule: 'closed', fishingTypes: ['boat', 'kayak'], startDate: '2026-01-01', endDate: '2026-03-31',
      summary: `California's boat-based groundfish season (${name}) is closed statewide Jan 1 - Mar 31; shore anglers and divers may fish year-round. Opening dates and depth limits by management area are set each year.`,
      sourceUrl: CDFW_GROUNDFISH, reviewBy: '2027-02-01',
    }),
    ...(['Northern', 'Central'] as const).map((area) =>
      seed({
        id: `ca-${speciesId}-boat-april-${area.toLowerCase()}`, state: 'CA', jurisdiction: 'state', waters: 'salt', area, speciesId,
        rule: 'closed', fishingTypes: ['boat', 'kayak'], startDate: '2026-04-01', endDate: '2026-04-30',
        summary: `In the ${area} groundfish management area the boat-based season (${name}) stays closed through Apr 30 (CDFW summary and 14 CCR 27.40, read 2026); shore anglers and divers may fish year-round.`,
        sourceUrl: CDFW_GROUNDFISH, reviewBy: '2027-02-01',
      }),
    ),
  ]);

const salmon = [
  ...(['chinook-salmon', 'coho-salmon'] as const).flatMap((speciesId) =>
    (['Marine Area 10', 'Marine Area 11'] as const).map((area) =>
      seed({
        id: `wa-${area.replace('Marine Area ', 'ma')}-${speciesId}-winter`, state: 'WA', jurisdiction: 'state', waters: 'salt', area, speciesId,
        rule: 'closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-03-31',
        summary: `${area}: salmon fishing closed in winter except at year-round piers; in 2025 winter Chinook opened only April 2-30, Wednesday-Saturday, until the catch guidelines were met. WDFW sets these seasons each spring and closes areas in season.`,
        sourceUrl: WDFW_WINTER_CHINOOK, reviewBy: '2026-12-31',
      }),
    ),
  ),
  seed({
    id: 'ak-kenai-king-salmon', state: 'AK', jurisdiction: 'state', waters: 'fresh', area: 'Kenai River', speciesId: 'chinook-salmon',
    rule: 'closed', fishingTypes: null, startDate: '2026-05-01', endDate: '2026-08-15',
    summary: 'Kenai River king salmon, mouth to the Skilak Lake outlet: closed to all fishing including catch and release by 2025 emergency orders (early run May 1 - June 30, late run June 20 - Aug 15). ADF&G issues these orders each year.',
    sourceUrl: ADFG_SPORT, reviewBy: '2027-02-15',
  }),
  ...(['chinook-salmon', 'coho-salmon'] as const).map((speciesId) =>
    seed({
      id: `or-umpqua-${speciesId}-fall`, state: 'OR', jurisdiction: 'state', waters: 'fresh', area: 'Umpqua River', speciesId,
      rule: 'closed', fishingTypes: null, startDate: '2026-08-01', endDate: '2026-12-31',
      summary: "Umpqua River: ODFW's fall 2025 coastal rules (put to the Commission June 13, 2025) closed most of the mainstem to all salmon fishing after the lowest return since 1980; bank angling for hatchery Chinook only from the jetty tips to the Hwy 101 bridge. Seasons are set each June.",
      sourceUrl: ODFW, reviewBy: '2027-05-01',
    }),
  ),
];

const redDrum = (['Gulf', 'Atlantic'] as const).map((area) =>
  seed({
    id: `red-drum-eez-${area.toLowerCase()}`, state: null, jurisdiction: 'federal', waters: 'salt', area, speciesId: 'red-drum',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: `Red drum may not be kept in ${area === 'Gulf' ? 'Gulf' : 'South Atlantic'} federal waters (beyond state waters); release every one caught there.`,
    sourceUrl: ECFR_622, reviewBy: '2027-11-01',
  }),
);

const billfish = [
  ...(
    [
      ['sailfish', 'Atlantic sailfish', '63'],
      ['blue-marlin', 'Blue marlin', '99'],
      ['white-marlin', 'White marlin', '66'],
    ] as const
  ).map(([speciesId, name, inches]) =>
    seed({
      id: `atlantic-${speciesId}-release`, state: null, jurisdiction: 'federal', waters: 'salt', area: 'Atlantic or Gulf', speciesId,
      rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: `${name}: release any billfish you do not keep without taking it out of the water (50 CFR 635.21). Keeping one needs an HMS Angling permit and at least ${inches} in lower jaw fork length (HMS guide, 2019).`,
      sourceUrl: HMS, reviewBy: '2027-06-01',
    }),
  ),
  seed({
    id: 'fl-sailfish-release', state: 'FL', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'sailfish',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Florida waters: release sailfish in the water; keeping one needs the federal HMS Angling permit for boats, the 63 in lower jaw fork length minimum and Florida\'s 1 billfish per person a day.',
    sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/sailfish/', reviewBy: '2027-06-01',
  }),
];

/** Michigan: the possession season opens the Saturday before Memorial Day (dates computed per year). */
const michiganBass = (['largemouth-bass', 'smallmouth-bass'] as const).flatMap((speciesId) =>
  (
    [
      ['2026', '2026-05-22'],
      ['2027', '2027-05-28'],
    ] as const
  ).map(([year, end]) =>
    seed({
      id: `mi-${speciesId}-${year}-release`, state: 'MI', jurisdiction: 'state', waters: 'fresh', area: null, speciesId,
      rule: 'catch-and-release', fishingTypes: null, startDate: `${year}-01-01`, endDate: end, recurs: 'once',
      summary: 'Michigan bass are catch-and-immediate-release only until the possession season opens the Saturday before Memorial Day (Lake St. Clair system: the third Saturday in June); no bass in a livewell.',
      sourceUrl: MI_DNR, reviewBy: '2027-04-01',
    }),
  ),
);

/** New York: catch and release, artificial lures only, Dec 1 to the Friday before the third Saturday in June. */
const newYorkBass = (['largemouth-bass', 'smallmouth-bass'] as const).flatMap((speciesId) =>
  (
    [
      ['2025-12-01', '2026-06-19'],
      ['2026-12-01', '2027-06-18'],
    ] as const
  ).map(([start, end]) =>
    seed({
      id: `ny-${speciesId}-${start.slice(0, 4)}-release`, state: 'NY', jurisdiction: 'state', waters: 'fresh', area: null, speciesId,
      rule: 'catch-and-release', fishingTypes: null, startDate: start, endDate: end, recurs: 'once',
      summary: 'New York black bass: catch and release with artificial lures only from Dec 1 until the regular season opens the third Saturday in June (most waters; some, such as Lake Erie, differ).',
      sourceUrl: NY_DEC, reviewBy: '2027-05-01',
    }),
  ),
);

// Science pass 5 (review5 salt.md RC-A, fresh.md RC4): rows each read in 2026 from the page cited.
const MA_SEA_BASS = 'https://www.thefisherman.com/article/massachusetts-sets-sea-bass-season/';
const RI_TAUTOG =
  'https://www.providencejournal.com/sports/20200509/fishing-report-charter-boats-look-to-include-out-of-state-anglers';
const FWC_PERMIT_2024 =
  'https://www.einpresswire.com/article/731391193/fwc-permit-season-opens-aug-1-in-special-permit-zone';
const FWC_TARPON = 'https://myfwc.com/fishing/saltwater/recreational/tarpon/';
const FWC_RED_DRUM = 'https://myfwc.com/fishing/saltwater/recreational/red-drum';
const MD_FLATS_2024 =
  'https://www.wrde.com/news/maryland-department-of-natural-resources-changes-size-limit-for-striped-bass-come-may/article_46df68cc-f1cc-11ee-bed9-b7c7ea8cbdfa.html';
const ADFG_COOK_INLET = 'https://adfg.alaska.gov/sf/EONR/index.cfm?ADFG=region.NR&NRID=3802';
const ADFG_SE_KINGS =
  'https://www.adfg.alaska.gov/sf/EONR/index.cfm?adfg=region.NR&NRID=3665&Year=2024';
const MA7_SALMON =
  'https://nwsportsmanmag.com/word-on-september-coho-pink-fishing-in-san-juans-could-come-this-week/';
const ODFW_WILD_COHO =
  'https://theworldlink.com/sports/outdoors/coastal-wild-coho-seasons-set-to-open-beginning-sept/article_20622a09-d075-5d3c-8119-40ec7c25b8fa.html';
const ODFW_DESCHUTES_CHINOOK = 'https://omls.oregon.gov/pipermail/odfw-news/2003-March/000075.html';
const WDNR_EARLY_TROUT =
  'https://antigotimes.com/2024/01/inland-trout-early-catch-release-opens-jan-6-2024/';
const WDNR_TROUT_CLOSE =
  'https://wausaupilotandreview.com/2023/10/10/dnr-inland-trout-fishing-season-closes-this-weekend/';
const NPS_YELLOWSTONE = 'https://www.nps.gov/yell/planyourvisit/fishing.htm';

const southernNewEngland = [
  seed({
    id: 'ma-black-sea-bass-off-season', state: 'MA', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'black-sea-bass',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2025-09-02', endDate: '2026-05-16',
    summary: 'Massachusetts black sea bass may be kept only in the recreational season DMF sets each spring (2025: May 17 - Sep 1, replacing May 18 - Sep 3 in 2024); release them outside it.',
    sourceUrl: MA_SEA_BASS, reviewBy: '2027-04-01',
  }),
  seed({
    id: 'ri-tautog-spawning', state: 'RI', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'tautog',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-06-01', endDate: '2026-07-31',
    summary: 'Rhode Island tautog may not be kept in June and July (the spawning season); the spring season runs Apr 1 - May 31 and the fall season reopens Aug 1, with limits DEM sets.',
    sourceUrl: RI_TAUTOG, reviewBy: '2027-04-01',
  }),
];

const florida = [
  ...alsoFederal([
    seed({
      id: 'fl-permit-special-permit-zone', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Special Permit Zone', speciesId: 'permit',
      rule: 'harvest-closed', fishingTypes: null, startDate: '2026-04-01', endDate: '2026-07-31',
      summary: 'Permit may not be kept in the Special Permit Zone (south of Cape Sable and Cape Florida: the Keys and Biscayne Bay) Apr 1 - Jul 31, the spawning season, in state and federal waters; harvest reopens Aug 1 (FWC, 2024).',
      sourceUrl: FWC_PERMIT_2024, reviewBy: '2027-03-01',
    }),
    seed({
      id: 'fl-tarpon-release', state: 'FL', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'tarpon',
      rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'Tarpon are catch and release only in Florida state and adjacent federal waters (one tag a year, only for a record attempt); a tarpon over 40 in must stay in the water; hook and line only, no snagging.',
      sourceUrl: FWC_TARPON, reviewBy: '2027-06-01',
    }),
  ]),
  seed({
    id: 'fl-red-drum-indian-river-lagoon', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Indian River Lagoon region', speciesId: 'red-drum',
    rule: 'catch-and-release', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: "Red drum are catch and release only in FWC's Indian River Lagoon region (Mosquito Lagoon from the New Smyrna Beach south causeway to Jupiter Inlet); elsewhere in Florida 1 fish, 18-27 in.",
    sourceUrl: FWC_RED_DRUM, reviewBy: '2027-06-01',
  }),
];

/** Maryland: the spawning-reach closure holds on the Flats, lower Susquehanna and North East River to May 31 (tidal fresh water included). */
const susquehannaFlats = (['salt', 'fresh'] as const).map((waters) =>
  seed({
    id: `md-striped-bass-susquehanna-flats${waters === 'fresh' ? '-tidal-fresh' : ''}`, state: 'MD', jurisdiction: 'state', waters, area: 'Susquehanna Flats and lower Susquehanna', speciesId: 'striped-bass',
    rule: 'closed', fishingTypes: null, startDate: '2026-04-01', endDate: '2026-05-31',
    summary: 'Targeting striped bass, catch and release included, is prohibited on the Susquehanna Flats, the lower Susquehanna River and the North East River Apr 1 - May 31 (Maryland DNR rule as reported in 2024); blue catfish and snakeheads may still be fished.',
    sourceUrl: MD_FLATS_2024, reviewBy: '2027-03-01',
  }),
);

const alaskaKings = [
  seed({
    id: 'ak-cook-inlet-north-of-bluff-point-kings', state: 'AK', jurisdiction: 'state', waters: 'salt', area: 'Cook Inlet north of Bluff Point', speciesId: 'chinook-salmon',
    rule: 'closed', fishingTypes: null, startDate: '2026-05-01', endDate: '2026-08-15',
    summary: 'King salmon fishing, catch and release included, is closed in Cook Inlet salt waters north of Bluff Point May 1 - Aug 15 (ADF&G 2024 and 2025 orders); a king caught by chance must be released without lifting it from the water. Set each year.',
    sourceUrl: ADFG_COOK_INLET, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'ak-lower-cook-inlet-kings', state: 'AK', jurisdiction: 'state', waters: 'salt', area: 'Lower Cook Inlet', speciesId: 'chinook-salmon',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-04-01', endDate: '2026-08-31',
    summary: 'Lower Cook Inlet and Kachemak Bay: 1 king salmon a day, any size, Apr 1 - Aug 31 (ADF&G 2025 advisory; the Homer and Seldovia terminal fisheries keep 2). Set each year.',
    sourceUrl: ADFG_COOK_INLET, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'ak-southeast-kings', state: 'AK', jurisdiction: 'state', waters: 'salt', area: 'Southeast Alaska', speciesId: 'chinook-salmon',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Southeast Alaska kings: ADF&G sets the seasons, bag and nonresident annual limits each year (2024: 3 kings Jan 1 - Jun 30 for nonresidents), and some areas near stocks of concern (Behm Canal by the Unuk River) are non-retention. Read the current announcement.',
    sourceUrl: ADFG_SE_KINGS, reviewBy: '2027-03-01',
  }),
];

const pacificSalmonNotes = [
  ...(['chinook-salmon', 'coho-salmon'] as const).map((speciesId) =>
    seed({
      id: `wa-ma7-${speciesId}-in-season`, state: 'WA', jurisdiction: 'state', waters: 'salt', area: 'Marine Area 7', speciesId,
      rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'Marine Area 7 (San Juan Islands): salmon seasons are set each spring and WDFW closes the area by emergency rule when a quota is met (it shut in early July in a recent summer); where open, release wild (unclipped) chinook. Check the emergency rules first.',
      sourceUrl: MA7_SALMON, reviewBy: '2027-05-01',
    }),
  ),
  ...(['salt', 'fresh'] as const).map((waters) =>
    seed({
      id: `or-wild-coho-${waters}`, state: 'OR', jurisdiction: 'state', waters, area: null, speciesId: 'coho-salmon',
      rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'Oregon coho: only fin-clipped (hatchery) coho may be kept, except in the wild coho seasons ODFW sets each fall for named coastal basins (from mid-September in recent years); release unclipped coho outside them.',
      sourceUrl: ODFW_WILD_COHO, reviewBy: '2027-05-01',
    }),
  ),
  seed({
    id: 'or-deschutes-chinook-above-sherars-falls', state: 'OR', jurisdiction: 'state', waters: 'fresh', area: 'Deschutes River above Sherars Falls', speciesId: 'chinook-salmon',
    rule: 'closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: "Deschutes River chinook may be fished only from the mouth up to Sherars Falls, in the seasons ODFW sets; above the falls (Maupin and up) chinook are closed.",
    sourceUrl: ODFW_DESCHUTES_CHINOOK, reviewBy: '2027-03-01',
  }),
];

/** Wisconsin inland trout streams: closed Oct 16 to the early season, then catch and release to the May opener. */
const wisconsinTrout = (['brook-trout', 'brown-trout', 'rainbow-trout'] as const).flatMap((speciesId) => [
  ...(
    [
      ['2026', '2026-01-03', '2026-05-01'],
      ['2027', '2027-01-02', '2027-04-30'],
      ['2028', '2028-01-01', '2028-05-05'],
    ] as const
  ).map(([year, start, end]) =>
    seed({
      id: `wi-${speciesId}-${year}-early-season`, state: 'WI', jurisdiction: 'state', waters: 'fresh', area: 'Inland trout streams', speciesId,
      rule: 'catch-and-release', fishingTypes: null, startDate: start, endDate: end, recurs: 'once',
      summary: "Wisconsin's early inland trout season (first Saturday in January to the Friday before the first Saturday in May): artificial lures and flies only, every trout released at once; licence and inland trout stamp needed.",
      sourceUrl: WDNR_EARLY_TROUT, reviewBy: '2027-10-01',
    }),
  ),
  ...(
    [
      ['2025', '2025-10-16', '2026-01-02'],
      ['2026', '2026-10-16', '2027-01-01'],
      ['2027', '2027-10-16', '2027-12-31'],
    ] as const
  ).map(([year, start, end]) =>
    seed({
      id: `wi-${speciesId}-${year}-fall-closure`, state: 'WI', jurisdiction: 'state', waters: 'fresh', area: 'Inland trout streams', speciesId,
      rule: 'closed', fishingTypes: null, startDate: start, endDate: end, recurs: 'once',
      summary: "Wisconsin's inland trout streams, springs and spring ponds close to trout fishing after Oct 15 until the early catch-and-release season opens the first Saturday in January (most inland lakes stay open).",
      sourceUrl: WDNR_TROUT_CLOSE, reviewBy: '2027-10-01',
    }),
  ),
]);

const specialTroutWaters = [
  ...(['brook-trout', 'brown-trout', 'rainbow-trout'] as const).map((speciesId) =>
    seed({
      id: `mi-au-sable-holy-water-${speciesId}`, state: 'MI', jurisdiction: 'state', waters: 'fresh', area: 'Au Sable Holy Water', speciesId,
      rule: 'catch-and-release', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: "Au Sable Holy Water (Burton's Landing to Wakeley Bridge): flies only, catch and release, open all year.",
      sourceUrl: MI_DNR, reviewBy: '2027-09-01',
    }),
  ),
  ...(['WY', 'MT'] as const).map((state) =>
    seed({
      id: `${state.toLowerCase()}-yellowstone-np-cutthroat`, state, jurisdiction: 'state', waters: 'fresh', area: 'Yellowstone National Park', speciesId: 'cutthroat-trout',
      rule: 'catch-and-release', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'Yellowstone National Park: cutthroat trout and the other native fish must be released unharmed; a park fishing permit is needed.',
      sourceUrl: NPS_YELLOWSTONE, reviewBy: '2027-05-01',
    }),
  ),
  seed({
    id: 'wy-yellowstone-lake-lake-trout', state: 'WY', jurisdiction: 'state', waters: 'fresh', area: 'Yellowstone Lake', speciesId: 'lake-trout',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Yellowstone Lake: every lake trout caught must be killed, not released (they prey on the native cutthroat); a park fishing permit is needed.',
    sourceUrl: NPS_YELLOWSTONE, reviewBy: '2027-05-01',
  }),
];

/**
 * New Hampshire: landlocked salmon may never be taken through the ice, and the salmon lakes take
 * only ice fishing from January 1 to March 31 (NHFG release, read as republished).
 */
const nhSalmonIce = seed({
  id: 'nh-landlocked-salmon-through-ice', state: 'NH', jurisdiction: 'state', waters: 'fresh', area: 'Lakes and ponds', speciesId: 'atlantic-salmon',
  rule: 'closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-03-31',
  summary: 'New Hampshire lakes: landlocked salmon may never be taken through the ice; the salmon and lake trout lakes are ice fishing only Jan 1 - Mar 31 and open to open water from April 1 (NHFG release, as republished).',
  sourceUrl: 'https://www.einpresswire.com/article/797327166/open-water-landlocked-salmon-season-starts-tuesday-april-1', reviewBy: '2027-12-01',
});

// Science pass 7 (review6 salt.md RC-3, fresh.md RC-D2): rows each read in 2026 from the page cited.
const TX_FLOUNDER = 'https://fishgame.com/2025/10/flounder-closures-coming-up/';
const LA_FLOUNDER =
  'https://www.houmatimes.com/lifestyles/outdoors/reminder-flounder-season-set-to-close-october-15-for-commercial-and-recreational-sectors/';
const FWC_FLOUNDER =
  'https://www.einpresswire.com/article/552712423/flounder-recreational-harvest-season-closes-oct-15';
const AL_FLOUNDER = 'https://www.al.com/news/2020/10/flounder-season-closed-during-november.html';
const NC_FLOUNDER_2025 =
  'https://www.einpresswire.com/article/831150175/2025-recreational-flounder-season-will-open-sept-1-14';
const FWC_SNAPPER_FALL_2025 =
  'https://www.wftv.com/news/local/gulf-private-recreational-red-snapper-season-begins-monday/7SB5RIHMQZBFHANQJT45KDOFYY/';
const AL_SNAPPER_2025 =
  'https://alabamanewscenter.com/2025/03/17/conservation-advisory-board-expands-alabamas-red-snapper-season-to-boost-fishing-opportunities/';
const TPWD_SNAPPER =
  'https://www.caller.com/story/sports/outdoors/2023/05/10/federal-red-snapper-season-to-begin-june-1/70201452007/';
const CDFW_COHO =
  'https://www.einpresswire.com/article/541774278/shorter-2021-recreational-ocean-salmon-seasons-opening-in-june';
const FWC_BONEFISH = 'https://myfwc.com/news/news-releases/2011/april/06/bonefish/';
const CDFW_WHITE_STURGEON =
  'https://wildlife.ca.gov/News/Archive/fish-and-game-commission-approves-catch-and-release-sport-fishing-for-white-sturgeon-currently-closed-season-expected-to-reopen-oct-1';
const WDFW_MA9 =
  'https://www.tedssportscenter.com/blogs/pacific-northwest-fishing-reports/marine-area-9-admiralty-inlet-reopens-for-chinook-retention';
const WDFW_MA10_2023 =
  'https://wdfw.wa.gov/newsroom/news-release/marine-area-10-seattlebremerton-area-reopen-chinook-retention-aug-18-20';
const ADFG_CHENA = 'https://www.newsminer.com/features/outdoors/adf-g-monitoring-arctic-grayling-in-chena-badger-slough/article_caf2f246-dd1f-11ec-82d0-6b208e9974e2.html';
const HENRYS_FORK_OPENER = 'https://www.henrysforkanglers.com/fishing-info/blog/opening-day-2016';
const VDWR_SML_STRIPERS =
  'https://www.wnct.com/news/southeast-region/head-for-the-hills-where-to-catch-a-virginia-trophy-now/';
const MN_VERMILION_2017 =
  'https://www.duluthnewstribune.com/outdoors/4191806-new-walleye-regulations-take-effect-lake-vermilion';

const WDFW_YAKIMA_2008 =
  'https://wdfw.wa.gov/fishing/regulations/emergency-rules/yakima-river-spring-chinook-season-extended-2008-05';

/** Fall flounder closures on the Gulf and South Atlantic coasts (the spawning run out of the bays). */
const flounder = [
  seed({
    id: 'tx-southern-flounder-fall', state: 'TX', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'southern-flounder',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-11-01', endDate: '2026-12-14',
    summary: 'Texas flounder may not be kept Nov 1 - Dec 14, by any method, gigging included (TPWD, as reported by Texas Fish & Game, Oct 2025); catch and release only. After Dec 14: 5 a day, 15 in minimum.',
    sourceUrl: TX_FLOUNDER, reviewBy: '2027-10-01',
  }),
  seed({
    id: 'la-southern-flounder-fall', state: 'LA', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'southern-flounder',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-10-15', endDate: '2026-11-30',
    summary: 'Louisiana southern flounder may not be kept Oct 15 - Nov 30 each year, all sectors and gear (LDWF release as republished, 2023); release any you catch.',
    sourceUrl: LA_FLOUNDER, reviewBy: '2027-10-01',
  }),
  ...alsoFederal(
    (['southern-flounder', 'summer-flounder'] as const).map((speciesId) =>
      seed({
        id: `fl-${speciesId}-fall`, state: 'FL', jurisdiction: 'state', waters: 'salt', area: null, speciesId,
        rule: 'harvest-closed', fishingTypes: null, startDate: '2026-10-15', endDate: '2026-11-30',
        summary: 'Florida flounder may not be kept Oct 15 - Nov 30 in state and federal waters; harvest reopens Dec 1 (FWC release, as republished). Otherwise 5 a day, 14 in minimum.',
        sourceUrl: FWC_FLOUNDER, reviewBy: '2027-10-01',
      }),
    ),
  ),
  seed({
    id: 'al-southern-flounder-november', state: 'AL', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'southern-flounder',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-11-01', endDate: '2026-11-30',
    summary: 'Alabama flounder may not be kept in November, the spawning migration out of Mobile Bay and the Sound (ADCNR rule since 2019, as reported 2020); harvest resumes Dec 1: 5 a day, 14 in minimum.',
    sourceUrl: AL_FLOUNDER, reviewBy: '2027-10-01',
  }),
  ...(['southern-flounder', 'summer-flounder'] as const).flatMap((speciesId) =>
    (
      [
        ['before', '2026-01-01', '2026-08-31'],
        ['after', '2026-09-15', '2026-12-31'],
      ] as const
    ).map(([when, start, end]) =>
      seed({
        id: `nc-${speciesId}-${when}-season`, state: 'NC', jurisdiction: 'state', waters: 'salt', area: null, speciesId,
        rule: 'harvest-closed', fishingTypes: null, startDate: start, endDate: end,
        summary: 'North Carolina flounder may be kept only in the short recreational season DMF sets each year for coastal and joint waters (2025: Sept 1-14, 1 fish, 15 in; none in 2024). Release them outside it.',
        sourceUrl: NC_FLOUNDER_2025, reviewBy: '2027-07-01',
      }),
    ),
  ),
];

/** Gulf red snapper outside the seasons the states set (private anglers, state and adjacent federal waters). */
const redSnapperGulfGaps = [
  ...alsoFederal([
    seed({
      id: 'fl-red-snapper-gulf-late-may', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Gulf excluding Monroe County', speciesId: 'red-snapper',
      rule: 'harvest-closed', fishingTypes: null, startDate: '2026-05-27', endDate: '2026-05-31',
      summary: 'Gulf red snapper (private boats) may not be kept between the Memorial Day weekend and June 1 (2025 season; FWC sets the dates each year).',
      sourceUrl: FWC_SNAPPER, reviewBy: '2027-05-01',
    }),
    seed({
      id: 'fl-red-snapper-gulf-august', state: 'FL', jurisdiction: 'state', waters: 'salt', area: 'Gulf excluding Monroe County', speciesId: 'red-snapper',
      rule: 'harvest-closed', fishingTypes: null, startDate: '2026-08-01', endDate: '2026-08-31',
      summary: 'Gulf red snapper (private boats) may not be kept in August, after the summer season (June 1 - July 31 in 2025) and before the fall dates FWC sets (2025: Sept 1-14, then weekends to Dec 28).',
      sourceUrl: FWC_SNAPPER_FALL_2025, reviewBy: '2027-05-01',
    }),
  ]),
  ...(['state', 'federal'] as const).map((jurisdiction) =>
    seed({
      id: `al-red-snapper-before-season${jurisdiction === 'federal' ? '-federal' : ''}`, state: 'AL', jurisdiction, waters: 'salt', area: null, speciesId: 'red-snapper',
      rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-05-21',
      summary: 'Alabama red snapper (private and state-licensed charter boats, state and federal waters) may be kept only from the Friday before Memorial Day until the quota is met (2025: daily May 23 - June 30, then Friday-Monday weekends); ADCNR sets the season each year.',
      sourceUrl: AL_SNAPPER_2025, reviewBy: '2027-03-01',
    }),
  ),
  seed({
    id: 'tx-red-snapper-federal-before-june', state: 'TX', jurisdiction: 'federal', waters: 'salt', area: null, speciesId: 'red-snapper',
    rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-05-31',
    summary: 'Federal waters off Texas (beyond 9 nautical miles): private anglers may keep red snapper only from June 1 until TPWD closes the season when its quota is met (2 a day, 16 in). Texas state waters are open all year (4 a day, 15 in).',
    sourceUrl: TPWD_SNAPPER, reviewBy: '2027-05-01',
  }),
];

const releaseOnly = [
  ...alsoFederal([
    seed({
      id: 'ca-coho-ocean-no-retention', state: 'CA', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'coho-salmon',
      rule: 'harvest-closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'Coho (silver) salmon may not be kept in any ocean fishery off California (CDFW, 2021); release every coho in the water.',
      sourceUrl: CDFW_COHO, reviewBy: '2027-05-01',
    }),
    seed({
      // A standing release rule like the tarpon's (science pass 14, review 12 r03): the fishery is
      // a release fishery all year, so it is not ranked behind open fish as a closure would be.
      id: 'fl-bonefish-release', state: 'FL', jurisdiction: 'state', waters: 'salt', area: null, speciesId: 'bonefish',
      rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'Bonefish are catch and release only in Florida (FWC rule since 2011); a fish may be held briefly where caught to photograph or measure a possible record, then released.',
      sourceUrl: FWC_BONEFISH, reviewBy: '2027-06-01',
    }),
  ]),
  // Review 14 r04: white sturgeon are a CESA candidate (Fish and Game Commission, June 2024) and
  // open only for catch and release since Oct 1, 2024 (CDFW news release, Aug 2024; the
  // Commission's emergency rule, 14 CCR 5.78 and 27.93, extended Jan 2025). Salt and fresh water,
  // statewide. `release-rules`, like Florida's bonefish and tarpon: a release fishery all year, not
  // ranked behind open fish in the estuary where it is the winter's main fishery.
  ...(['salt', 'fresh'] as const).map((waters) =>
    seed({
      id: `ca-white-sturgeon-release-${waters}`, state: 'CA', jurisdiction: 'state', waters, area: null, speciesId: 'white-sturgeon',
      rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
      summary: 'White sturgeon are catch and release only in California while the species is a candidate for listing under the California Endangered Species Act (Fish and Game Commission, since Oct 1, 2024): none may be kept, and a Sturgeon Fishing Report Card is required. Check CDFW for the current rule.',
      sourceUrl: CDFW_WHITE_STURGEON, reviewBy: '2027-01-01',
    }),
  ),
  seed({
    id: 'wa-ma9-coho-wild-release', state: 'WA', jurisdiction: 'state', waters: 'salt', area: 'Marine Area 9', speciesId: 'coho-salmon',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Marine Area 9 (Admiralty Inlet): release wild (unclipped) coho, wild chinook and chum; only fin-clipped fish may be kept, in seasons WDFW sets each spring and changes in season (2019 rule change).',
    sourceUrl: WDFW_MA9, reviewBy: '2027-05-01',
  }),
  seed({
    id: 'wa-ma10-coho-in-season', state: 'WA', jurisdiction: 'state', waters: 'salt', area: 'Marine Area 10', speciesId: 'coho-salmon',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-04-01', endDate: '2026-12-31',
    summary: 'Marine Area 10 (Seattle-Bremerton): coho seasons and limits are set each spring and cut in season (2023: no more than 1 coho a day, chinook and chum released outside short openings). Check the emergency rules first.',
    sourceUrl: WDFW_MA10_2023, reviewBy: '2027-05-01',
  }),
];

/** Fresh waters with their own rules (review6 fresh RC-D2). */
const freshSpecialWaters = [
  seed({
    id: 'ak-chena-grayling-release', state: 'AK', jurisdiction: 'state', waters: 'fresh', area: 'Chena River', speciesId: 'arctic-grayling',
    rule: 'catch-and-release', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Arctic grayling are catch and release only in the Chena River and its tributaries, Badger Slough included (since 1991; ADF&G, as reported 2022), with one unbaited single-hook artificial lure.',
    sourceUrl: ADFG_CHENA, reviewBy: '2027-05-01',
  }),
  ...(['rainbow-trout', 'cutthroat-trout', 'brown-trout'] as const).map((speciesId) =>
    seed({
      id: `id-harriman-${speciesId}-before-opener`, state: 'ID', jurisdiction: 'state', waters: 'fresh', area: 'Henrys Fork in Harriman State Park', speciesId,
      rule: 'closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-06-14',
      summary: 'The Henrys Fork through Harriman State Park (the Railroad Ranch) opens to fishing on June 15 and is closed before it; it is fly fishing only (Henry\'s Fork Anglers, 2016: check IDFG for the limits and the fall closing date).',
      sourceUrl: HENRYS_FORK_OPENER, reviewBy: '2027-05-01',
    }),
  ),
  seed({
    id: 'va-smith-mountain-striper-slot', state: 'VA', jurisdiction: 'state', waters: 'fresh', area: 'Smith Mountain Lake', speciesId: 'striped-bass',
    rule: 'release-rules', fishingTypes: null, startDate: '2025-11-01', endDate: '2026-05-31',
    summary: 'Smith Mountain Lake, Nov 1 - May 31: striped bass 30-40 in must be released (2 a day; no length limit June - October), as reported from the DWR rule; the protected slot has changed before (26-36 in from 2012), so check DWR.',
    sourceUrl: VDWR_SML_STRIPERS, reviewBy: '2027-03-01',
  }),
  seed({
    id: 'mn-vermilion-walleye-slot', state: 'MN', jurisdiction: 'state', waters: 'fresh', area: 'Lake Vermilion', speciesId: 'walleye',
    rule: 'release-rules', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'Lake Vermilion: release every walleye 20-26 in; 4 a day, only one over 26 in (MN DNR special regulation from March 2017, as reported). The slot has changed several times: check the DNR.',
    sourceUrl: MN_VERMILION_2017, reviewBy: '2027-03-01',
  }),
  // Science pass 18 (review 13 r05): the Pyramid Lake Paiute Tribe's Lahontan cutthroat season
  // runs October 1 - June 30 (Pyramid Lake Anglers' page of the tribe's rules, read 2026; the
  // tribe's 2019 season release). The tribe's permit, not the state's licence, applies there.
  seed({
    id: 'nv-pyramid-lake-cutthroat-summer', state: 'NV', jurisdiction: 'state', waters: 'fresh', area: 'Pyramid Lake Paiute Reservation', speciesId: 'cutthroat-trout',
    rule: 'closed', fishingTypes: null, startDate: '2026-07-01', endDate: '2026-09-30',
    summary: "Pyramid Lake's Lahontan cutthroat season is closed July 1 - September 30 (Pyramid Lake Paiute Tribe rules); it reopens October 1.",
    sourceUrl: 'https://www.pyramidlakeanglers.com/regulations', reviewBy: '2027-09-01',
  }),
];


/**
 * ESA-listed Middle Columbia steelhead (review7 RC-6): the Yakima is closed to steelhead fishing.
 * WDFW opens hatchery salmon seasons on it by emergency rule, each repeating that steelhead stay
 * closed; the Middle Columbia tributaries with hatchery steelhead seasons (Klickitat, Walla Walla,
 * Touchet) are not closed and have no row.
 */
const middleColumbiaSteelhead = [
  seed({
    id: 'wa-yakima-steelhead-closed', state: 'WA', jurisdiction: 'state', waters: 'fresh', area: 'Yakima River', speciesId: 'steelhead',
    rule: 'closed', fishingTypes: null, startDate: '2026-01-01', endDate: '2026-12-31',
    summary: 'The Yakima River is closed to steelhead fishing (wild Middle Columbia steelhead, ESA-listed): release any steelhead at once, unharmed and in the water (WDFW emergency rules for the Yakima salmon seasons, 2008 on). Trout and salmon rules differ by reach.',
    sourceUrl: WDFW_YAKIMA_2008, reviewBy: '2027-05-01',
  }),
];

export const CLOSURE_SEED: ClosureRow[] = [
  ...snook,
  ...redSnapper,
  ...gag,
  ...stripedBass,
  ...groundfishRow('lingcod', 'lingcod'),
  ...groundfishRow('rockfish', 'rockfish'),
  ...salmon,
  ...redDrum,
  ...billfish,
  ...michiganBass,
  ...newYorkBass,
  ...southernNewEngland,
  ...florida,
  ...susquehannaFlats,
  ...alaskaKings,
  ...pacificSalmonNotes,
  ...wisconsinTrout,
  ...specialTroutWaters,
  nhSalmonIce,
  ...flounder,
  ...redSnapperGulfGaps,
  ...releaseOnly,
  ...freshSpecialWaters,
  ...middleColumbiaSteelhead,
]; // prettier-ignore
