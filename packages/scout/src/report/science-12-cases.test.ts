/**
 * Expert cases from the twelfth science pass: the per-water special rules that review 8 (RC-6:
 * h02 Winnie, h03 Taylor, h04 Pickwick, h05 Kankakee, h08 Beaverhead, h10 Memphremagog, h11 Provo)
 * found missing, and a review 9 headline (a February beach with no fish in season). Each case has a
 * twin or a negative (a nearby water, another state, another season), so the fix is sourced data
 * keyed on a water, not one spot. Run on the bundled climatology (no forecast), as a report planned
 * weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh, hasNotice, noticeTexts } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

// ---------------------------------------------------------------------------------------------
// h02: Lake Winnibigoshish's walleye protected slot (18-23 in released, six a day; MN DNR, in
// force since Mar 1, 2015).
// ---------------------------------------------------------------------------------------------

const WINNIE = /Winnibigoshish/;

describe('Lake Winnibigoshish walleye slot (review 8, h02)', () => {
  it('on the ice in February, walleye named: the slot, dated and sourced, once', () => {
    const { r, md } = fresh({
      lat: 47.43,
      lon: -94.18,
      date: '2027-02-13',
      placeName: 'Lake Winnibigoshish, Minnesota',
      state: 'MN',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['walleye'],
    });
    const text = noticeTexts(r).find((t) => WINNIE.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/18-23 in/);
    expect(text).toMatch(/six/);
    expect(text).toMatch(/2015/);
    expect(text).toMatch(/check/i);
    expect(noticeTexts(r).filter((t) => WINNIE.test(t))).toHaveLength(1);
    expect(md).toMatch(/Winnibigoshish/);
  });

  it('twin: Cutfoot Sioux (connected water) in May, walleye suggested', () => {
    const { r } = fresh({
      lat: 47.51,
      lon: -94.09,
      date: '2027-05-20',
      placeName: 'Cutfoot Sioux Lake, Minnesota',
      state: 'MN',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['walleye'],
    });
    expect(hasNotice(r, WINNIE)).toBe(true);
  });

  it('negative: Cass Lake, just west, does not get Winnie’s slot', () => {
    const { r } = fresh({
      lat: 47.42,
      lon: -94.56,
      date: '2027-02-13',
      placeName: 'Cass Lake, Minnesota',
      state: 'MN',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['walleye'],
    });
    expect(hasNotice(r, WINNIE)).toBe(false);
  });

  it('negative: a perch-only trip on Winnie does not carry the walleye slot', () => {
    const { r } = fresh({
      lat: 47.43,
      lon: -94.18,
      date: '2027-02-13',
      placeName: 'Lake Winnibigoshish, Minnesota',
      state: 'MN',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['yellow-perch'],
    });
    expect(hasNotice(r, WINNIE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// h03, h11: the Taylor tailrace (CPW: artificial flies and lures only, all trout released) and
// the lower Provo (artificial flies and lures only, two trout under 15 in).
// ---------------------------------------------------------------------------------------------

const TAYLOR = /Taylor River/;
const PROVO = /Provo River/;

describe('Taylor River below Taylor Park Dam (review 8, h03)', () => {
  it('the reach below the dam in March: the catch-and-release tailrace rule, flies and lures only', () => {
    const { r } = fresh({
      lat: 38.806,
      lon: -106.617,
      date: '2027-03-20',
      placeName: 'Taylor River below Taylor Park Dam, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
    });
    const text = noticeTexts(r).find((t) => TAYLOR.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/artificial flies and lures only/);
    expect(text).toMatch(/every trout/);
    expect(text).toMatch(/CPW/);
  });

  it('twin: in the tailrace itself a bait angler is told bait is not allowed', () => {
    const { r } = fresh({
      lat: 38.8165,
      lon: -106.608,
      date: '2027-06-10',
      placeName: 'Taylor River tailwater, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['rainbow-trout'],
      waterKind: 'tailwater',
    });
    expect(hasNotice(r, TAYLOR)).toBe(true);
    expect(r.howToFish[0]!.presentation.how).toMatch(/not allowed here/);
  });

  it('negative: the Gunnison River at Gunnison is not the Taylor', () => {
    const { r } = fresh({
      lat: 38.545,
      lon: -106.94,
      date: '2027-03-20',
      placeName: 'Gunnison River at Gunnison, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(hasNotice(r, TAYLOR)).toBe(false);
  });
});

describe('Provo River below Deer Creek Dam (review 8, h11)', () => {
  it('the lower Provo in November: flies and lures only, two trout under 15 in, with "check"', () => {
    const { r } = fresh({
      lat: 40.38,
      lon: -111.56,
      date: '2027-11-06',
      placeName: 'Provo River below Deer Creek Dam, Utah',
      state: 'UT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
    });
    const text = noticeTexts(r).find((t) => PROVO.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/artificial flies and lures only/);
    expect(text).toMatch(/two/);
    expect(text).toMatch(/15 in/);
    expect(text).toMatch(/check/i);
  });

  it('twin: a spin angler with live bait at Vivian Park is told bait is not allowed', () => {
    const { r } = fresh({
      lat: 40.356,
      lon: -111.567,
      date: '2027-07-12',
      placeName: 'Provo River at Vivian Park, Provo Canyon, Utah',
      state: 'UT',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: ['brown-trout'],
      waterKind: 'river',
    });
    expect(hasNotice(r, PROVO)).toBe(true);
    expect(r.howToFish[0]!.presentation.how).toMatch(/not allowed here/);
  });

  it('negative: the middle Provo at Midway (above Deer Creek) does not get the lower river’s rule', () => {
    const { r } = fresh({
      lat: 40.51,
      lon: -111.47,
      date: '2027-11-06',
      placeName: 'Provo River at Midway, Utah',
      state: 'UT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(hasNotice(r, PROVO)).toBe(false);
  });

  it('negative: Deer Creek Reservoir itself does not', () => {
    const { r } = fresh({
      lat: 40.42,
      lon: -111.51,
      date: '2027-07-12',
      placeName: 'Deer Creek Reservoir, Utah',
      state: 'UT',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: [],
      waterKind: 'reservoir',
    });
    expect(hasNotice(r, PROVO)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// h05: Illinois streams: smallmouth released Apr 1 - Jun 15, except on the Mississippi, Ohio,
// Wabash and Illinois rivers (IDNR digest).
// ---------------------------------------------------------------------------------------------

const IL_SMALLIES = /smallmouth bass must be released at once from April 1 to June 15/;

describe('Illinois stream smallmouth catch-and-release season (review 8, h05)', () => {
  it('the Kankakee at Kankakee on May 22 with live bait: the rule is said', () => {
    const { r, ids } = fresh({
      lat: 41.119,
      lon: -87.866,
      date: '2027-05-22',
      placeName: 'Kankakee River at Kankakee, Illinois',
      state: 'IL',
      fishingType: 'kayak',
      baitType: 'live',
      speciesIds: [],
    });
    expect(ids).toContain('smallmouth-bass');
    const text = noticeTexts(r).find((t) => IL_SMALLIES.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/Mississippi, Ohio, Wabash and Illinois/);
    expect(text).toMatch(/check/i);
  });

  it('twin: the Fox River at Yorkville in April, smallmouth named', () => {
    const { r } = fresh({
      lat: 41.64,
      lon: -88.45,
      date: '2027-04-20',
      placeName: 'Fox River at Yorkville, Illinois',
      state: 'IL',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
      waterKind: 'river',
    });
    expect(hasNotice(r, IL_SMALLIES)).toBe(true);
  });

  it('negative: the Illinois River at Peoria in May (excepted river)', () => {
    const { r } = fresh({
      lat: 40.69,
      lon: -89.59,
      date: '2027-05-20',
      placeName: 'Illinois River at Peoria, Illinois',
      state: 'IL',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
      waterKind: 'river',
    });
    expect(hasNotice(r, IL_SMALLIES)).toBe(false);
  });

  it('negative: a lake (Lake Springfield) in May: the rule is for streams', () => {
    const { r } = fresh({
      lat: 39.73,
      lon: -89.6,
      date: '2027-05-20',
      placeName: 'Lake Springfield, Illinois',
      state: 'IL',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
      waterKind: 'reservoir',
    });
    expect(hasNotice(r, IL_SMALLIES)).toBe(false);
  });

  it('negative: the Kankakee in July (season over) and in Indiana (another state)', () => {
    const july = fresh({
      lat: 41.119,
      lon: -87.866,
      date: '2027-07-10',
      placeName: 'Kankakee River at Kankakee, Illinois',
      state: 'IL',
      fishingType: 'kayak',
      baitType: 'live',
      speciesIds: ['smallmouth-bass'],
      waterKind: 'river',
    });
    expect(hasNotice(july.r, IL_SMALLIES)).toBe(false);
    const indiana = fresh({
      lat: 41.22,
      lon: -87.3,
      date: '2027-05-22',
      placeName: 'Kankakee River near Shelby, Indiana',
      state: 'IN',
      fishingType: 'kayak',
      baitType: 'live',
      speciesIds: ['smallmouth-bass'],
      waterKind: 'river',
    });
    expect(hasNotice(indiana.r, IL_SMALLIES)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// h04, h10: border waters. Pickwick (AL-MS-TN reciprocal licence area, each state's rules in its
// own water; TWRA) and Memphremagog (most of it in Quebec: a Quebec licence there; the 2 trout
// or salmon limit both sides now share).
// ---------------------------------------------------------------------------------------------

describe('border waters: Pickwick and Memphremagog (review 8, h04, h10)', () => {
  it('Pickwick Lake in Alabama: the three-state reciprocal licence and the state-you-are-in rule', () => {
    const { r } = fresh({
      lat: 34.9,
      lon: -88.1,
      date: '2027-04-17',
      placeName: 'Pickwick Lake, Alabama',
      state: 'AL',
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    const text = noticeTexts(r).find((t) => /Pickwick/.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/Alabama, Mississippi or Tennessee/);
    expect(text).toMatch(/Bear Creek/);
    expect(text).toMatch(/rules of the state whose water you are in/);
    const agencies = r.rules!.agencies.map((a) => a.name).join(' ');
    expect(agencies).toMatch(/Tennessee/);
    expect(agencies).toMatch(/Mississippi/);
  });

  it('twin: Pickwick below the state line at Counce, Tennessee', () => {
    const { r } = fresh({
      lat: 35.03,
      lon: -88.24,
      date: '2027-06-05',
      placeName: 'Pickwick Lake, Counce, Tennessee',
      state: 'TN',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
    });
    expect(hasNotice(r, /Pickwick/)).toBe(true);
  });

  it('negative: Wheeler Lake upstream is Alabama water only', () => {
    const { r } = fresh({
      lat: 34.65,
      lon: -87.1,
      date: '2027-04-17',
      placeName: 'Wheeler Lake, Alabama',
      state: 'AL',
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(hasNotice(r, /Pickwick|reciprocal/)).toBe(false);
  });

  it('Memphremagog at Newport in October: the Quebec licence and the shared 2 trout-or-salmon limit', () => {
    const { r, md } = fresh({
      lat: 44.97,
      lon: -72.23,
      date: '2027-10-09',
      placeName: 'Lake Memphremagog at Newport, Vermont',
      state: 'VT',
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: [],
    });
    const border = noticeTexts(r).find((t) => /Quebec sport-fishing licence/.test(t));
    expect(border).toBeDefined();
    expect(border).toMatch(/Memphremagog/);
    expect(noticeTexts(r).some((t) => /2 trout or salmon a day/.test(t))).toBe(true);
    expect(md).toMatch(/Quebec/);
  });

  it('negative: Lake Willoughby, south of it, is Vermont water only', () => {
    const { r } = fresh({
      lat: 44.75,
      lon: -72.06,
      date: '2027-10-09',
      placeName: 'Lake Willoughby, Vermont',
      state: 'VT',
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: [],
    });
    expect(hasNotice(r, /Quebec|Memphremagog/)).toBe(false);
  });

  it('negative: a bass trip on Memphremagog keeps the licence line but not the trout-and-salmon limit', () => {
    const { r } = fresh({
      lat: 44.97,
      lon: -72.23,
      date: '2027-07-09',
      placeName: 'Lake Memphremagog at Newport, Vermont',
      state: 'VT',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(hasNotice(r, /Quebec sport-fishing licence/)).toBe(true);
    expect(hasNotice(r, /2 trout or salmon a day/)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// h08: Montana's hoot-owl restrictions (2 p.m. to midnight) are set by FWP in hot summers; a
// July-September notice on southwest Montana trout rivers says so without claiming one in force.
// ---------------------------------------------------------------------------------------------

const HOOT = /hoot owl/i;

describe('Montana hoot-owl restrictions (review 8, h08)', () => {
  it('the Beaverhead near Dillon on July 28: the notice, with FWP and no claim of a closure today', () => {
    const { r, md } = fresh({
      lat: 45.13,
      lon: -112.73,
      date: '2027-07-28',
      placeName: 'Beaverhead River near Dillon, Montana',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
    });
    const text = noticeTexts(r).find((t) => HOOT.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/2 p\.m\. to midnight/);
    expect(text).toMatch(/FWP/);
    expect(text).toMatch(/check/i);
    expect(text).not.toMatch(/(is|are) (now )?(closed|in effect)/);
    expect(md).toContain('fwp.mt.gov');
  });

  it('twin: the Madison at Ennis in August', () => {
    const { r } = fresh({
      lat: 45.35,
      lon: -111.73,
      date: '2027-08-12',
      placeName: 'Madison River at Ennis, Montana',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(hasNotice(r, HOOT)).toBe(true);
  });

  it('negative: the Beaverhead in May, and Hebgen Lake in July', () => {
    const may = fresh({
      lat: 45.13,
      lon: -112.73,
      date: '2027-05-20',
      placeName: 'Beaverhead River near Dillon, Montana',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(hasNotice(may.r, HOOT)).toBe(false);
    const hebgen = fresh({
      lat: 44.8,
      lon: -111.2,
      date: '2027-07-28',
      placeName: 'Hebgen Lake, Montana',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
      waterKind: 'reservoir',
    });
    expect(hasNotice(hebgen.r, HOOT)).toBe(false);
  });

  it('negative: the Snake River at Jackson, Wyoming, in July (another state)', () => {
    const { r } = fresh({
      lat: 43.48,
      lon: -110.84,
      date: '2027-07-28',
      placeName: 'Snake River near Jackson, Wyoming',
      state: 'WY',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(hasNotice(r, HOOT)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Headline (review 9, r03's beach in winter): with no fish in season the headline says so, not
// "a fair day for fish".
// ---------------------------------------------------------------------------------------------

const beach = (c: Omit<PlannedCase, 'habitat' | 'fishingType' | 'baitType'>) =>
  run(
    { ...c, habitat: 'salt', fishingType: 'shore', baitType: 'artificial' },
    { coastKm: 0.1, atSea: false },
  );
const MISQUAMICUT = {
  lat: 41.32,
  lon: -71.8,
  placeName: 'Misquamicut Beach, Westerly, Rhode Island',
  state: 'RI',
};

describe('headline with nothing in season (review 9, r03 in winter)', () => {
  it('Misquamicut in February from the shore: no target, and the headline says nothing is in season', () => {
    const { r, ids } = beach({ ...MISQUAMICUT, date: '2027-02-10', speciesIds: [] });
    expect(ids).toEqual([]);
    expect(r.verdict.headline).not.toMatch(/day for fish/);
    expect(r.verdict.headline).toMatch(/No fish in our regional calendar is in season/);
    expect(r.verdict.headline).toMatch(/name a species/);
  });

  it('negative: Misquamicut in late October keeps its fish in the headline', () => {
    const { r, ids } = beach({ ...MISQUAMICUT, date: '2027-10-30', speciesIds: [] });
    expect(ids.length).toBeGreaterThan(0);
    expect(r.verdict.headline).toMatch(/day for /);
    expect(r.verdict.headline).not.toMatch(/No fish in our regional calendar/);
  });
});
