import { clusterBootstrap, type Interval } from './stats/bootstrap.ts';
import { clusterCounts, pooledC, totalPairs, type ClusterCounts } from './stats/concordance.ts';
import { fitPoissonFixedEffects, type PoissonRow } from './stats/poisson.ts';
import { SCORE_NAMES, type ScoredTrip, type ScoreName } from './score-trips.ts';

/** Pre-registered constants (docs/validation.md). */
const BOOTSTRAP_DRAWS = 2000;
const BOOTSTRAP_SEED = 20180101;
export const PLACEBO_SHIFTS = [-14, 14, -4, 4] as const;
const TIME_BINS = [
  { label: 'before 09:00', from: 0, to: 540 },
  { label: '09:00-11:59', from: 540, to: 720 },
  { label: '12:00-14:59', from: 720, to: 900 },
  { label: '15:00 and later', from: 900, to: 1440 },
] as const;
const MIN_PAIRS_BY_TIME = 200;
type TestedFactor = 'solunar' | 'light' | 'tide';
const COUNT_MODEL_SCORES = ['full', 'solunar', 'light', 'tide'] as const;

interface Concordance {
  siteDays: number;
  pairs: number;
  c: Record<'full' | 'solunar' | 'light' | 'tide' | 'constant', Interval>;
  fullMinusSolunar: Interval;
  /** C(full) - C(full without the factor) */
  dropOne: Record<TestedFactor, Interval>;
}

interface RateRatio {
  perTenPoints: number;
  lo: number;
  hi: number;
  trips: number;
  sites: number;
}

interface TimeBin {
  label: string;
  trips: number;
  meanRate: number;
  lowLightShare: number;
  pairs: number;
  cFull: number | null;
  cSolunar: number | null;
}

type Verdict = 'beats solunar' | 'no detectable difference' | 'solunar beats it';
export type FactorAction = 'keep' | 'halve' | 'zero' | 'no effect';

export interface SetResult {
  trips: number;
  sites: number;
  siteDays: number;
  tripsWithTides: number;
  concordance: Concordance;
  singleAngler: Concordance;
  carriesInformation: boolean;
  verdict: Verdict;
  countModel: Record<(typeof COUNT_MODEL_SCORES)[number], RateRatio>;
  placebo: { shiftDays: number; c: Record<'full' | 'solunar' | 'light' | 'tide', Interval> }[];
  byTimeOfDay: TimeBin[];
  /** Trips by the hour their window's middle falls in (0-23) */
  midpointHours: number[];
  factorActions: Record<TestedFactor, FactorAction>;
}

function clustersOf(scored: ScoredTrip[], names: readonly string[]): ClusterCounts[] {
  const bySiteDay = new Map<string, ScoredTrip[]>();
  for (const s of scored) {
    const list = bySiteDay.get(s.trip.siteDay) ?? [];
    list.push(s);
    bySiteDay.set(s.trip.siteDay, list);
  }
  const out: ClusterCounts[] = [];
  for (const list of bySiteDay.values()) {
    if (list.length < 2) continue;
    const counts = clusterCounts(
      list.map((s) => ({
        outcome: s.trip.rate,
        windowKey: `${s.trip.start}-${s.trip.end}`,
        scores: s.scores,
      })),
      names,
    );
    if (counts.pairs > 0) out.push(counts);
  }
  return out;
}

/** The primary metric with its cluster-bootstrap intervals. */
function concordance(scored: ScoredTrip[], seed = BOOTSTRAP_SEED): Concordance {
  const clusters = clustersOf(scored, SCORE_NAMES);
  const c = (n: ScoreName) => (w?: ArrayLike<number>) => pooledC(clusters, n, w);
  const diff = (a: ScoreName, b: ScoreName) => (w?: ArrayLike<number>) =>
    pooledC(clusters, a, w) - pooledC(clusters, b, w);
  const r = clusterBootstrap(
    clusters.length,
    {
      full: c('full'),
      solunar: c('solunar'),
      light: c('light'),
      tide: c('tide'),
      constant: c('constant'),
      fullMinusSolunar: diff('full', 'solunar'),
      dropSolunar: diff('full', 'withoutSolunar'),
      dropLight: diff('full', 'withoutLight'),
      dropTide: diff('full', 'withoutTide'),
    },
    BOOTSTRAP_DRAWS,
    seed,
  );
  return {
    siteDays: clusters.length,
    pairs: totalPairs(clusters),
    c: { full: r.full, solunar: r.solunar, light: r.light, tide: r.tide, constant: r.constant },
    fullMinusSolunar: r.fullMinusSolunar,
    dropOne: { solunar: r.dropSolunar, light: r.dropLight, tide: r.dropTide },
  };
}

/** The pre-registered rule for acting on a factor (docs/validation.md, "Acting on the development set"). */
function factorAction(d: Interval): FactorAction {
  // A factor whose weight is already zero changes no score: nothing to act on.
  if (d.estimate === 0 && d.lo === 0 && d.hi === 0) return 'no effect';
  if (d.hi < 0) return 'zero';
  if (d.estimate <= 0) return 'halve';
  return 'keep';
}

function verdictOf(diff: Interval): Verdict {
  if (diff.lo > 0) return 'beats solunar';
  if (diff.hi < 0) return 'solunar beats it';
  return 'no detectable difference';
}

function tryFit(rows: PoissonRow[]): ReturnType<typeof fitPoissonFixedEffects> | null {
  try {
    return fitPoissonFixedEffects(rows);
  } catch {
    return null;
  }
}

function countModel(scored: ScoredTrip[], score: ScoreName): RateRatio {
  const months = [...new Set(scored.map((s) => s.trip.date.slice(5, 7)))].sort();
  const modes = [...new Set(scored.map((s) => s.trip.mode))].sort();
  const rows: PoissonRow[] = scored.map((s) => ({
    y: s.trip.catch,
    offset: Math.log(s.trip.hours),
    x: [
      s.scores[score] / 10,
      ...months.slice(1).map((m) => (s.trip.date.slice(5, 7) === m ? 1 : 0)),
      ...modes.slice(1).map((m) => (s.trip.mode === m ? 1 : 0)),
    ],
    group: s.trip.site,
    cluster: s.trip.siteDay,
  }));
  // A secondary statistic: if it cannot be fitted (a small sample, a score with no spread inside
  // any site) it is reported as not identifiable rather than stopping the whole run.
  const fit = tryFit(rows);
  const b = fit?.coef[0] ?? NaN;
  const se = fit?.se[0] ?? NaN;
  const ok = fit !== null && fit.iterations < 50 && Number.isFinite(b) && Number.isFinite(se);
  return {
    perTenPoints: ok ? Math.exp(b) : NaN,
    lo: ok ? Math.exp(b - 1.96 * se) : NaN,
    hi: ok ? Math.exp(b + 1.96 * se) : NaN,
    trips: fit?.rowsUsed ?? 0,
    sites: fit?.groupsUsed ?? 0,
  };
}

function byTimeOfDay(scored: ScoredTrip[]): TimeBin[] {
  return TIME_BINS.map((bin) => {
    const inBin = scored.filter((s) => {
      const mid = (s.trip.startMinute + s.trip.endMinute) / 2;
      return mid >= bin.from && mid < bin.to;
    });
    const clusters = clustersOf(inBin, ['full', 'solunar']);
    const pairs = totalPairs(clusters);
    const enough = pairs >= MIN_PAIRS_BY_TIME;
    const mean = (f: (s: ScoredTrip) => number) =>
      inBin.length ? inBin.reduce((a, s) => a + f(s), 0) / inBin.length : 0;
    return {
      label: bin.label,
      trips: inBin.length,
      meanRate: mean((s) => s.trip.rate),
      lowLightShare: mean((s) => s.lowLightShare),
      pairs,
      cFull: enough ? pooledC(clusters, 'full') : null,
      cSolunar: enough ? pooledC(clusters, 'solunar') : null,
    };
  });
}

/** Every pre-registered statistic for one set of trips (development or holdout). */
export function analyseSet(
  scored: ScoredTrip[],
  placebo: Map<number, ScoredTrip[]>,
  tripsWithTides: number,
): SetResult {
  const main = concordance(scored);
  const single = concordance(scored.filter((s) => s.trip.contributors === 1));
  const midpointHours = new Array<number>(24).fill(0);
  for (const s of scored)
    midpointHours[Math.floor((s.trip.startMinute + s.trip.endMinute) / 120)]!++;
  return {
    trips: scored.length,
    sites: new Set(scored.map((s) => s.trip.site)).size,
    siteDays: new Set(scored.map((s) => s.trip.siteDay)).size,
    tripsWithTides,
    concordance: main,
    singleAngler: single,
    carriesInformation: main.c.full.lo > 0.5,
    verdict: verdictOf(main.fullMinusSolunar),
    countModel: Object.fromEntries(
      COUNT_MODEL_SCORES.map((n) => [n, countModel(scored, n)]),
    ) as SetResult['countModel'],
    placebo: PLACEBO_SHIFTS.map((shiftDays) => {
      const p = concordance(placebo.get(shiftDays) ?? []);
      return {
        shiftDays,
        c: { full: p.c.full, solunar: p.c.solunar, light: p.c.light, tide: p.c.tide },
      };
    }),
    byTimeOfDay: byTimeOfDay(scored),
    midpointHours,
    factorActions: {
      solunar: factorAction(main.dropOne.solunar),
      light: factorAction(main.dropOne.light),
      tide: factorAction(main.dropOne.tide),
    },
  };
}
