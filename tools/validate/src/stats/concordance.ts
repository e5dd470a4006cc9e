/**
 * Harrell's C within clusters: pairs are formed only inside a cluster (a site-day), and pooled.
 * Each cluster's counts are kept so a cluster bootstrap only re-adds them.
 */

/** One trip as the concordance sees it: its outcome, its window and its scores by name. */
export interface PairItem {
  outcome: number;
  /** Trips with the same window key are never paired (their scores cannot differ by design) */
  windowKey: string;
  scores: Record<string, number>;
}

/** Per cluster: comparable pairs, and per score the concordant count (ties counted as half). */
export interface ClusterCounts {
  pairs: number;
  credit: Record<string, number>;
}

const EPS = 1e-9;

/** Counts for one cluster over every comparable pair (different windows, different outcomes). */
export function clusterCounts(items: PairItem[], names: readonly string[]): ClusterCounts {
  const credit: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  let pairs = 0;
  for (let i = 0; i < items.length; i++) {
    const a = items[i]!;
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j]!;
      if (a.windowKey === b.windowKey || Math.abs(a.outcome - b.outcome) < EPS) continue;
      pairs++;
      const sign = a.outcome > b.outcome ? 1 : -1;
      for (const n of names) {
        const d = (a.scores[n]! - b.scores[n]!) * sign;
        credit[n]! += d > EPS ? 1 : d < -EPS ? 0 : 0.5;
      }
    }
  }
  return { pairs, credit };
}

/** Pooled C over clusters, optionally with a multiplicity per cluster (a bootstrap draw). */
export function pooledC(
  clusters: ClusterCounts[],
  name: string,
  weights?: ArrayLike<number>,
): number {
  let num = 0;
  let den = 0;
  for (let c = 0; c < clusters.length; c++) {
    const w = weights ? weights[c]! : 1;
    if (w === 0) continue;
    num += w * clusters[c]!.credit[name]!;
    den += w * clusters[c]!.pairs;
  }
  return den > 0 ? num / den : NaN;
}

export function totalPairs(clusters: ClusterCounts[]): number {
  return clusters.reduce((s, c) => s + c.pairs, 0);
}
