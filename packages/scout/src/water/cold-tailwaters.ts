import { distanceKm } from '../climate/normals.ts';
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
  /** How far below the dam (straight line, km) the water stays trout-cold */
  reachKm: number;
  /** Typical water temperature per month, January first, °F */
  monthlyF: readonly number[];
  /** ± °F printed with it: the gauge's spread within a month, or wider where read from reports */
  errorF: number;
  source: string;
  /** When brown trout stage and spawn here: [[month, day], [month, day]] */
  brownPreSpawn: readonly [readonly [number, number], readonly [number, number]];
  brownSpawn: readonly [readonly [number, number], readonly [number, number]];
  brownSpawnSource: string;
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
const TWRA_REGION_IV: readonly Pick<ColdTailwater, 'id' | 'name' | 'state' | 'dam' | 'reachKm'>[] =
  [
    {
      id: 'clinch-norris',
      name: 'the Clinch River below Norris Dam',
      state: 'TN',
      dam: { lat: 36.224, lon: -84.092 },
      reachKm: 20,
    },
    {
      id: 'south-holston',
      name: 'the South Holston River below South Holston Dam',
      state: 'TN',
      dam: { lat: 36.523, lon: -82.087 },
      reachKm: 20,
    },
    {
      id: 'watauga-wilbur',
      name: 'the Watauga River below Wilbur Dam',
      state: 'TN',
      dam: { lat: 36.34, lon: -82.125 },
      reachKm: 15,
    },
  ];

const COLD_TAILWATERS: readonly ColdTailwater[] = [
  {
    id: 'white-bull-shoals',
    name: 'the White River below Bull Shoals Dam',
    state: 'AR',
    dam: { lat: 36.365, lon: -92.575 },
    reachKm: 70,
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
  {
    id: 'green-flaming-gorge',
    name: 'the Green River below Flaming Gorge Dam',
    state: 'UT',
    dam: { lat: 40.914, lon: -109.422 },
    reachKm: 45,
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
    reachKm: 35,
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
    reachKm: 12,
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
  reachKm: 0,
  source: SOUTHERN_COLD_RELEASE_SOURCE,
};

export interface TailwaterContext {
  kind?: string | null;
  state?: string | null;
  placeName?: string | null;
}

/**
 * The cold tailwater at the spot: a named one whose reach holds it, else, for a spot on the
 * tailwater kind in a trout-tailwater state that is not a lock or a warm main-stem river, the
 * southern cold-release estimate (wider error, said so in its method and source).
 */
export function coldTailwaterFor(
  lat: number,
  lon: number,
  ctx: TailwaterContext,
): ColdTailwater | null {
  const named = coldTailwaterAt(lat, lon);
  if (named) return named;
  if (
    ctx.kind === 'tailwater' &&
    ctx.state &&
    COLD_TAILWATER_STATES.includes(ctx.state) &&
    !WARM_TAILWATER_NAME.test(ctx.placeName ?? '')
  )
    return { ...SOUTHERN_COLD_RELEASE, state: ctx.state, dam: { lat, lon } };
  return null;
}

/** The cold tailwater whose reach holds the spot, or null. */
function coldTailwaterAt(lat: number, lon: number): ColdTailwater | null {
  let best: ColdTailwater | null = null;
  let bestKm = Infinity;
  for (const t of COLD_TAILWATERS) {
    const km = distanceKm({ lat, lon }, t.dam);
    if (km <= t.reachKm && km < bestKm) {
      best = t;
      bestKm = km;
    }
  }
  return best;
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
