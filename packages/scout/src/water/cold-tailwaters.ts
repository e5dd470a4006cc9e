import { nearLine } from '../rules/areas.ts';
import type { WaterTemp } from './water-temperature.ts';

/**
 * Tailwaters below deep dams that release cold water from the bottom of the lake. The river runs
 * near the temperature of the lake's deep layer all year, far colder in summer and warmer in
 * winter than the air says, and the fishery is trout (stocked or wild), not warm-water fish.
 * Each entry carries the river's typical monthly water temperature with its source.
 *
 * Three come from measured USGS daily means, water years 2016-2020, averaged by month: the copy
 * in packages/scout/scripts/data/usgs-stream-temperature-monthly-2016-2020.csv (provenance in
 * climate/data/README.md; USGS NWIS, https://waterdata.usgs.gov/nwis, site pages read 2026).
 * Those three gauges are also in the fresh-water error measurement; the model card says so.
 */
export interface ColdTailwater {
  id: string;
  /** "the White River below Bull Shoals Dam": reads after "in" */
  name: string;
  state: string;
  dam: { lat: number; lon: number };
  /**
   * The river's course from the dam downstream to where the water stops being trout-cold, as
   * [lat, lon] vertices (coarse, good to a kilometre or so, read from maps). A spot belongs to the
   * tailwater when it lies within `corridorKm` of this line, so the lake above the dam, a spot
   * across that lake and a spot upstream of the dam do not (review 13 r02: a straight-line radius
   * put Lake Taneycomo, above Bull Shoals Lake, "below Bull Shoals Dam").
   */
  course: readonly (readonly [number, number])[];
  /** How far either side of the course line (km) a spot may lie: the valley, not the next lake */
  corridorKm: number;
  /** Typical water temperature per month, January first, °F */
  monthlyF: readonly number[];
  /** ± °F printed with it: the gauge's spread within a month, or wider where read from reports */
  errorF: number;
  source: string;
  /** When brown trout stage and spawn here: [[month, day], [month, day]] */
  brownPreSpawn: readonly [readonly [number, number], readonly [number, number]];
  brownSpawn: readonly [readonly [number, number], readonly [number, number]];
  brownSpawnSource: string;
  /**
   * The reach is a lake that a low dam downstream makes of the cold release (Lake Taneycomo,
   * behind Powersite Dam): a spot there read as a reservoir or lake is still on the tailwater.
   */
  lakeOnTheRelease?: true;
}

const SOUTHERN_COLD_RELEASE_SOURCE =
  'typical cold release of a deep southern dam: mean of USGS 02334430 (Buford Dam, GA), 02168504 (Saluda below Lake Murray, SC) and 07198000 (Illinois River below Tenkiller, OK), daily means 2016-2020; not a gauge on this river';
const SOUTHERN_COLD_RELEASE_FIELDS = {
  monthlyF: [50, 49, 50, 53, 56, 58, 59, 61, 61, 61, 59, 54],
  errorF: 7,
  brownPreSpawn: [
    [10, 1],
    [11, 15],
  ],
  brownSpawn: [
    [11, 16],
    [12, 31],
  ],
  brownSpawnSource:
    'brown trout spawn in fall, October to December (NJ Fish and Wildlife brown trout fact sheet)',
} as const;

/** The TVA tailwaters TWRA Region IV stocks with trout (dam positions: TVA, read from maps). */
const TWRA_REGION_IV: readonly Pick<
  ColdTailwater,
  'id' | 'name' | 'state' | 'dam' | 'course' | 'corridorKm'
>[] = [
  {
    id: 'clinch-norris',
    name: 'the Clinch River below Norris Dam',
    state: 'TN',
    dam: { lat: 36.224, lon: -84.092 },
    // Norris Dam down past the weir and Andersonville to Clinton (the Hwy 61 bridge).
    course: [[36.224, -84.092], [36.205, -84.085], [36.185, -84.1], [36.16, -84.11], [36.13, -84.12], [36.1, -84.135]], // prettier-ignore
    corridorKm: 2.5,
  },
  {
    id: 'south-holston',
    name: 'the South Holston River below South Holston Dam',
    state: 'TN',
    dam: { lat: 36.523, lon: -82.087 },
    // South Holston Dam down past Osceola Island to Bluff City and the head of Boone Lake.
    course: [[36.523, -82.087], [36.52, -82.11], [36.51, -82.14], [36.5, -82.18], [36.485, -82.22], [36.475, -82.26]], // prettier-ignore
    corridorKm: 2.5,
  },
  {
    id: 'watauga-wilbur',
    name: 'the Watauga River below Wilbur Dam',
    state: 'TN',
    dam: { lat: 36.34, lon: -82.125 },
    // Wilbur Dam down through Elizabethton and Sycamore Shoals to the head of Boone Lake.
    course: [[36.34, -82.125], [36.335, -82.15], [36.345, -82.19], [36.35, -82.22], [36.365, -82.26], [36.38, -82.29], [36.4, -82.32]], // prettier-ignore
    corridorKm: 2.5,
  },
];

const COLD_TAILWATERS: readonly ColdTailwater[] = [
  {
    id: 'white-bull-shoals',
    name: 'the White River below Bull Shoals Dam',
    state: 'AR',
    dam: { lat: 36.365, lon: -92.575 },
    // Bull Shoals Dam down past Cotter, the Buffalo's mouth, Norfork and Calico Rock to Guion.
    course: [[36.365, -92.575], [36.34, -92.565], [36.31, -92.545], [36.28, -92.535], [36.268, -92.53], [36.23, -92.5], [36.2, -92.47], [36.17, -92.43], [36.19, -92.38], [36.21, -92.3], [36.17, -92.22], [36.12, -92.14], [36.05, -92.12], [35.98, -92.11], [35.93, -92.0], [35.925, -91.945]], // prettier-ignore
    corridorKm: 3,
    // No USGS temperature series for this reach was reachable here. Guide and press reports of
    // the release: "tailwater temperatures are now down into the upper 40s" in January
    // (S. Branyan, flyflinger.com/wpblog/?p=824, 6 Jan 2018); generation draws "cold water,
    // about 50 degrees, from down deep" in the same system's Beaver Lake (NWA Democrat-Gazette,
    // getoutintheozarks.com, 2 Jun 2022); the river warms to the mid 50s by late summer and fall
    // as the lake's deep layer warms (judgement from the measured Buford and Flaming Gorge
    // curves below). Read 2026. Hence the wide ±.
    monthlyF: [48, 47, 47, 48, 49, 50, 52, 54, 56, 57, 55, 51],
    errorF: 5,
    source:
      'typical release temperature of the Bull Shoals tailwater, from guide and press reports (flyflinger.com 2018; NWA Democrat-Gazette 2022), not a gauge record',
    brownPreSpawn: [
      [9, 15],
      [10, 31],
    ],
    brownSpawn: [
      [11, 1],
      [1, 31],
    ],
    // The catch-and-release section below Bull Shoals Dam is closed to keeping brown trout from
    // November 1 to January 31 "to accommodate the brown trout spawn" (AGFC rule as reported by
    // guide John Berry, lroutdoors.com/Reports2.html, 2018; read 2026).
    brownSpawnSource:
      'AGFC protects the brown trout spawn below Bull Shoals Dam from November 1 to January 31 (as reported by Berry Brothers Guide Service, 2018)',
  },
  // Science pass 18 (review 13 r02 item 2): Lake Taneycomo is the White River below Table Rock
  // Dam, above Bull Shoals Lake, and its own cold tailwater. "Table Rock Dam changed Lake
  // Taneycomo into essentially a tailwater river. It flows 22 miles until it reaches Powersite
  // Dam" (News Tribune, 19 Feb 2017); "Cold water from 46-to-54 degrees is released" (Bill
  // Cooper, 2015); "Water temperature is holding at 48 degrees" (Duane Doty, Lilley's
  // Landing, lilleyslanding.com/blog). No USGS temperature series for the lake was reachable
  // here, so the months follow the reported 46-54 °F, coldest in late winter and warmest in fall
  // as Table Rock Lake's deep layer warms (the same White River system as Bull Shoals above);
  // read 2026. The lower lake near Powersite Dam runs warmer in summer when the dam does not
  // generate (Phil Lilley, ozarkanglers.com, 2006), hence the wide ±.
  {
    id: 'white-table-rock-taneycomo',
    name: 'Lake Taneycomo (the White River below Table Rock Dam)',
    state: 'MO',
    dam: { lat: 36.5958, lon: -93.3106 },
    // Table Rock Dam down the trophy area to Fall Creek, past Branson and Rockaway Beach to
    // Powersite Dam at Forsyth.
    course: [[36.5958, -93.3106], [36.6, -93.298], [36.606, -93.285], [36.612, -93.272], [36.617, -93.262], [36.63, -93.24], [36.643, -93.213], [36.66, -93.2], [36.68, -93.18], [36.697, -93.16], [36.685, -93.14], [36.657, -93.123]], // prettier-ignore
    corridorKm: 1.5,
    monthlyF: [48, 47, 47, 48, 49, 50, 51, 52, 53, 54, 53, 50],
    errorF: 5,
    source:
      "typical release temperature of Table Rock Dam into Lake Taneycomo, 46-54 °F, from guide and press reports (Bill Cooper 2015; Lilley's Landing), not a gauge record",
    brownPreSpawn: SOUTHERN_COLD_RELEASE_FIELDS.brownPreSpawn,
    brownSpawn: SOUTHERN_COLD_RELEASE_FIELDS.brownSpawn,
    brownSpawnSource: SOUTHERN_COLD_RELEASE_FIELDS.brownSpawnSource,
    lakeOnTheRelease: true,
  },
  {
    id: 'green-flaming-gorge',
    name: 'the Green River below Flaming Gorge Dam',
    state: 'UT',
    dam: { lat: 40.914, lon: -109.422 },
    // Flaming Gorge Dam down Red Canyon past Little Hole into Browns Park to the Colorado line.
    course: [[40.914, -109.422], [40.905, -109.39], [40.915, -109.35], [40.91, -109.31], [40.895, -109.27], [40.88, -109.22], [40.87, -109.17], [40.86, -109.1], [40.85, -109.05]], // prettier-ignore
    corridorKm: 2,
    // USGS 09234500 Green River near Greendale, UT (0.8 km below the dam), monthly means of the
    // daily mean, water years 2016-2020.
    monthlyF: [40, 39, 39, 41, 44, 49, 57, 58, 57, 53, 48, 43],
    errorF: 3,
    source: 'USGS 09234500 Green River near Greendale, UT, daily mean water temperature 2016-2020',
    brownPreSpawn: [
      [9, 15],
      [10, 15],
    ],
    brownSpawn: [
      [10, 16],
      [11, 30],
    ],
    brownSpawnSource:
      'brown trout spawn in fall, October to December (NJ Fish and Wildlife brown trout fact sheet); the Green River below Flaming Gorge is a wild brown trout water (common guide practice)',
  },
  {
    id: 'chattahoochee-buford',
    name: 'the Chattahoochee River below Buford Dam',
    state: 'GA',
    dam: { lat: 34.158, lon: -84.075 },
    // Buford Dam down past Settles, McGinnis Ferry, Jones and Holcomb bridges and Morgan Falls
    // to Paces Mill.
    course: [[34.158, -84.075], [34.15, -84.09], [34.12, -84.11], [34.1, -84.12], [34.06, -84.15], [34.03, -84.18], [34.0, -84.2], [33.995, -84.24], [33.98, -84.27], [33.98, -84.33], [33.97, -84.38], [33.93, -84.42], [33.9, -84.44], [33.87, -84.45]], // prettier-ignore
    corridorKm: 2,
    // USGS 02334430 Chattahoochee River at Buford Dam, near Buford, GA, monthly means 2016-2020.
    monthlyF: [50, 48, 49, 50, 51, 52, 52, 53, 54, 54, 55, 53],
    errorF: 3,
    source:
      'USGS 02334430 Chattahoochee River at Buford Dam, GA, daily mean water temperature 2016-2020',
    brownPreSpawn: [
      [10, 1],
      [11, 15],
    ],
    brownSpawn: [
      [11, 16],
      [12, 31],
    ],
    brownSpawnSource:
      'brown trout spawn in fall, October to December (NJ Fish and Wildlife brown trout fact sheet)',
  },
  {
    id: 'san-juan-navajo',
    name: 'the San Juan River below Navajo Dam',
    state: 'NM',
    dam: { lat: 36.806, lon: -107.612 },
    // Navajo Dam down past Texas Hole and Simon Canyon towards Archuleta and Blanco.
    course: [[36.806, -107.612], [36.808, -107.64], [36.8, -107.68], [36.79, -107.73], [36.77, -107.77]], // prettier-ignore
    corridorKm: 1.5,
    // USGS 09355500 San Juan River near Archuleta, NM (below Navajo Dam), monthly means 2016-2020.
    monthlyF: [42, 42, 43, 45, 47, 48, 49, 48, 47, 47, 44, 43],
    errorF: 3,
    source:
      'USGS 09355500 San Juan River near Archuleta, NM, daily mean water temperature 2016-2020',
    brownPreSpawn: [
      [9, 15],
      [10, 31],
    ],
    brownSpawn: [
      [11, 1],
      [12, 31],
    ],
    brownSpawnSource:
      'brown trout spawn in fall, October to December (NJ Fish and Wildlife brown trout fact sheet)',
  },
  ...TWRA_REGION_IV.map((t): ColdTailwater => ({
    ...SOUTHERN_COLD_RELEASE_FIELDS,
    ...t,
    // TWRA Region IV names these among the five TVA tailwaters it stocks with trout because
    // the dams release cold water (twra4streams.homestead.com/trouttailwater.html, read 2026);
    // no temperature record for them was reachable here, so the water is the southern
    // cold-release estimate below, with its wider error.
    source: `TWRA Region IV manages ${t.name} as a stocked trout tailwater; water: ${SOUTHERN_COLD_RELEASE_SOURCE}`,
  })),
];

/**
 * States whose agencies stock trout in the cold tailwaters below their deep TVA, USACE and
 * utility dams (TWRA Region IV: "TWRA manages trout fisheries in the tailwaters of five
 * hydropower dams operated by TVA ... Cold water released from the reservoirs ... extirpated fish
 * populations that formerly occurred downstream", twra4streams.homestead.com/trouttailwater.html,
 * read 2026; the measured Buford, Saluda and Tenkiller releases below; AGFC's White and Little
 * Red, Missouri's Taneycomo, Oklahoma's Lower Mountain Fork and Lower Illinois, Kentucky's
 * Cumberland below Wolf Creek and Virginia's Smith and Jackson are named as trout tailwaters in
 * the same sense: common guide practice, agency pages not read here).
 */
const COLD_TAILWATER_STATES: readonly string[] = [
  'TN',
  'KY',
  'AR',
  'MO',
  'OK',
  'GA',
  'SC',
  'NC',
  'VA',
  'AL',
];

/**
 * Tailwaters that are not cold: navigation locks and the big rivers whose low dams pass warm
 * surface water (the Tennessee River main-stem dams, the Mississippi, Ohio, Arkansas and Missouri
 * locks and dams): the rule below never applies to them.
 */
const WARM_TAILWATER_NAME =
  /\block\b|(?<!\blittle )\b(tennessee|ohio|mississippi|arkansas|missouri|red|alabama|tombigbee|coosa|black warrior) river\b/i;

/**
 * The typical release of a deep bottom-release dam in the South, for a tailwater the table does
 * not name: the mean by month of three measured southern cold tailwaters in the repo's USGS file
 * (02334430 Chattahoochee at Buford Dam, GA; 02168504 Saluda River below Lake Murray Dam, SC;
 * 07198000 Illinois River near Gore, OK, below Tenkiller Ferry Dam; water years 2016-2020).
 * Error: predicting each of the three from the other two, with the day-to-day spread within the
 * month, misses by 6.0 °F RMS; printed as ±7 because a dam that is not one of these three may
 * draw from a shallower intake or spill surface water in a flood.
 */
const SOUTHERN_COLD_RELEASE: Omit<ColdTailwater, 'dam'> = {
  ...SOUTHERN_COLD_RELEASE_FIELDS,
  id: 'southern-cold-release',
  name: 'this tailwater below a deep dam',
  state: '',
  course: [],
  corridorKm: 0,
  source: SOUTHERN_COLD_RELEASE_SOURCE,
};

/** Kinds a spot on a lake of the release (`lakeOnTheRelease`) may be read as. */
const LAKE_KINDS = new Set(['reservoir', 'natural-lake']);

export interface TailwaterContext {
  kind?: string | null;
  state?: string | null;
  placeName?: string | null;
}

/**
 * The cold tailwater at the spot: for a spot on a river or tailwater, a named one whose reach
 * holds it (on a lake of the release, a lake spot too), else, for a spot on the tailwater kind in
 * a trout-tailwater state that is not a lock or a warm main-stem river, the southern cold-release
 * estimate (wider error, said so in its method and source).
 */
export function coldTailwaterFor(
  lat: number,
  lon: number,
  ctx: TailwaterContext,
): ColdTailwater | null {
  const named = coldTailwaterAt(lat, lon);
  const onRiver = ctx.kind === 'tailwater' || ctx.kind === 'river';
  if (named && (onRiver || (named.lakeOnTheRelease && LAKE_KINDS.has(ctx.kind ?? ''))))
    return named;
  if (!onRiver) return null;
  if (
    ctx.kind === 'tailwater' &&
    ctx.state &&
    COLD_TAILWATER_STATES.includes(ctx.state) &&
    !WARM_TAILWATER_NAME.test(ctx.placeName ?? '')
  )
    return { ...SOUTHERN_COLD_RELEASE, state: ctx.state, dam: { lat, lon } };
  return null;
}

/**
 * Whether a spot lies on the dam's downstream side: not more than 0.3 km behind the dam along
 * the course's first leg (the lake above the dam lies behind it).
 */
function belowDam(t: ColdTailwater, lat: number, lon: number): boolean {
  const [[ay, ax] = [0, 0], [by, bx] = [0, 0]] = t.course;
  const k = Math.cos((lat * Math.PI) / 180);
  const dx = (bx - ax) * k;
  const dy = by - ay;
  const along = ((lon - ax) * k * dx + (lat - ay) * dy) / (Math.hypot(dx, dy) || 1);
  return along * 111.32 >= -0.3;
}

/**
 * The cold tailwater whose course holds the spot, or null: within the corridor of the river's
 * course below the dam, and not behind the dam. Where two corridors meet (none do now), the
 * first listed wins.
 */
function coldTailwaterAt(lat: number, lon: number): ColdTailwater | null {
  return (
    COLD_TAILWATERS.find(
      (t) => nearLine(t.course, lat, lon, t.corridorKm) && belowDam(t, lat, lon),
    ) ?? null
  );
}

/** The typical water temperature of a cold tailwater on a date (yyyy-MM-dd), interpolated by day. */
export function coldTailwaterWater(t: ColdTailwater, date: string): WaterTemp {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  // Each monthly mean stands at mid-month; interpolate towards the neighbouring month.
  const here = t.monthlyF[month - 1]!;
  const nextMonth = day >= 15 ? month % 12 : (month + 10) % 12;
  const other = t.monthlyF[nextMonth]!;
  const share = Math.abs(day - 15) / 30;
  const tempF = Math.round(here + (other - here) * share);
  return {
    tempF,
    kind: 'climatology',
    method: `typical release temperature for this date in ${t.name}: a deep dam releases cold water from the bottom of its lake all year`,
    errorF: t.errorF,
    source: t.source,
  };
}
