/** A small seeded generator (mulberry32) so every bootstrap is repeatable from its seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Linear-interpolated quantile of sorted values (type 7, as R's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (h - lo);
}

export interface Interval {
  estimate: number;
  lo: number;
  hi: number;
}

/**
 * Cluster bootstrap: `draws` resamples of the n clusters with replacement, each given to every
 * statistic as a multiplicity per cluster; returns each statistic's estimate on the full data and
 * its 95% percentile interval.
 */
export function clusterBootstrap<K extends string>(
  n: number,
  statistics: Record<K, (weights?: ArrayLike<number>) => number>,
  draws: number,
  seed: number,
): Record<K, Interval> {
  const rand = mulberry32(seed);
  const names = Object.keys(statistics) as K[];
  const samples = Object.fromEntries(names.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  const weights = new Uint32Array(n);
  for (let b = 0; b < draws; b++) {
    weights.fill(0);
    for (let i = 0; i < n; i++) weights[Math.floor(rand() * n)]!++;
    for (const k of names) {
      const v = statistics[k](weights);
      if (Number.isFinite(v)) samples[k].push(v);
    }
  }
  const out = {} as Record<K, Interval>;
  for (const k of names) {
    const s = samples[k].sort((x, y) => x - y);
    out[k] = { estimate: statistics[k](), lo: quantile(s, 0.025), hi: quantile(s, 0.975) };
  }
  return out;
}
