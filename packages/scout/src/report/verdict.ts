import { FACTORS } from '@anglerscout/contracts';
import type { HourScore, Reason } from '../bite/types.ts';
import { clockText } from '../time/local-time.ts';
import type {
  BestWindow,
  Conditions,
  Rating,
  SafetyNote,
  StructuredReport,
  TargetSummary,
  Verdict,
} from './types.ts';

/** Rating bands for the day score (mean of the four best hours). */
export const VERDICT_BANDS: { min: number; rating: Rating }[] = [
  { min: 75, rating: 'excellent' },
  { min: 62, rating: 'good' },
  { min: 48, rating: 'fair' },
  { min: 0, rating: 'poor' },
];

/** A warning that applies to the user's fishing type holds the day to at most this score (fair). */
const SAFETY_CAP_SCORE = 55;

/**
 * The verdict's `cappedBy` when the lead fish is closed to all fishing on the date: the day is
 * rated closed (score 0), whatever the bite would be, and the open fish offered are named.
 */
export const CLOSED_SEASON = 'closed season';

/** Darkness is normal every day, so it does not count as a reason the day is good or bad. */
const dayLevel = (r: Reason): boolean => r.factor !== 'light' || r.points > 0;

export function verdictFor(
  hours: HourScore[],
  windows: BestWindow[],
  conditions: Conditions,
  targets: TargetSummary[],
  safety: SafetyNote[],
  plannedFrom?: StructuredReport['plannedFrom'],
  ice?: StructuredReport['ice'],
): Verdict {
  const best = [...hours].sort((a, b) => b.score - a.score).slice(0, 4);
  const raw = best.length ? Math.round(best.reduce((s, h) => s + h.score, 0) / best.length) : 0;
  const cap = safety.find((n) => n.capsVerdict) ?? null;
  const first = targets[0];
  const closed = first?.regulation?.status === 'closed';
  const score = closed ? 0 : cap ? Math.min(raw, SAFETY_CAP_SCORE) : raw;
  const rating = VERDICT_BANDS.find((b) => score >= b.min)!.rating;
  const contributions = FACTORS.map((factor) => ({
    factor,
    points: best.length
      ? Math.round((best.reduce((s, h) => s + (h.factors[factor] ?? 0), 0) / best.length) * 10) / 10
      : 0,
  }))
    .filter((c) => c.points !== 0)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points));

  const tally = new Map<string, number>();
  for (const h of hours)
    for (const r of h.reasons.filter(dayLevel))
      tally.set(r.text, (tally.get(r.text) ?? 0) + r.points);
  const ups = [...tally.entries()].filter(([, p]) => p > 0).sort((a, b) => b[1] - a[1]);
  const downs = [...tally.entries()].filter(([, p]) => p < 0).sort((a, b) => a[1] - b[1]);
  const drivers = [
    ...ups.slice(0, 2).map(([t]) => `+ ${t}`),
    ...downs.slice(0, 2).map(([t]) => `- ${t}`),
  ];
  const target = first?.commonName ?? 'fish';
  const lead = {
    excellent: 'An excellent day',
    good: 'A good day',
    fair: 'A fair day',
    poor: 'A tough day',
  }[rating];
  const parts: string[] = [];
  if (plannedFrom && plannedFrom.basis !== 'forecast') parts.push(plannedFrom.text);
  if (cap) parts.push(`Safety first: ${cap.text}`);
  else if (ice?.state === 'likely')
    parts.push('The water is likely iced over on this date: this is an ice-fishing report.');
  const rule = first?.regulation;
  if (closed) {
    // Closed to all fishing: no "good day" for it and no plan, but the open fish here instead.
    const open = targets.slice(1).filter((t) => t.regulation?.status !== 'closed');
    parts.push(
      `Closed: ${target} is closed to all fishing here on this date, catch and release included${rule?.change ? `; ${rule.change}` : ''}. There is no plan for targeting it until ${rule?.change ? 'then' : 'it opens'}.`,
      open.length
        ? `Open here instead: ${open.map((t) => t.commonName.toLowerCase()).join(', ')} (plans below).`
        : 'Nothing else we would suggest is open here on this date: check the rules below.',
    );
  } else if (!first) {
    // No fish in season (a February beach): say so, not "a fair day for fish" (review 9).
    parts.push(
      `No fish in our regional calendar is in season for this kind of water and way of fishing here this month, so there is no target to plan around (conditions alone rate ${rating}); name a species to get its plan.`,
    );
  } else {
    parts.push(`${lead} for ${target.toLowerCase()}${cap ? ' where it is safe to fish' : ''}.`);
    if (rule && rule.status !== 'open' && rule.status !== 'release-rules')
      parts.push(
        `${target} is catch and release only here on this date${rule.change ? `; ${rule.change}` : ''}.`,
      );
  }
  const win = windows[0];
  if (win && !(closed && targets.length < 2))
    parts.push(
      `${closed ? 'For them, the best stretch' : first ? 'The best stretch' : 'If you go anyway, the best stretch'} is ${clockText(win.startMinute)} to ${clockText(win.endMinute % 1440)}${win.reasons[0] ? ` (${win.reasons.slice(0, 2).join(', ')})` : ''}.`,
    );
  if (downs[0])
    parts.push(
      `Working against you: ${downs
        .slice(0, 2)
        .map(([t]) => t)
        .join(' and ')}.`,
    );
  const water = conditions.water;
  if (!water)
    parts.push(
      'Water temperature is unknown here (nothing measured, forecast or typical for this spot), so it counted as the worst case.',
    );
  else if (water.kind === 'climatology')
    parts.push(
      `Water temperature is typical for the date: ${water.tempF} °F ±${water.errorF}, not a forecast.`,
    );
  else if (water.kind !== 'measured')
    parts.push(
      `Water temperature is ${water.kind === 'forecast' ? 'a forecast' : 'an estimate'} (±${water.errorF} °F).`,
    );
  return {
    rating,
    score,
    headline: parts.join(' '),
    drivers,
    cappedBy: closed ? CLOSED_SEASON : (cap?.topic ?? null),
    contributions,
  };
}
