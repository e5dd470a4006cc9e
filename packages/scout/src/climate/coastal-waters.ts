import type { WaterKind } from '@anglerscout/contracts';
import { COASTAL_WATER_STATIONS } from './data/coastal-water-stations.ts';
import { expandHarmonics } from './normals.ts';
import { normalsDayIndex } from './types.ts';

/**
 * Nearshore water bodies whose typical water is not the nearest open-ocean ERSST cell's: the 2°
 * cell can lie across a landmass or in another basin (the San Juan Islands read the outer-coast
 * cell at 48° N 124° W, 59 °F in August, against about 50 °F in the islands; Cape May read a cell
 * 130 km out near the Gulf Stream, 63 °F in mid-November against about 55 °F). A spot inside one
 * of these boxes takes the water body's own curve: a NOAA CO-OPS station's measured climatology
 * (climate/data/coastal-water-stations.ts) or, where no station record is bundled, a typical
 * curve from published figures, labelled so. One entry per water, with its source, so a reviewer
 * can check one coast at a time.
 */
export interface CoastalWater {
  id: string;
  /** "the mouth of Delaware Bay": reads after "in" */
  name: string;
  /** [south, west, north, east] boxes, degrees */
  boxes: readonly (readonly [number, number, number, number])[];
  /** The CO-OPS station whose climatology stands for the water, or a typical monthly curve */
  from: { station: string } | { monthlyF: readonly number[] };
  /**
   * ± °F for a spot in this water away from the measuring point (judgement: a few degrees between
   * the station's harbour and the open sound or beach nearby), combined with the station's spread
   * across years
   */
  siteErrorF: number;
  /** Kinds of salt water the curve stands for (absent: all but reef-offshore) */
  kinds?: readonly WaterKind[];
  source: string;
}

const NEARSHORE_DEFAULT: readonly WaterKind[] = [
  'tidal-river',
  'estuary',
  'bay-flats',
  'surf',
  'inlet-jetty',
  'rocky-coast',
];

const station = (id: string) => ({ station: id });

/**
 * A smooth year between a February minimum and an August maximum (°F), by month: for waters
 * where published figures give only the range.
 */
function minMaxYear(minF: number, maxF: number): number[] {
  const mid = (minF + maxF) / 2;
  const amp = (maxF - minF) / 2;
  return Array.from(
    { length: 12 },
    (_, m) => Math.round((mid - amp * Math.cos((2 * Math.PI * (m + 1 - 2)) / 12)) * 10) / 10,
  );
}

const COASTAL_WATERS: readonly CoastalWater[] = [
  {
    id: 'delaware-bay-mouth',
    name: 'the mouth of Delaware Bay and the Cape May shore',
    boxes: [[38.6, -75.3, 39.2, -74.75]],
    from: station('8557380'),
    siteErrorF: 3,
    source:
      'NOAA CO-OPS 8557380 Lewes (Breakwater Harbor), DE, water temperature per calendar day over 15-33 years (tidesandcurrents.noaa.gov)',
  },
  {
    id: 'vineyard-nantucket-sounds',
    name: 'Vineyard Sound, Buzzards Bay and western Nantucket Sound',
    boxes: [[41.2, -71.05, 41.75, -70.3]],
    from: station('8447930'),
    siteErrorF: 3,
    source:
      'NOAA CO-OPS 8447930 Woods Hole, MA, water temperature per calendar day over 15-33 years (tidesandcurrents.noaa.gov)',
  },
  {
    id: 'narragansett-bay',
    name: 'Narragansett Bay and the Rhode Island shore',
    boxes: [[41.3, -71.65, 41.85, -71.1]],
    from: station('8452660'),
    siteErrorF: 3,
    source:
      'NOAA CO-OPS 8452660 Newport, RI, water temperature per calendar day over 15-33 years (tidesandcurrents.noaa.gov)',
  },
  {
    id: 'beaufort-cape-lookout',
    name: 'Beaufort Inlet, Bogue and Back Sounds and Cape Lookout',
    boxes: [[34.5, -77.15, 34.85, -76.3]],
    from: station('8656483'),
    siteErrorF: 3,
    source:
      'NOAA CO-OPS 8656483 Beaufort, NC, water temperature per calendar day over 15-33 years (tidesandcurrents.noaa.gov)',
  },
  {
    id: 'biscayne-bay',
    name: 'Biscayne Bay and the Miami shore',
    boxes: [[25.5, -80.35, 25.95, -80.05]],
    from: station('8723214'),
    siteErrorF: 3,
    source:
      'NOAA CO-OPS 8723214 Virginia Key, FL, water temperature per calendar day over 15-33 years (tidesandcurrents.noaa.gov)',
  },
  {
    id: 'western-mississippi-sound',
    name: 'St. Louis Bay and the western Mississippi Sound',
    boxes: [[30.15, -89.7, 30.45, -88.9]],
    from: station('8747437'),
    siteErrorF: 3,
    source:
      'NOAA CO-OPS 8747437 Bay Waveland, St. Louis Bay, MS, water temperature per calendar day over 15-33 years (tidesandcurrents.noaa.gov)',
  },
  {
    // Tidal mixing in the passes keeps the water cold all summer. Grand monthly means at British
    // Columbia light stations (1935-1948): "a minimum of 45°F ± 1° in January and February", an
    // August maximum from 50 °F at the coldest, where "waters are mixed to homogeneity by strong
    // tidal currents", to 64 °F in sheltered bays (Seasonal variation of temperature and salinity
    // of surface waters of the British Columbia coast, J. Fish. Res. Board Canada, abstract read
    // 2026); "the average water temperature ranges from 42 to 50 degrees" in the San Juans
    // (ExploreNW, 2020). No CO-OPS record for Friday Harbor (9449880) is bundled: a typical curve.
    id: 'salish-sea-passes',
    name: 'the San Juan Islands, Haro and Rosario Straits and Admiralty Inlet',
    boxes: [
      [48.05, -123.35, 48.85, -122.55],
      [48.0, -122.95, 48.2, -122.55],
    ],
    from: { monthlyF: minMaxYear(45, 50) },
    siteErrorF: 4,
    source:
      'typical water of the tidally mixed Salish Sea passes: 45 °F in February to about 50 °F in August (British Columbia light-station means, J. Fish. Res. Board Canada; ExploreNW 2020), not a station record',
  },
  {
    // Puget Sound's main basins: "mid-50s in August" (NCEI Coastal Water Temperature Guide,
    // Seattle, as read for water/water-temperature.ts), the same winter minimum as the passes.
    id: 'puget-sound',
    name: 'Puget Sound',
    boxes: [[47.0, -123.2, 48.0, -122.2]],
    from: { monthlyF: minMaxYear(46, 55) },
    siteErrorF: 4,
    source:
      'typical water of Puget Sound: about 46 °F in February to the mid-50s in August (NCEI Coastal Water Temperature Guide, Seattle; British Columbia light-station means), not a station record',
  },
];

const inBox = (lat: number, lon: number, [s, w, n, e]: readonly number[]): boolean =>
  lat >= s! && lat <= n! && lon >= w! && lon <= e!;

/** The coastal water holding a salt-water spot of this kind, or null. */
export function coastalWaterAt(lat: number, lon: number, kind: WaterKind): CoastalWater | null {
  return (
    COASTAL_WATERS.find(
      (w) =>
        (w.kinds ?? NEARSHORE_DEFAULT).includes(kind) && w.boxes.some((b) => inBox(lat, lon, b)),
    ) ?? null
  );
}

/** The water's typical temperature on a date and its ± (station spread and site error). */
export function coastalWaterOn(
  w: CoastalWater,
  date: string,
): { meanF: number; errorF: number } | null {
  const t = normalsDayIndex(date);
  if ('station' in w.from) {
    const id = w.from.station;
    const s = COASTAL_WATER_STATIONS.find((x) => x.id === id);
    if (!s) return null;
    const meanF = expandHarmonics(s.mean)[t]!;
    const sd = Math.max(0, expandHarmonics(s.sd)[t]!);
    return { meanF, errorF: Math.sqrt(sd ** 2 + w.siteErrorF ** 2) };
  }
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const m = w.from.monthlyF;
  const here = m[month - 1]!;
  const other = m[day >= 15 ? month % 12 : (month + 10) % 12]!;
  return { meanF: here + (other - here) * (Math.abs(day - 15) / 30), errorF: w.siteErrorF };
}
