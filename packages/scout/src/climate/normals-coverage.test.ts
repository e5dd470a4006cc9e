/**
 * What the bundled climatology covers offline (no network): every lower-48 state, Alaska's main
 * fishing areas, Hawaii and the US coasts. Each place is a well-known fishing water (coordinates
 * rounded to 0.1°); a station farther than the listed distance, or a coast without sea-surface
 * normals, fails here. The README in ./data states the same coverage.
 */
import { describe, expect, it } from 'vitest';
import { bundledClimateAt, expandHarmonics, CLIMATE_RULES, SEA_CLIMATE_RULES } from './normals.ts';
import { SEA_NORMAL_CELLS } from './data/sea-normals.ts';
import { STATION_NORMALS } from './data/station-normals.ts';
import { normalsDayIndex } from './types.ts';

// [place, state, lat, lon]: one fishing water per state
const INLAND: [string, string, number, number][] = [
  ['Lake Guntersville', 'AL', 34.4, -86.2],
  ['Lake Havasu', 'AZ', 34.5, -114.3],
  ['Bull Shoals Lake', 'AR', 36.4, -92.6],
  ['Clear Lake', 'CA', 39.0, -122.8],
  ['South Platte, Deckers', 'CO', 39.3, -105.2],
  ['Candlewood Lake', 'CT', 41.5, -73.5],
  ['Lums Pond', 'DE', 39.6, -75.7],
  ['Lake Okeechobee', 'FL', 26.9, -80.8],
  ['Lake Lanier', 'GA', 34.2, -83.9],
  ['Wahiawa Reservoir', 'HI', 21.5, -158.0],
  ['Henrys Fork', 'ID', 44.4, -111.4],
  ['Rend Lake', 'IL', 38.1, -88.9],
  ['Lake Monroe', 'IN', 39.0, -86.4],
  ['Spirit Lake', 'IA', 43.5, -95.1],
  ['Milford Lake', 'KS', 39.1, -96.9],
  ['Kentucky Lake', 'KY', 36.7, -88.1],
  ['Toledo Bend', 'LA', 31.2, -93.6],
  ['Moosehead Lake', 'ME', 45.6, -69.7],
  ['Deep Creek Lake', 'MD', 39.5, -79.3],
  ['Quabbin Reservoir', 'MA', 42.4, -72.3],
  ['Houghton Lake', 'MI', 44.3, -84.8],
  ['Mille Lacs', 'MN', 46.2, -93.6],
  ['Ross Barnett Reservoir', 'MS', 32.4, -90.0],
  ['Lake of the Ozarks', 'MO', 38.1, -92.7],
  ['Fort Peck Lake', 'MT', 47.6, -106.6],
  ['Lake McConaughy', 'NE', 41.2, -101.7],
  ['Pyramid Lake', 'NV', 40.0, -119.6],
  ['Lake Winnipesaukee', 'NH', 43.6, -71.3],
  ['Round Valley Reservoir', 'NJ', 40.6, -74.8],
  ['Elephant Butte', 'NM', 33.2, -107.2],
  ['Oneida Lake', 'NY', 43.2, -75.9],
  ['Lake Norman', 'NC', 35.5, -80.9],
  ['Devils Lake', 'ND', 48.0, -98.9],
  ['Lake Erie, Port Clinton', 'OH', 41.5, -82.9],
  ['Lake Texoma', 'OK', 33.9, -96.7],
  ['Deschutes River, Maupin', 'OR', 45.2, -121.1],
  ['Raystown Lake', 'PA', 40.4, -78.0],
  ['Scituate Reservoir', 'RI', 41.8, -71.6],
  ['Lake Marion', 'SC', 33.5, -80.3],
  ['Lake Oahe', 'SD', 44.5, -100.4],
  ['Dale Hollow Lake', 'TN', 36.6, -85.4],
  ['Lake Fork', 'TX', 32.9, -95.6],
  ['Flaming Gorge', 'UT', 41.0, -109.5],
  ['Lake Champlain', 'VT', 44.5, -73.3],
  ['Smith Mountain Lake', 'VA', 37.1, -79.6],
  ['Lake Roosevelt', 'WA', 48.2, -118.2],
  ['Summersville Lake', 'WV', 38.2, -80.9],
  ['Lake Winnebago', 'WI', 44.0, -88.4],
  ['Boysen Reservoir', 'WY', 43.3, -108.2],
  // Alaska's main fishing areas
  ['Kenai River, Soldotna', 'AK', 60.5, -151.1],
  ['Susitna valley, Willow', 'AK', 61.7, -150.0],
  ['Chena River, Fairbanks', 'AK', 64.8, -147.5],
  ['Naknek River, King Salmon', 'AK', 58.7, -156.6],
  ['Copper River, Cordova', 'AK', 60.5, -145.6],
];

const COASTS: [string, number, number][] = [
  ['Casco Bay, ME', 43.7, -70.1],
  ['Cape Cod Bay, MA', 41.9, -70.3],
  ['Montauk, NY', 41.1, -71.9],
  ['Barnegat Bay, NJ', 39.8, -74.1],
  ['Chesapeake Bay, MD', 38.3, -76.3],
  ['Outer Banks, NC', 35.2, -75.6],
  ['Charleston, SC', 32.8, -79.9],
  ['Mosquito Lagoon, FL', 28.8, -80.8],
  ['Florida Keys, Marathon', 24.7, -81.1],
  ['Tampa Bay, FL', 27.7, -82.6],
  ['Mobile Bay, AL', 30.5, -88.0],
  ['Venice, LA', 29.3, -89.4],
  ['Galveston Bay, TX', 29.4, -94.9],
  ['Laguna Madre, TX', 26.6, -97.3],
  ['San Diego, CA', 32.7, -117.2],
  ['Monterey Bay, CA', 36.8, -121.9],
  ['San Francisco Bay, CA', 37.8, -122.4],
  ['Columbia River mouth, OR', 46.2, -123.9],
  ['Puget Sound, WA', 47.6, -122.4],
  ['Sitka Sound, AK', 57.0, -135.4],
  ['Kachemak Bay, Homer, AK', 59.6, -151.4],
  ['Kodiak, AK', 57.8, -152.4],
  ['Oahu south shore, HI', 21.3, -157.9],
  ['Kona, HI', 19.6, -156.0],
];

describe('offline coverage of the bundled climatology', () => {
  it.each(INLAND)('%s (%s): NOAA air normals within 150 km', (_name, _state, lat, lon) => {
    const c = bundledClimateAt(lat, lon);
    expect(c?.air).toBeTruthy();
    expect(c!.airDistanceKm!).toBeLessThanOrEqual(150);
  });

  it('covers every state (50) with at least one place in the list', () => {
    expect(new Set(INLAND.map((p) => p[1])).size).toBe(50);
  });

  it.each(COASTS)('%s: air within 100 km and sea-surface normals', (_name, lat, lon) => {
    const c = bundledClimateAt(lat, lon)!;
    expect(c.airDistanceKm!).toBeLessThanOrEqual(100);
    expect(c.sea).not.toBeNull();
    expect(c.seaDistanceKm!).toBeLessThanOrEqual(SEA_CLIMATE_RULES.maxCellKm);
    expect(c.seaSource).toMatch(/NOAA ERSST v5/);
  });

  it('has no sea-surface normals far inland, and none on the Great Lakes', () => {
    expect(bundledClimateAt(39.8, -104.7)!.sea).toBeNull(); // Denver
    expect(bundledClimateAt(46.2, -93.6)!.sea).toBeNull(); // Mille Lacs
    const lakes = SEA_NORMAL_CELLS.filter(
      (c) => c[0]! >= 41 && c[0]! <= 49.5 && c[1]! >= -93 && c[1]! <= -75,
    );
    expect(lakes).toHaveLength(0);
  });

  it('keeps the 400 km rule for air', () => {
    expect(CLIMATE_RULES.maxStationKm).toBe(400);
    expect(STATION_NORMALS.length).toBeGreaterThan(600);
  });

  // ERSST v5 1991-2020 long-term means (the committed extract, scripts/data): the cell at 24°N
  // 82°W is 24.62 °C in January (76.3 °F) and 29.99 °C in August (86.0 °F).
  it('sea normals follow the source month means (Florida Straits cell)', () => {
    const cell = SEA_NORMAL_CELLS.find((c) => c[0] === 24 && c[1] === -82)!;
    const mean = expandHarmonics(cell.slice(2));
    expect(Math.abs(mean[normalsDayIndex('2027-01-16')]! - 76.3)).toBeLessThan(1);
    expect(Math.abs(mean[normalsDayIndex('2027-08-16')]! - 86.0)).toBeLessThan(1);
  });
});
