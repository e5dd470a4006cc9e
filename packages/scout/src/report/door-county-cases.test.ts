/**
 * Review 9 (r01, Sturgeon Bay, July, boat, lures): Door County's bay shore is a smallmouth water
 * in summer, so smallmouth lead there; the lower bay keeps its walleye lead, and Sturgeon Bay in
 * November is a walleye and muskie water again.
 */
import { describe, expect, it } from 'vitest';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';

const bay = (c: Omit<PlannedCase, 'habitat' | 'state' | 'fishingType' | 'baitType'>) =>
  run({ ...c, habitat: 'fresh', state: 'WI', fishingType: 'boat', baitType: 'artificial' });

describe('Door County smallmouth', () => {
  it('Sturgeon Bay in late July: smallmouth lead', () => {
    const { ids } = bay({
      lat: 44.84,
      lon: -87.42,
      date: '2027-07-24',
      placeName: 'Sturgeon Bay, Wisconsin',
    });
    expect(ids[0]).toBe('smallmouth-bass');
    expect(ids).toContain('walleye');
  });

  it('off Egg Harbor in early June: smallmouth lead (twin)', () => {
    const { ids } = bay({
      lat: 45.05,
      lon: -87.32,
      date: '2027-06-05',
      placeName: 'Egg Harbor, Door County',
    });
    expect(ids[0]).toBe('smallmouth-bass');
  });

  it('the lower bay off Green Bay city in July keeps walleye first (negative)', () => {
    const { ids } = bay({
      lat: 44.62,
      lon: -87.95,
      date: '2027-07-24',
      placeName: 'lower Green Bay',
    });
    expect(ids[0]).toBe('walleye');
  });

  it('Sturgeon Bay in late November: no smallmouth, walleye in its fall run', () => {
    const { ids } = bay({
      lat: 44.84,
      lon: -87.42,
      date: '2027-11-20',
      placeName: 'Sturgeon Bay, Wisconsin',
    });
    expect(ids).not.toContain('smallmouth-bass');
    expect(ids.slice(0, 2)).toContain('walleye');
  });

  it('the smallmouth plan in the bay names rock breaks and points, not current seams', () => {
    const { md } = bay({
      lat: 44.84,
      lon: -87.42,
      date: '2027-07-24',
      placeName: 'Sturgeon Bay, Wisconsin',
      speciesIds: ['smallmouth-bass'],
    });
    expect(md).toMatch(/wind-blown points/);
    expect(md).not.toMatch(/current seams/);
  });

  it('a river smallmouth plan keeps its seams (negative)', () => {
    const { md } = run({
      lat: 40.26,
      lon: -76.89,
      date: '2027-05-20',
      placeName: 'Susquehanna River at Harrisburg',
      state: 'PA',
      habitat: 'fresh',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(md).toMatch(/current seams/);
  });
});
