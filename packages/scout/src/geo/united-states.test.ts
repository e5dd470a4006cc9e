import { describe, expect, it } from 'vitest';
import { inUnitedStates } from './united-states.ts';

describe('inUnitedStates', () => {
  it.each([
    ['Dallas', 32.7767, -96.797],
    ['Tampa Bay', 27.76, -82.63],
    ['Lake Erie, US side', 42.2, -81.2],
    ['Honolulu', 21.3, -157.85],
    ['Juneau', 58.3, -134.4],
    ['Gulf of Mexico 150 km offshore of Louisiana', 27.5, -88.0],
    ['Atlantic 100 km off Cape Hatteras', 35.0, -74.5],
  ])('accepts %s', (_, lat, lon) => expect(inUnitedStates(lat, lon)).toBe(true));

  it.each([
    ['Toronto', 43.65, -79.38],
    ['Nassau, Bahamas', 25.06, -77.34],
    ['Tijuana', 32.51, -117.04],
    ['Matamoros', 25.87, -97.5],
    ['Vancouver', 49.28, -123.12],
    ['Bermuda', 32.3, -64.78],
    ['London', 51.5, -0.12],
    ['mid-Atlantic', 35.0, -50.0],
  ])('refuses %s', (_, lat, lon) => expect(inUnitedStates(lat, lon)).toBe(false));
});
