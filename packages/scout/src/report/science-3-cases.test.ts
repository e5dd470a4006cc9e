/**
 * Expert cases from the third science pass (notes: /work/notes/science-3.md), run like
 * science-2-cases.test.ts on the bundled climatology (no forecast, no measurement), as a report
 * planned weeks ahead is, because the errors lived in the estimates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

describe('southern tailwaters below deep dams run cold without a table entry', () => {
  // TWRA manages trout in the tailwaters below TVA and USACE dams because the cold release
  // extirpated the warm-water fish (TWRA Region IV, twra4streams.homestead.com/
  // trouttailwater.html, "Trout Tailwaters", read 2026); the measured southern cold releases run
  // 52-66 °F in August (USGS 02334430, 02168504, 07198000, 2016-2020 monthly means).
  it('Caney Fork below Center Hill Dam in August: trout, no largemouth, a cold-release estimate', () => {
    const { r, ids } = run({
      lat: 36.1,
      lon: -85.83,
      date: '2027-08-12',
      placeName: 'Caney Fork River below Center Hill Dam',
      habitat: 'fresh',
      state: 'TN',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(ids).not.toContain('largemouth-bass');
    expect(ids[0]).toMatch(/trout/);
    expect(ids).not.toContain('cutthroat-trout');
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(52);
    expect(w.tempF).toBeLessThanOrEqual(66);
    expect(w.errorF).toBeGreaterThanOrEqual(7);
    expect(w.source).toMatch(/not a gauge/);
  });

  it('the Clinch below Norris Dam is named (TWRA Region IV), even on a river spot', () => {
    const { r, ids } = run({
      lat: 36.2,
      lon: -84.1,
      date: '2027-07-20',
      placeName: 'Clinch River',
      habitat: 'fresh',
      waterKind: 'river',
      state: 'TN',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(r.conditions.water?.source).toMatch(/TWRA Region IV/);
    expect(ids[0]).toMatch(/trout/);
  });

  // Guard: the Tennessee River main-stem dams pass warm surface water; below Kentucky Dam in
  // August the fishery is catfish, bass and sauger, not trout (common guide practice).
  it('the Tennessee River below Kentucky Dam stays a warm tailwater', () => {
    const { r, ids } = run({
      lat: 37.01,
      lon: -88.27,
      date: '2027-08-12',
      placeName: 'Tennessee River below Kentucky Dam',
      habitat: 'fresh',
      waterKind: 'tailwater',
      state: 'KY',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(r.conditions.water?.tempF).toBeGreaterThan(70);
    expect(r.conditions.water?.source).not.toMatch(/cold release/);
    expect(ids[0]).not.toMatch(/trout/);
  });
});

describe('northern lakes warm on time in spring', () => {
  // Measured: Sparkling Lake, WI (46.01 N, 89.70 W), NTL-LTER buoy, 2009, surface (0.5 m) daily
  // water temperature: 15.0 °C (59 °F) on June 12 and 20.1 °C (68 °F) on July 15, as distributed
  // in GLEON rLakeAnalyzer inst/extdata/Sparkling.daily.wtr (read 2026). 2009 was a cool June.
  it('Sparkling Lake, WI on June 12: within 5 °F of the measured 59 °F', () => {
    const { r } = run({
      lat: 46.01,
      lon: -89.7,
      date: '2027-06-12',
      placeName: 'Sparkling Lake',
      inLake: true,
      habitat: 'fresh',
      state: 'WI',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(Math.abs(r.conditions.water!.tempF - 59)).toBeLessThanOrEqual(5);
  });

  // Minnesota DNR: northern pike spawn just after ice-out and yellow perch soon after, in April
  // and May; by mid-June neither is spawning in a BWCA lake (ice-out near Ely about April 28:
  // MN State Climatology Office median, as reported by the Duluth News Tribune, read 2026).
  it('Basswood Lake in mid-June: pike and perch are past the spawn', () => {
    const { r } = run({
      lat: 48.06,
      lon: -91.55,
      date: '2027-06-12',
      placeName: 'Basswood Lake',
      inLake: true,
      habitat: 'fresh',
      state: 'MN',
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: ['northern-pike', 'yellow-perch'],
    });
    for (const t of r.targets) expect(t.phase).not.toBe('spawn');
    expect(r.conditions.water!.tempF).toBeGreaterThanOrEqual(54);
  });
});

describe('a spawn a month old has passed', () => {
  // Smallmouth bass nest as the water passes 59-61 °F (South Dakota GF&P spawning temperatures)
  // and a male guards the nest two to four weeks (USFWS HSI smallmouth bass, Reproduction); at
  // Lake Davis (5,775 ft) the typical water passed 60 °F in early June, so mid-July is past it.
  it('Lake Davis, CA in mid-July: smallmouth are not spawning', () => {
    const { r } = run({
      lat: 39.88,
      lon: -120.48,
      date: '2027-07-15',
      placeName: 'Lake Davis',
      inLake: true,
      habitat: 'fresh',
      state: 'CA',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(r.targets[0]?.phase).not.toBe('spawn');
  });

  // Guard: on Lake Okeechobee the mild winter keeps bass spawning from December into April
  // (FWC), so a March bass still spawns.
  it('Lake Okeechobee in March: largemouth still spawn', () => {
    const { r } = run({
      lat: 26.95,
      lon: -80.8,
      date: '2027-03-10',
      placeName: 'Lake Okeechobee',
      inLake: true,
      habitat: 'fresh',
      state: 'FL',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['largemouth-bass'],
    });
    expect(r.targets[0]?.phase).toBe('spawn');
  });
});
