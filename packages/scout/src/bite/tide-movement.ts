import type { Tides } from '../tides/predict-tides.ts';

/**
 * How fast the water level changes (ft per hour) during the hour starting `elapsedMin` minutes
 * after local midnight, from the 15-minute curve: the change between its quarter and
 * three-quarter points, doubled.
 */
export function tideRate(tides: Tides, elapsedMin: number): number {
  const at = (t: number): number | null => {
    const c = tides.curve;
    const i = Math.max(0, Math.min(c.length - 2, Math.floor(t / 15)));
    const a = c[i];
    const b = c[i + 1];
    if (!a || !b) return null;
    const f = (t - a.minuteOfDay) / (b.minuteOfDay - a.minuteOfDay);
    return a.heightFt + (b.heightFt - a.heightFt) * Math.max(0, Math.min(1, f));
  };
  const x = at(elapsedMin + 15);
  const y = at(elapsedMin + 45);
  return x !== null && y !== null ? Math.abs(y - x) * 2 : 0;
}
