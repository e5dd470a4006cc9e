import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { buildReport } from './build-report.ts';
import { TAMPA_BAY, weatherFor } from './testing/coastal-day.ts';
import { writeReport } from './write-report.ts';

beforeAll(async () => {
  await loadTideDatabase();
});

const words = (md: string): number => md.split(/\s+/).filter(Boolean).length;

describe('buildReport and writeReport', () => {
  it('builds a coastal report with a tide plan, windows, presentations and sources', () => {
    const r = buildReport(TAMPA_BAY);
    expect(r.place.timeZone).toBe('America/New_York');
    expect(r.habitat).toMatchObject({ habitat: 'salt', chosenBy: 'suggested' });
    expect(r.tidePlan?.extremes.length).toBeGreaterThanOrEqual(2);
    expect(r.tidePlan?.station.sourceStationId).toMatch(/^\d{7}$/);
    expect(r.tidePlan?.station.sourceName).toBe('NOAA CO-OPS');
    expect(r.bestWindows.length).toBeGreaterThan(0);
    expect(r.hourly).toHaveLength(24);
    expect(r.targets.map((t) => t.id)).toEqual(['red-drum', 'spotted-seatrout']);
    expect(r.howToFish[0]).toMatchObject({ baitType: 'artificial', fishingType: 'shore' });
    expect(r.conditions.water).toMatchObject({ tempF: 71, kind: 'measured' });
    expect(r.sources.map((s) => s.label)).toEqual(
      expect.arrayContaining([
        'Sun and moon',
        'Tides',
        'Weather',
        'Red drum (redfish), preferred water',
      ]),
    );
    expect(r.missing).toEqual([]);
  });

  it('writes markdown under 1,500 words that names the specifics', () => {
    const md = writeReport(buildReport(TAMPA_BAY));
    expect(words(md)).toBeLessThan(1500);
    expect(md).toMatch(/^# Tampa Bay, St. Petersburg: Sunday, November 22, 2026/);
    expect(md).toContain('## Tide plan');
    expect(md).toContain('Red drum (redfish)');
    expect(md).toMatch(/Gold spoon/);
    expect(md).not.toMatch(/undefined|NaN|null/);
  });

  it('reads differently on a different day: post-front, windy, kayak, fly, inland', () => {
    const calm = writeReport(buildReport({ ...TAMPA_BAY }));
    const rough = buildReport({
      lat: 36.16,
      lon: -86.78,
      date: '2026-03-08',
      placeName: 'Old Hickory Lake',
      fishingType: 'kayak',
      baitType: 'fly',
      weather: weatherFor('2026-03-08', {
        windMph: 22,
        cloud: 5,
        pressureStart: 1012,
        pressureStep: 0.25,
        tempF: 45,
        rainProb: 60,
      }),
    });
    const md = writeReport(rough);
    expect(rough.habitat.habitat).toBe('fresh');
    expect(rough.tidePlan).toBeNull();
    expect(rough.safety.map((s) => s.topic)).toEqual(
      expect.arrayContaining(['wind', 'cold water', 'lightning']),
    );
    expect(rough.missing).toEqual(
      expect.arrayContaining(['measured water temperature', 'target species (chosen for you)']),
    );
    expect(md).toContain('an estimate');
    expect(md).toContain('from a kayak');
    expect(md).not.toContain('## Tide plan');
    expect(md).not.toEqual(calm);
    expect(words(md)).toBeLessThan(1500);
  });

  it('works with no weather at all and says so', () => {
    const r = buildReport({
      lat: 44.98,
      lon: -93.27,
      date: '2026-06-20',
      fishingType: 'shore',
      baitType: 'live',
      tideStation: null,
    });
    expect(r.missing).toContain('weather forecast');
    expect(writeReport(r)).toContain('no forecast was available');
    for (const h of r.hourly) expect(h.score).toBeGreaterThanOrEqual(0);
  });
});
