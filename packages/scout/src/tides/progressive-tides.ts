/**
 * Waters where the tidal current does not turn with the tide. In a long estuary the tide runs up
 * as a progressive wave, so the flow is not slack at high and low water and strongest at mid-tide,
 * as the rule of twelfths assumes for a short bay or the open coast; a tide table cannot time the
 * current there, and even a small range can drive a real flow at narrows and bridges.
 *
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
 */
type Box = readonly [south: number, west: number, north: number, east: number];

interface ProgressiveTideWater {
  /** Reads after "in": "the Chesapeake" */
  name: string;
  /** Why, in words, after "the current does not turn with the tide: " */
  why: string;
  boxes: readonly Box[];
  source: string;
}

const PROGRESSIVE_TIDE_WATERS: readonly ProgressiveTideWater[] = [
  {
    name: 'the Chesapeake',
    why: 'the tide runs up the Bay as a long wave, so slack water and the strongest flow come hours away from high and low water, and at different times along the Bay',
    boxes: [
      [36.9, -77.5, 38.0, -75.96],
      [38.0, -77.5, 39.65, -75.75],
    ],
    source: 'https://chesapeakebaymagazine.com/universal-blog/2016/9/15/they-bays-ups-downs',
  },
];

/** The water at this point whose current does not turn with the tide, if any. */
export function progressiveTideWaterAt(lat: number, lon: number): ProgressiveTideWater | null {
  return (
    PROGRESSIVE_TIDE_WATERS.find((w) =>
      w.boxes.some(([s, west, n, e]) => lat >= s && lat <= n && lon >= west && lon <= e),
    ) ?? null
  );
}
