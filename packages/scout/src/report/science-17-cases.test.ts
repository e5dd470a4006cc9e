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
import { presentationText } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

const notices = (r: StructuredReport) => r.rules?.notices ?? [];

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
    expect(presentationText(r, 'rainbow-trout')).not.toBe('');
    expect(presentationText(r, 'rainbow-trout')).not.toMatch(BAIT);
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
    expect(presentationText(r, 'rainbow-trout')).not.toMatch(BAIT);
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

// ---------------------------------------------------------------------------------------------
// Review 13 r05 MAJOR (fix 2): Pyramid Lake in March, from the bank with flies, was told "Dry fly:
// hopper, caddis or attractor ... Dead-drift in riffles and along banks"; with lures, "Cast across
// current and swing". A lake has no riffles or current. The Pyramid guides: "Nymphing under an
// indicator in 5-10 feet of water ... Stripping Wooly Buggers, Beetles and Tadpoles" (Pyramid Lake
// Fly Fishing, 17 Mar 2015); "Midging with an indo produces lots of fish ... The shooting head
// style produces fish too" (Gilligan's Guide Service, 27 Mar 2014). Trout on lakes and reservoirs
// now get still-water rigs; rivers keep theirs.
// ---------------------------------------------------------------------------------------------

const PYRAMID = {
  lat: 40.03,
  lon: -119.6,
  date: '2027-03-13',
  placeName: 'Pyramid Lake near Sutcliffe, Nevada',
  state: 'NV',
  habitat: 'fresh' as const,
  fishingType: 'shore' as const,
  baitType: 'fly' as const,
  speciesIds: [],
};
const RIVER_WORDS = /riffle|dead-drift|across (the )?current|swing|seams|runs\b/i;
const STILL_FLY = /(sinking|intermediate) line/;
const INDICATOR = /chironomid|midge/i;

describe('trout on a lake or reservoir get still-water rigs (review 13 r05)', () => {
  it('Pyramid Lake, 13 March, bank and fly: stripped buggers on a sinking line or midges, no riffles', () => {
    const { r } = run({ ...PYRAMID });
    const h = presentationText(r, 'cutthroat-trout');
    expect(h).not.toBe('');
    expect(h).not.toMatch(RIVER_WORDS);
    expect(h).not.toMatch(/hopper/i);
    expect(h).toMatch(STILL_FLY);
    expect(h).toMatch(INDICATOR);
  });

  it('Pyramid Lake with lures: cast spoons and spinners, no "cast across current and swing"', () => {
    const { r } = run({ ...PYRAMID, baitType: 'artificial' });
    const h = presentationText(r, 'cutthroat-trout');
    expect(h).not.toMatch(RIVER_WORDS);
    expect(h).toMatch(/spoon/i);
  });

  it('twin: Lahontan cutthroat in Lake Lenore, Washington, in April, fly from the bank', () => {
    const { r } = run({
      ...PYRAMID,
      lat: 47.49,
      lon: -119.51,
      date: '2027-04-10',
      placeName: 'Lake Lenore near Soap Lake, Washington',
      state: 'WA',
      waterKind: 'natural-lake',
      speciesIds: ['cutthroat-trout'],
    });
    const h = presentationText(r, 'cutthroat-trout');
    expect(h).not.toMatch(RIVER_WORDS);
    expect(h).toMatch(STILL_FLY);
  });

  it('twin: rainbow trout in Strawberry Reservoir, Utah, in June, fly from a kayak', () => {
    const { r } = run({
      ...PYRAMID,
      lat: 40.17,
      lon: -111.15,
      date: '2027-06-12',
      placeName: 'Strawberry Reservoir, Utah',
      state: 'UT',
      waterKind: 'reservoir',
      fishingType: 'kayak',
      speciesIds: ['rainbow-trout'],
    });
    const h = presentationText(r, 'rainbow-trout');
    expect(h).not.toMatch(RIVER_WORDS);
    expect(h).toMatch(STILL_FLY);
  });

  it('twin: rainbow trout in a reservoir with lures in cold water: no "softest water" or current', () => {
    const { r } = run({
      ...PYRAMID,
      lat: 40.17,
      lon: -111.15,
      date: '2027-11-20',
      placeName: 'Strawberry Reservoir, Utah',
      state: 'UT',
      waterKind: 'reservoir',
      baitType: 'artificial',
      speciesIds: ['rainbow-trout'],
    });
    const h = presentationText(r, 'rainbow-trout');
    expect(h).not.toMatch(RIVER_WORDS);
    expect(h).not.toMatch(/softest water/);
    expect(h).toMatch(/spoon|spinner/i);
  });

  it('twin: brown trout in Wickiup Reservoir, Oregon, in May, fly from the bank', () => {
    const { r } = run({
      ...PYRAMID,
      lat: 43.68,
      lon: -121.72,
      date: '2027-05-15',
      placeName: 'Wickiup Reservoir, Oregon',
      state: 'OR',
      waterKind: 'reservoir',
      speciesIds: ['brown-trout'],
    });
    const h = presentationText(r, 'brown-trout');
    expect(h).not.toMatch(RIVER_WORDS);
    expect(h).toMatch(STILL_FLY);
  });

  it('negative: cutthroat on the Yellowstone River in Paradise Valley keeps a river fly', () => {
    const { r } = run({
      ...PYRAMID,
      lat: 45.5,
      lon: -110.6,
      date: '2027-08-14',
      placeName: 'Yellowstone River in Paradise Valley, Montana',
      state: 'MT',
      waterKind: 'river',
      speciesIds: ['cutthroat-trout'],
    });
    const h = presentationText(r, 'cutthroat-trout');
    expect(h).not.toMatch(STILL_FLY);
    expect(h).toMatch(/riffle|dead-drift/i);
  });

  it('negative: rainbow trout on a river with lures keep the current seams', () => {
    const { r } = run({
      ...PYRAMID,
      lat: 45.5,
      lon: -110.6,
      date: '2027-08-14',
      placeName: 'Yellowstone River in Paradise Valley, Montana',
      state: 'MT',
      waterKind: 'river',
      baitType: 'artificial',
      speciesIds: ['rainbow-trout'],
    });
    expect(presentationText(r, 'rainbow-trout')).toMatch(/current seams/);
  });
});
