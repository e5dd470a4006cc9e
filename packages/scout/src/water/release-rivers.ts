import { distanceKm } from '../climate/normals.ts';
import type { WaterTemp } from './water-temperature.ts';

/**
 * Western rivers below storage dams whose water runs on the dam's release, not on the air: the
 * air-to-water relation (Mohseni et al. 1998) reads the Deschutes at Maupin 65 °F in early June
 * when it runs in the mid to upper 50s, and would put the Bighorn below Yellowtail near freezing in
 * January and near 70 °F in July. Here the typical water is the release's own monthly curve,
 * from the USGS gauge below the dam where the repository's file has one (daily means, water
 * years 2016-2020, scripts/data/usgs-stream-temperature-monthly-2016-2020.csv, provenance in
 * climate/data/README.md), else the western release curve below (with its measured error).
 *
 * Only the water temperature changes: which fish a river holds is decided elsewhere (species
 * regions), and the cold tailwaters of water/cold-tailwaters.ts (Flaming Gorge, Navajo and the
 * southern ones) keep their own table.
 */
export interface ReleaseRiver {
  id: string;
  /** "the Missouri River below Holter Dam": reads after "in" */
  name: string;
  dam: { lat: number; lon: number };
  /** How far below the dam (straight line, km) the release sets the water */
  reachKm: number;
  /** Typical release temperature per month, January first, °F */
  monthlyF: readonly number[];
  /** ± °F printed with it */
  errorF: number;
  source: string;
  /**
   * Downstream warming (or winter cooling) toward the air's own water temperature: the share of
   * the release left at `km` below the dam is exp(-km / eFoldKm). Absent: none within the reach.
   */
  eFoldKm?: number;
  /**
   * The river's course below the dam, [lat, lon]: where set, a spot must also lie within
   * `courseKm` of it (a long reach in a circle would take in other rivers).
   */
  course?: readonly (readonly [number, number])[];
  courseKm?: number;
  /**
   * Months (1-12) in which the release carries the river; in the others the dam holds its water
   * back and the river runs on the air. Absent: all year.
   */
  months?: readonly number[];
}

/**
 * The typical release of a western storage dam, for a tailwater with no gauge in the file: the
 * mean by month of the seven western gauges just below storage dams in the repository's USGS file
 * (09234500 Green below Flaming Gorge, UT; 09355500 San Juan below Navajo, NM; 14092500 Deschutes
 * below the Pelton re-regulating dam, OR; 14337600 Rogue below Lost Creek, OR; 14187200 South
 * Santiam below Foster, OR; 06066500 Missouri below Holter, MT; 06038500 Madison below Hebgen,
 * MT; water years 2016-2020). Leave-one-out (each gauge predicted by the mean of the other six,
 * with its day-to-day spread within the month; scripts/fit-western-releases.ts): RMS 3.1-6.4 °F,
 * pooled 4.8 °F; printed as ±6, the worst gauge rounded, since a dam not among these may draw
 * from another depth. The air-to-water relation at the same seven gauges misses by more (see
 * docs/model-card.md, "Western tailwaters").
 */
export const WESTERN_RELEASE = {
  monthlyF: [40, 40, 41, 44, 48, 53, 56, 57, 55, 51, 46, 42],
  errorF: 6,
  source:
    'typical release of a western storage dam: mean of seven USGS gauges below western dams (Flaming Gorge, Navajo, Pelton, Lost Creek, Foster, Holter, Hebgen), daily means 2016-2020; not a gauge on this river',
} as const;

const USGS = (id: string, name: string) =>
  `USGS ${id} ${name}, daily mean water temperature 2016-2020`;

export const RELEASE_RIVERS: readonly ReleaseRiver[] = [
  {
    id: 'bighorn-yellowtail',
    name: 'the Bighorn River below Yellowtail Dam',
    // Yellowtail Afterbay Dam at Fort Smith, MT (USBR); the trout water runs to about Hardin
    dam: { lat: 45.309, lon: -107.925 },
    reachKm: 50,
    // No Bighorn gauge in the repository's file: USGS 06287800 (Bighorn River near St. Xavier)
    // records it, with the Bureau of Reclamation (NPS, "Bighorn River water quality near Fort
    // Smith", read 2026), but its series was not reachable here.
    ...WESTERN_RELEASE,
    source: `the Bighorn below Yellowtail runs on the dam's release; water: ${WESTERN_RELEASE.source}`,
  },
  {
    id: 'missouri-holter',
    name: 'the Missouri River below Holter Dam',
    dam: { lat: 46.995, lon: -112.011 },
    // Holter Dam to Cascade, MT: the trout water of Wolf Creek and Craig
    reachKm: 40,
    monthlyF: [34, 34, 36, 41, 49, 58, 63, 64, 61, 53, 45, 37],
    errorF: 3,
    source: USGS('06066500', 'Missouri River below Holter Dam near Wolf Creek, MT'),
  },
  {
    id: 'deschutes-pelton',
    name: 'the lower Deschutes River below the Pelton Round Butte dams',
    dam: { lat: 44.726, lon: -121.247 },
    // to the mouth at the Columbia
    reachKm: 150,
    monthlyF: [44, 44, 45, 49, 54, 56, 57, 56, 55, 53, 51, 46],
    errorF: 3,
    source: USGS('14092500', 'Deschutes River near Madras, OR (below the re-regulating dam)'),
    // The river warms on its way to the Columbia: a June mean of 62 °F at Moody, the mouth
    // (Oregon State Game Commission 1967, as quoted by Deschutes Angler, read 2026), against 56 °F
    // at the dam, and 20-22 °F between the dam and the mouth in a July heat wave (Deschutes
    // Angler, 2021). Judgement: an e-folding distance of 100 km (straight line) toward the air's
    // water temperature gives about 60 °F at Maupin and 63 °F at Moody in June.
    eFoldKm: 100,
  },
  {
    id: 'madison-hebgen',
    name: 'the Madison River below Hebgen Dam',
    dam: { lat: 44.866, lon: -111.338 },
    // Hebgen Dam to Quake Lake
    reachKm: 8,
    monthlyF: [37, 36, 37, 37, 44, 54, 61, 63, 60, 50, 41, 37],
    errorF: 3,
    source: USGS('06038500', 'Madison River below Hebgen Lake near Grayling, MT'),
  },
  {
    id: 'rogue-lost-creek',
    name: 'the Rogue River below Lost Creek Dam',
    dam: { lat: 42.672, lon: -122.676 },
    reachKm: 20,
    monthlyF: [42, 42, 43, 47, 50, 52, 53, 56, 53, 45, 44, 43],
    errorF: 3,
    source: USGS('14337600', 'Rogue River near McLeod, OR (below Lost Creek Dam)'),
  },
  {
    id: 'south-santiam-foster',
    name: 'the South Santiam River below Foster Dam',
    dam: { lat: 44.415, lon: -122.67 },
    reachKm: 15,
    monthlyF: [43, 43, 44, 47, 50, 52, 53, 53, 53, 53, 51, 45],
    errorF: 3,
    source: USGS('14187200', 'South Santiam River below Foster Dam near Foster, OR'),
  },
  {
    id: 'yakima-canyon-cle-elum',
    name: 'the Yakima River canyon reach, below the Cle Elum and Keechelus releases',
    // Cle Elum Dam, the largest and a bottom release ("the water is released from the bottom and
    // injected directly into the Yakima system", The Evening Hatch, Ellensburg, July 2015); the
    // Keechelus and Kachess water spills over the top of Easton and runs warmer above the Cle Elum
    // confluence, so the course starts there and runs down through Ellensburg and the canyon to Roza Dam.
    dam: { lat: 47.245, lon: -121.069 },
    reachKm: 80,
    course: [
      [47.245, -121.069],
      [47.19, -121.0],
      [47.19, -120.93],
      [47.07, -120.68],
      [46.97, -120.58],
      [46.93, -120.52],
      [46.87, -120.48],
      [46.8, -120.46],
      [46.75, -120.465],
    ],
    courseKm: 3,
    // Summer irrigation releases (USBR Yakima Project: Cle Elum out at about 3,000-3,650 cfs in
    // July and early August) keep the canyon cool. The "flip-flop" then cuts Cle Elum to about
    // 200 cfs by mid-September (USBR releases as reported by the Yakima Herald, Aug 2022, and The
    // Chronicle, Sept 2018), and from then until the next irrigation season the river runs on the air.
    months: [6, 7, 8],
    // No Yakima gauge in the repository's file (USGS 12484500 Yakima River at Umtanum records
    // temperature; its series was not reachable here): the western release curve, warmed downstream.
    ...WESTERN_RELEASE,
    // Estimate, calibrated by judgement to the July 2015 record heat: 58 °F at 7 AM at Ellensburg
    // with 57.7 at Cle Elum (The Evening Hatch, theeveninghatch.com/yakima-river-report-71315.htm)
    // and 67-70 °F at the Umtanum gauge (washingtonflyfishing.com forum): an e-folding distance of
    // 150 km toward the air's water temperature gives about 62 °F in the canyon in a typical August
    // (about 63 km below the dam), against 72 °F from the air alone.
    eFoldKm: 150,
    source: `the Yakima canyon runs on the Cle Elum summer irrigation releases until the September flip-flop (USBR Yakima Project); water: ${WESTERN_RELEASE.source}`,
  },
  {
    id: 'beaverhead-clark-canyon',
    name: 'the Beaverhead River below Clark Canyon Dam',
    // Clark Canyon Dam (USBR, 1964), position read from maps to about 1 km. The upper river, the
    // dam to Dillon, is its trout tailwater; the course follows I-15 down past Barretts to Dillon,
    // traced by hand.
    dam: { lat: 45.003, lon: -112.853 },
    reachKm: 32,
    course: [
      [45.003, -112.853],
      [45.04, -112.81],
      [45.08, -112.77],
      [45.117, -112.748],
      [45.16, -112.7],
      [45.215, -112.65],
    ],
    courseKm: 3,
    // No Beaverhead gauge in the repository's file: the western release curve, warmed on the way
    // down (estimate; e-folding distance a judgement). Montana FWP: the river begins at the
    // outlet of the reservoir and its water is comparatively cold, except where dewatered in the
    // lower river (FishMT waterbody page, myfwp.mt.gov/fishMT/waterbody/54192, read 2026).
    ...WESTERN_RELEASE,
    eFoldKm: 60,
    source: `the Beaverhead runs on the Clark Canyon Dam release and is comparatively cold (Montana FWP, FishMT waterbody page); water: ${WESTERN_RELEASE.source}`,
  },
  {
    id: 'taylor-taylor-park',
    name: 'the Taylor River below Taylor Park Dam',
    // Taylor Park Dam (USBR), position read from maps to about 1 km; the course down the canyon
    // to Almont traced by hand.
    dam: { lat: 38.818, lon: -106.606 },
    reachKm: 30,
    course: [
      [38.818, -106.606],
      [38.79, -106.64],
      [38.75, -106.7],
      [38.7, -106.78],
      [38.664, -106.846],
    ],
    courseKm: 3,
    // No Taylor gauge in the repository's file: the western release curve (estimate). Colorado
    // Parks and Wildlife's survey summary: releases from Taylor Dam give year-round fishing.
    ...WESTERN_RELEASE,
    source: `the Taylor below Taylor Park Dam runs on the dam's release (CPW Taylor River survey summary); water: ${WESTERN_RELEASE.source}`,
  },
  {
    id: 'fryingpan-ruedi',
    name: 'the Fryingpan River below Ruedi Dam',
    // Ruedi Dam (USBR, 1968), as in report/safety-places.ts; the course down the Fryingpan valley
    // to the Roaring Fork at Basalt (about 14 miles) traced by hand from maps, to about 1 km.
    dam: { lat: 39.364, lon: -106.819 },
    reachKm: 22,
    course: [
      [39.364, -106.819],
      [39.356, -106.845],
      [39.362, -106.875],
      [39.358, -106.905],
      [39.366, -106.94],
      [39.372, -106.975],
      [39.369, -107.033],
    ],
    courseKm: 3,
    // No Fryingpan temperature series in the repository's file (USGS 09080400, 0.25 km below the
    // dam, is a flow gauge in the sources read). Ruedi is a deep storage reservoir (276 ft at
    // most) that stratifies from May to July, with bottom water at 40-50 °F in late July and
    // August (USBR, Ruedi Reservoir Round II Water Marketing Final Supplement EIS, 1989, p. 3.12,
    // CWCB records dnrweblink.state.co.us/CWCB/0/doc/133360/Page49.aspx, read 2026), and the dam
    // releases from the bottom: "Water released from the bottom of Ruedi Reservoir is cold"
    // (Roaring Fork Conservancy, in the Aspen Daily News, Sept 2023, read 2026). The western
    // release curve (57 °F in August) lies above that, so the curve is an analogue instead: the
    // measured release of Navajo Dam, the deep western bottom-release storage dam with a gauge in
    // the file (USGS 09355500 San Juan River near Archuleta, NM, monthly means 2016-2020, as in
    // water/cold-tailwaters.ts), whose summer 48-49 °F lies inside Ruedi's 40-50 °F. An
    // estimate for the Fryingpan, not its gauge, hence the ±5.
    monthlyF: [42, 42, 43, 45, 47, 48, 49, 48, 47, 47, 44, 43],
    errorF: 5,
    // In winter the low release (about 46 cfs) cools on its way down and grows anchor ice in the
    // lower river (Colorado Water Trust and Roaring Fork Conservancy winter-release program, Aspen
    // Daily News, 2 Jan 2023, read 2026); in summer the lower river warms: the release is moved
    // toward the air's water temperature downstream, with an e-folding distance of 40 km
    // (judgement, not fitted).
    eFoldKm: 40,
    source:
      "the Fryingpan below Ruedi Dam runs on the dam's cold bottom release: Ruedi's late-summer bottom water is 40-50 °F (USBR 1989 supplement EIS); water: the measured release of Navajo Dam (USGS 09355500 San Juan River near Archuleta, NM, daily means 2016-2020) as an analogue, not a gauge on this river",
  },
  {
    id: 'provo-deer-creek',
    name: 'the Provo River below Deer Creek Dam',
    // Deer Creek Dam (USBR), position read from maps to about 1 km; the course down Provo Canyon
    // past Vivian Park to the canyon mouth traced by hand.
    dam: { lat: 40.405, lon: -111.528 },
    reachKm: 20,
    course: [
      [40.405, -111.528],
      [40.38, -111.56],
      [40.355, -111.58],
      [40.33, -111.62],
      [40.31, -111.65],
    ],
    courseKm: 3,
    // Estimate: no Provo gauge in the repository's file and no source read here for its release
    // temperature; that the dam sets the water is a judgement from its being a storage dam with
    // a trout tailwater below it, as the others here. The western release curve, its ± as printed.
    ...WESTERN_RELEASE,
    source: `the Provo below Deer Creek Dam taken to run on the dam's release (judgement, not a measurement); water: ${WESTERN_RELEASE.source}`,
  },
];

/** The release river whose reach holds a river or tailwater spot, nearest dam first, or null. */
export function releaseRiverFor(lat: number, lon: number): ReleaseRiver | null {
  let best: ReleaseRiver | null = null;
  let bestKm = Infinity;
  for (const r of RELEASE_RIVERS) {
    const km = distanceKm({ lat, lon }, r.dam);
    const onCourse = !r.course || nearCourse(r.course, lat, lon, r.courseKm ?? 3);
    if (km <= r.reachKm && onCourse && km < bestKm) {
      best = r;
      bestKm = km;
    }
  }
  return best;
}

/** Whether a point is within `km` of a course of [lat, lon] vertices (flat-earth, small areas). */
function nearCourse(
  line: readonly (readonly [number, number])[],
  lat: number,
  lon: number,
  km: number,
): boolean {
  const k = Math.cos((lat * Math.PI) / 180);
  for (let i = 1; i < line.length; i++) {
    const [ay, ax] = line[i - 1]!;
    const [by, bx] = line[i]!;
    const dx = (bx - ax) * k;
    const dy = by - ay;
    const px = (lon - ax) * k;
    const py = lat - ay;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy || 1)));
    if (Math.hypot(px - t * dx, py - t * dy) * 111.32 <= km) return true;
  }
  return false;
}

/** The release's monthly curve on a date (yyyy-MM-dd), each month's mean standing at mid-month. */
function releaseOn(r: ReleaseRiver, date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const here = r.monthlyF[month - 1]!;
  const other = r.monthlyF[day >= 15 ? month % 12 : (month + 10) % 12]!;
  return here + (other - here) * (Math.abs(day - 15) / 30);
}

/**
 * The typical water of a release river at a spot on a date. Where the entry warms downstream
 * (`eFoldKm`) the release moves toward `air`, the air-based estimate at the spot (the river's
 * temperature far from any dam), by the share 1 - exp(-km / eFoldKm).
 */
export function releaseRiverWater(
  r: ReleaseRiver,
  date: string,
  spot: { lat: number; lon: number },
  air: WaterTemp | null,
): WaterTemp {
  // Outside the release season the river runs on the air (the Yakima after the flip-flop).
  if (r.months && air && !r.months.includes(Number(date.slice(5, 7)))) return air;
  const release = releaseOn(r, date);
  const km = distanceKm(spot, r.dam);
  const keep = r.eFoldKm && air ? Math.exp(-km / r.eFoldKm) : 1;
  const tempF = Math.round(air ? air.tempF + (release - air.tempF) * keep : release);
  const warmed = keep < 1;
  return {
    tempF,
    kind: 'climatology',
    method: warmed
      ? `typical for this date in ${r.name}: the dam's release (${Math.round(release)} °F) moved toward the air's water temperature (${air!.tempF} °F) over the ${Math.round(km)} km below the dam`
      : `typical release temperature for this date in ${r.name}: the river runs on the dam's release, not on the air`,
    errorF: warmed
      ? Math.max(r.errorF, Math.round(r.errorF + (air!.errorF ?? 0) * (1 - keep)))
      : r.errorF,
    source: warmed ? `${r.source}; ${air!.source}` : r.source,
  };
}
