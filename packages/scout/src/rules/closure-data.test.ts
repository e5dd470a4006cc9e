import { describe, expect, it } from 'vitest';
import { STATE_AGENCIES, FEDERAL_OFFICES, ATLANTIC_HMS } from './agencies.ts';
import { auditClosureRows } from './audit-rows.ts';
import { CLOSURE_SEED } from './data/closure-seed.ts';
import { RULE_NOTICES } from './data/notices.ts';
import { WATER_AUTHORITIES } from './data/water-authorities.ts';
import { isKnownArea } from './areas.ts';
import { addDays } from './closure-dates.ts';
import { rowCoversSpecies } from './species-keys.ts';
import { isKnownSpeciesId } from './audit-rows.ts';
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

describe('the bundled special rules and water authorities', () => {
  const https = /^https:\/\/[a-z0-9.-]+\.[a-z]+(\/|$)/;
  it('every notice is sourced, names known species and a defined area of its state, and is not a year past review', () => {
    const ids = new Set<string>();
    for (const n of RULE_NOTICES) {
      expect(ids.has(n.id), n.id).toBe(false);
      ids.add(n.id);
      expect(n.sourceUrl, n.id).toMatch(https);
      expect(n.readYear, n.id).toBeGreaterThanOrEqual(2024);
      expect(addDays(n.reviewBy, 365) >= today, n.id).toBe(true);
      if (n.area !== null) expect(isKnownArea(n.state, n.area), n.id).toBe(true);
      for (const a of n.exceptAreas ?? [])
        expect(isKnownArea(n.state, a), `${n.id} ${a}`).toBe(true);
      for (const id of n.speciesIds ?? []) expect(isKnownSpeciesId(id), `${n.id} ${id}`).toBe(true);
      expect(n.startDate <= n.endDate, n.id).toBe(true);
    }
  });

  it('every water authority is sourced and links https agency pages', () => {
    for (const w of WATER_AUTHORITIES) {
      expect(w.sourceUrl, w.id).toMatch(https);
      expect(addDays(w.reviewBy, 365) >= today, w.id).toBe(true);
      for (const a of w.agencies) expect(a.url, `${w.id} ${a.name}`).toMatch(https);
    }
  });

  it("a row's species key covers what the rule means: rockfish rows hold for black rockfish", () => {
    expect(rowCoversSpecies('rockfish', 'black-rockfish')).toBe(true);
    expect(rowCoversSpecies('rockfish', 'lingcod')).toBe(false);
    expect(rowCoversSpecies('chinook-salmon', 'blackmouth')).toBe(true);
    expect(rowCoversSpecies('chinook-salmon', 'coho-salmon')).toBe(false);
  });
});
