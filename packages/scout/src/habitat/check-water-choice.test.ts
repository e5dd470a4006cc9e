import { describe, expect, it } from 'vitest';
import { checkWaterChoice, INLAND_BEYOND_KM } from './check-water-choice.ts';

describe('checkWaterChoice', () => {
  it('refuses salt water at an inland Kansas pin, naming the field and the suggested water', () => {
    const p = checkWaterChoice({
      habitat: 'salt',
      nearestTideStationKm: 760,
      inLake: false,
      suggestedKind: 'reservoir',
    });
    expect(p).toMatchObject({
      field: 'habitat',
      suggested: { habitat: 'fresh', waterKind: 'reservoir' },
    });
    expect(p!.message).toMatch(/inland/);
    expect(p!.message).toMatch(/Choose Fresh Water/);
    expect(p!.message).toMatch(/reservoir/);
  });

  it('refuses salt water inside a mapped freshwater lake and with no tide station at all', () => {
    expect(
      checkWaterChoice({ habitat: 'salt', nearestTideStationKm: 20, inLake: true })?.field,
    ).toBe('habitat');
    expect(
      checkWaterChoice({ habitat: 'salt', nearestTideStationKm: null, inLake: false })?.field,
    ).toBe('habitat');
  });

  it('accepts salt water near the coast and in tidal rivers within reach of a station', () => {
    expect(
      checkWaterChoice({ habitat: 'salt', nearestTideStationKm: 3, inLake: false }),
    ).toBeNull();
    expect(
      checkWaterChoice({
        habitat: 'salt',
        nearestTideStationKm: INLAND_BEYOND_KM - 1,
        inLake: false,
      }),
    ).toBeNull();
  });

  it('trusts the coastline distance over the tide stations when the server has it', () => {
    expect(
      checkWaterChoice({
        habitat: 'salt',
        nearestTideStationKm: 150,
        inLake: false,
        geo: { state: 'FL', coastKm: 10, atSea: false },
      }),
    ).toBeNull();
    expect(
      checkWaterChoice({
        habitat: 'salt',
        nearestTideStationKm: 40,
        inLake: false,
        geo: { state: 'TX', coastKm: 180, atSea: false },
      })?.field,
    ).toBe('habitat');
  });

  it('refuses fresh water well out at sea, but not in a bay near shore', () => {
    const p = checkWaterChoice({
      habitat: 'fresh',
      nearestTideStationKm: 30,
      inLake: false,
      geo: { state: null, coastKm: 40, atSea: true },
    });
    expect(p).toMatchObject({
      field: 'habitat',
      suggested: { habitat: 'salt', waterKind: 'reef-offshore' },
    });
    expect(p!.message).toMatch(/at sea/);
    expect(
      checkWaterChoice({
        habitat: 'fresh',
        nearestTideStationKm: 2,
        inLake: false,
        geo: { state: 'MD', coastKm: 1, atSea: true },
      }),
    ).toBeNull();
  });

  it('refuses a kind of water that belongs to the other habitat', () => {
    const p = checkWaterChoice({
      habitat: 'fresh',
      waterKind: 'surf',
      nearestTideStationKm: 2,
      inLake: false,
    });
    expect(p).toMatchObject({
      field: 'waterKind',
      suggested: { habitat: 'salt', waterKind: 'surf' },
    });
    expect(p!.message).toBe(
      'Surf beach is salt water: choose Salt Water, or a kind of fresh water.',
    );
  });
});
