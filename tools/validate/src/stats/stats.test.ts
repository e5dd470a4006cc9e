import { describe, expect, it } from 'vitest';
import { clusterBootstrap, mulberry32, quantile } from './bootstrap.ts';
import { clusterCounts, pooledC } from './concordance.ts';
import { fitPoissonFixedEffects, type PoissonRow } from './poisson.ts';

const item = (outcome: number, window: string, s: number) => ({
  outcome,
  windowKey: window,
  scores: { s, flat: 50 },
});

describe('Harrell’s C within a cluster', () => {
  it('counts concordant, discordant and tied pairs, skipping equal outcomes and equal windows', () => {
    const counts = clusterCounts(
      [
        item(3, 'a', 70), // concordant with the 1 and the 2
        item(1, 'b', 40),
        item(2, 'c', 80), // discordant with the 3 (higher score, lower catch), concordant with the 1
        item(2, 'd', 10), // same outcome as c: that pair is skipped
        item(5, 'a', 10), // same window as the first: that pair is skipped
      ],
      ['s', 'flat'],
    );
    // Comparable pairs: (3,1) (3,2c) (3,2d) (1,2c) (1,2d) (1,5) (2c,5) (2d,5) = 8
    expect(counts.pairs).toBe(8);
    // s: (3,1)+ (3,2c)- (3,2d)+ (1,2c)+ (1,2d)- (1,5)- (2c,5)- (2d,5) tie -> 3 + 0.5
    expect(counts.credit.s).toBe(3.5);
    expect(counts.credit.flat).toBe(4);
    expect(pooledC([counts], 'flat')).toBe(0.5);
  });

  it('pools clusters by their pairs and weights them for a bootstrap draw', () => {
    const a = { pairs: 10, credit: { s: 10 } };
    const b = { pairs: 30, credit: { s: 0 } };
    expect(pooledC([a, b], 's')).toBe(0.25);
    expect(pooledC([a, b], 's', [3, 1])).toBe(0.5);
    expect(pooledC([a, b], 's', [1, 0])).toBe(1);
  });
});

describe('cluster bootstrap', () => {
  it('is repeatable from its seed and brackets the estimate', () => {
    const values = Array.from({ length: 200 }, (_, i) => (i % 7) / 7);
    const mean = (w?: ArrayLike<number>) => {
      let s = 0;
      let n = 0;
      values.forEach((v, i) => {
        const k = w ? w[i]! : 1;
        s += k * v;
        n += k;
      });
      return s / n;
    };
    const one = clusterBootstrap(values.length, { mean }, 500, 7);
    const two = clusterBootstrap(values.length, { mean }, 500, 7);
    expect(one).toEqual(two);
    expect(one.mean.lo).toBeLessThan(one.mean.estimate);
    expect(one.mean.hi).toBeGreaterThan(one.mean.estimate);
    // The standard error of a mean of 200 draws with sd ~0.29 is ~0.02: the 95% width is ~0.08.
    expect(one.mean.hi - one.mean.lo).toBeGreaterThan(0.05);
    expect(one.mean.hi - one.mean.lo).toBeLessThan(0.12);
  });

  it('takes R’s default quantile', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.025)).toBeCloseTo(1.075, 10);
  });
});

/** Poisson draws by inversion (small means only). */
function poisson(rand: () => number, mean: number): number {
  let k = 0;
  let p = Math.exp(-mean);
  let s = p;
  const u = rand();
  while (u > s) {
    k++;
    p *= mean / k;
    s += p;
  }
  return k;
}

describe('Poisson regression with site fixed effects', () => {
  it('recovers a known slope and offset effect despite very different site levels', () => {
    const rand = mulberry32(11);
    const rows: PoissonRow[] = [];
    for (let site = 0; site < 150; site++) {
      const level = Math.log(0.2 + 3 * rand()); // sites differ a lot
      for (let day = 0; day < 4; day++)
        for (let t = 0; t < 5; t++) {
          const x = rand() * 2;
          const hours = 1 + 5 * rand();
          const mu = hours * Math.exp(level + 0.4 * x);
          rows.push({
            y: poisson(rand, mu),
            offset: Math.log(hours),
            x: [x, site % 2, 1 - (site % 2)], // the last two never vary within a site
            group: `s${site}`,
            cluster: `s${site}-d${day}`,
          });
        }
    }
    const fit = fitPoissonFixedEffects(rows);
    expect(fit.coef[0]).toBeGreaterThan(0.4 - 3 * fit.se[0]!);
    expect(fit.coef[0]).toBeLessThan(0.4 + 3 * fit.se[0]!);
    expect(fit.se[0]).toBeGreaterThan(0.005);
    expect(fit.se[0]).toBeLessThan(0.05);
    // Columns with no variation inside a site are not identifiable once sites have levels.
    expect(Number.isNaN(fit.coef[1])).toBe(true);
    expect(Number.isNaN(fit.coef[2])).toBe(true);
  });
});
