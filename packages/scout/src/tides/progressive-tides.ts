import { nearLine } from '../rules/areas.ts';

/**
 * Waters where the tidal current does not turn with the tide, so the rule of twelfths (slack at
 * high and low water, the strongest flow at mid-tide, as on the open coast or in a short bay)
 * cannot time the current from a tide table. Two kinds:
 *
 * A long estuary, where the tide runs up as a progressive wave, so the flow is not slack at high
 * and low water, and even a small range can drive a real flow at narrows and bridges.
 * - The Chesapeake: "In most coastal locations, the current turns at the change of the tide. On
 *   the Bay, not so" (Tom Hale, Chesapeake Bay Magazine, 15 Sep 2016, on an ebb still running two
 *   hours after low water off Tilghman Island); "So lengthy is the travel time of such waves up
 *   the Chesapeake Bay that by the time one crests at Havre de Grace, another wave -- the next
 *   high tide -- is entering the estuary's mouth" (Tom Horton, Baltimore Sun, 4 Dec 1993); an
 *   angler a quarter mile below the Bay Bridge found the current still ebbing hours after the
 *   tables' low (Dennis Doyle, Bay Weekly, "Deciphering Chesapeake Tides"). Xiong and Berger
 *   (Journal of Water Resource and Protection 2:7, 2010, doi 10.4236/jwarp.2010.27071) compute the
 *   phase difference between NOAA's tide and current records at the Bay's stations.
 *   The boxes hold the Bay and its tidal rivers, not the ocean shore of Virginia Beach or
 *   Delmarva, nor Delaware Bay.
 *
 * A canal or strait joining two bays whose tides differ in time and height, where the current is
 * driven by the difference in level between them (a hydraulic current):
 * - The Cape Cod Canal: "If the water level is lower in Buzzard's Bay, then the Canal's current
 *   will move westward. If the water level is lower in Cape Cod Bay, then the Canal's current will
 *   move eastward. When both levels are equal, the current in the Canal will be slack" (Cape Cod
 *   Today, 24 Jan 2013); high and low water in Buzzards Bay come about 2.5-3 hours before Cape Cod
 *   Bay's, with a 4.5-6 ft range against 8-12 ft, so on one day slack in the Canal was at 5 AM and
 *   slack at the Sandwich entrance at 6:45 AM (knotsandboats.com, 19 May 2013, quoting "Steve in
 *   Mass", StriperSurf/Stripersonline). "The differences in tide timing and height between the two
 *   bays send water rushing through the canal at speeds as fast as 6 knots" (Dave Anderson,
 *   Anglers Journal, 30 Oct 2017). The Army Corps of Engineers publishes the Canal's own current
 *   chart (USACE Cape Cod Canal navigation page, "Cape Cod Canal Tide Chart"; its tables give the
 *   turn of the current at the railroad bridge and at each end), and NOAA predicts the current at
 *   five stations along the land cut (below). The course is the land cut from
 *   the east-end jetties at Sandwich to Taylor's Point by the Massachusetts Maritime Academy.
 * - Hell Gate and the East River: "The Sandy Hook tide wave differs so widely in height and time
 *   from that of Long Island Sound, that there is over three feet difference of level between the
 *   harbor and the Sound at certain stages of the tides; and at these times the currents rush
 *   through the Gate" (The Continental Monthly 3:1, Jan 1863, on the US Coast Survey's Hell Gate
 *   observations); a New York Harbor kayak guide: the time of high tide at the Battery "does not
 *   immediately tell me much. I think in terms of current, not tide", with 4-5 knot currents in
 *   the East River (Vladimir Brezina, windagainstcurrent.com, 17 Dec 2011). NOAA publishes current
 *   predictions for Hell Gate (off Mill Rock) (reproduced by offshoreblue.com, East River timing).
 *   The course runs from the Battery up the river to Throgs Neck.
 * - Deception Pass: "Four times a day, the waters of Saratoga Passage and the Strait of Juan de
 *   Fuca try to shoulder their way through the pass", at a peak flow of nearly nine knots; a diver
 *   who trusted a chart that said the current would soon change found "It didn't" (Seattle Times,
 *   29 Jul 2002). "Do not assume that high tide is slack water. At Deception Pass, they are not the
 *   same. Slack occurs before or after high or low tide" (TugNuts owners' forum, "Need Deception
 *   Pass advice"). NOAA predicts the current at Deception Pass (Narrows), PUG1701 in the Neaps
 *   tide database. The course runs from the west entrance through the narrows to Cornet Bay.
 */
type Box = readonly [south: number, west: number, north: number, east: number];

type Course = readonly (readonly [lat: number, lon: number])[];

export interface ProgressiveTideWater {
  /** Reads after "in": "the Chesapeake" */
  name: string;
  /** Why, in words, after "the current does not turn with the tide: " */
  why: string;
  /** How to time the current instead, after "Time the bite ... by " */
  timeBy: string;
  /** Where the slack comes from, short: "NOAA's current predictions" */
  table: string;
  boxes?: readonly Box[];
  /** A channel: its course line and half-width (km) */
  course?: { line: Course; km: number };
  source: string;
}

/**
 * The Cape Cod Canal's land cut, [lat, lon]: the east-end jetties, then NOAA's current stations
 * along it (Cape Cod Canal east entrance COD0901, Sagamore Bridge COD0902, Bournedale COD0903,
 * Bourne Highway Bridge ACT2046, Cape Cod Canal at the railroad bridge COD0904, as listed in the
 * Neaps tide database), to Taylor's Point.
 */
export const CAPE_COD_CANAL_COURSE: Course = [
  [41.7772, -70.487],
  [41.7755, -70.4993],
  [41.7762, -70.5433],
  [41.7665, -70.567],
  [41.75, -70.5833],
  [41.7427, -70.6142],
  [41.7405, -70.6255],
];

const PROGRESSIVE_TIDE_WATERS: readonly ProgressiveTideWater[] = [
  {
    name: 'the Chesapeake',
    why: 'the tide runs up the Bay as a long wave, so slack water and the strongest flow come hours away from high and low water, and at different times along the Bay',
    timeBy:
      "NOAA's tidal current predictions for the nearest current station (tidesandcurrents.noaa.gov)",
    table: "NOAA's current predictions",
    boxes: [
      [36.9, -77.5, 38.0, -75.96],
      [38.0, -77.5, 39.65, -75.75],
    ],
    source: 'https://chesapeakebaymagazine.com/universal-blog/2016/9/15/they-bays-ups-downs',
  },
  {
    name: 'the Cape Cod Canal',
    why: 'its current is driven by the difference in level between Buzzards Bay and Cape Cod Bay, whose tides differ in time and height, so it runs east or west as one bay stands higher and goes slack when the two are level, often an hour or more away from high and low water at a tide station',
    timeBy:
      "the Canal's current table (the east- and west-setting current: the Army Corps of Engineers' Canal current chart, or NOAA's current predictions for the Canal stations at tidesandcurrents.noaa.gov)",
    table: "the Canal's current table",
    course: { line: CAPE_COD_CANAL_COURSE, km: 0.6 },
    source:
      'http://www.capecodtoday.com/blogs/fishing/2013/01/24/16695-low-down-cape-cod-canal-tides',
  },
  {
    name: 'the East River and Hell Gate',
    why: 'the tides of New York Harbor and Long Island Sound differ in time and height, and the current runs on the difference in level between them, so it does not go slack at high and low water here',
    timeBy:
      "NOAA's tidal current predictions for Hell Gate or the nearest East River station (tidesandcurrents.noaa.gov)",
    table: "NOAA's current predictions",
    course: {
      line: [
        [40.7005, -74.006],
        [40.7065, -73.9965],
        [40.7135, -73.972],
        [40.745, -73.9695],
        [40.7525, -73.958],
        [40.772, -73.94],
        [40.779, -73.925],
        [40.795, -73.89],
        [40.801, -73.83],
        [40.805, -73.795],
      ],
      km: 0.6,
    },
    source:
      'http://windagainstcurrent.com/2011/12/17/planning-kayak-trips-in-new-york-harbor-tide-or-current/',
  },
  {
    name: 'Deception Pass',
    why: 'the water of Skagit Bay and Saratoga Passage on one side and of the Strait of Juan de Fuca on the other stand at different levels as the tide comes and goes, and the current through the pass runs on the difference, so slack comes before or after high and low water, not at them',
    timeBy:
      "NOAA's tidal current predictions for Deception Pass (Narrows) (tidesandcurrents.noaa.gov)",
    table: "NOAA's current predictions for the pass",
    course: {
      line: [
        [48.4035, -122.662],
        [48.4062, -122.6431],
        [48.4065, -122.628],
      ],
      km: 0.5,
    },
    source:
      'https://archive.seattletimes.com/archive/20020729/deception29m/deception-pass-beauty-is-awesome-but-it-can-give-boaters-divers-the-willies',
  },
];

/** The water at this point whose current does not turn with the tide, if any. */
export function progressiveTideWaterAt(lat: number, lon: number): ProgressiveTideWater | null {
  return (
    PROGRESSIVE_TIDE_WATERS.find(
      (w) =>
        (w.boxes ?? []).some(
          ([s, west, n, e]) => lat >= s && lat <= n && lon >= west && lon <= e,
        ) ||
        (w.course !== undefined && nearLine(w.course.line, lat, lon, w.course.km)),
    ) ?? null
  );
}
