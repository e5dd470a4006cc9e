import { nearLine } from '../rules/areas.ts';
import { CAPE_COD_CANAL_COURSE } from '../tides/progressive-tides.ts';
/**
 * Places with a known hazard that safety notes name (science-5 review RC-B and RC10). Each list
 * is small and sourced; positions are to a few hundred metres. A place missing from a list gets
 * the general line for its kind of water, never silence about the hazard class.
 */

interface Point {
  name: string;
  lat: number;
  lon: number;
}

/**
 * Coast Guard regulated navigation areas at river and harbour bars: Oregon and Washington
 * (33 CFR 165.1325, Thirteenth District; bar restrictions broadcast on VHF 16 and, at most ports,
 * 1610 AM) and northern and central California (33 CFR 165.1196, Eleventh District). Positions
 * are the bar entrances.
 */
export const REGULATED_BARS: Point[] = [
  { name: 'Quillayute River', lat: 47.905, lon: -124.64 },
  { name: 'Grays Harbor', lat: 46.91, lon: -124.12 },
  { name: 'Willapa Bay', lat: 46.72, lon: -124.07 },
  { name: 'Columbia River', lat: 46.26, lon: -124.06 },
  { name: 'Tillamook Bay', lat: 45.57, lon: -123.95 },
  { name: 'Depoe Bay', lat: 44.81, lon: -124.065 },
  { name: 'Yaquina Bay', lat: 44.62, lon: -124.075 },
  { name: 'Siuslaw River', lat: 44.02, lon: -124.14 },
  { name: 'Umpqua River', lat: 43.67, lon: -124.21 },
  { name: 'Coos Bay', lat: 43.35, lon: -124.345 },
  { name: 'Coquille River', lat: 43.125, lon: -124.43 },
  { name: 'Rogue River', lat: 42.42, lon: -124.43 },
  { name: 'Chetco River', lat: 42.04, lon: -124.285 },
  { name: 'Crescent City Harbor', lat: 41.74, lon: -124.19 },
  { name: 'Humboldt Bay', lat: 40.765, lon: -124.235 },
  { name: 'Noyo River', lat: 39.427, lon: -123.81 },
  { name: 'Morro Bay', lat: 35.36, lon: -120.87 },
];

/**
 * Water where tidal current runs faster than a paddler and ships or ferries use the channels,
 * or wind against tide stands up steep seas in the rips (NOAA tidal current predictions name
 * these passes and rips; the lines are common guide practice).
 */
export const STRONG_CURRENT_ZONES: { name: string; contains(lat: number, lon: number): boolean }[] =
  [
    {
      name: 'the San Juan Islands, Haro and Rosario straits and Deception Pass',
      contains: (lat, lon) => lat >= 48.35 && lat <= 48.8 && lon >= -123.3 && lon <= -122.6,
    },
    { name: 'Admiralty Inlet', contains: near(48.1, -122.65, 8) },
    { name: 'Woods Hole and the Vineyard Sound passages', contains: near(41.52, -70.68, 4) },
    {
      name: 'Muskeget Channel and the Wasque rip',
      contains: (lat, lon) => lat >= 41.28 && lat <= 41.42 && lon >= -70.55 && lon <= -70.3,
    },
    {
      name: 'Pollock Rip and the Monomoy shoals',
      contains: (lat, lon) => lat >= 41.48 && lat <= 41.62 && lon >= -70.05 && lon <= -69.88,
    },
    {
      name: 'the Cape May rips at the mouth of Delaware Bay',
      contains: (lat, lon) => lat >= 38.85 && lat <= 38.98 && lon >= -75.1 && lon <= -74.9,
    },
    { name: 'the Race in eastern Long Island Sound', contains: near(41.24, -72.06, 5) },
    { name: 'the Golden Gate', contains: near(37.81, -122.48, 4) },
  ];

/**
 * Tidal canals whose current runs hard along their whole length, not only at a jetty tip, each
 * with its course (a polyline and half-width, km) and its lines for the shore, a boat and a kayak.
 * The Cape Cod Canal: "The swift running Canal current changes direction every six hours and can
 * reach a maximum velocity of 5.2 miles per hour, during the ebb (westerly) tide" (USACE New
 * England District, Cape Cod Canal navigation page, archived 2009); "Swift currents and a high
 * volume of large commercial traffic", "All radio equipped vessels shall monitor channel 13 VHF"
 * and "Personal watercraft, kayaks, canoes, wind surfers or other non-motorized craft are not
 * permitted to operate within, or pass through the Federally maintained limits of the Canal"
 * (USACE, Cape Cod Canal Recreational Boating Safety Guide); fishing and trolling from boats in
 * the land cut are prohibited (Wareham Department of Natural Resources, quoting the Canal
 * regulations, The Wareham Week, 3 Sep 2019). Anglers see "speeds as fast as 6 knots" (Dave
 * Anderson, Anglers Journal, 30 Oct 2017), and "The rocks along the banks of the Cape Cod Canal
 * are notoriously slippery" (Ryan Collins, myfishingcapecod.com, 14 Jun 2018). A passing ship's
 * wake runs up the bank: regulars step back "until it passes and the water level returns"
 * (Stripersonline, Cape Cod Canal code of conduct thread). Big tides drive "a lot of additional
 * current flowing through the canal" (WCAI, 12 Jun 2015).
 */
const TIDAL_CANALS: {
  name: string;
  course: readonly (readonly [number, number])[];
  km: number;
  shore: string;
  boat: string;
  kayak: string;
  bigTide: string;
}[] = [
  {
    name: 'the Cape Cod Canal',
    course: CAPE_COD_CANAL_COURSE,
    km: 0.6,
    shore:
      "The Cape Cod Canal's current runs hard along its whole length, not just at a point: up to 5.2 mph (about 4.5 knots) on the west-setting ebb by the Army Corps of Engineers' figure, and near 6 knots on big tides. The banks are riprap, slick when wet: wear studded soles and keep above the wet rocks. Large commercial ships and tugs with barges pass close, and their wakes run up the bank: step back until the water settles. Whoever falls in is carried off fast, so fish with a partner.",
    boat: "The Cape Cod Canal's current runs up to 5.2 mph (about 4.5 knots) along its whole length (Army Corps of Engineers), and large commercial ships and tugs with barges use it: monitor VHF channel 13, keep clear of ships, and note that fishing and trolling from a boat are not allowed in the land cut.",
    kayak:
      'Kayaks, canoes and other paddle craft are not permitted in the Cape Cod Canal (Army Corps of Engineers): its current runs up to 5.2 mph (about 4.5 knots) along its whole length, and large commercial ships use it. Launch in Buzzards Bay or Cape Cod Bay, clear of the Canal and its approach channels.',
    bigTide:
      'the Canal current runs harder than usual on a big tide; keep well back from the water on the riprap.',
  },
];

/** The tidal canal this point is on, if any. */
export const tidalCanalAt = (lat: number, lon: number) =>
  TIDAL_CANALS.find((c) => nearLine(c.course, lat, lon, c.km)) ?? null;

/**
 * Atlantic and Gulf inlets whose bars are notorious for breaking seas when the ebb runs against
 * an onshore wind (science-6 review salt RC-6; there are no Coast Guard regulated bars on these
 * coasts). Oregon Inlet: Coast Guard Station Oregon Inlet's daily bar reports and rescues
 * (InTheBite, 2018); Sebastian, Fort Pierce, St. Lucie and Jupiter inlets: TCPalm, 2017 (St. Lucie
 * named the most treacherous East Coast inlet by Salt Water Sportsman, 2006); Manasquan: Soundings.
 * Positions are the inlet mouths.
 */
export const ROUGH_INLETS: Point[] = [
  { name: 'Manasquan Inlet', lat: 40.102, lon: -74.032 },
  { name: 'Oregon Inlet', lat: 35.775, lon: -75.53 },
  { name: 'Sebastian Inlet', lat: 27.861, lon: -80.445 },
  { name: 'Fort Pierce Inlet', lat: 27.47, lon: -80.29 },
  { name: 'St. Lucie Inlet', lat: 27.167, lon: -80.157 },
  { name: 'Jupiter Inlet', lat: 26.944, lon: -80.072 },
];
/** A boat this close to a rough inlet (km) crosses it; offshore, the nearest one this close is its port. */
export const ROUGH_INLET_KM = 15;
export const ROUGH_INLET_OFFSHORE_KM = 70;

/**
 * River reaches with rapids a fishing kayak or boat must not drift into, each with where to take
 * out, and the corridor (a polyline, [lat, lon], and its half-width in km) where a spot is warned.
 * New River: the Upper New from Hinton to Thurmond is the calmer stretch, below Thurmond the
 * river enters the gorge (Class II-III to Cunard, Class IV-V from Cunard to Fayette Station;
 * away.com/GORP; UVA Outdoors trip notes), Sandstone Falls must be portaged (trip reports).
 * Gauley: Class V below Summersville Dam (National Park Service unit reports). Kootenai Falls:
 * the river drops about 300 ft in under a mile; rafts do not run it (David Thompson Search and
 * Rescue, The Western News, 2009).
 */
export const WHITEWATER_REACHES: {
  name: string;
  course: [number, number][];
  km: number;
  text: string;
}[] = [
  {
    name: 'New River',
    course: [
      [37.67, -80.89],
      [37.76, -80.905],
      [37.86, -81.06],
      [37.957, -81.08],
      [38.03, -81.05],
      [38.065, -81.08],
    ],
    km: 2,
    text: 'Whitewater on the New River: below Thurmond it has Class II-III rapids to Cunard, then the Lower Gorge has Class IV-V rapids to Fayette Station. Take out at Thurmond (Cunard at the latest) unless you run whitewater with a guide; portage Sandstone Falls below Hinton; check the Hinton gauge before you launch.',
  },
  {
    name: 'Gauley River',
    course: [
      [38.22, -80.89],
      [38.2, -80.97],
      [38.21, -81.07],
    ],
    km: 2,
    text: 'Whitewater on the Gauley below Summersville Dam: Class V rapids, and dam releases raise the river fast. Fish it from the bank near the dam; never float it without a whitewater guide.',
  },
  {
    name: 'Kootenai Falls',
    course: [
      [48.4555, -115.7632],
      [48.4555, -115.7632],
    ],
    km: 6,
    text: 'Kootenai Falls, between Libby and Troy, drops about 300 ft in under a mile with deadly undertows: take out well above it, and stay back from the water along the falls and the swinging bridge.',
  },
];

/**
 * Sheltered inland seas of the Pacific coast, where no ocean swell reaches the beach: the sneaker
 * wave line is for the outer coast, and here the hazard is big-ship and ferry wakes that run up
 * the beach well after a ship has passed (surfers ride them at Seattle beaches: Paddling the Salish
 * Sea, 2023) and hard current off the points.
 */
export const SHELTERED_SEAS: { name: string; contains(lat: number, lon: number): boolean }[] = [
  {
    name: 'Puget Sound and the inland Salish Sea',
    contains: (lat, lon) => lat >= 47.0 && lat <= 49.0 && lon >= -123.5 && lon <= -122.0,
  },
  {
    name: 'San Francisco Bay',
    contains: (lat, lon) => lat >= 37.4 && lat <= 38.2 && lon >= -122.47 && lon <= -121.6,
  },
  {
    name: 'Prince William Sound',
    contains: (lat, lon) => lat >= 60.2 && lat <= 61.3 && lon >= -148.8 && lon <= -145.8,
  },
];

/**
 * Low-head dams ("drowning machines") whose recirculating current below the crest has drowned
 * anglers and boaters. Pennsylvania Fish and Boat Commission boating handbook (low-head dams);
 * Dock Street Dam: Harrisburg's dam, at least 17 drownings (PennLive, 2018); Little Falls
 * (Brookmont) Dam: NPS Great Falls drowning records list anglers and paddlers lost at it.
 */
export const LOW_HEAD_DAMS: (Point & { river: string })[] = [
  { name: 'Dock Street Dam', river: 'Susquehanna', lat: 40.2486, lon: -76.8786 },
  { name: 'Little Falls (Brookmont) Dam', river: 'Potomac', lat: 38.9483, lon: -77.1296 },
];
export const LOW_HEAD_DAM_KM = 5;

/**
 * Western storage dams that are not peaking hydropower dams: the operator changes the release in
 * steps, usually announced, rather than turning generators on and off through the day, so their
 * tailwaters get no "when the dam is generating" or "without warning" line (review 9, r02).
 * Ruedi Dam (Fryingpan): Reclamation raises releases "in 50 cfs intervals" (Reclamation email
 * quoted by Coyote Gulch, 2011) and announces them to anglers (Aspen Times, "Fryingpan going up,
 * up, up": releases to rise by 50 cfs in the late afternoon, another 50 early the next day);
 * gauge USGS 09080400 about 0.25 km below the dam (Miller Ecological Consultants, Fryingpan and
 * Roaring Fork draft final report, 2003, CWCB records). Dillon Dam (Blue River):
 * Denver Water raises outflows over days and announces them (Summit Daily, May 2015: from about
 * 900 cfs on a Friday to about 1,500 cfs by the Monday). `km`: the tailwater reach below the dam
 * (Ruedi to the Roaring Fork at Basalt, Dillon to Green Mountain Reservoir), straight line.
 * Taylor Park and Cheesman are likely of the same kind, but no source on their operation was
 * read, so they keep the general line.
 */
const STEADY_RELEASE_DAMS: (Point & {
  river: string;
  operator: string;
  gauge: string;
  km: number;
})[] = [
  {
    name: 'Ruedi Dam',
    river: 'Fryingpan',
    operator: 'the Bureau of Reclamation',
    gauge: 'USGS 09080400 (Fryingpan River near Ruedi)',
    lat: 39.364,
    lon: -106.819,
    km: 22,
  },
  {
    name: 'Dillon Dam',
    river: 'Blue',
    operator: 'Denver Water',
    gauge: 'the USGS gauge below Dillon Reservoir',
    lat: 39.625,
    lon: -106.066,
    km: 25,
  },
];

/** The steady-release dam whose tailwater reach holds a spot, or null. */
export function steadyReleaseDam(lat: number, lon: number) {
  return STEADY_RELEASE_DAMS.find((d) => kmBetween(lat, lon, d.lat, d.lon) <= d.km) ?? null;
}

/**
 * The Lake Winnebago system, where sturgeon are speared through the ice each February
 * (WDNR: opens the second Saturday in February, up to 16 days or until the harvest caps are
 * met, 7 am - 1 pm): Winnebago and the upriver lakes (Butte des Morts, Winneconne, Poygan).
 */
export function inWinnebagoSystem(lat: number, lon: number): boolean {
  const winnebago = lat >= 43.78 && lat <= 44.27 && lon >= -88.6 && lon <= -88.25;
  const upriver = lat >= 44.0 && lat <= 44.27 && lon >= -88.95 && lon < -88.6;
  return winnebago || upriver;
}

/** The spearing season's first day in a year: the second Saturday in February. */
export function spearingOpens(year: number): string {
  const feb1 = new Date(Date.UTC(year, 1, 1)).getUTCDay();
  const firstSaturday = 1 + ((6 - feb1 + 7) % 7);
  return `${year}-02-${String(firstSaturday + 7).padStart(2, '0')}`;
}
export const SPEARING_DAYS = 16;

/** Great-circle-free distance in km for small separations (flat earth, good to 1% under 50 km). */
export function kmBetween(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const k = Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
  return Math.hypot((aLat - bLat) * 111.32, (aLon - bLon) * 111.32 * k);
}

function near(lat: number, lon: number, km: number) {
  return (la: number, lo: number) => kmBetween(lat, lon, la, lo) <= km;
}
