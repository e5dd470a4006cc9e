import { BITE_RULES as R } from './bite-rules.ts';
import { scoreDay } from './score-day.ts';
import { localToInstant } from '../time/local-time.ts';
import type { DayScore, Factor, ScoreDayInput } from './types.ts';

const HOUR_MS = 3_600_000;

/** A fishing window on the wall clock of the report's day: `HH:mm` to `HH:mm`, start < end. */
export interface FishingWindow {
  start: string;
  end: string;
}

export interface ScoreWindowInput extends ScoreDayInput {
  window: FishingWindow;
}

export interface WindowScore {
  /** Mean hourly bite score over the window, weighted by the minutes of each hour inside it */
  score: number;
  /** The same mean with only the solunar points on the neutral 50 (what a solunar table says) */
  solunarOnly: number;
  /** The same mean with only the light points (dawn, dusk, night, bright sun) */
  lightOnly: number;
  /** Each factor's mean points over the window (a factor that never scored is absent) */
  factors: Partial<Record<Factor, number>>;
  /** Each factor's share of all the points moved over the window (absolute values, sums to 1) */
  shares: Partial<Record<Factor, number>>;
  /** Minutes of the window that fell on the scored day */
  minutes: number;
  /** Inputs the day was scored without (from scoreDay) */
  missing: string[];
}

/** Hours and minutes of `HH:mm`; throws on anything else so a bad window never scores silently. */
function clock(hhmm: string): { hour: number; minute: number } {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new RangeError(`window time must be HH:mm, got "${hhmm}"`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/** The window's instants on the local day (start inclusive, end exclusive). */
export function windowInstants(
  date: string,
  timeZone: string,
  window: FishingWindow,
): { start: number; end: number } {
  const s = clock(window.start);
  const e = clock(window.end);
  const start = localToInstant(date, timeZone, s.hour, s.minute).getTime();
  const end = localToInstant(date, timeZone, e.hour, e.minute).getTime();
  if (!(end > start))
    throw new RangeError(`window must end after it starts: ${window.start}-${window.end}`);
  return { start, end };
}

/**
 * The time-weighted mean of a per-hour value over a window: each hour of the day counts for the
 * minutes it shares with [start, end). Returns null when the window misses the day entirely.
 */
function weightedMean(
  day: DayScore,
  start: number,
  end: number,
  value: (h: DayScore['hours'][number]) => number,
): { mean: number; minutes: number } | null {
  let sum = 0;
  let weight = 0;
  for (const h of day.hours) {
    const t = Date.parse(h.utc);
    const overlap = Math.min(end, t + HOUR_MS) - Math.max(start, t);
    if (overlap <= 0) continue;
    sum += value(h) * overlap;
    weight += overlap;
  }
  return weight > 0 ? { mean: sum / weight, minutes: weight / 60_000 } : null;
}

const clampScore = (points: number): number =>
  Math.max(0, Math.min(100, Math.round(R.neutral + points)));

/**
 * The score over the window from a day already scored, keeping only the factors `keep` accepts:
 * each hour becomes the neutral 50 plus the kept factors' points, rounded and clamped as scoreDay
 * does, so keeping every factor gives back scoreDay's own hourly scores.
 */
export function windowScoreOf(
  day: DayScore,
  instants: { start: number; end: number },
  keep: (factor: Factor) => boolean,
): number {
  const r = weightedMean(day, instants.start, instants.end, (h) =>
    clampScore(
      Object.entries(h.factors).reduce((s, [f, p]) => (keep(f as Factor) ? s + (p ?? 0) : s), 0),
    ),
  );
  if (!r) throw new RangeError('the window does not overlap the scored day');
  return r.mean;
}

/** Window figures from a DayScore computed for the same date and zone (no second scoreDay). */
export function scoreWindowOfDay(
  day: DayScore,
  date: string,
  timeZone: string,
  window: FishingWindow,
): WindowScore {
  const instants = windowInstants(date, timeZone, window);
  const full = weightedMean(day, instants.start, instants.end, (h) => h.score);
  if (!full) throw new RangeError('the window does not overlap the scored day');
  const names = new Set<Factor>();
  for (const h of day.hours) for (const f of Object.keys(h.factors)) names.add(f as Factor);
  const factors: Partial<Record<Factor, number>> = {};
  for (const f of names)
    factors[f] = weightedMean(day, instants.start, instants.end, (h) => h.factors[f] ?? 0)!.mean;
  const moved = [...names].reduce((s, f) => s + Math.abs(factors[f]!), 0);
  const shares: Partial<Record<Factor, number>> = {};
  if (moved > 0) for (const f of names) shares[f] = Math.abs(factors[f]!) / moved;
  return {
    score: full.mean,
    solunarOnly: windowScoreOf(day, instants, (f) => f === 'solunar'),
    lightOnly: windowScoreOf(day, instants, (f) => f === 'light'),
    factors,
    shares,
    minutes: full.minutes,
    missing: day.missing,
  };
}

/**
 * The bite score over a fishing window (local wall-clock start and end on `date`) for a place,
 * date, water and species: scoreDay's hourly scores averaged over the minutes fished, with each
 * factor's mean points and share, and the solunar-only and light-only scores of the same window.
 */
export function scoreWindow(input: ScoreWindowInput): WindowScore {
  const { window, ...day } = input;
  return scoreWindowOfDay(scoreDay(day), input.date, input.timeZone, window);
}
