import { createHash } from 'node:crypto';
import { BITE_RULES, loadTideDatabase } from '@anglerscout/scout';
import { analyseSet, PLACEBO_SHIFTS, type SetResult } from './analyse.ts';
import { placeCounties, TIDE_RADIUS_KM } from './place.ts';
import { TripScorer, type ScoredTrip } from './score-trips.ts';
import { mulberry32 } from './stats/bootstrap.ts';
import { loadTrips, readRawTrips, type RawTrip, type Trip, type TripSet } from './trips.ts';

const DEV_WAVES = [1, 2] as const;
const HOLDOUT_WAVES = [6] as const;

export interface RunOptions {
  holdout: boolean;
  /** Keep only whole site-days, drawn at random (seeded), until this many trips (for tests) */
  sample?: number;
  raw?: RawTrip[];
  log?: (line: string) => void;
}

export interface SetSummary {
  waves: readonly number[];
  records: number;
  excluded: TripSet['excluded'];
  unplacedTrips: number;
  result: SetResult;
}

export interface RunResult {
  generatedAt: string;
  /** A fingerprint of BITE_RULES as run, so a result can be matched to the rules that made it */
  rulesSha256: string;
  model: string;
  placement: string;
  tideRadiusKm: number;
  seconds: number;
  tripsScored: number;
  tripsPerSecond: number;
  dev: SetSummary;
  holdout: SetSummary | null;
}

const MODEL_RUN =
  'weatherless full score: solunar + light + tide (with the target species’ feeding times); no weather archive was reachable, so pressure, front, wind, cloud, rain and water temperature are not part of the run';
const PLACEMENT =
  'county internal point (US Census 2019 Gazetteer): MRIP’s site register was not reachable; resolution about 10-30 km';

/** Whole site-days drawn at random (seeded) until `n` trips. */
export function sampleSiteDays(trips: Trip[], n: number, seed = 29): Trip[] {
  const bySiteDay = new Map<string, Trip[]>();
  for (const t of trips) bySiteDay.set(t.siteDay, [...(bySiteDay.get(t.siteDay) ?? []), t]);
  const keys = [...bySiteDay.keys()].sort();
  const rand = mulberry32(seed);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  const out: Trip[] = [];
  for (const k of keys) {
    if (out.length >= n) break;
    out.push(...bySiteDay.get(k)!.slice(0, n - out.length));
  }
  return out;
}

export async function runValidation(options: RunOptions): Promise<RunResult> {
  const log = options.log ?? (() => {});
  const t0 = performance.now();
  await loadTideDatabase();
  const raw = options.raw ?? readRawTrips();
  const sets: [name: 'dev' | 'holdout', waves: readonly number[]][] = [['dev', DEV_WAVES]];
  if (options.holdout) sets.push(['holdout', HOLDOUT_WAVES]);

  const loaded = sets.map(([name, waves]) => {
    const set = loadTrips(waves, raw);
    const trips = options.sample ? sampleSiteDays(set.trips, options.sample) : set.trips;
    return { name, waves, set, trips };
  });
  const { placed } = placeCounties(new Set(loaded.flatMap((l) => l.trips.map((t) => t.county))));
  const scorer = new TripScorer(placed);
  let tripsScored = 0;

  const summaries: Partial<Record<'dev' | 'holdout', SetSummary>> = {};
  for (const { name, waves, set, trips } of loaded) {
    const scored: ScoredTrip[] = [];
    let unplaced = 0;
    for (const t of trips) {
      const s = scorer.score(t);
      if (s) scored.push(s);
      else unplaced++;
    }
    tripsScored += scored.length;
    log(`${name}: ${scored.length} trips scored (${unplaced} unplaced)`);
    const placebo = new Map<number, ScoredTrip[]>();
    for (const shift of PLACEBO_SHIFTS) {
      placebo.set(
        shift,
        scored.map((s) => scorer.score(s.trip, shift)!),
      );
      tripsScored += scored.length;
    }
    log(`${name}: placebo dates scored`);
    const withTides = scored.filter((s) => placed.get(s.trip.county)?.station).length;
    summaries[name] = {
      waves,
      records: set.records,
      excluded: set.excluded,
      unplacedTrips: unplaced,
      result: analyseSet(scored, placebo, withTides),
    };
    log(`${name}: analysed`);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    generatedAt: new Date().toISOString(),
    rulesSha256: createHash('sha256').update(JSON.stringify(BITE_RULES)).digest('hex'),
    model: MODEL_RUN,
    placement: PLACEMENT,
    tideRadiusKm: TIDE_RADIUS_KM,
    seconds,
    tripsScored,
    tripsPerSecond: tripsScored / seconds,
    dev: summaries.dev!,
    holdout: summaries.holdout ?? null,
  };
}
