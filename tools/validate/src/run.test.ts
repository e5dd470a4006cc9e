import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  computeSky,
  computeSolunar,
  predictTides,
  scoreWindow,
  type TideStationRef,
} from '@anglerscout/scout';
import { resultsMarkdown, replaceResults, writeOutputs } from './outputs.ts';
import { placeCounties, speciesFor } from './place.ts';
import { runValidation, sampleSiteDays, type RunResult } from './run.ts';
import { TripScorer } from './score-trips.ts';
import { loadTrips, readRawTrips, toTrip, type RawTrip, type Trip } from './trips.ts';

const raw = readRawTrips();
let run: RunResult;
let out: string;

beforeAll(async () => {
  run = await runValidation({ holdout: false, sample: 200, raw });
  out = mkdtempSync(join(tmpdir(), 'validate-'));
  await writeOutputs(run, { resultsDir: out, publish: false });
});

const record = (over: Partial<RawTrip>): RawTrip => ({
  id_code: '1511220180119002',
  date: '2018-01-19',
  wave: '1',
  county: '12127',
  intsite: '21',
  mode_fx: '3',
  area_x: '1',
  time: '1135',
  hrsf: '3.5',
  cntrbtrs: '1',
  prim1: 'RED DRUM',
  prim2: '',
  tot_cat: '7',
  ...over,
});

describe('reading trips', () => {
  it('reads every record of the three waves from the repository copy', () => {
    expect(raw.length).toBe(21_691);
    expect(new Set(raw.map((r) => r.wave))).toEqual(new Set(['1', '2', '6']));
  });

  it('turns the interview time and hours fished into a window, and catch into a rate', () => {
    const t = toTrip(record({})) as Trip;
    expect(t.start).toBe('08:05');
    expect(t.end).toBe('11:35');
    expect(t.rate).toBe(2);
    expect(t.site).toBe('12-21');
    expect(t.siteDay).toBe('12-21|2018-01-19');
    expect(t.mode).toBe('shore');
  });

  it('applies the pre-registered exclusions', () => {
    expect(toTrip(record({ time: '' }))).toBe('no interview time');
    expect(toTrip(record({ time: '2475' }))).toBe('no interview time');
    expect(toTrip(record({ hrsf: '0' }))).toBe('hours fished not in (0, 16]');
    expect(toTrip(record({ hrsf: '17' }))).toBe('hours fished not in (0, 16]');
    expect(toTrip(record({ time: '0300', hrsf: '4' }))).toBe('window starts the day before');
  });

  it('keeps development and holdout apart by wave', () => {
    const dev = loadTrips([1, 2], raw);
    const holdout = loadTrips([6], raw);
    expect(dev.trips.every((t) => t.wave === 1 || t.wave === 2)).toBe(true);
    expect(holdout.trips.every((t) => t.wave === 6)).toBe(true);
    expect(dev.records + holdout.records).toBe(raw.length);
  });

  it('samples whole site-days', () => {
    const sample = sampleSiteDays(loadTrips([1, 2], raw).trips, 200);
    expect(sample.length).toBe(200);
    const all = loadTrips([1, 2], raw).trips;
    const full = [...new Set(sample.map((t) => t.siteDay))].slice(0, -1); // the last may be cut
    for (const sd of full)
      expect(sample.filter((t) => t.siteDay === sd).length).toBe(
        all.filter((t) => t.siteDay === sd).length,
      );
  });
});

describe('placing and scoring with the app’s own code', () => {
  it('matches MRIP target names to the app’s species, and nothing else', () => {
    expect(speciesFor('RED DRUM')?.id).toBe('red-drum');
    expect(speciesFor('KINGFISH GENUS')).toBeNull();
  });

  it('gives a trip the same window score as calling scoreWindow directly', () => {
    const trip = toTrip(record({})) as Trip;
    const { placed } = placeCounties([trip.county]);
    const county = placed.get(trip.county)!;
    expect(county.timeZone).toBe('America/New_York');
    expect(county.station).not.toBeNull();
    const scored = new TripScorer(placed).score(trip)!;
    const sky = computeSky({
      lat: county.lat,
      lon: county.lon,
      date: trip.date,
      timeZone: county.timeZone,
    });
    const direct = scoreWindow({
      date: trip.date,
      timeZone: county.timeZone,
      habitat: 'salt',
      waterBody: 'coast',
      fishingType: 'shore',
      sky,
      solunar: computeSolunar(sky),
      tides: predictTides({
        station: county.station as TideStationRef,
        date: trip.date,
        timeZone: county.timeZone,
      }),
      species: speciesFor('RED DRUM'),
      window: { start: trip.start, end: trip.end },
    });
    expect(scored.scores.full).toBeCloseTo(direct.score, 10);
    expect(scored.scores.solunar).toBeCloseTo(direct.solunarOnly, 10);
    expect(scored.scores.light).toBeCloseTo(direct.lightOnly, 10);
    expect(scored.scores.constant).toBe(50);
  });
});

describe('a 200-trip run', () => {
  it('places and scores every sampled trip', () => {
    expect(run.dev.result.trips).toBe(200);
    expect(run.dev.unplacedTrips).toBe(0);
    expect(run.holdout).toBeNull();
    expect(run.dev.result.tripsWithTides).toBeGreaterThan(0);
  });

  it('computes the pre-registered metrics with intervals around their estimates', () => {
    const c = run.dev.result.concordance;
    expect(c.pairs).toBeGreaterThan(0);
    expect(c.c.constant).toEqual({ estimate: 0.5, lo: 0.5, hi: 0.5 });
    for (const k of ['full', 'solunar', 'light', 'tide'] as const) {
      expect(c.c[k].estimate).toBeGreaterThanOrEqual(0);
      expect(c.c[k].estimate).toBeLessThanOrEqual(1);
      expect(c.c[k].lo).toBeLessThanOrEqual(c.c[k].estimate);
      expect(c.c[k].hi).toBeGreaterThanOrEqual(c.c[k].estimate);
    }
    expect(c.fullMinusSolunar.estimate).toBeCloseTo(c.c.full.estimate - c.c.solunar.estimate, 12);
    expect(run.dev.result.placebo.map((p) => p.shiftDays)).toEqual([-14, 14, -4, 4]);
    expect(run.dev.result.byTimeOfDay.reduce((s, b) => s + b.trips, 0)).toBe(200);
    expect(run.dev.result.midpointHours.reduce((s, n) => s + n, 0)).toBe(200);
  });

  it('writes the metrics and the plots', () => {
    const json = JSON.parse(
      readFileSync(join(out, 'validation-results.json'), 'utf8'),
    ) as RunResult;
    expect(json.dev.result.concordance).toEqual(run.dev.result.concordance);
    expect(json.rulesSha256).toMatch(/^[0-9a-f]{64}$/);
    const plots = readdirSync(join(out, 'plots')).sort();
    expect(plots).toEqual(['concordance.svg', 'differences.svg', 'placebo.svg', 'time-of-day.svg']);
    for (const p of plots)
      expect(readFileSync(join(out, 'plots', p), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('writes a results section that states the verdict and that the holdout has not run', () => {
    const md = resultsMarkdown(run);
    expect(md).toContain('The holdout (wave 6) has not been run yet');
    expect(md).toContain(run.dev.result.verdict);
    const doc = replaceResults(
      'head\n<!-- results:start -->\nSTALE-SECTION\n<!-- results:end -->\n',
      md,
    );
    expect(doc.startsWith('head\n<!-- results:start -->\n\n')).toBe(true);
    expect(doc).not.toContain('STALE-SECTION');
    expect(() => replaceResults('no markers', md)).toThrow(/markers/);
  });
});

describe('the --holdout path (exercised on development trips relabelled, never on wave 6)', () => {
  it('analyses a second set and publishes both columns', async () => {
    // April trips stand in for the holdout, so this test never reads the real wave 6.
    const relabelled = raw
      .filter((r) => r.wave !== '6')
      .map((r) => (r.date.slice(5, 7) === '04' ? { ...r, wave: '6' } : r));
    const both = await runValidation({ holdout: true, sample: 120, raw: relabelled });
    expect(both.holdout).not.toBeNull();
    expect(both.holdout!.waves).toEqual([6]);
    expect(both.holdout!.result.trips).toBe(120);
    expect(both.dev.result.trips).toBe(120);
    const md = resultsMarkdown(both);
    expect(md).not.toContain('has not been run yet');
    expect(md).toContain('holdout (wave 6)');
    expect(md).toContain('`npm run validate -- --holdout`');
  });
});
