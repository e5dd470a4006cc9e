import { describe, expect, it } from 'vitest';
import { STATE_AGENCIES, FEDERAL_OFFICES, ATLANTIC_HMS } from './agencies.ts';
import { auditClosureRows } from './audit-rows.ts';
import { CLOSURE_SEED } from './data/closure-seed.ts';
import type { ClosureRow } from './types.ts';

const today = new Date().toISOString().slice(0, 10);

describe('the bundled seasons-and-closures table', () => {
  it('every row is sourced (https, year read), names a known species and area, and is not more than a year past review', () => {
    expect(auditClosureRows(CLOSURE_SEED, today)).toEqual([]);
    expect(CLOSURE_SEED.length).toBeGreaterThan(40);
  });

  it('the walk fails on a row without a source, or past its review date by more than a year', () => {
    const good = CLOSURE_SEED[0]!;
    const bad: ClosureRow[] = [
      { ...good, id: 'no-source', sourceUrl: '' },
      { ...good, id: 'http-source', sourceUrl: 'http://myfwc.com/' },
      { ...good, id: 'stale', reviewBy: '2020-01-01' },
      { ...good, id: 'unknown-fish', speciesId: 'kraken' },
    ];
    const found = auditClosureRows(bad, today);
    expect(found.map((f) => f.id)).toEqual(['no-source', 'http-source', 'stale', 'unknown-fish']);
    expect(found[0]!.problems.join()).toMatch(/sourceUrl/);
    expect(found[2]!.problems.join()).toMatch(/reviewBy/);
    expect(found[3]!.problems.join()).toMatch(/speciesId/);
    // A row a month past review is flagged on the dashboard, but not a failure of the data.
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(auditClosureRows([{ ...good, reviewBy: lastMonth }], today)).toEqual([]);
  });

  it('covers the closures anglers most often break', () => {
    const has = (species: string, state: string | null) =>
      CLOSURE_SEED.some((r) => r.speciesId === species && r.state === state);
    expect(has('common-snook', 'FL')).toBe(true);
    expect(has('red-snapper', 'FL') && has('red-snapper', null)).toBe(true);
    expect(has('gag-grouper', 'FL') && has('gag-grouper', null)).toBe(true);
    expect(has('striped-bass', 'MD') && has('striped-bass', 'VA')).toBe(true);
    expect(has('lingcod', 'CA') && has('rockfish', 'CA')).toBe(true);
    expect(
      has('chinook-salmon', 'WA') && has('chinook-salmon', 'AK') && has('chinook-salmon', 'OR'),
    ).toBe(true);
    expect(has('red-drum', null) && has('sailfish', null)).toBe(true);
    expect(has('largemouth-bass', 'MI') && has('smallmouth-bass', 'NY')).toBe(true);
  });
});

describe('the agencies', () => {
  it('every state and federal office has an https regulations page', () => {
    const all = [
      ...Object.values(STATE_AGENCIES).flatMap((s) => [s.fresh, ...(s.salt ? [s.salt] : [])]),
      ...Object.values(FEDERAL_OFFICES),
      ATLANTIC_HMS,
    ];
    for (const a of all) {
      expect(a.url, a.name).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov|us|com|org)(\/|$)/);
      expect(a.name.length).toBeGreaterThan(3);
    }
    expect(Object.keys(STATE_AGENCIES)).toHaveLength(51);
  });
});
