import { describe, expect, it } from 'vitest';
import { buildReport } from '../report/build-report.ts';
import { writeReport } from '../report/write-report.ts';
import { CLOSURE_SEED } from './data/closure-seed.ts';
import { preferOpen } from './prefer-open.ts';
import { testGeo } from './testing/geo-index.ts';
import type { ClosureRow } from './types.ts';

const TAMPA_BAY = { lat: 27.76, lon: -82.55 };

const report = (date: string, speciesIds: string[], closures: ClosureRow[] = CLOSURE_SEED) =>
  buildReport({
    ...TAMPA_BAY,
    date,
    timeZone: 'America/New_York',
    placeName: 'Tampa Bay',
    habitat: 'salt',
    fishingType: 'shore',
    baitType: 'artificial',
    speciesIds,
    tideStation: null,
    geo: testGeo(TAMPA_BAY.lat, TAMPA_BAY.lon),
    closures,
  });

describe('rules in the report', () => {
  it('a closed main target is said plainly in the verdict, the target list and the written report', () => {
    const r = report('2026-12-20', ['common-snook']);
    expect(r.targets[0]!.regulation!.status).toBe('harvest-closed');
    expect(r.verdict.headline).toMatch(/Common snook is catch and release only here on this date/);
    expect(r.rules!.agencies[0]!.url).toBe('https://myfwc.com/fishing/saltwater/recreational/');
    const md = writeReport(r);
    expect(md).toMatch(/## Rules/);
    expect(md).toMatch(/Harvest closed \(catch and release only\)\.\*\*/);
    expect(md).toMatch(/\]\(https:\/\/myfwc\.com\/fishing\/saltwater\/recreational\/snook\/\)/);
    expect(md).toMatch(/guidance, not legal advice/);
  });

  it('an open date says so, and every report names where its rules are', () => {
    const r = report('2027-03-05', ['common-snook']);
    expect(r.targets[0]!.regulation!.status).toBe('open');
    expect(r.verdict.headline).not.toMatch(/catch and release only/);
    expect(writeReport(r)).toMatch(/\[Florida FWC saltwater regulations\]\(https:\/\/myfwc\.com/);
  });

  it('picks made for the angler put open fisheries first', () => {
    const open = report('2026-12-20', []);
    const first = open.targets[0]!.id;
    // Close the first pick on that date: it drops behind the open ones.
    const closeFirst: ClosureRow = {
      ...CLOSURE_SEED[0]!,
      id: 'test-close',
      area: null,
      speciesId: first,
      rule: 'closed',
    };
    const reranked = report('2026-12-20', [], [closeFirst]);
    expect(reranked.targets.map((t) => t.id)).not.toContain(first);
    expect(reranked.targets.every((t) => t.regulation!.status === 'open')).toBe(true);
  });
});

describe('preferOpen', () => {
  it('keeps the order within a status and moves closed fisheries last', () => {
    const c = (id: string) => ({ species: { id } });
    const status = (id: string) => (id === 'a' ? 'closed' : id === 'b' ? 'harvest-closed' : 'open');
    expect(
      preferOpen([c('a'), c('b'), c('c'), c('d')], status, 3).map((x) => x.species.id),
    ).toEqual(['c', 'd', 'b']);
  });
});
