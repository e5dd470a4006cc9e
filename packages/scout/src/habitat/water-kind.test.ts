import { describe, expect, it } from 'vitest';
import { regionFor } from '../species/region.ts';
import { lakeZone } from './lake-origin.ts';
import { suggestWaterKind, type SuggestWaterKindInput } from './water-kind.ts';

const at = (
  lat: number,
  lon: number,
  rest: Partial<SuggestWaterKindInput> & Pick<SuggestWaterKindInput, 'habitat'>,
) => suggestWaterKind({ inLake: false, lat, lon, region: regionFor(lat, lon), ...rest });

describe('suggestWaterKind', () => {
  it('lets the user choice win when it belongs to the habitat', () => {
    expect(
      at(32.85, -95.55, { habitat: 'fresh', userChoice: 'natural-lake', inLake: true }),
    ).toMatchObject({ kind: 'natural-lake', chosenBy: 'user' });
    expect(at(32.85, -95.55, { habitat: 'fresh', userChoice: 'surf', inLake: true }).chosenBy).toBe(
      'suggested',
    );
  });

  it('calls a lake south of the glacial limit a reservoir, and a Fork in its name no river', () => {
    const fork = at(32.85, -95.55, { habitat: 'fresh', inLake: true, placeName: 'Lake Fork' });
    expect(fork.kind).toBe('reservoir');
    // Lake Fork is a named water (science pass 11): its own origin says why
    expect(fork.reasons.join(' ')).toMatch(/reservoir on Lake Fork Creek/);
    const tawakoni = at(32.9, -95.95, {
      habitat: 'fresh',
      inLake: true,
      placeName: 'Lake Tawakoni',
    });
    expect(tawakoni.kind).toBe('reservoir');
    expect(tawakoni.reasons.join(' ')).toMatch(/glaciation/);
    expect(at(34.2, -83.95, { habitat: 'fresh', placeName: 'Lake Lanier' }).kind).toBe('reservoir');
  });

  it('calls Florida and glaciated-north lakes natural, and the Great Lakes by size', () => {
    expect(at(26.95, -80.8, { habitat: 'fresh', inLake: true }).kind).toBe('natural-lake');
    expect(at(46.23, -93.65, { habitat: 'fresh', inLake: true }).kind).toBe('natural-lake');
    expect(at(41.9, -81.8, { habitat: 'fresh', inLake: true, lakeAreaKm2: 25_000 }).kind).toBe(
      'great-lakes',
    );
    expect(
      at(41.9, -81.8, { habitat: 'fresh', placeName: 'Lake Erie, Fairport Harbor' }).kind,
    ).toBe('great-lakes');
  });

  it('reads tailwaters, rivers and reservoirs from the name', () => {
    expect(
      at(36.87, -85.14, { habitat: 'fresh', placeName: 'Cumberland River below Wolf Creek Dam' })
        .kind,
    ).toBe('tailwater');
    expect(at(45.5, -123.7, { habitat: 'fresh', placeName: 'Wilson River' }).kind).toBe('river');
    expect(at(39.2, -105.2, { habitat: 'fresh', placeName: 'Cheesman Reservoir' }).kind).toBe(
      'reservoir',
    );
  });

  it('reads salt water from the sea distance, the name, the boat and the region', () => {
    expect(
      at(24.8, -80.4, { habitat: 'salt', geo: { state: 'FL', coastKm: 21, atSea: true } }).kind,
    ).toBe('reef-offshore');
    // Inside Tampa Bay the generalised coastline reads 7 km away: still a bay.
    const tampa = { state: 'FL' as const, coastKm: 7.15, atSea: true };
    expect(at(27.76, -82.55, { habitat: 'salt', placeName: 'Tampa Bay', geo: tampa }).kind).toBe(
      'bay-flats',
    );
    expect(at(35.22, -75.53, { habitat: 'salt', placeName: 'Cape Point, Buxton' }).kind).toBe(
      'surf',
    );
    expect(at(29.3, -94.8, { habitat: 'salt', placeName: 'Galveston Jetty' }).kind).toBe(
      'inlet-jetty',
    );
    expect(at(24.92, -80.63, { habitat: 'salt', fishingType: 'boat' }).kind).toBe('reef-offshore');
    expect(at(24.92, -80.63, { habitat: 'salt', fishingType: 'shore' }).kind).toBe('bay-flats');
    expect(at(21.28, -157.84, { habitat: 'salt' }).kind).toBe('rocky-coast');
    expect(at(36.6, -121.89, { habitat: 'salt', placeName: 'Point Pinos' }).kind).toBe(
      'rocky-coast',
    );
  });
});

describe('lakeZone', () => {
  it('puts the glacial limit between Kansas and Nebraska lakes and along the Ohio', () => {
    expect(lakeZone(37.75, -97.83)).toBe('reservoir-country'); // Cheney, KS
    expect(lakeZone(44.93, -93.57)).toBe('glaciated'); // Minnetonka, MN
    expect(lakeZone(41.5, -81.7)).toBe('glaciated'); // Cleveland
    expect(lakeZone(38.2, -85.7)).toBe('reservoir-country'); // Louisville
    expect(lakeZone(27.9, -81.27)).toBe('florida'); // Kissimmee
    expect(lakeZone(42.3, -101.0)).toBe('sandhills');
    expect(lakeZone(36.1, -114.5)).toBe('unglaciated-west'); // Lake Mead
  });

  // Review 7 RC-2 (u05): a boat 4 km out in Long Island Sound read as the Mid-Atlantic surf.
  it('never calls water 1.5 km or more off the coast surf when afloat', () => {
    const sound = at(41.0, -73.08, {
      habitat: 'salt',
      placeName: 'Long Island Sound off Port Jefferson, New York',
      fishingType: 'boat',
      geo: { state: 'NY', coastKm: 4, atSea: true },
    });
    expect(sound.kind).toBe('bay-flats');
    // A kayak off Sandy Hook's ocean side, 2 km out with no water named: open coast
    const ocean = at(40.43, -73.95, {
      habitat: 'salt',
      placeName: 'Off Sea Bright, New Jersey',
      fishingType: 'kayak',
      geo: { state: 'NJ', coastKm: 2, atSea: true },
    });
    expect(ocean.kind).toBe('reef-offshore');
    // A named beach from a boat 3 km out: still no surf; in a bay it is the bay's water
    const bay = at(39.95, -74.1, {
      habitat: 'salt',
      placeName: 'Barnegat Bay off Island Beach',
      fishingType: 'boat',
      geo: { state: 'NJ', coastKm: 3, atSea: true },
    });
    expect(bay.kind).not.toBe('surf');
    // From the beach itself, or a kayak just off it, the surf stays
    expect(
      at(40.43, -73.98, {
        habitat: 'salt',
        placeName: 'Sea Bright beach, New Jersey',
        fishingType: 'shore',
        geo: { state: 'NJ', coastKm: 0.05, atSea: false },
      }).kind,
    ).toBe('surf');
    expect(
      at(40.43, -73.98, {
        habitat: 'salt',
        placeName: 'Sea Bright beach, New Jersey',
        fishingType: 'kayak',
        geo: { state: 'NJ', coastKm: 0.3, atSea: true },
      }).kind,
    ).toBe('surf');
  });

  it('gives the Mid-Atlantic and southern New England a boat kind', () => {
    const boat = at(39.3, -74.35, {
      habitat: 'salt',
      placeName: 'Ocean City, New Jersey',
      fishingType: 'boat',
      geo: { state: 'NJ', coastKm: 0.8, atSea: true },
    });
    expect(boat.kind).toBe('reef-offshore');
    expect(boat.reasons.join(' ')).toMatch(/reef and offshore/);
    const ri = at(41.3, -71.6, {
      habitat: 'salt',
      placeName: 'Charlestown, Rhode Island',
      fishingType: 'boat',
      geo: { state: 'RI', coastKm: 1, atSea: true },
    });
    expect(ri.kind).toBe('reef-offshore');
  });

  // Review 7 RC-2 (u08): a boat on Resurrection Bay read as bay and flats with drying bars.
  it('reads a boat on an Alaska fjord bay as deep water, not flats', () => {
    for (const [placeName, lat, lon] of [
      ['Resurrection Bay, Seward, Alaska', 59.98, -149.38],
      ['Aialik Bay, Kenai Fjords, Alaska', 59.75, -149.65],
    ] as const) {
      const k = at(lat, lon, {
        habitat: 'salt',
        placeName,
        fishingType: 'boat',
        geo: { state: 'AK', coastKm: 1, atSea: true },
      });
      expect(k.kind).not.toBe('bay-flats');
    }
    // A Texas bay by boat is still bay water and flats
    expect(
      at(29.45, -94.85, {
        habitat: 'salt',
        placeName: 'Galveston Bay, Texas',
        fishingType: 'boat',
        geo: { state: 'TX', coastKm: 1, atSea: true },
      }).kind,
    ).toBe('bay-flats');
  });
});
