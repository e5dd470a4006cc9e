/**
 * One test per finding of the second science review (issue 16), each on the real computation:
 * sun positions from astronomy-engine, tides from the harmonic database, the species catalogue
 * and the bite model. Each fails if its problem returns.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BITE_RULES } from '../bite/bite-rules.ts';
import type { HourlyWeather } from '../bite/weather-series.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { resolveWaterTemp } from '../water/water-temperature.ts';
import { buildReport } from './build-report.ts';
import { weatherFor } from './testing/coastal-day.ts';
import { writeReport } from './write-report.ts';

beforeAll(async () => {
  await loadTideDatabase();
});

/** Seven days of hourly weather ending on `date` with the given mean air temperature. */
function week(date: string, meanF: number, extra: Partial<HourlyWeather> = {}): HourlyWeather {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const time = Array.from({ length: 168 }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - 6, i)).toISOString().slice(0, 16),
  );
  return {
    time,
    temperature_2m: time.map((_, i) => meanF + 8 * Math.sin((((i % 24) - 9) / 24) * 2 * Math.PI)),
    pressure_msl: time.map(() => 1015),
    wind_speed_10m: time.map(() => 7),
    wind_gusts_10m: time.map(() => 11),
    wind_direction_10m: time.map(() => 220),
    cloud_cover: time.map(() => 40),
    precipitation: time.map(() => 0),
    precipitation_probability: time.map(() => 10),
    ...extra,
  };
}

describe('1. water temperature without a measurement', () => {
  it('does not estimate August San Francisco bay water from latitude: unknown, or below 66 F', () => {
    const r = buildReport({
      lat: 37.806,
      lon: -122.465,
      date: '2026-08-10',
      habitat: 'salt',
      fishingType: 'shore',
      baitType: 'live',
      weather: week('2026-08-10', 63),
    });
    if (r.conditions.water) expect(r.conditions.water.tempF).toBeLessThan(66);
    else expect(writeReport(r)).toContain('temperature unknown');
  });

  it('estimates a Montana trout river in August from air, with method and error, below 70 F', () => {
    const w = resolveWaterTemp({
      habitat: 'fresh',
      recentAirTempsF: week('2026-08-10', 64).temperature_2m!,
    });
    expect(w?.kind).toBe('air-estimate');
    expect(w!.tempF).toBeGreaterThanOrEqual(55);
    expect(w!.tempF).toBeLessThan(70);
    expect(w!.errorF).toBeGreaterThan(0);
    expect(w!.method).toMatch(/Mohseni/);
  });

  it('shows method and error wherever an estimate appears', () => {
    const r = buildReport({
      lat: 46.87,
      lon: -113.99,
      date: '2026-08-10',
      placeName: 'Clark Fork River',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'fly',
      weather: week('2026-08-10', 64),
    });
    const md = writeReport(r);
    expect(md).toMatch(/±6 °F, estimated from the last 7 days of air temperature/);
    expect(r.verdict.headline).toMatch(/estimate \(±6 °F\)/);
  });
});

describe('2. species ranges are sourced or plainly called typical', () => {
  it('calls red drum\u2019s adult range a typical value, not a sourced fact', () => {
    const r = buildReport({
      lat: 29.3,
      lon: -94.8,
      date: '2026-11-20',
      habitat: 'salt',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['red-drum'],
    });
    expect(r.targets[0]!.preferredTempF.status).toBe('typical');
    const md = writeReport(r);
    expect(md).toMatch(/Best growth 68-86 °F \(a typical value, not a sourced fact\)/);
    expect(md).not.toMatch(/Larval and juvenile red drum/);
  });
});

describe('3. targets and habitat text by region and season', () => {
  it('targets red drum and speckled trout at Galveston in November, not cobia or snook', () => {
    const r = buildReport({
      lat: 29.3,
      lon: -94.79,
      date: '2026-11-20',
      placeName: 'Galveston, TX',
      habitat: 'salt',
      fishingType: 'boat',
      baitType: 'live',
      seaForecast: { tempF: 66, source: 'test' },
    });
    const ids = r.targets.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['red-drum', 'spotted-seatrout']));
    expect(ids).not.toContain('cobia');
    expect(ids).not.toContain('common-snook');
  });

  it('never mentions mangroves in Charleston', () => {
    for (const month of ['03', '06', '09', '12']) {
      const r = buildReport({
        lat: 32.78,
        lon: -79.93,
        date: `2026-${month}-10`,
        placeName: 'Charleston Harbor, SC',
        habitat: 'salt',
        fishingType: 'shore',
        baitType: 'artificial',
        speciesIds: ['red-drum', 'spotted-seatrout', 'common-snook'],
      });
      expect(writeReport(r)).not.toMatch(/mangrove/i);
    }
  });
});

describe('5-7. tides: absolute flow, correct advice, true station source', () => {
  const pontchartrain = () =>
    buildReport({
      lat: 30.18,
      lon: -90.1,
      date: '2026-11-20',
      habitat: 'salt',
      fishingType: 'boat',
      baitType: 'live',
      weather: weatherFor('2026-11-20', {
        windMph: 8,
        cloud: 40,
        pressureStart: 1015,
        pressureStep: 0,
        tempF: 65,
        rainProb: 10,
      }),
    });

  it('never reads "strong tidal flow" on Lake Pontchartrain', () => {
    const r = pontchartrain();
    expect(r.tidePlan).not.toBeNull();
    expect(r.tidePlan!.rangeFt!).toBeLessThan(1);
    for (const h of r.hourly)
      expect(h.reasons.map((x) => x.text)).not.toContain('strong tidal flow');
    expect(r.verdict.rating).not.toBe('excellent');
  });

  it('puts the moving water at mid-tide, not around the high', () => {
    const r = buildReport({
      lat: 42.355,
      lon: -71.05,
      date: '2026-07-15',
      habitat: 'salt',
      fishingType: 'shore',
      baitType: 'live',
    });
    const advice = r.tidePlan!.advice.join(' ');
    expect(advice).not.toMatch(/either side are the moving water/);
    expect(advice).toMatch(/moves fastest around/);
    const strong = r.hourly.filter((h) => h.reasons.some((x) => x.text === 'strong tidal flow'));
    const ext = r.tidePlan!.extremes.map((e) => e.minuteOfDay);
    for (const h of strong) {
      const mid = h.minuteOfDay + 30;
      expect(Math.min(...ext.map((e) => Math.abs(e - mid)))).toBeGreaterThan(60);
    }
  });

  it('names a non-NOAA station\u2019s real source instead of "NOAA <id>"', () => {
    const r = pontchartrain();
    expect(r.tidePlan!.station.sourceName).not.toBe('NOAA CO-OPS');
    const md = writeReport(r);
    expect(md).toMatch(/TICON-4/);
    expect(md).not.toMatch(/\(NOAA [^C]/);
  });
});

describe('8. light at high latitudes', () => {
  it('scores 21:00 in Fairbanks on 2027-06-21 as daylight, not dark', () => {
    const r = buildReport({
      lat: 64.84,
      lon: -147.72,
      date: '2027-06-21',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    const nine = r.hourly.find((h) => h.local.endsWith('T21:00'))!;
    expect(nine.reasons.map((x) => x.text)).not.toContain('dark: most fish here feed by sight');
    const oneAm = r.hourly.find((h) => h.local.endsWith('T01:00'))!;
    expect(oneAm.factors.light ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('never calls polar-night midday "bright sun" in Utqiagvik', () => {
    const r = buildReport({
      lat: 71.29,
      lon: -156.79,
      date: '2026-12-21',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'live',
      weather: weatherFor('2026-12-21', {
        windMph: 6,
        cloud: 0,
        pressureStart: 1015,
        pressureStep: 0,
        tempF: -10,
        rainProb: 0,
      }),
    });
    for (const h of r.hourly)
      expect(h.reasons.map((x) => x.text)).not.toContain('bright overhead sun');
  });
});

describe('9. the daily pressure tide is not a front', () => {
  it('does not score a fair-weather Miami afternoon as "barometer falling"', () => {
    const date = '2026-07-10';
    const time = Array.from({ length: 72 }, (_, i) =>
      new Date(Date.UTC(2026, 6, 8, i)).toISOString().slice(0, 16),
    );
    // Miami (UTC-4 in July): a 1.2 hPa semidiurnal swing peaking near 10:00 and 22:00 solar time
    const solar = (i: number) => (i % 24) - (0.02 * 60) / 60 - 80.13 / 15 - -4;
    const weather: HourlyWeather = {
      ...week(date, 84),
      time,
      temperature_2m: time.map((_, i) => 84 + 5 * Math.sin((((i % 24) - 9) / 24) * 2 * Math.PI)),
      pressure_msl: time.map(
        (_, i) => 1016 + 1.2 * Math.cos(((solar(i) - 9.8) * 2 * Math.PI) / 12),
      ),
      wind_speed_10m: time.map(() => 8),
      wind_gusts_10m: time.map(() => 12),
      wind_direction_10m: time.map(() => 120),
      cloud_cover: time.map(() => 30),
      precipitation: time.map(() => 0),
      precipitation_probability: time.map(() => 10),
    };
    const r = buildReport({
      lat: 25.77,
      lon: -80.13,
      date,
      habitat: 'salt',
      fishingType: 'shore',
      baitType: 'live',
      weather,
    });
    for (const h of r.hourly.filter((x) => x.minuteOfDay >= 12 * 60 && x.minuteOfDay < 19 * 60))
      expect(h.reasons.map((x) => x.text).join(' ')).not.toMatch(/barometer falling/);
    expect(r.conditions.weather!.pressureTrend).toBe('steady');
  });
});

describe('10. the verdict agrees with the report', () => {
  const galvestonStorm = (fishingType: 'boat' | 'shore') =>
    buildReport({
      lat: 29.31,
      lon: -94.79,
      date: '2026-11-20',
      habitat: 'salt',
      fishingType,
      baitType: 'live',
      seaForecast: { tempF: 68, source: 'test' },
      weather: weatherFor('2026-11-20', {
        windMph: 21,
        cloud: 90,
        pressureStart: 1012,
        pressureStep: -0.05,
        tempF: 70,
        rainProb: 90,
      }),
    });

  it('a boat report with gusts over 30 mph cannot read "Excellent", and leads with the warning', () => {
    const r = galvestonStorm('boat');
    expect(r.conditions.weather!.gustMaxMph!).toBeGreaterThan(30);
    expect(r.verdict.rating).not.toBe('excellent');
    expect(r.verdict.rating).not.toBe('good');
    expect(r.verdict.cappedBy).toBe('wind');
    expect(r.verdict.headline).toMatch(/^Safety first: Wind up to/);
  });

  it('does not put November water in the largemouth spawning range', () => {
    const r = buildReport({
      lat: 36.16,
      lon: -86.78,
      date: '2026-11-10',
      placeName: 'Old Hickory Lake',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['largemouth-bass'],
      measuredWater: { tempF: 58, source: 'test gauge' },
    });
    const text = r.hourly.flatMap((h) => h.reasons.map((x) => x.text)).join(' ');
    expect(text).not.toMatch(/spawning range/);
    expect(r.targets[0]!.phase).not.toBe('spawn');
  });

  // Issue 26: the water reason reads the species' activity curve across the year, not its summer
  // growth optimum, and its words never contradict its points.
  it('says 58 F is inside black crappie\u2019s active feeding range, never "near the best range"', () => {
    const r = buildReport({
      lat: 36.16,
      lon: -86.78,
      date: '2026-11-10',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['black-crappie'],
      measuredWater: { tempF: 58, source: 'test gauge' },
    });
    const text = r.hourly.flatMap((h) => h.reasons.map((x) => x.text)).join(' ');
    expect(text).toMatch(/water 58 °F is inside black crappie's active feeding range \(45-78 °F/);
    expect(text).not.toMatch(/near the best range/);
    const water = r.hourly[0]!.factors.water ?? 0;
    expect(water).toBeGreaterThan(0);
  });

  it('gives one front age everywhere', () => {
    const r = buildReport({
      lat: 36.16,
      lon: -86.78,
      date: '2026-03-08',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'live',
      weather: weatherFor('2026-03-08', {
        windMph: 10,
        cloud: 5,
        pressureStart: 1005,
        pressureStep: 0.3,
        tempF: 45,
        rainProb: 0,
      }),
    });
    const md = writeReport(r);
    const ages = new Set(
      [...md.matchAll(/front (?:passed|came through) about (\d+) h/g)].map((m) => m[1]),
    );
    expect(ages.size).toBeLessThanOrEqual(1);
    expect(md).not.toMatch(/passed \d+ h ago/);
  });

  it('keeps tide and navigation notes off a lake and chop and wind-push off a river', () => {
    const lake = buildReport({
      lat: 47.62,
      lon: -122.26,
      date: '2026-07-10',
      placeName: 'Lake Washington',
      inLake: true,
      fishingType: 'boat',
      baitType: 'artificial',
      weather: week('2026-07-10', 70),
    });
    expect(lake.habitat.habitat).toBe('fresh');
    expect(lake.tidePlan).toBeNull();
    const lakeMd = writeReport(lake);
    expect(lakeMd).not.toMatch(/## Tide plan|not for navigation|tidal flow|tide moving/);
    expect(lake.hourly.every((h) => h.factors.tide === undefined)).toBe(true);
    const river = buildReport({
      lat: 46.87,
      lon: -113.99,
      date: '2026-07-10',
      placeName: 'Clark Fork River',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'fly',
      weather: week('2026-07-10', 66),
    });
    expect(river.waterBody).toBe('river');
    const reasons = river.hourly.flatMap((h) => h.reasons.map((x) => x.text));
    expect(reasons).not.toContain('light chop on the water');
    expect(writeReport(river)).not.toMatch(/push bait onto/);
  });

  it('warns about heat-stressed trout at 79 F instead of saying "fish early"', () => {
    const r = buildReport({
      lat: 46.87,
      lon: -113.99,
      date: '2026-08-10',
      placeName: 'Clark Fork River',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
      measuredWater: { tempF: 79, source: 'test gauge' },
    });
    const md = writeReport(r);
    expect(md).toMatch(/trout are heat-stressed/);
    expect(md).not.toMatch(/and fish early/);
  });
});

describe('12. weights follow the evidence and the report shows contributions', () => {
  it('worth a solunar major at most a few points, and lists each factor\u2019s points', () => {
    expect(BITE_RULES.solunar.major + BITE_RULES.solunar.coincidenceBonus).toBeLessThanOrEqual(4);
    for (const rule of Object.values(BITE_RULES))
      if (typeof rule === 'object') expect((rule as { basis?: string }).basis).toBeTruthy();
    const r = buildReport({
      lat: 36.16,
      lon: -86.78,
      date: '2026-04-14',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'live',
      weather: week('2026-04-14', 62),
    });
    expect(r.verdict.contributions.length).toBeGreaterThan(0);
    expect(writeReport(r)).toContain('## What moved the score');
  });
});
