/**
 * Expert cases from the fourth science pass (notes: /work/notes/science-4.md): shallow bays and
 * estuaries took the open-Gulf sea-surface normal. Run like science-3-cases.test.ts on the bundled
 * climatology (no forecast, no measurement), as a report planned weeks ahead is.
 *
 * What the water runs: the ranges come from the local-guide review that found the error (Mobile
 * Bay about 50-56 °F in February, the bays behind Port Aransas about 55-60 °F in late December),
 * widened by the printed ±; they were not re-read from station records here. The NOAA CO-OPS
 * stations to check them against: 8735180 Dauphin Island and 8737048 Mobile State Docks, AL
 * (https://tidesandcurrents.noaa.gov/stationhome.html?id=8737048), 8775237 Port Aransas, TX
 * (https://tidesandcurrents.noaa.gov/stationhome.html?id=8775237); the NCEI Coastal Water
 * Temperature Guide (https://www.ncei.noaa.gov/access/coastal-water-temperature-guide/) gives
 * monthly means for Gulf stations. The blend itself is fitted on other CO-OPS stations
 * (water/water-temperature.ts SHALLOW_SALT), so these places are held out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { typicalOn } from '../climate/normals.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

describe('shallow bays and estuaries follow the air, not the open-Gulf cell', () => {
  it('Mobile Bay in mid-February reads 48-60 °F, not the Gulf cell', () => {
    const { r, climate } = run({
      lat: 30.52,
      lon: -87.95,
      date: '2027-02-12',
      placeName: 'Mobile Bay',
      habitat: 'salt',
      state: 'AL',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(r.waterKind?.kind).toBe('bay-flats');
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(48);
    expect(w.tempF).toBeLessThanOrEqual(60);
    // the sea normal here is far warmer: the estimate moved off it
    expect(typicalOn(climate!.sea!, '2027-02-12').meanF - w.tempF).toBeGreaterThan(4);
    expect(w.errorF).toBeGreaterThanOrEqual(6);
    expect(w.method).toMatch(/shallow bays/);
  });

  it('Redfish Bay by Port Aransas in late December reads 52-64 °F', () => {
    const { r } = run({
      lat: 27.88,
      lon: -97.13,
      date: '2027-12-28',
      placeName: 'Redfish Bay, Port Aransas',
      habitat: 'salt',
      state: 'TX',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(r.waterKind?.kind).toBe('bay-flats');
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(52);
    expect(w.tempF).toBeLessThanOrEqual(64);
  });

  // Guards: open water keeps the sea-surface normal (it is the right climatology there).
  it('Kona offshore and the Key West reef keep the sea-surface normal', () => {
    const cases: [PlannedCase, { coastKm: number; atSea: boolean }][] = [
      [
        {
          lat: 19.6,
          lon: -156.1,
          date: '2027-02-12',
          placeName: 'Kona offshore',
          habitat: 'salt',
          state: 'HI',
          fishingType: 'boat',
          baitType: 'artificial',
        },
        { coastKm: 20, atSea: true },
      ],
      [
        {
          lat: 24.45,
          lon: -81.88,
          date: '2027-01-15',
          placeName: 'Sand Key Reef',
          habitat: 'salt',
          state: 'FL',
          fishingType: 'boat',
          baitType: 'live',
        },
        { coastKm: 10, atSea: true },
      ],
    ];
    for (const [c, geo] of cases) {
      const { r, climate } = run(c, geo);
      expect(r.waterKind?.kind).toBe('reef-offshore');
      const w = r.conditions.water!;
      expect(w.tempF).toBe(Math.round(typicalOn(climate!.sea!, c.date).meanF));
      expect(w.method).toMatch(/typical sea-surface temperature/);
    }
  });
});
