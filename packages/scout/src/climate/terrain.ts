import { LOW_GROUND_GRID, STATION_ELEVATIONS_M } from './data/terrain.ts';

/**
 * Elevation, for moving a weather station's typical air to the water it stands for. A station
 * 1,200 ft above a lake (Crossville, on the Cumberland Plateau, for Dale Hollow) is about 4 °F
 * colder than the lake's air; read as it is, it put the lake's late-March water three weeks
 * behind (review 6, fresh.md g07).
 *
 * The rate: air cools with height at about 6.5 °C per km in the standard atmosphere (ICAO
 * standard atmosphere; U.S. Standard Atmosphere 1976); near the ground the rate of mean air
 * temperature is weaker and seasonal, steepest in late spring and summer and weakest in winter,
 * when cold air pools in valleys (Rolland 2003, J. Climate 16:1032-1046: yearly -0.54 to -0.58
 * °C per 100 m over 640 Alpine stations, higher in summer). Fitted on the bundled NOAA
 * 1991-2020 normals themselves (each lower-48 station against its nearest neighbour, 581
 * stations, NOAA GHCN elevations): monthly slopes from 4.4 °C/km in December-January to 6.7 in
 * July, mean 5.8; one harmonic through them is the rate below. Leave-one-station-out, moving the
 * neighbour's normals by it cut the RMS error of the daily normal from 2.9 to 2.1 °F, and from 6.8
 * to 3.1 °F where the two stations differ by more than 300 m (docs/model-card.md).
 */
export const LAPSE_RULES = {
  /** °C per km: mean + a1 cos(2πt/366) + b1 sin(2πt/366), t the day index (0 = Jan 1) */
  meanCPerKm: 5.8,
  a1: -1.06,
  b1: 0.25,
  /** Elevation differences beyond this are not corrected further (a grid miss, not a valley) */
  maxDiffM: 1500,
  basis:
    'lapse rate: standard atmosphere 6.5 °C/km (ICAO; U.S. Standard Atmosphere 1976), seasonal near-surface rate as in Rolland (2003, J. Climate 16:1032), fitted to the NOAA 1991-2020 station normals (4.7-6.9 °C/km)',
} as const;

/** The lapse rate of mean air temperature on a day of the year (index 0-365), °F per metre. */
export function lapseFPerM(dayIndex: number): number {
  const w = (2 * Math.PI * dayIndex) / 366;
  const c = LAPSE_RULES.meanCPerKm + LAPSE_RULES.a1 * Math.cos(w) + LAPSE_RULES.b1 * Math.sin(w);
  return (c * 1.8) / 1000;
}

/** A bundled station's elevation (NOAA GHCN station list), m, or null when not known. */
export function stationElevationM(id: string): number | null {
  return STATION_ELEVATIONS_M[id] ?? null;
}

let grid: Uint8Array | null = null;
function lowGround(): Uint8Array {
  if (!grid) {
    const bin = atob(LOW_GROUND_GRID.data);
    grid = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) grid[i] = bin.charCodeAt(i);
  }
  return grid;
}

/**
 * The elevation of the water at a spot, m: the lowest ground within about 18 km (NOAA ETOPO5,
 * 10 minutes of arc), interpolated between grid nodes; at sea level on the coast. Lower 48 only
 * (ETOPO5 is too coarse and patchy in Alaska and Hawaii): null elsewhere. Water sits in the low
 * ground of its neighbourhood; against 24 rivers and lakes of known elevation (docs/model-card.md)
 * it erred by 118 m RMS (bias +5 m), worst where a high lake's basin opens onto a lower valley
 * (Lake Tahoe read 430 m low).
 */
export function waterElevationM(lat: number, lon: number): number | null {
  const G = LOW_GROUND_GRID;
  const y = (lat - G.lat0) * G.perDeg;
  const x = (lon - G.lon0) * G.perDeg;
  if (!(y >= 0 && x >= 0 && y < G.rows - 1 && x < G.cols - 1)) return null;
  const r = Math.floor(y);
  const c = Math.floor(x);
  const fy = y - r;
  const fx = x - c;
  const g = lowGround();
  const at = (i: number, j: number) => g[i * G.cols + j]! * G.stepM;
  return (
    at(r, c) * (1 - fy) * (1 - fx) +
    at(r + 1, c) * fy * (1 - fx) +
    at(r, c + 1) * (1 - fy) * fx +
    at(r + 1, c + 1) * fy * fx
  );
}
