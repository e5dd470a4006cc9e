/**
 * Expert cases from the second science pass (notes: /work/notes/science-2.md): the majors a
 * local guide struck in the review of 24 fresh reports, each with its source. Unlike
 * review-cases.test.ts, these run on the bundled climatology (no forecast, no measurement), as a
 * report planned weeks ahead does, because the errors lived in the estimate and the region model.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

describe('methods fit the fishing style', () => {
  // Bank anglers below Bonneville Dam plunk a Spin-N-Glo; trolling needs a boat (WDFW,
  // "Plunking the big river: Lower Columbia salmon and steelhead").
  it('Columbia below Bonneville in June from the bank: plunking, never a trolled flasher', () => {
    const { md } = run({
      lat: 45.63,
      lon: -121.96,
      date: '2027-06-15',
      placeName: 'Columbia River below Bonneville Dam',
      habitat: 'fresh',
      state: 'WA',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['chinook-salmon'],
    });
    expect(md).toMatch(/plunk/i);
    expect(md).not.toMatch(/\btroll/i);
  });
});

describe('cold tailwaters below deep dams are trout water all year', () => {
  // Bull Shoals releases cold water from the lake's bottom: upper 40s in winter, about 50 from
  // the deep layer (flyflinger.com 2018; NWA Democrat-Gazette 2022); AGFC protects the brown
  // trout spawn below the dam Nov 1 - Jan 31, so mid-October browns are pre-spawn.
  it('White River below Bull Shoals in October: trout first, browns pre-spawn, water in the 50s', () => {
    const { r, ids } = run({
      lat: 36.36,
      lon: -92.58,
      date: '2027-10-14',
      placeName: 'White River below Bull Shoals Dam',
      habitat: 'fresh',
      state: 'AR',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
    });
    expect(ids[0]).toMatch(/trout/);
    expect(ids).not.toContain('largemouth-bass');
    expect(r.targets.find((t) => t.id === 'brown-trout')?.phase).toBe('pre-spawn');
    expect(r.conditions.water?.tempF).toBeGreaterThanOrEqual(50);
    expect(r.conditions.water?.tempF).toBeLessThanOrEqual(59);
  });

  // USGS 09234500 Green River near Greendale, UT: May mean 44 °F (2016-2020), July 57 °F.
  it('Green River below Flaming Gorge in May: the release temperature, not the air', () => {
    const { r, ids } = run({
      lat: 40.9,
      lon: -109.4,
      date: '2027-05-20',
      placeName: 'Green River below Flaming Gorge Dam',
      habitat: 'fresh',
      state: 'UT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
    });
    expect(Math.abs((r.conditions.water?.tempF ?? 0) - 45)).toBeLessThanOrEqual(2);
    expect(ids).toContain('brown-trout');
    expect(r.targets.find((t) => t.id === 'brown-trout')?.phase).not.toBe('winter');
  });
});

describe('named western lakes and state-aware regions', () => {
  // Lake Tahoe: mackinaw are half the catch; the fishery is mackinaw, rainbow, brown and kokanee
  // (Cal Kellogg, California Sportsman, Feb 2023).
  it('Lake Tahoe in January: lake trout, no largemouth or striped bass', () => {
    const { ids } = run({
      lat: 39.1,
      lon: -120.04,
      date: '2027-01-15',
      placeName: 'Lake Tahoe',
      inLake: true,
      habitat: 'fresh',
      state: 'CA',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
    });
    expect(ids).toContain('lake-trout');
    expect(ids).not.toContain('largemouth-bass');
    expect(ids).not.toContain('striped-bass');
  });

  // Pyramid Lake Paiute Tribe: Lahontan cutthroat season Oct 1 - Jun 30; no walleye in the lake.
  it('Pyramid Lake in March: cutthroat trout, no walleye, not "the Pacific Northwest"', () => {
    const { md, ids } = run({
      lat: 40.0,
      lon: -119.55,
      date: '2027-03-10',
      placeName: 'Pyramid Lake',
      inLake: true,
      habitat: 'fresh',
      state: 'NV',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
    });
    expect(ids).toEqual(['cutthroat-trout']);
    expect(md).not.toMatch(/Pacific Northwest/);
    expect(md).toMatch(/Pyramid Lake/);
  });
});

describe('inland lakes take an inland climatology station, not a Great Lakes shore', () => {
  // Basswood Lake (BWCA) is 96 km from Grand Marais on Lake Superior, whose spring air the lake
  // chills (NOAA 1991-2020 normals: May 15 mean 45.7 °F at Grand Marais, 49.4 °F at Hibbing);
  // Minnesota DNR: walleye spawn soon after ice-out in April-May, so mid-June walleye are
  // post-spawn, not spawning.
  it('Basswood Lake in mid-June: Hibbing normals, walleye past the spawn', () => {
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
      speciesIds: [],
    });
    expect(r.conditions.water?.source).toMatch(/Hibbing/);
    expect(r.conditions.water?.tempF).toBeGreaterThanOrEqual(50);
    expect(r.targets.find((t) => t.id === 'walleye')?.phase).not.toBe('spawn');
  });
});
