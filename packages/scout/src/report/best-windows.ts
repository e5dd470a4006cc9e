import type { HourScore } from '../bite/types.ts';
import type { BestWindow } from './types.ts';

/**
 * A window is a few hours an angler plans around, not the whole of a long Alaska summer day: a
 * run of good hours longer than this is cut to its best stretch of this length (the most points
 * in total, the earlier on a tie), and the hours left either side, less the hour next to it (so
 * two windows never touch), stand as runs of their own.
 */
const MAX_WINDOW_HOURS = 4;

/** Split a run longer than MAX_WINDOW_HOURS at its best stretch, recursively. */
function capRun(run: HourScore[]): HourScore[][] {
  if (run.length <= MAX_WINDOW_HOURS) return [run];
  let best = 0;
  let bestSum = -Infinity;
  for (let i = 0; i + MAX_WINDOW_HOURS <= run.length; i++) {
    const sum = run.slice(i, i + MAX_WINDOW_HOURS).reduce((s, h) => s + h.score, 0);
    if (sum > bestSum) {
      best = i;
      bestSum = sum;
    }
  }
  const before = run.slice(0, Math.max(0, best - 1));
  const after = run.slice(best + MAX_WINDOW_HOURS + 1);
  return [
    ...(before.length ? capRun(before) : []),
    run.slice(best, best + MAX_WINDOW_HOURS),
    ...(after.length ? capRun(after) : []),
  ];
}

/**
 * The best fishing windows: runs of consecutive hours scoring within 8 points of the day's best
 * (and at least 50), each at most MAX_WINDOW_HOURS long, strongest first, at most three. Reasons
 * are those most often cited in the run; a reason cited all day is given with the first only.
 */
export function bestWindows(hours: HourScore[], max = 3): BestWindow[] {
  if (hours.length === 0) return [];
  // A reason cited in nearly every hour (the day's water temperature) says nothing about one
  // window against another: the first window keeps it, later ones drop it (shorter reports).
  const cited = new Map<string, number>();
  for (const h of hours) for (const r of h.reasons) cited.set(r.text, (cited.get(r.text) ?? 0) + 1);
  const dayWide = new Set(
    [...cited.entries()].filter(([, n]) => n >= 0.9 * hours.length).map(([t]) => t),
  );
  const top = Math.max(...hours.map((h) => h.score));
  const threshold = Math.max(50, top - 8);
  const runs: HourScore[][] = [];
  let current: HourScore[] = [];
  for (const h of hours) {
    if (h.score >= threshold) current.push(h);
    else if (current.length) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length) runs.push(current);
  return runs
    .flatMap(capRun)
    .map((run) => {
      const counts = new Map<string, number>();
      for (const h of run)
        for (const r of h.reasons)
          if (r.points > 0) counts.set(r.text, (counts.get(r.text) ?? 0) + 1);
      const first = run[0]!;
      const last = run[run.length - 1]!;
      const endMinute = last.minuteOfDay + 60;
      const endH = Math.floor(endMinute / 60) % 24;
      return {
        start: first.local,
        end: `${endMinute >= 1440 ? last.local.slice(0, 10) : first.local.slice(0, 10)}T${String(endH).padStart(2, '0')}:00`,
        startMinute: first.minuteOfDay,
        endMinute,
        peakScore: Math.max(...run.map((h) => h.score)),
        reasons: [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t),
      };
    })
    .sort((a, b) => b.peakScore - a.peakScore || a.startMinute - b.startMinute)
    .slice(0, max)
    .map((w, i) => ({
      ...w,
      reasons: (i === 0 ? w.reasons : w.reasons.filter((t) => !dayWide.has(t))).slice(0, 3),
    }));
}
