/**
 * Expert cases from the tenth science pass (held-out review: /work/notes/review9/findings.md r03
 * and r02). Each review case has a twin at another place and a negative case, so the fix is a
 * rule, not one spot. Run on the bundled climatology (no forecast), as a report planned weeks
 * ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm = 0.1, atSea = false) =>
  run({ ...c, habitat: 'salt' }, { coastKm, atSea });
const safetyText = (r: StructuredReport) => r.safety.map((s) => s.text).join('\n');

const MISQUAMICUT = {
  lat: 41.318,
  lon: -71.8,
  placeName: 'Misquamicut Beach surf, Westerly, Rhode Island',
  state: 'RI',
  fishingType: 'shore',
  baitType: 'artificial',
} as const;

describe('late-October southern New England surf is the striper run, not a poor albie day (r03)', () => {
  // RI Striped Bass (2016): albies along the RI shore "continue into early to mid October";
  // Ed Mitchell (2023): "tapering off by the middle of October". Coastal Angler (RI): the striper
  // run lasts into mid- to late November.
  it('Misquamicut on 30 October, lures: striped bass lead, the day is not Poor, dawn is a best time', () => {
    const { r, ids, md } = salt({ ...MISQUAMICUT, date: '2027-10-30' });
    expect(ids[0]).toBe('striped-bass');
    // bonito leave before the albies
    expect(ids).not.toContain('atlantic-bonito');
    expect(r.verdict.rating).not.toBe('poor');
    expect(r.verdict.headline).toMatch(/striped bass/);
    // first light (6:47) on the fastest flood: a dawn window as well as the dusk one
    const dawn = r.conditions.civilDawn!.minuteOfDay;
    expect(r.bestWindows.some((w) => w.startMinute <= dawn + 60 && w.endMinute >= dawn)).toBe(true);
    expect(md).not.toMatch(/sunny shallows/);
    expect(md).not.toMatch(/in cold water false albacore leave cold water/);
  });

  // Twin, not in the review: Nauset Beach on the Cape's outer shore in late October
  it('Nauset Beach, Cape Cod, on 28 October: striped bass lead, no bonito', () => {
    const { ids, r } = salt({
      lat: 41.83,
      lon: -69.94,
      date: '2027-10-28',
      placeName: 'Nauset Beach, Orleans, Massachusetts',
      state: 'MA',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids[0]).toBe('striped-bass');
    expect(ids).not.toContain('atlantic-bonito');
    expect(r.verdict.rating).not.toBe('poor');
  });

  // Negative: in September the albies and bonito are the main event on the same beach
  it('Misquamicut on 20 September: bonito and albies still lead', () => {
    const { ids } = salt({ ...MISQUAMICUT, date: '2027-09-20' });
    expect(['atlantic-bonito', 'false-albacore']).toContain(ids[0]);
    expect(ids).toContain('false-albacore');
  });
});

describe('cold-water safety fits the way of fishing (r03 minor)', () => {
  it('a surf caster gets a wader belt and the outer bar, not a life jacket', () => {
    const { r } = salt({ ...MISQUAMICUT, date: '2027-10-30' });
    const text = safetyText(r);
    expect(text).not.toMatch(/life jacket/i);
    expect(text).toMatch(/wader belt/);
    expect(text).toMatch(/outer bar/);
  });

  // Negative: a kayak off the same beach keeps its life jacket
  it('a kayak off the same beach keeps the life jacket', () => {
    const { r } = salt({
      ...MISQUAMICUT,
      date: '2027-10-30',
      waterKind: 'surf',
      fishingType: 'kayak',
    });
    expect(safetyText(r)).toMatch(/life jacket/);
    expect(safetyText(r)).not.toMatch(/wader belt/);
  });
});
