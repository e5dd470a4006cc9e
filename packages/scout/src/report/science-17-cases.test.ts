/**
 * Expert cases from the seventeenth science pass: review 13's two MAJORs. Lake Taneycomo's trophy
 * area below Table Rock Dam is flies and artificial lures only, so a bank and live-bait report
 * there gets the rule and a lawful plan, not nightcrawlers, salmon eggs or PowerBait (r02); and
 * trout on a lake or reservoir get still-water rigs, not "dead-drift in riffles" or "cast across
 * current and swing" (r05, Pyramid Lake). Each case has a twin or a negative, so each fix is keyed
 * on data, not one spot. Run on the bundled climatology (no forecast).
 */
import { describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { plannedCase as run } from './testing/planned-case.ts';
import type { StructuredReport } from './types.ts';

const notices = (r: StructuredReport) => r.rules?.notices ?? [];
const how = (r: StructuredReport, id: string) => {
  const p = r.howToFish.find((h) => h.speciesId === id)?.presentation;
  return p ? `${p.what} ${p.size} ${p.colours} ${p.how}` : '';
};

// ---------------------------------------------------------------------------------------------
// Review 13 r02 MAJOR (fix 1): a bank angler with bait in Lake Taneycomo's trophy area was told
// "Nightcrawler, salmon eggs or PowerBait where bait is legal". MDC's special waterbody rules for
// Lake Taneycomo: from the closed zone 760 ft below Table Rock Dam to the mouth of Fall Creek,
// rainbow trout 12-20 in protected slot; only flies and artificial lures, soft plastic, natural
// and scented baits prohibited for any species; a trout permit to fish above the US 65 bridge.
// ---------------------------------------------------------------------------------------------

const TANEYCOMO = {
  lat: 36.6,
  lon: -93.295,
  date: '2027-01-16',
  placeName: 'Lake Taneycomo below Table Rock Dam (trophy area), Branson, Missouri',
  state: 'MO',
  habitat: 'fresh' as const,
  fishingType: 'shore' as const,
  baitType: 'live' as const,
  speciesIds: ['rainbow-trout'],
  closures: CLOSURE_SEED,
};
const TROPHY = /Lake Taneycomo/;
const trophy = (r: StructuredReport) => notices(r).find((n) => TROPHY.test(n.text));
const BAIT = /nightcrawler|salmon egg|PowerBait|dough|worm/i;

describe("Lake Taneycomo's trophy area is flies and artificial lures only (review 13 r02)", () => {
  it('below Table Rock Dam, 16 January, bank and live bait: the rule, and no bait plan', () => {
    const { r } = run({ ...TANEYCOMO });
    const n = trophy(r);
    expect(n?.text).toMatch(/Fall Creek/);
    expect(n?.text).toMatch(/flies and artificial lures/);
    expect(n?.text).toMatch(/12-20 in/);
    expect(n?.text).toMatch(/brown trout/i);
    expect(n?.text).toMatch(/trout permit/);
    expect(n?.text).toMatch(/760 ft/);
    expect(n?.sourceUrl).toMatch(/^https:\/\/mdc\.mo\.gov\//);
    expect(how(r, 'rainbow-trout')).not.toBe('');
    expect(how(r, 'rainbow-trout')).not.toMatch(BAIT);
  });

  it('twin: from a boat near the mouth of Fall Creek in October, live bait', () => {
    const { r } = run({
      ...TANEYCOMO,
      lat: 36.614,
      lon: -93.27,
      date: '2027-10-09',
      placeName: 'Lake Taneycomo above Fall Creek, Branson, Missouri',
      fishingType: 'boat',
    });
    expect(trophy(r)).toBeDefined();
    expect(how(r, 'rainbow-trout')).not.toMatch(BAIT);
  });

  it('twin: a fly angler in the trophy area gets the rule (and keeps a fly plan)', () => {
    const { r } = run({ ...TANEYCOMO, baitType: 'fly', speciesIds: [] });
    expect(trophy(r)).toBeDefined();
  });

  it('negative: Taneycomo at Branson Landing, below Fall Creek, where bait is legal', () => {
    const { r } = run({
      ...TANEYCOMO,
      lat: 36.643,
      lon: -93.213,
      placeName: 'Lake Taneycomo at Branson Landing, Missouri',
    });
    expect(trophy(r)).toBeUndefined();
  });

  it('negative: Table Rock Lake above the dam has no trophy-area line', () => {
    const { r } = run({
      ...TANEYCOMO,
      lat: 36.59,
      lon: -93.33,
      placeName: 'Table Rock Lake near the dam, Missouri',
      speciesIds: [],
    });
    expect(trophy(r)).toBeUndefined();
  });

  it('negative: the White River below Bull Shoals Dam (Arkansas) keeps its own rules', () => {
    const { r } = run({
      ...TANEYCOMO,
      lat: 36.36,
      lon: -92.58,
      state: 'AR',
      placeName: 'White River below Bull Shoals Dam, Arkansas',
    });
    expect(trophy(r)).toBeUndefined();
  });
});
