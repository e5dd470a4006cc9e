import type { HourScore, Reason } from '../bite/score-day.ts';
import { clockText } from '../time/local-time.ts';
import type { BestWindow, Conditions, Rating, TargetSummary } from './types.ts';

/** Rating bands for the day score (mean of the four best hours). */
export const VERDICT_BANDS: { min: number; rating: Rating }[] = [
  { min: 75, rating: 'excellent' },
  { min: 62, rating: 'good' },
  { min: 48, rating: 'fair' },
  { min: 0, rating: 'poor' },
];

export interface Verdict {
  rating: Rating;
  score: number;
  headline: string;
  /** What lifted and what held back the day, "+ ..." and "- ..." */
  drivers: string[];
}

/** Darkness is normal every day, so it does not count as a reason the day is good or bad. */
const dayLevel = (r: Reason): boolean => r.factor !== 'light' || r.points > 0;

export function verdictFor(
  hours: HourScore[],
  windows: BestWindow[],
  conditions: Conditions,
  targets: TargetSummary[],
): Verdict {
  const best = [...hours].sort((a, b) => b.score - a.score).slice(0, 4);
  const score = best.length ? Math.round(best.reduce((s, h) => s + h.score, 0) / best.length) : 0;
  const rating = VERDICT_BANDS.find((b) => score >= b.min)!.rating;
  const tally = new Map<string, number>();
  for (const h of hours)
    for (const r of h.reasons.filter(dayLevel))
      tally.set(r.text, (tally.get(r.text) ?? 0) + r.points);
  const ups = [...tally.entries()]
    .filter(([, p]) => p > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t);
  const downs = [...tally.entries()]
    .filter(([, p]) => p < 0)
    .sort((a, b) => a[1] - b[1])
    .map(([t]) => t);
  const drivers = [
    ...ups.slice(0, 2).map((t) => `+ ${t}`),
    ...downs.slice(0, 2).map((t) => `- ${t}`),
  ];
  const target = targets[0]?.commonName ?? 'fish';
  const lead = {
    excellent: 'An excellent day',
    good: 'A good day',
    fair: 'A fair day',
    poor: 'A tough day',
  }[rating];
  const win = windows[0];
  const parts = [`${lead} for ${target.toLowerCase()}.`];
  if (win)
    parts.push(
      `The best stretch is ${clockText(win.startMinute)} to ${clockText(win.endMinute % 1440)}${win.reasons[0] ? ` (${win.reasons.slice(0, 2).join(', ')})` : ''}.`,
    );
  if (downs[0]) parts.push(`Working against you: ${downs.slice(0, 2).join(' and ')}.`);
  if (!conditions.water.measured) parts.push('Water temperature is estimated.');
  return { rating, score, headline: parts.join(' '), drivers };
}
