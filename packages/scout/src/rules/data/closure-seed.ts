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
]; // prettier-ignore
