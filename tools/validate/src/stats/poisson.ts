/**
 * Poisson regression with one set of fixed effects (a level per group, here the site), fitted by
 * Newton's method on the likelihood with the group levels profiled out: given the slopes, each
 * group's level is log(sum y / sum exp(offset + x b)), which leaves the conditional (multinomial)
 * likelihood of the slopes. Standard errors are robust to clustering (sandwich over clusters).
 */

export interface PoissonRow {
  y: number;
  offset: number;
  x: number[];
  group: string;
  cluster: string;
}

export interface PoissonFit {
  coef: number[];
  se: number[];
  iterations: number;
  /** Rows in groups with any catch (the others carry no information about the slopes) */
  rowsUsed: number;
  groupsUsed: number;
}

/** Solves A x = b for a symmetric positive-definite A by Cholesky; throws if A is singular. */
function solveSpd(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (!(s > 1e-12)) throw new RangeError('matrix is not positive definite');
        l[i]![i] = Math.sqrt(s);
      } else l[i]![j] = s / l[j]![j]!;
    }
  }
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i]![k]! * z[k]!;
    z[i] = s / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k]![i]! * x[k]!;
    x[i] = s / l[i]![i]!;
  }
  return x;
}

function inverse(a: number[][]): number[][] {
  const n = a.length;
  const cols = Array.from({ length: n }, (_, j) =>
    solveSpd(
      a,
      Array.from({ length: n }, (_, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: n }, (_, i) => cols.map((c) => c[i]!));
}

interface Group {
  rows: PoissonRow[];
  total: number;
}

/** Per group: fitted means (with the group level profiled) and the mean-weighted covariate mean. */
function groupFit(g: Group, beta: number[]) {
  const p = beta.length;
  const eta = g.rows.map((r) => r.offset + r.x.reduce((s, v, k) => s + v * beta[k]!, 0));
  const top = Math.max(...eta);
  const w = eta.map((e) => Math.exp(e - top));
  const sw = w.reduce((s, v) => s + v, 0);
  const pi = w.map((v) => v / sw);
  const mu = pi.map((v) => v * g.total);
  const xbar = new Array<number>(p).fill(0);
  g.rows.forEach((r, i) => r.x.forEach((v, k) => (xbar[k]! += pi[i]! * v)));
  return { pi, mu, xbar };
}

/**
 * Columns that vary within groups and are not collinear with earlier columns, in order (a greedy
 * Cholesky on the within-group Gram matrix). Month or mode columns that never change inside a site
 * carry nothing once the site levels are in, and are dropped.
 */
function identifiableColumns(rows: PoissonRow[]): number[] {
  const p = rows[0]?.x.length ?? 0;
  const sums = new Map<string, { n: number; s: number[] }>();
  for (const r of rows) {
    const g = sums.get(r.group) ?? { n: 0, s: new Array<number>(p).fill(0) };
    g.n++;
    r.x.forEach((v, k) => (g.s[k]! += v));
    sums.set(r.group, g);
  }
  const gram = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (const r of rows) {
    const g = sums.get(r.group)!;
    const d = r.x.map((v, k) => v - g.s[k]! / g.n);
    for (let k = 0; k < p; k++) for (let m = 0; m < p; m++) gram[k]![m]! += d[k]! * d[m]!;
  }
  const kept: number[] = [];
  for (let k = 0; k < p; k++) {
    const trial = [...kept, k];
    const sub = trial.map((i) => trial.map((j) => gram[i]![j]!));
    const scale = Math.max(1e-12, ...trial.map((i) => gram[i]![i]!));
    try {
      solveSpd(
        sub.map((row) => row.map((v) => v / scale)),
        trial.map(() => 0),
      );
      if (gram[k]![k]! > 1e-9 * scale) kept.push(k);
    } catch {
      // collinear with the columns already kept
    }
  }
  return kept;
}

/** Fits on the identifiable columns; a dropped column's coefficient and error are NaN. */
export function fitPoissonFixedEffects(allRows: PoissonRow[], maxIter = 50): PoissonFit {
  const width = allRows[0]?.x.length ?? 0;
  const positive = new Set<string>();
  const totals = new Map<string, number>();
  for (const r of allRows) totals.set(r.group, (totals.get(r.group) ?? 0) + r.y);
  for (const [g, t] of totals) if (t > 0) positive.add(g);
  const used = allRows.filter((r) => positive.has(r.group));
  const cols = identifiableColumns(used);
  const rows = used.map((r) => ({ ...r, x: cols.map((k) => r.x[k]!) }));
  const fit = fitColumns(rows, maxIter);
  const coef = new Array<number>(width).fill(NaN);
  const se = new Array<number>(width).fill(NaN);
  cols.forEach((k, i) => {
    coef[k] = fit.coef[i]!;
    se[k] = fit.se[i]!;
  });
  return { ...fit, coef, se };
}

function fitColumns(rows: PoissonRow[], maxIter: number): PoissonFit {
  const p = rows[0]?.x.length ?? 0;
  const byGroup = new Map<string, Group>();
  for (const r of rows) {
    const g = byGroup.get(r.group) ?? { rows: [], total: 0 };
    g.rows.push(r);
    g.total += r.y;
    byGroup.set(r.group, g);
  }
  const groups = [...byGroup.values()].filter((g) => g.total > 0);
  let beta = new Array<number>(p).fill(0);
  let iterations = 0;
  let hessian: number[][] = [];
  for (; iterations < maxIter; iterations++) {
    const grad = new Array<number>(p).fill(0);
    hessian = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    for (const g of groups) {
      const { pi, xbar } = groupFit(g, beta);
      g.rows.forEach((r, i) => {
        for (let k = 0; k < p; k++) {
          grad[k]! += r.y * (r.x[k]! - xbar[k]!);
          const dk = r.x[k]! - xbar[k]!;
          for (let m = 0; m <= k; m++)
            hessian[k]![m]! += g.total * pi[i]! * dk * (r.x[m]! - xbar[m]!);
        }
      });
    }
    for (let k = 0; k < p; k++) for (let m = 0; m < k; m++) hessian[m]![k] = hessian[k]![m]!;
    const step = solveSpd(hessian, grad);
    beta = beta.map((b, k) => b + step[k]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  // Sandwich: bread = inverse information, meat = sum over clusters of the summed score contributions.
  const meatByCluster = new Map<string, number[]>();
  for (const g of groups) {
    const { mu, xbar } = groupFit(g, beta);
    g.rows.forEach((r, i) => {
      const u = meatByCluster.get(r.cluster) ?? new Array<number>(p).fill(0);
      for (let k = 0; k < p; k++) u[k]! += (r.y - mu[i]!) * (r.x[k]! - xbar[k]!);
      meatByCluster.set(r.cluster, u);
    });
  }
  const meat = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (const u of meatByCluster.values())
    for (let k = 0; k < p; k++) for (let m = 0; m < p; m++) meat[k]![m]! += u[k]! * u[m]!;
  const bread = inverse(hessian);
  const mult = (a: number[][], b: number[][]) =>
    a.map((row) => b[0]!.map((_, j) => row.reduce((s, v, k) => s + v * b[k]![j]!, 0)));
  const cov = mult(mult(bread, meat), bread);
  return {
    coef: beta,
    se: cov.map((row, k) => Math.sqrt(Math.max(0, row[k]!))),
    iterations,
    rowsUsed: groups.reduce((s, g) => s + g.rows.length, 0),
    groupsUsed: groups.length,
  };
}
