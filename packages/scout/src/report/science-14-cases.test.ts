/**
 * Expert cases from the fourteenth science pass: review 12's errors (Maryland's tidal
 * tributaries in late May, Pine Lake in Sammamish, WA, and Washington's fresh-water live-bait
 * rule). Each case has a twin or a negative (the main stem of the Bay, a Columbia Basin lake, an
 * Oregon lake), so each fix is sourced data keyed on a water, a region or a state rule, not one
 * spot. Run on the bundled climatology (no forecast), as a report planned weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { iceBaitWithoutLiveFish, withoutLiveFish } from '../rules/apply-tackle.ts';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh, hasNotice, noticeTexts, statusOf } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>) =>
  run({ ...c, habitat: 'salt' }, { coastKm: 1, atSea: false });

// ---------------------------------------------------------------------------------------------
// Review 12 probe (MAJOR class) and r01 minor 1: Maryland's tidal tributaries open to striped
// bass on June 1, two weeks after the main stem (MD DNR, 2024 and 2025 rule); the seasons and the
// one-fish 19-24 in slot are a notice for the whole Maryland Bay.
// ---------------------------------------------------------------------------------------------

const MD_SEASONS = /main stem opens May 16, the tidal tributaries June 1/;
const SEVERN = {
  lat: 39.03,
  lon: -76.53,
  placeName: 'Severn River near Annapolis, Maryland',
  state: 'MD',
  fishingType: 'boat' as const,
  baitType: 'artificial' as const,
  speciesIds: ['striped-bass'],
  closures: CLOSURE_SEED,
};

describe('Maryland’s tidal tributaries open to striped bass on June 1 (review 12 probe)', () => {
  it('the Severn on 22 May is closed to striped bass, not "a good day"', () => {
    const { r, md } = salt({ ...SEVERN, date: '2027-05-22' });
    expect(statusOf(r, 'striped-bass')).toBe('closed');
    expect(md).not.toMatch(/A good day for striped bass/);
    expect(md).toMatch(/until June 1/);
  });

  it('twin: the Choptank at Cambridge on 29 May is closed too', () => {
    const { r } = salt({
      ...SEVERN,
      lat: 38.58,
      lon: -76.07,
      placeName: 'Choptank River at Cambridge, Maryland',
      date: '2027-05-29',
    });
    expect(statusOf(r, 'striped-bass')).toBe('closed');
  });

  it('negative: the Severn on 5 June is open, with the seasons and the 19-24 in slot', () => {
    const { r } = salt({ ...SEVERN, date: '2027-06-05' });
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
    expect(hasNotice(r, /19 to 24 in/)).toBe(true);
  });

  it('the main stem at the Bay Bridge in June is open, with the one-fish 19-24 in slot', () => {
    const { r } = salt({
      ...SEVERN,
      lat: 38.993,
      lon: -76.375,
      placeName: 'Chesapeake Bay Bridge pilings off Kent Island, Maryland',
      date: '2027-06-12',
    });
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
    const text = noticeTexts(r).find((t) => MD_SEASONS.test(t));
    expect(text).toMatch(/One striped bass a person a day, 19 to 24 in/);
    expect(text).toMatch(/check Maryland DNR/);
  });

  it('negative: the main stem at the Bay Bridge on 27 May (review 12 r01) is open', () => {
    const { r } = salt({
      ...SEVERN,
      lat: 38.993,
      lon: -76.375,
      placeName: 'Chesapeake Bay Bridge pilings off Kent Island, Maryland',
      date: '2027-05-27',
    });
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
    expect(hasNotice(r, MD_SEASONS)).toBe(true);
  });

  it('negative: Maryland’s coastal bays (Ocean City) carry neither the closure nor the Bay notice', () => {
    const { r } = salt({
      ...SEVERN,
      lat: 38.33,
      lon: -75.09,
      placeName: 'Sinepuxent Bay, Ocean City, Maryland',
      date: '2027-05-22',
    });
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
    expect(hasNotice(r, MD_SEASONS)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r04 MAJOR 1: Pine Lake in Sammamish, WA, in April offered walleye. Washington's
// walleye live in the Columbia and the Columbia Basin's reservoirs (WDFW walleye page; Dauble
// 2019: down to the lower Willamette); the west-side lowland lakes hold stocked rainbows and
// cutthroat, yellow perch and largemouth (WDFW Pine Lake survey; WDFW 2011 stocking plan).
// ---------------------------------------------------------------------------------------------

const PINE_LAKE = {
  lat: 47.587,
  lon: -122.043,
  date: '2027-04-24',
  placeName: 'Pine Lake, Sammamish, Washington',
  state: 'WA',
  fishingType: 'shore' as const,
  baitType: 'live' as const,
  speciesIds: [],
};

describe('walleye are a Columbia Basin fish in the Pacific Northwest (review 12 r04)', () => {
  it('Pine Lake on the April opener: rainbow first, no walleye, and a west-side lake list', () => {
    const { ids } = fresh({ ...PINE_LAKE });
    expect(ids[0]).toBe('rainbow-trout');
    expect(ids).not.toContain('walleye');
    expect(ids.some((id) => id === 'cutthroat-trout' || id === 'yellow-perch')).toBe(true);
  });

  it('twin: Lake Sawyer near Black Diamond (King County) in April, lures: no walleye', () => {
    const { ids } = fresh({
      ...PINE_LAKE,
      lat: 47.33,
      lon: -122.04,
      date: '2027-04-17',
      placeName: 'Lake Sawyer, Black Diamond, Washington',
      baitType: 'artificial',
    });
    expect(ids).not.toContain('walleye');
  });

  it('negative: Potholes Reservoir in the Columbia Basin in April keeps walleye', () => {
    const { ids } = fresh({
      ...PINE_LAKE,
      lat: 46.98,
      lon: -119.33,
      placeName: 'Potholes Reservoir, Othello, Washington',
      fishingType: 'boat',
      baitType: 'artificial',
      waterKind: 'reservoir',
    });
    expect(ids).toContain('walleye');
  });

  it('negative: Banks Lake near Electric City in early April keeps walleye', () => {
    const { ids } = fresh({
      ...PINE_LAKE,
      lat: 47.85,
      lon: -119.15,
      date: '2027-04-10',
      placeName: 'Banks Lake, Electric City, Washington',
      fishingType: 'boat',
      baitType: 'artificial',
      waterKind: 'reservoir',
    });
    expect(ids).toContain('walleye');
  });

  it('negative: the Columbia at Wallula in March keeps walleye (a river of the Basin)', () => {
    const { ids } = fresh({
      ...PINE_LAKE,
      lat: 46.1,
      lon: -118.93,
      date: '2027-03-20',
      placeName: 'Columbia River at Wallula, Washington',
      fishingType: 'boat',
      baitType: 'artificial',
      waterKind: 'river',
    });
    expect(ids).toContain('walleye');
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r04 MAJOR 2: "Minnow, leech or nightcrawler" for a live-bait angler in Washington
// fresh water. WAC 220-310-070(6): no live fish and no live aquatic animals as bait in fresh water
// (except animals other than fish from the water fished, live sand shrimp, and forage fish on the
// lowest Columbia); nightcrawlers and dead bait are untouched. Idaho's rule is as strict (IDAPA
// 13.01.11.201.01.f); Minnesota's is not, and Washington's salt water is open to bait (WAC
// 220-310-070(3)).
// ---------------------------------------------------------------------------------------------

const baits = (r: StructuredReport) => r.howToFish.map((h) => h.presentation.what).join(' | ');
const LIVE_FISH_BAIT = /minnow|leech|shiner|sucker|crayfish/i;
const WA_BAIT = /Washington fresh water \(WAC 220-310-070/;

describe('no live fish or bought live bait in Washington fresh water (review 12 r04)', () => {
  it('Pine Lake on the opener, live bait: no minnow or leech, and the rule is shown', () => {
    const { r } = fresh({ ...PINE_LAKE });
    expect(baits(r)).not.toMatch(LIVE_FISH_BAIT);
    expect(hasNotice(r, WA_BAIT)).toBe(true);
    expect(noticeTexts(r).find((t) => WA_BAIT.test(t))).toMatch(/counts toward the daily limit/);
  });

  it('twin: walleye on Potholes Reservoir, live bait: a nightcrawler rig, no minnow or leech', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 46.98,
      lon: -119.33,
      placeName: 'Potholes Reservoir, Othello, Washington',
      fishingType: 'boat',
      waterKind: 'reservoir',
      speciesIds: ['walleye'],
    });
    const walleye = r.howToFish.find((h) => h.speciesId === 'walleye')!;
    expect(walleye.presentation.what).toMatch(/nightcrawler/i);
    expect(walleye.presentation.what).not.toMatch(LIVE_FISH_BAIT);
  });

  it('twin: Idaho’s rule is as strict (smallmouth on Dworshak, live bait: no live crayfish or minnows)', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 46.6,
      lon: -116.2,
      date: '2027-06-12',
      placeName: 'Dworshak Reservoir, Idaho',
      state: 'ID',
      fishingType: 'boat',
      waterKind: 'reservoir',
      speciesIds: ['smallmouth-bass'],
    });
    expect(baits(r)).not.toMatch(LIVE_FISH_BAIT);
    expect(hasNotice(r, /IDAPA 13\.01\.11\.201/)).toBe(true);
  });

  it('negative: Minnesota keeps its live minnows and leeches for walleye (no such rule)', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 47.16,
      lon: -94.42,
      date: '2027-06-12',
      placeName: 'Leech Lake near Walker, Minnesota',
      state: 'MN',
      fishingType: 'boat',
      speciesIds: ['walleye'],
    });
    expect(baits(r)).toMatch(/minnow/i);
    expect(hasNotice(r, WA_BAIT)).toBe(false);
  });

  it('negative: a fly angler on Pine Lake does not get the bait rule', () => {
    const { r } = fresh({ ...PINE_LAKE, baitType: 'fly' });
    expect(hasNotice(r, WA_BAIT)).toBe(false);
  });
});

describe('a live-bait rig without live fish (the rule applied to the words)', () => {
  const p = (what: string) => ({ what, size: '', colours: '', how: '' });
  it('drops the live fish and leeches, keeps worms and the rig, and stands cut bait in for the fish', () => {
    expect(withoutLiveFish(p('Minnow, leech or nightcrawler on a bottom-bouncer rig')).what).toBe(
      'Nightcrawler or cut bait on a bottom-bouncer rig',
    );
    expect(withoutLiveFish(p('Crayfish, leeches or minnows on a light split-shot rig')).what).toBe(
      'Nightcrawler or cut bait on a light split-shot rig',
    );
    expect(withoutLiveFish(p('Golden shiner under a float or free-lined')).what).toBe(
      'Nightcrawler or cut bait under a float or free-lined',
    );
  });

  it('leaves dead, cut and worm baits alone', () => {
    for (const what of [
      'Nightcrawler, salmon eggs or PowerBait where bait is legal',
      'Dead smelt or cisco on a quick-strike rig',
      'Cut shad, chicken liver, nightcrawlers or prepared bait on a slip-sinker rig',
    ])
      expect(withoutLiveFish(p(what)).what).toBe(what);
  });

  it('on the ice: live shiners and minnows become dead ones; jigging minnows and minnow heads stay', () => {
    expect(
      iceBaitWithoutLiveFish(
        'jigging spoon or jigging rap tipped with a minnow head, plus a deadstick or tip-up with a live shiner',
      ),
    ).toBe(
      'jigging spoon or jigging rap tipped with a minnow head, plus a deadstick or tip-up with a dead shiner',
    );
    expect(iceBaitWithoutLiveFish('small spoon or jigging minnow; a minnow under a tip-up')).toBe(
      'small spoon or jigging minnow; a dead minnow under a tip-up',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r03 (minor): the ocean-side flats off Islamorada in March led with tarpon and left
// bonefish out. March is the bonefish and permit month there (Dirty Waters Charters; Islamorada
// on the Fly); the tarpon migration is April to June (Capt. Bou). Bonefish were ranked behind open
// fish for their catch-and-release rule; it is a standing release rule, as the tarpon's is.
// ---------------------------------------------------------------------------------------------

const KEYS_FLATS = {
  lat: 24.915,
  lon: -80.625,
  date: '2027-03-13',
  placeName: 'Oceanside flats off Islamorada, Florida Keys',
  state: 'FL',
  fishingType: 'kayak' as const,
  baitType: 'fly' as const,
  speciesIds: [],
  closures: CLOSURE_SEED,
};
const saltFlats = (c: Omit<PlannedCase, 'habitat'>) =>
  run({ ...c, habitat: 'salt' }, { coastKm: 0.5, atSea: false });

describe('the Keys flats in March are bonefish and permit (review 12 r03)', () => {
  it('Islamorada, 13 March, fly: bonefish and permit lead, tarpon after, no snook', () => {
    const { ids, r } = saltFlats({ ...KEYS_FLATS });
    expect([...ids.slice(0, 2)].sort()).toEqual(['bonefish', 'permit']);
    expect(ids).not.toContain('common-snook');
    expect(statusOf(r, 'bonefish')).toBe('release-rules');
  });

  it('twin: Big Pine Key flats, 20 March, live bait from shore: bonefish in the first two', () => {
    const { ids } = saltFlats({
      ...KEYS_FLATS,
      lat: 24.64,
      lon: -81.36,
      date: '2027-03-20',
      placeName: 'Flats off Big Pine Key, Florida Keys',
      fishingType: 'shore',
      baitType: 'live',
    });
    expect(ids.slice(0, 2)).toContain('bonefish');
  });

  it('negative: Islamorada in mid-May is the tarpon run', () => {
    const { ids } = saltFlats({ ...KEYS_FLATS, date: '2027-05-15' });
    expect(ids[0]).toBe('tarpon');
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r02 (minor): Leech Lake's walleye limit (four, only one over 20 in; MN DNR since
// 2019, confirmed 2021) was missing; Mille Lacs and Winnibigoshish already carry theirs.
// ---------------------------------------------------------------------------------------------

const LEECH =
  /Leech Lake has its own walleye limit: four walleye a day, only one of them over 20 in/;
const LEECH_LAKE = {
  lat: 47.16,
  lon: -94.42,
  date: '2027-10-23',
  placeName: 'Leech Lake near Walker, Minnesota',
  state: 'MN',
  fishingType: 'boat' as const,
  baitType: 'artificial' as const,
  speciesIds: [],
};

describe('Leech Lake carries its walleye limit (review 12 r02)', () => {
  it('Leech Lake in October, species left to the app: the four-fish, one-over-20 limit', () => {
    const { r, ids } = fresh({ ...LEECH_LAKE });
    expect(ids).toContain('walleye');
    expect(hasNotice(r, LEECH)).toBe(true);
  });

  it('twin: Walker Bay on the May opener, walleye named', () => {
    const { r } = fresh({
      ...LEECH_LAKE,
      lat: 47.11,
      lon: -94.6,
      date: '2027-05-15',
      placeName: 'Walker Bay, Leech Lake, Minnesota',
      speciesIds: ['walleye'],
    });
    expect(hasNotice(r, LEECH)).toBe(true);
  });

  it('negative: Cass Lake, just north, does not carry it', () => {
    const { r } = fresh({
      ...LEECH_LAKE,
      lat: 47.4,
      lon: -94.55,
      placeName: 'Cass Lake, Minnesota',
      speciesIds: ['walleye'],
    });
    expect(hasNotice(r, LEECH)).toBe(false);
  });
});
