/**
 * Expert cases from the eighteenth science pass, part a: review 13's fixes 3 and 4.
 *
 * - Fix 3 (r05 minor 2 and 3): Pyramid Lake is tribal water. The Pyramid Lake Paiute Tribe's
 *   permit replaces the Nevada licence, and its rules apply: artificial lures and flies only,
 *   barbless, no bait or scent, the 17-20 in and over-24 in slot, 2 fish, the October 1 - June 30
 *   cutthroat season, and the closed areas (the Truckee River and delta, the Marble Bluff fishway
 *   mouth, the Sutcliffe spawning channel), said again where the spot is in or near one.
 * - Fix 4 (r02 minor 2): a cold tailwater's reach follows the river down from its dam, not a
 *   circle around it. Lake Taneycomo below Table Rock Dam is its own tailwater, not "the White
 *   River below Bull Shoals Dam", and a spot on the lake above a dam, or across a lake, is no
 *   tailwater of it.
 *
 * Each fix has twins and negatives (Reno's Truckee, Walker Lake, the Bull Shoals tailwater
 * itself, Table Rock Lake), so it is keyed on data, not on one spot. Run on the bundled
 * climatology (no forecast).
 */
import { describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { coldTailwaterFor } from '../water/cold-tailwaters.ts';
import { fresh, hasNotice, noticeTexts, presentationText } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

const agencyUrls = (r: StructuredReport) => (r.rules?.agencies ?? []).map((a) => a.url);

// ---------------------------------------------------------------------------------------------
// Review 13 r05, fix 3: the rules block at Pyramid Lake linked only Nevada's regulations ("Size
// and bag limits are there"). They are not: "You do not need a State of Nevada Fishing License,
// just a Tribal Fishing and/or Boating Permit ... Barb less hooks only ... No Bait. No worms,
// eggs, scent ... Keepers are 17 to 20 inches or over 24 inches ... You may keep 2 of the smaller
// sizes or 1 small and 1 large ... Closed areas to fishing and boating: 1,000 foot radius around
// mouth of Marble Bluff Fish Way; 1,000 foot radius around Sutcliffe Fishery spawning channel ...
// The Truckee River and Delta ... Lahanton Trout Season runs from October 1 thru June 30"
// (Pyramid Lake Anglers' regulations page; the same in the Record-Courier, 2016, and the Tribe's
// 2019 season release).
// ---------------------------------------------------------------------------------------------

const PYRAMID = {
  lat: 40.03,
  lon: -119.6,
  date: '2027-03-13',
  placeName: 'Pyramid Lake near Sutcliffe, Nevada',
  state: 'NV',
  fishingType: 'shore' as const,
  baitType: 'fly' as const,
  speciesIds: [],
  closures: CLOSURE_SEED,
};
const TRIBE_URL = 'https://pyramidlake.us/';
const NDOW = /ndow\.org/;
const PERMIT = /Pyramid Lake Paiute Tribe fishing permit/;
const NO_STATE_LICENCE = /Nevada fishing licence is not required/;
const TRIBE_RULES = /Pyramid Lake Paiute Tribe rules/;
const DELTA_HERE = /on or near the Truckee River or its delta/;
const SUTCLIFFE_HERE = /near the Sutcliffe hatchery/;
const BAIT = /nightcrawler|salmon egg|PowerBait|dough|worm|minnow/i;

describe('Pyramid Lake is tribal water: the Paiute Tribe permit and rules (review 13 r05, fix 3)', () => {
  it('the review case, 13 March from the bank with flies: tribal permit, no Nevada licence, gear, slot, season, closed areas', () => {
    const { r } = fresh({ ...PYRAMID });
    expect(agencyUrls(r)).toEqual([TRIBE_URL]);
    expect(hasNotice(r, PERMIT)).toBe(true);
    expect(hasNotice(r, NO_STATE_LICENCE)).toBe(true);
    const rules = noticeTexts(r).find((t) => TRIBE_RULES.test(t)) ?? '';
    expect(rules).toMatch(/artificial lures and flies only/);
    expect(rules).toMatch(/barbless/);
    expect(rules).toMatch(/no bait of any kind/);
    expect(rules).toMatch(/scent/);
    expect(rules).toMatch(/17-20 in or over 24 in/);
    expect(rules).toMatch(/2 a day/);
    expect(rules).toMatch(/October 1 - June 30/);
    expect(rules).toMatch(/Truckee River and its delta/);
    expect(rules).toMatch(/Marble Bluff fishway/);
    expect(rules).toMatch(/Sutcliffe hatchery spawning channel/);
    // The tribe's barbless rule reaches the plan itself.
    expect(presentationText(r, 'cutthroat-trout')).toMatch(/barbless hooks only/);
    // 8 km up the shore from Sutcliffe and far from the delta: no "you are in a closed area" line.
    expect(hasNotice(r, DELTA_HERE)).toBe(false);
    expect(hasNotice(r, SUTCLIFFE_HERE)).toBe(false);
  });

  it('twin: from a boat with live bait in February, the plan is lures or flies, not bait', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 40.1,
      lon: -119.6,
      date: '2027-02-20',
      placeName: 'Pyramid Lake, Nevada',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(agencyUrls(r)).toEqual([TRIBE_URL]);
    expect(hasNotice(r, TRIBE_RULES)).toBe(true);
    const h = presentationText(r, 'cutthroat-trout');
    expect(h).not.toBe('');
    expect(h).not.toMatch(BAIT);
    expect(h).toMatch(/barbless/);
  });

  it('twin: at the Sutcliffe hatchery, the closed water around the spawning channel is named', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 39.955,
      lon: -119.603,
      placeName: 'Pyramid Lake at Sutcliffe, by the hatchery, Nevada',
    });
    expect(hasNotice(r, SUTCLIFFE_HERE)).toBe(true);
    expect(hasNotice(r, /1,000 ft of the hatchery's spawning channel is closed/)).toBe(true);
    expect(hasNotice(r, PERMIT)).toBe(true);
  });

  it('twin: at the Truckee delta, the closed river, delta and fishway mouth are named', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 39.87,
      lon: -119.435,
      placeName: 'Pyramid Lake at the Truckee River delta, Nevada',
    });
    expect(hasNotice(r, DELTA_HERE)).toBe(true);
    expect(hasNotice(r, /Marble Bluff fishway, to fishing and boating/)).toBe(true);
  });

  it('twin: the Truckee River at Nixon, on the reservation, is tribal water and closed', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 39.83,
      lon: -119.357,
      placeName: 'Truckee River at Nixon, Nevada',
      waterKind: 'river',
    });
    expect(agencyUrls(r)).toEqual([TRIBE_URL]);
    expect(hasNotice(r, DELTA_HERE)).toBe(true);
  });

  it('twin: in August the cutthroat season is closed, and the report says so', () => {
    const { r } = fresh({ ...PYRAMID, date: '2027-08-14', speciesIds: ['cutthroat-trout'] });
    // The closure is the fish's own status (a closure row), so the status line and the rules agree.
    const cutthroat = r.targets.find((t) => t.id === 'cutthroat-trout')?.regulation;
    expect(cutthroat?.status).toBe('closed');
    expect(cutthroat?.text).toMatch(/closed July 1 - September 30/);
    // ... and the spring line about the unconfirmed Sutcliffe-South Nets closure is not shown.
    expect(hasNotice(r, /South Nets/)).toBe(false);
  });

  it('in March the unconfirmed Sutcliffe-South Nets spawning closure is a thing to check, not a rule', () => {
    const { r } = fresh({ ...PYRAMID });
    const t = noticeTexts(r).find((x) => /South Nets/.test(x)) ?? '';
    expect(t).toMatch(/March 15 to May 16/);
    expect(t).toMatch(/could not confirm/);
    expect(r.targets.find((t) => t.id === 'cutthroat-trout')?.regulation?.status).toBe('open');
  });

  it('negative: the Truckee River in Reno is Nevada water (NDOW), with no tribal rules', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 39.525,
      lon: -119.81,
      placeName: 'Truckee River in downtown Reno, Nevada',
      waterKind: 'river',
      speciesIds: [],
    });
    expect(agencyUrls(r).some((u) => NDOW.test(u))).toBe(true);
    expect(agencyUrls(r)).not.toContain(TRIBE_URL);
    expect(hasNotice(r, /Paiute/)).toBe(false);
  });

  it('negative: the Truckee below Sparks at Lockwood, upstream of the reservation, is Nevada water', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 39.51,
      lon: -119.65,
      placeName: 'Truckee River at Lockwood, Nevada',
      waterKind: 'river',
    });
    expect(agencyUrls(r)).not.toContain(TRIBE_URL);
    expect(hasNotice(r, /Paiute/)).toBe(false);
  });

  it('negative: Walker Lake keeps Nevada (NDOW) and gets no Pyramid Lake tribal rules', () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 38.7,
      lon: -118.72,
      placeName: 'Walker Lake, Nevada',
    });
    expect(agencyUrls(r).some((u) => NDOW.test(u))).toBe(true);
    expect(hasNotice(r, /Pyramid Lake Paiute/)).toBe(false);
  });

  it("negative: Pyramid Lake in Los Angeles County, California, is not the tribe's", () => {
    const { r } = fresh({
      ...PYRAMID,
      lat: 34.66,
      lon: -118.77,
      state: 'CA',
      placeName: 'Pyramid Lake, California',
    });
    expect(agencyUrls(r)).not.toContain(TRIBE_URL);
    expect(hasNotice(r, /Paiute/)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 13 r02, fix 4: Lake Taneycomo below Table Rock Dam was read as "the White River below
// Bull Shoals Dam", because the spot is 69.5 km in a straight line from Bull Shoals Dam,
// upstream across Bull Shoals Lake, inside that tailwater's 70 km circle. "Table Rock Dam
// changed Lake Taneycomo into essentially a tailwater river. It flows 22 miles until it reaches
// Powersite Dam" (News Tribune, Feb 2017). The reach now follows each river down from its dam.
// ---------------------------------------------------------------------------------------------

const TANEYCOMO = {
  lat: 36.6,
  lon: -93.295,
  date: '2027-01-16',
  placeName: 'Lake Taneycomo below Table Rock Dam (trophy area), Branson, Missouri',
  state: 'MO',
  fishingType: 'shore' as const,
  baitType: 'live' as const,
  speciesIds: ['rainbow-trout'],
  closures: CLOSURE_SEED,
};
const TAILWATER = { kind: 'tailwater', state: 'MO' };
const RIVER_AR = { kind: 'river', state: 'AR' };

describe('a cold tailwater is a course below its dam, not a circle (review 13 r02, fix 4)', () => {
  it('the review case, Taneycomo in January: Table Rock Dam, not Bull Shoals', () => {
    const { r, md } = fresh({ ...TANEYCOMO });
    // (the markdown escapes brackets)
    expect(md).toMatch(/in Lake Taneycomo \\?\(the White River below Table Rock Dam\\?\)/);
    expect(md).not.toMatch(/Bull Shoals/);
    expect(r.conditions.water?.source).toMatch(/Table Rock Dam/);
    expect(r.conditions.water?.tempF).toBeGreaterThanOrEqual(46);
    expect(r.conditions.water?.tempF).toBeLessThanOrEqual(50);
  });

  it('twin: Taneycomo at Branson Landing, below Fall Creek, read as a tailwater, is below Table Rock', () => {
    const { r, md } = fresh({
      ...TANEYCOMO,
      lat: 36.643,
      lon: -93.213,
      placeName: 'Lake Taneycomo at Branson Landing, Missouri',
      waterKind: 'tailwater',
      baitType: 'fly',
    });
    expect(r.conditions.water?.source).toMatch(/Table Rock Dam/);
    expect(md).not.toMatch(/Bull Shoals/);
  });

  it('twin: Taneycomo at Branson Landing read as a reservoir is still the cold release, not lake water', () => {
    const { r } = fresh({
      ...TANEYCOMO,
      lat: 36.643,
      lon: -93.213,
      placeName: 'Lake Taneycomo at Branson Landing, Missouri',
      waterKind: 'reservoir',
      baitType: 'fly',
    });
    expect(r.conditions.water?.source).toMatch(/Table Rock Dam/);
    expect(r.conditions.water?.tempF).toBeGreaterThanOrEqual(46);
    // A real reservoir is no lake of the release: Bull Shoals Lake keeps its own water.
    expect(coldTailwaterFor(36.4, -92.62, { kind: 'reservoir', state: 'AR' })).toBeNull();
    expect(coldTailwaterFor(36.59, -93.33, { kind: 'reservoir', state: 'MO' })).toBeNull();
  });

  it('twin: Taneycomo is its own tailwater all along its course to Powersite Dam', () => {
    for (const [lat, lon] of [
      [36.6, -93.295],
      [36.617, -93.262],
      [36.697, -93.16],
    ] as const)
      expect(coldTailwaterFor(lat, lon, TAILWATER)?.id, `${lat}, ${lon}`).toBe(
        'white-table-rock-taneycomo',
      );
  });

  it('negative: the White River below Bull Shoals Dam, and at Cotter, is still the Bull Shoals tailwater', () => {
    expect(coldTailwaterFor(36.36, -92.58, RIVER_AR)?.id).toBe('white-bull-shoals');
    expect(coldTailwaterFor(36.268, -92.53, RIVER_AR)?.id).toBe('white-bull-shoals');
    const { md } = fresh({
      ...TANEYCOMO,
      lat: 36.36,
      lon: -92.58,
      state: 'AR',
      placeName: 'White River below Bull Shoals Dam, Arkansas',
    });
    expect(md).toMatch(/the White River below Bull Shoals Dam/);
  });

  it('negative: a spot on Bull Shoals Lake above the dam is no tailwater of it', () => {
    // 5 km up the lake from the dam: inside the old 70 km circle, behind the dam.
    expect(coldTailwaterFor(36.4, -92.62, RIVER_AR)).toBeNull();
    // The White at Forsyth, below Powersite Dam where Bull Shoals Lake begins, 59 km from
    // Bull Shoals Dam in a straight line and upstream of it.
    expect(coldTailwaterFor(36.69, -93.1, { kind: 'river', state: 'MO' })).toBeNull();
  });

  it('negative: a spot across a lake from the river (Norfork Lake) is not the Bull Shoals tailwater', () => {
    expect(coldTailwaterFor(36.3, -92.2, RIVER_AR)).toBeNull();
  });

  it('negative: Table Rock Lake above Table Rock Dam is not Taneycomo', () => {
    expect(coldTailwaterFor(36.59, -93.33, { kind: 'river', state: 'MO' })).toBeNull();
    const { r, md } = fresh({
      ...TANEYCOMO,
      lat: 36.59,
      lon: -93.33,
      placeName: 'Table Rock Lake near the dam, Missouri',
      speciesIds: [],
    });
    expect(r.conditions.water?.source ?? '').not.toMatch(/Table Rock Dam|release/);
    expect(md).not.toMatch(/Taneycomo/);
    expect(md).not.toMatch(/Bull Shoals/);
  });
});
