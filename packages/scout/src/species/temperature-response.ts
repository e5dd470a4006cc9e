import type { SpeciesGroup, SpeciesRecord } from './types.ts';

/**
 * How actively a species feeds across the whole range of water temperatures it meets, cold
 * season and under ice included. Not the growth optimum (the `preferredTempF` ranges are where
 * fish grow best in summer): a walleye under first ice at 38 °F feeds well, a snook at 55 °F
 * barely survives. Values are typical angling and fisheries knowledge unless cited; reports say
 * so.
 *
 * Activity (0-1): `coldActivity` at `floorF` (33 °F unless given) and below, rising in a straight
 * line to full activity at `activeMinF`, full up to `activeMaxF`, then falling to zero at `stressF`.
 */
export interface TemperatureResponse {
  /** At and below this the activity is `coldActivity`: 33 °F, or higher for warm-water fish */
  floorF: number;
  activeMinF: number;
  activeMaxF: number;
  stressF: number;
  /** Activity in near-freezing water (33 °F), e.g. under ice */
  coldActivity: number;
  /** One line on cold-water behaviour a reader can use */
  coldNote: string;
  /**
   * The water (°F) below which the cold note holds, when the note names one ("eat little below
   * about 50 °F"); otherwise the note holds below `activeMinF`
   */
  coldNoteBelowF?: number;
  status: 'sourced' | 'typical';
  citations: string[];
}

const T = (
  activeMinF: number,
  activeMaxF: number,
  stressF: number,
  coldActivity: number,
  coldNote: string,
  citations: string[] = [],
  floorF = 33,
  coldNoteBelowF?: number,
): TemperatureResponse => ({
  floorF,
  activeMinF,
  activeMaxF,
  stressF,
  coldActivity,
  coldNote,
  ...(coldNoteBelowF !== undefined ? { coldNoteBelowF } : {}),
  status: citations.length ? 'sourced' : 'typical',
  citations,
});

/** Per species (by id); a species not listed takes its group's entry. */
export const TEMPERATURE_RESPONSE: Record<string, TemperatureResponse> = {
  walleye: T(
    40,
    75,
    84,
    0.75,
    'walleye keep feeding in cold water; first ice and late ice are among the best bites of the year, mostly at dawn and dusk',
  ),
  sauger: T(40, 72, 82, 0.7, 'sauger feed through the winter, especially below dams'),
  'yellow-perch': T(
    38,
    75,
    84,
    0.8,
    'yellow perch feed all winter in daylight and are a mainstay of ice fishing',
  ),
  'northern-pike': T(
    38,
    70,
    82,
    0.8,
    'pike stay active under ice and take tip-up baits through the day',
  ),
  muskellunge: T(
    50,
    78,
    86,
    0.3,
    'muskies slow down in cold water and are rarely caught through ice',
  ),
  'black-crappie': T(
    45,
    78,
    88,
    0.6,
    'crappies school in deep basins in winter and bite small jigs, often at dusk',
  ),
  'white-crappie': T(48, 80, 90, 0.5, 'white crappies school deep and bite slowly in cold water'),
  bluegill: T(50, 82, 92, 0.55, 'bluegills feed lightly all winter and bite tiny jigs through ice'),
  'redear-sunfish': T(58, 82, 92, 0.25, 'redears feed little in cold water', [], 40),
  'largemouth-bass': T(
    60,
    82,
    92,
    0.15,
    'largemouth bass slow down as the water cools and eat little below about 50 °F, when slow baits near deep cover in the warmest hours work best',
    [],
    40,
    50,
  ),
  'smallmouth-bass': T(
    55,
    78,
    88,
    0.15,
    'smallmouth feed little in cold water and hold deep near rock',
  ),
  'spotted-bass': T(55, 82, 92, 0.2, 'spotted bass stay deeper than other bass in winter'),
  'channel-catfish': T(
    60,
    85,
    94,
    0.2,
    'channel catfish feed little in cold water; slow dead bait on deep holes',
    [],
    40,
  ),
  'blue-catfish': T(
    50,
    85,
    94,
    0.45,
    'blue catfish keep feeding in winter on cut bait near deep channels',
  ),
  'flathead-catfish': T(65, 88, 95, 0.05, 'flatheads barely feed in cold water', [], 45),
  'striped-bass': T(
    50,
    72,
    82,
    0.4,
    'stripers chase bait in cool water and slow down below about 45 °F',
    [],
    33,
    45,
  ),
  'white-bass': T(52, 78, 88, 0.3, 'white bass school deep and bite slowly in cold water'),
  'common-carp': T(58, 84, 94, 0.15, 'carp feed little in cold water', [], 40),
  'rainbow-trout': T(
    45,
    65,
    74,
    0.3,
    'trout feed slowly in near-freezing water: small baits drifted low and slow, best in the warmest hours',
  ),
  'brown-trout': T(44, 66, 75, 0.3, 'brown trout feed slowly in near-freezing water'),
  'brook-trout': T(
    42,
    62,
    70,
    0.4,
    'brook trout stay catchable in cold water and through ice where it is legal',
  ),
  'cutthroat-trout': T(44, 64, 72, 0.3, 'cutthroat feed slowly in near-freezing water'),
  'lake-trout': T(
    36,
    55,
    64,
    0.9,
    'lake trout are cold-water fish and feed hard under ice, often suspended over deep basins',
  ),
  'chinook-salmon': T(44, 60, 68, 0.25, 'salmon in fresh water in winter are few and slow'),
  'coho-salmon': T(44, 60, 68, 0.25, 'salmon in fresh water in winter are few and slow'),
  'red-drum': T(
    60,
    85,
    92,
    0.1,
    'redfish go deep and slow in cold water and can be stunned below about 40 °F',
    [],
    45,
  ),
  'black-drum': T(55, 85, 92, 0.35, 'black drum feed on the bottom through the winter'),
  sheepshead: T(
    55,
    80,
    90,
    0.45,
    'sheepshead feed around structure in winter, when they gather to spawn',
  ),
  'spotted-seatrout': T(
    62,
    82,
    90,
    0.1,
    'seatrout move to deep holes and feed little in cold water',
    [],
    48,
  ),
  'common-snook': T(
    70,
    88,
    94,
    0,
    'snook are tropical and are stressed or killed below about 60 °F',
    [],
    60,
  ),
  tarpon: T(74, 90, 96, 0, 'tarpon leave or go deep when the water cools below the 70s', [], 64),
  bonefish: T(72, 88, 94, 0, 'bonefish leave cold flats', [], 64),
  tautog: T(48, 70, 80, 0.3, 'tautog feed around rock until the water drops into the low 40s'),
  'black-sea-bass': T(50, 72, 80, 0.3, 'sea bass move offshore to deeper water in winter'),
  'summer-flounder': T(56, 78, 86, 0.1, 'fluke move offshore in winter', [], 45),
  'southern-flounder': T(
    58,
    82,
    90,
    0.15,
    'southern flounder move to deeper water and the Gulf in winter',
    [],
    48,
  ),
  weakfish: T(58, 78, 86, 0.1, 'weakfish leave cold bays in winter', [], 48),
  bluefish: T(60, 78, 86, 0.1, 'bluefish leave cold water', [], 50),
  'spanish-mackerel': T(70, 86, 92, 0, 'Spanish mackerel leave water below about 68 °F', [], 64),
  'king-mackerel': T(70, 86, 92, 0, 'kingfish leave water below about 68 °F', [], 64),
  cobia: T(70, 86, 92, 0, 'cobia leave cold water', [], 62),
  'mahi-mahi': T(74, 86, 92, 0, 'mahi stay in warm blue water', [], 68),
  'red-snapper': T(58, 84, 90, 0.3, 'red snapper feed on deep structure all year'),
  // Ocean fish of the cold coast: the summer surface (high 50s, low 60s) is normal water for them.
  lingcod: T(42, 60, 68, 0.7, 'lingcod are a cold-water fish and move shallow to spawn in winter'),
  'kelp-bass': T(60, 74, 82, 0.2, 'kelp bass slow down in cold water', [], 50),
  'california-halibut': T(56, 72, 80, 0.3, 'halibut feed less in cold water'),
  // Species added by issue 27 (typical values, like most above).
  sailfish: T(
    70,
    84,
    90,
    0.1,
    'sailfish follow the warmest water on the current edge in cold snaps',
    [],
    64,
  ),
  'blackfin-tuna': T(70, 84, 90, 0.1, 'blackfin tuna follow the warm current edge', [], 64),
  wahoo: T(70, 84, 90, 0.1, 'wahoo follow the warm current edge', [], 64),
  'giant-trevally': T(72, 86, 92, 0.1, "ulua feed all year in Hawaii's warm water", [], 64),
  permit: T(70, 88, 94, 0, 'permit leave cold flats for deeper water', [], 62),
  'florida-pompano': T(
    64,
    82,
    90,
    0.1,
    'pompano move south or offshore when the surf drops below the mid-60s',
    [],
    55,
  ),
  // They thin out rather than vanish between 64 and 60 °F: Rhode Island shore albies hang on into
  // mid-October and, some years, early November in water "around 58 degrees" (Ed Mitchell,
  // "November 'Albies'!", 2023): the leave-cold note from about 60 °F (judgement)
  'false-albacore': T(64, 80, 86, 0, 'false albacore leave cold water', [], 58, 60),
  'white-seabass': T(56, 70, 78, 0.3, 'white seabass move deeper in cold water'),
  yellowtail: T(62, 74, 82, 0.1, 'yellowtail leave cold water for the south', [], 56),
  'black-rockfish': T(42, 62, 70, 0.7, 'rockfish feed on the reefs all year in cold water'),
  'pacific-halibut': T(
    38,
    56,
    64,
    0.6,
    'Pacific halibut are a cold-water fish; in winter they move deep',
  ),
  'barred-surfperch': T(50, 66, 74, 0.5, 'surfperch feed in the surf through the winter'),
  steelhead: T(38, 58, 68, 0.4, 'winter steelhead bite slowly but steadily in cold rivers'),
  'sockeye-salmon': T(44, 58, 66, 0.2, 'sockeye in rivers are running fish that seldom strike'),
  blackmouth: T(44, 56, 62, 0.7, 'resident chinook feed through the winter in cold salt water'),
  'american-shad': T(50, 68, 76, 0.2, 'shad run as the rivers warm into the 50s'),
  // Species added by review 5 (typical values).
  kokanee: T(
    42,
    60,
    66,
    0.5,
    'kokanee keep feeding in cold water and are jigged through the ice in several western states',
  ),
  'atlantic-salmon': T(
    40,
    62,
    70,
    0.6,
    'landlocked salmon feed near the surface in cold water, after ice-out and under the ice on smelt',
  ),
  'arctic-grayling': T(40, 60, 68, 0.3, 'grayling winter in deep spring-fed pools and feed little'),
  'pink-salmon': T(
    45,
    62,
    68,
    0.3,
    'pink salmon are summer fish; few are near shore in cold water',
  ),
  'white-perch': T(
    50,
    80,
    88,
    0.35,
    'white perch school in deep channels and basins and bite slowly',
  ),
  'chain-pickerel': T(
    40,
    75,
    86,
    0.7,
    'pickerel stay active in cold water and are a common catch through the ice',
  ),
  'hickory-shad': T(52, 68, 76, 0.2, 'hickory shad run when the rivers warm past the low 50s'),
  'lake-sturgeon': T(45, 72, 80, 0.3, 'sturgeon feed slowly in cold water'),
  // Review 14 r04: white sturgeon took the catfish group's entry (channel catfish's range and
  // words). Typical values, an estimate: the estuary fishery is at its best in the cold months,
  // December's 50 °F water included ("now is about the best time of the year to catch white
  // sturgeon", Marin IJ, December; "Every New Year between January and May ... moves into San
  // Pablo Bay ... to feed", Stockton Record, 2014), so cold water slows them little.
  'white-sturgeon': T(
    48,
    66,
    76,
    0.5,
    'white sturgeon keep feeding through the winter; big tides and muddy water after rain matter more than the thermometer',
  ),
  'pacific-bluefin-tuna': T(
    58,
    70,
    76,
    0.1,
    'bluefin follow the warmer offshore water south in winter',
    [],
    54,
  ),
  'yellowfin-tuna': T(66, 84, 90, 0, 'yellowfin leave water cooler than the mid 60s', [], 60),
  albacore: T(57, 66, 72, 0, 'albacore stay offshore in blue water above about 58 °F', [], 54),
  'blue-marlin': T(74, 86, 92, 0, 'blue marlin stay in the warmest blue water', [], 68),
  'atlantic-bonito': T(60, 76, 84, 0, 'bonito leave cold water', [], 56),
  scup: T(50, 75, 82, 0.2, 'scup leave the bays for offshore water in late fall', [], 45),
  'gag-grouper': T(
    58,
    82,
    90,
    0.3,
    'gag move to deeper ledges in cold snaps and come shallow as the water cools in fall',
  ),
};

/** Group defaults for species added later without their own entry. */
const GROUP_DEFAULT: Record<SpeciesGroup, TemperatureResponse> = {
  'black-bass': TEMPERATURE_RESPONSE['largemouth-bass']!,
  sunfish: TEMPERATURE_RESPONSE['bluegill']!,
  'temperate-bass': TEMPERATURE_RESPONSE['white-bass']!,
  percid: TEMPERATURE_RESPONSE['walleye']!,
  esocid: TEMPERATURE_RESPONSE['northern-pike']!,
  catfish: TEMPERATURE_RESPONSE['channel-catfish']!,
  trout: TEMPERATURE_RESPONSE['rainbow-trout']!,
  salmon: TEMPERATURE_RESPONSE['chinook-salmon']!,
  inshore: TEMPERATURE_RESPONSE['red-drum']!,
  flatfish: TEMPERATURE_RESPONSE['summer-flounder']!,
  reef: TEMPERATURE_RESPONSE['red-snapper']!,
  flats: TEMPERATURE_RESPONSE['bonefish']!,
  'coastal-pelagic': TEMPERATURE_RESPONSE['bluefish']!,
  'offshore-pelagic': TEMPERATURE_RESPONSE['mahi-mahi']!,
};

/**
 * What a group's fish do in cold water, in words that name no one fish: a species without its own
 * entry borrows its group's numbers, but not the words of the fish they came from (review 14 r04:
 * white sturgeon printed "channel catfish feed little in cold water"; haddock and cod printed red
 * snapper's line, surfperch and corbina the redfish's).
 */
const GROUP_COLD_NOTE: Record<SpeciesGroup, string> = {
  'black-bass':
    'black bass slow down as the water cools and eat little below about 50 °F, when slow baits near deep cover in the warmest hours work best',
  sunfish: 'sunfish feed little in cold water',
  'temperate-bass': 'these fish school deep and feed less in cold water',
  percid: 'these fish keep feeding in cold water, mostly at dawn and dusk',
  esocid: 'these fish stay active in cold water',
  catfish: 'these fish feed little in cold water; slow bait on the bottom of deep holes',
  trout: 'trout feed slowly in cold water, in the slower, deeper water',
  salmon: 'these fish feed less in cold water',
  inshore: 'inshore fish go deeper and slower in cold water',
  flatfish: 'flatfish move to deeper water when it turns cold',
  reef: 'these fish feed on deep structure through the cold months',
  flats: 'flats fish leave cold flats',
  'coastal-pelagic': 'these fish leave cold water',
  'offshore-pelagic': 'these fish stay in warm blue water offshore',
};

export function temperatureResponseOf(
  species: Pick<SpeciesRecord, 'id' | 'group'>,
): TemperatureResponse {
  const own = TEMPERATURE_RESPONSE[species.id];
  if (own) return own;
  // Borrowed numbers are not this fish's sourced values: typical, with the group's words
  return {
    ...GROUP_DEFAULT[species.group],
    coldNote: GROUP_COLD_NOTE[species.group],
    status: 'typical',
    citations: [],
  };
}

/** Activity 0-1 at a water temperature, and whether it is the cold, full or warm part of the curve. */
export function temperatureActivity(
  species: Pick<SpeciesRecord, 'id' | 'group'>,
  waterTempF: number,
): { value: number; band: 'cold' | 'active' | 'warm'; response: TemperatureResponse } {
  const r = temperatureResponseOf(species);
  if (waterTempF < r.activeMinF) {
    const share = Math.max(0, Math.min(1, (waterTempF - r.floorF) / (r.activeMinF - r.floorF)));
    return { value: r.coldActivity + (1 - r.coldActivity) * share, band: 'cold', response: r };
  }
  if (waterTempF <= r.activeMaxF) return { value: 1, band: 'active', response: r };
  const share = Math.min(1, (waterTempF - r.activeMaxF) / Math.max(1, r.stressF - r.activeMaxF));
  return { value: Math.max(0, 1 - share), band: 'warm', response: r };
}

/**
 * Whether the species' own cold-water verdict says it leaves (or has left) water this cold: the
 * migratory fish whose note reads "leave cold water" (false albacore, bonito, bluefish, cobia,
 * the mackerels, the flats fish), below the note's threshold. Such a fish is not the one to plan
 * the day around when another fish is in its season there (review 9, r03: Misquamicut on 30
 * October was scored Poor on the albies' water penalty in the peak of the striper fall run).
 */
export function leavesColdWater(
  species: Pick<SpeciesRecord, 'id' | 'group'>,
  waterTempF: number | null,
): boolean {
  if (waterTempF === null) return false;
  const r = temperatureResponseOf(species);
  return leaveNote(r) && waterTempF < (r.coldNoteBelowF ?? r.activeMinF);
}

/** Whether a cold-water note says the fish leaves cold water (it moves off, not slows down). */
export const leaveNote = (r: TemperatureResponse) => /\bleave\b/.test(r.coldNote);
