import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeLakes, isInLake, LAKES_DATA_URL } from './lakes.ts';

const lakes = decodeLakes(readFileSync(LAKES_DATA_URL));

/** Finding 4: the lakes the review found with tides claimed on them, and tidal water that is not a lake. */
describe('bundled lakes data', () => {
  it.each([
    ['Lake Washington', 47.62, -122.26],
    ['Lake Union', 47.635, -122.338],
    ['Lake Hood', 61.168, -149.955],
    ['Lake Houston', 29.95, -95.13],
    ['Lake Moultrie', 33.3, -80.05],
    ['Lake Wilson (Wahiawa)', 21.495, -158.028],
    ['Lake Ray Hubbard', 32.86, -96.52],
  ])('finds %s', (_name, lat, lon) => {
    expect(isInLake(lakes, lat, lon)).toBe(true);
  });

  it.each([
    ['Lake Pontchartrain (tidal lagoon)', 30.18, -90.1],
    ['Galveston Bay', 29.5, -94.9],
    ['San Francisco Bay', 37.8, -122.35],
    ['Tampa Bay', 27.76, -82.55],
    ['downtown Dallas', 32.78, -96.8],
  ])('leaves %s out', (_name, lat, lon) => {
    expect(isInLake(lakes, lat, lon)).toBe(false);
  });
});
