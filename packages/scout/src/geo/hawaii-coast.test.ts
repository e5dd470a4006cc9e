import { describe, expect, it } from 'vitest';
import { checkWaterChoice } from '../habitat/check-water-choice.ts';
import { suggestWaterKind } from '../habitat/water-kind.ts';
import { regionFor } from '../species/region.ts';
import { testGeo } from '../rules/testing/geo-index.ts';

/**
 * Hawaii's islands are whole rings in Natural Earth's land layer; the coastline build once
 * simplified each ring to its two end points, so the Big Island, Maui and Kauai had no coast and a
 * spot off the Kailua-Kona pier was "115 km from the coast" (offshore reef water, and fresh water
 * "at sea"). Positions: Kailua-Kona pier, Kailua Bay (NOAA chart 19327); Mauna Kea summit (USGS
 * GNIS 19.8207 N, 155.4681 W), about 30 km from the nearest shore.
 */
describe('the bundled coastline holds the Hawaiian islands', () => {
  const KONA = [19.64, -156.0] as const;
  const MAUNA_KEA = [19.82, -155.47] as const;

  it('judges a Kona nearshore spot coastal salt water, not open sea', () => {
    const geo = testGeo(...KONA);
    expect(geo.state).toBe('HI');
    expect(geo.atSea).toBe(true);
    expect(geo.coastKm).toBeLessThan(2);
    const kind = suggestWaterKind({
      habitat: 'salt',
      inLake: false,
      lat: KONA[0],
      lon: KONA[1],
      region: regionFor(...KONA),
      placeName: 'Kailua-Kona',
      geo,
    });
    expect(kind.kind).not.toBe('reef-offshore');
    expect(
      checkWaterChoice({ habitat: 'salt', nearestTideStationKm: 1, inLake: false, geo }),
    ).toBeNull();
  });

  it('judges Mauna Kea on the Big Island land, well inland', () => {
    const geo = testGeo(...MAUNA_KEA);
    expect(geo.state).toBe('HI');
    expect(geo.atSea).toBe(false);
    expect(geo.coastKm).toBeGreaterThan(20);
    expect(geo.coastKm).toBeLessThan(40);
  });

  it('has coast on Maui and Kauai too', () => {
    expect(testGeo(20.9, -156.47).coastKm).toBeLessThan(2); // Kahului Harbor
    expect(testGeo(22.05, -159.32).coastKm).toBeLessThan(2); // Kapaa, Kauai
  });
});
