/**
 * Shallow Great Lakes bays that freeze over most winters and carry big ice fisheries (science-8
 * review RC-3). Open Great Lakes water rarely freezes across, so a "likely" degree-day estimate is
 * demoted there; in these bays it stands. NOAA GLERL's ice climatology (glerl.noaa.gov, "Great
 * Lakes Ice Cover") shows them among the first water to freeze, and the state agencies run ice
 * fisheries on them: Saginaw Bay and the Bays de Noc (Michigan DNR), Green Bay (Wisconsin DNR),
 * Little Traverse Bay (Michigan DNR), Chaumont Bay (NYSDEC), Sandusky and Maumee bays and the Lake
 * Erie islands (Ohio DNR), Lake St. Clair (Michigan DNR). Presque Isle Bay at Erie holds
 * "maybe 300 shanties" in a good winter (Pennsylvania Fish and Boat Commission outreach, in the
 * Pittsburgh Post-Gazette, 29 Dec 2019); Sodus and Irondequoit bays had 76 and 74 days of safe ice
 * in NYSDEC's year-long creel surveys, with nearly all winter effort on perch through the ice
 * (M. Sanderson, NYSDEC Region 8, "A recreational fishery survey of Sodus Bay", 2010, and "... of
 * Irondequoit Bay", 2009, via docslib.org, read 2026); Little Sodus Bay: "Ice fishing can be
 * excellent for northern pike and yellow perch" (NYSDEC, dec.ny.gov/places/little-sodus-bay, read
 * 2026). Boxes are loose (to about 0.05°) and are read only for spots already of the Great Lakes
 * kind.
 */
interface Bay {
  name: string;
  s: number;
  n: number;
  w: number;
  e: number;
}

const GREAT_LAKES_ICE_BAYS: readonly Bay[] = [
  { name: 'Saginaw Bay', s: 43.58, n: 44.1, w: -84.1, e: -83.3 },
  { name: 'Green Bay', s: 44.5, n: 44.9, w: -88.1, e: -87.55 },
  { name: 'Green Bay', s: 44.9, n: 45.45, w: -87.95, e: -87.25 },
  { name: 'the Bays de Noc', s: 45.55, n: 45.95, w: -87.15, e: -86.5 },
  { name: 'Little Traverse Bay', s: 45.33, n: 45.47, w: -85.12, e: -84.88 },
  { name: 'Chaumont Bay', s: 44.0, n: 44.12, w: -76.3, e: -76.05 },
  { name: 'Sandusky Bay', s: 41.42, n: 41.52, w: -83.05, e: -82.65 },
  { name: 'Maumee Bay', s: 41.62, n: 41.78, w: -83.5, e: -83.25 },
  { name: 'the Lake Erie islands', s: 41.55, n: 41.72, w: -82.95, e: -82.6 },
  { name: 'Lake St. Clair', s: 42.3, n: 42.7, w: -82.95, e: -82.4 },
  { name: 'Presque Isle Bay', s: 42.1, n: 42.165, w: -80.165, e: -80.05 },
  { name: 'Sodus Bay', s: 43.23, n: 43.29, w: -77.0, e: -76.92 },
  { name: 'Little Sodus Bay', s: 43.32, n: 43.36, w: -76.72, e: -76.68 },
  { name: 'Irondequoit Bay', s: 43.165, n: 43.24, w: -77.545, e: -77.5 },
];

/** The freezing Great Lakes bay a spot is in, or null (open lake water). */
export function greatLakesIceBay(lat: number, lon: number): string | null {
  return (
    GREAT_LAKES_ICE_BAYS.find((b) => lat >= b.s && lat <= b.n && lon >= b.w && lon <= b.e)?.name ??
    null
  );
}

/**
 * Shallow Great Lakes bays that warm in summer, where the fishery from May to September is
 * smallmouth bass, walleye, northern pike and yellow perch rather than the open lake's salmon and
 * lake trout (science-9 review h06): the freezing bays above less the deep, cold Little Traverse
 * Bay and Lake St. Clair (no Great Lake's sub-region), plus Chequamegon Bay on Lake Superior,
 * whose trophy smallmouth the Wisconsin DNR manages (Lake Superior fisheries supervisor, quoted by
 * Rosemount Town Pages). Presque Isle Bay: panfish, northern pike and black bass, with 102
 * largemouth an hour in the June 2007 electrofishing survey (PFBC Area 1 biologist report,
 * fish.state.pa.us, read 2026); Sodus and Irondequoit bays: in NYSDEC's creel surveys the open-water
 * boat effort went to bass and yellow perch, not to salmon and trout (Sanderson 2009, 2010, above);
 * Little Sodus Bay: smallmouth and largemouth in late spring and summer (NYSDEC). The deep bays
 * (Keweenaw, Whitefish, Grand Traverse) are left to the open lake. Boxes [s, w, n, e], loose to
 * about 0.05°.
 */
const WARM_BAY_NAMES = new Set([
  'Saginaw Bay',
  'Green Bay',
  'the Bays de Noc',
  'Chaumont Bay',
  'Sandusky Bay',
  'Maumee Bay',
  'the Lake Erie islands',
  'Presque Isle Bay',
  'Sodus Bay',
  'Little Sodus Bay',
  'Irondequoit Bay',
]);

export const GREAT_LAKES_WARM_BAYS: readonly {
  name: string;
  box: readonly [number, number, number, number];
}[] = [
  // Inner Chequamegon Bay: Ashland and Washburn to Chequamegon Point and the Kakagon sloughs
  { name: 'Chequamegon Bay', box: [46.55, -90.95, 46.72, -90.65] },
  ...GREAT_LAKES_ICE_BAYS.filter((b) => WARM_BAY_NAMES.has(b.name)).map((b) => ({
    name: b.name,
    box: [b.s, b.w, b.n, b.e] as const,
  })),
];
