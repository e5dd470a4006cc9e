/**
 * Expert cases from the fifteenth science pass: review 12's remaining items. Stocked catchable
 * trout in the west-side lowland lakes and Alaska's stocked lakes do not spawn there; a pre-spawn
 * bonus read from an unsourced spawning range does not pick the lead fish; muskellunge in cold
 * fall water are fished in the warm hours; and the algae and ice lines show only when they apply.
 * Each case has a twin or a negative, so each fix is keyed on data, not one spot. Run on the
 * bundled climatology (no forecast), as a report planned weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh, safetyText as joinSafety, whereOf } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';
const safety = (r: StructuredReport) => joinSafety(r, ' | ');

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const target = (r: StructuredReport, id: string) => r.targets.find((t) => t.id === id);

// ---------------------------------------------------------------------------------------------
// Review 12 r04 minor 3: Pine Lake's rainbows got a "post-spawn" phase from the thermometer and
// "inlets, points and drop-offs". They are hatchery catchables (WDFW Pine Lake survey; WDFW 2011
// stocking plan: catchable rainbow and cutthroat in 347 lowland lakes), and WDFW's stocking-plan
// tips say planted trout stay in the top 3-5 ft for the first weeks after stocking.
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
const SPAWNING = /spawn|pre-spawn|post-spawn/;
const STOCKED_WHERE = /top 3-5 ft/;

describe('stocked catchable trout in a lake do not spawn there (review 12 r04)', () => {
  it('Pine Lake on the opener: rainbow with no spawning phase, fished near the surface after a plant', () => {
    const { r } = fresh({ ...PINE_LAKE });
    const rainbow = target(r, 'rainbow-trout')!;
    expect(rainbow.phase).not.toMatch(SPAWNING);
    expect(rainbow.phaseBasis).toMatch(/stocked/);
    expect(whereOf(r, 'rainbow-trout')).toMatch(STOCKED_WHERE);
    expect(whereOf(r, 'rainbow-trout')).not.toMatch(/inlets/);
  });

  it('the report does not claim a plant happened: it says to check the stocking report', () => {
    const { r } = fresh({ ...PINE_LAKE });
    expect(whereOf(r, 'rainbow-trout')).toMatch(/if the lake has been planted/);
    expect(whereOf(r, 'rainbow-trout')).not.toMatch(/were (just )?planted|was planted on/);
  });

  it('twin: the stocked cutthroat of the same lake are not "spawning" either', () => {
    const { r } = fresh({ ...PINE_LAKE, speciesIds: ['cutthroat-trout'] });
    expect(target(r, 'cutthroat-trout')!.phase).not.toMatch(SPAWNING);
    expect(whereOf(r, 'cutthroat-trout')).toMatch(STOCKED_WHERE);
  });

  it('twin: Lake Sawyer (King County), rainbow named, in late April', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 47.33,
      lon: -122.04,
      date: '2027-04-30',
      placeName: 'Lake Sawyer, Black Diamond, Washington',
      speciesIds: ['rainbow-trout'],
    });
    expect(target(r, 'rainbow-trout')!.phase).not.toMatch(SPAWNING);
    expect(whereOf(r, 'rainbow-trout')).toMatch(STOCKED_WHERE);
  });

  it('twin: a stocked lake near Wasilla, Alaska, in June (ADF&G stocked lakes)', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 61.58,
      lon: -149.45,
      date: '2027-06-05',
      placeName: 'Finger Lake, Wasilla, Alaska',
      state: 'AK',
      speciesIds: ['rainbow-trout'],
      waterKind: 'natural-lake',
    });
    expect(target(r, 'rainbow-trout')!.phase).not.toMatch(SPAWNING);
    expect(whereOf(r, 'rainbow-trout')).toMatch(STOCKED_WHERE);
  });

  it('negative: a river in the same region keeps its wild-trout reading and places', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 47.66,
      lon: -121.9,
      placeName: 'Snoqualmie River near Carnation, Washington',
      speciesIds: ['rainbow-trout'],
      waterKind: 'river',
    });
    expect(whereOf(r, 'rainbow-trout')).not.toMatch(STOCKED_WHERE);
    expect(target(r, 'rainbow-trout')!.phaseBasis ?? '').not.toMatch(/stocked/);
  });

  it('negative: Lake Sammamish (about 20 km², wild cutthroat) is not read as a stocked lake', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 47.59,
      lon: -122.09,
      placeName: 'Lake Sammamish, Washington',
      speciesIds: ['cutthroat-trout'],
      waterKind: 'natural-lake',
      lakeAreaKm2: 19.8,
    });
    expect(whereOf(r, 'cutthroat-trout')).not.toMatch(STOCKED_WHERE);
  });

  it('twin: Pine Lake with its mapped area (0.36 km²) is still read as stocked', () => {
    const { r } = fresh({ ...PINE_LAKE, lakeAreaKm2: 0.36 });
    expect(whereOf(r, 'rainbow-trout')).toMatch(STOCKED_WHERE);
  });

  it('negative: an Oregon lake west of the Cascades is not read as WDFW-stocked water', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 45.55,
      lon: -122.45,
      placeName: 'Blue Lake, Fairview, Oregon',
      state: 'OR',
      speciesIds: ['rainbow-trout'],
      waterKind: 'natural-lake',
    });
    expect(target(r, 'rainbow-trout')!.phaseBasis ?? '').not.toMatch(/WDFW/);
  });

  it('negative: a Columbia Basin lake east of the Cascades is not read as stocked west-side water', () => {
    const { r } = fresh({
      ...PINE_LAKE,
      lat: 47.13,
      lon: -119.28,
      placeName: 'Moses Lake, Washington',
      speciesIds: ['rainbow-trout'],
      waterKind: 'natural-lake',
    });
    expect(whereOf(r, 'rainbow-trout')).not.toMatch(STOCKED_WHERE);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r03 and fix 4: a +0.15 "pre-spawn" bonus read from a spawning range the data marks
// as a typical value, not a sourced fact (permit 75-82 °F, tarpon 77-86), put permit ahead of
// bonefish on the Upper Keys flats in late March (Dirty Waters Charters: March is one of the most
// productive bonefish months on the Upper Keys' ocean side). A staging bonus needs a sourced
// spawning range; tarpon spawn offshore, April to July (Crabtree et al. 1997; BTT), not on flats.
// ---------------------------------------------------------------------------------------------

const FLATS = {
  lat: 25.1,
  lon: -80.43,
  date: '2027-03-28',
  placeName: 'Flats off Key Largo, Florida Keys',
  state: 'FL',
  fishingType: 'kayak' as const,
  baitType: 'fly' as const,
  speciesIds: [],
  closures: CLOSURE_SEED,
};
const flats = (c: Omit<PlannedCase, 'habitat'>) =>
  run({ ...c, habitat: 'salt' }, { coastKm: 0.5, atSea: false });

describe('an unsourced spawning range does not pick the lead fish (review 12 item 4)', () => {
  it('the Key Largo flats, 28 March, fly: bonefish lead, not a "pre-spawn" permit', () => {
    const { ids } = flats({ ...FLATS });
    expect(ids[0]).toBe('bonefish');
  });

  it('twin: the Key Largo flats, 13 March, live bait from a kayak: bonefish lead', () => {
    const { ids } = flats({ ...FLATS, date: '2027-03-13', baitType: 'live' });
    expect(ids[0]).toBe('bonefish');
  });

  it('the phase line is kept: the staging reading still shows, it just does not rank', () => {
    const { r } = flats({ ...FLATS });
    expect(target(r, 'permit')?.phase).toBe('pre-spawn');
  });

  it('tarpon spawn offshore (April to July): on the flats in April they are not "spawning"', () => {
    const { r } = flats({ ...FLATS, date: '2027-04-10', speciesIds: ['tarpon'] });
    expect(target(r, 'tarpon')?.phase).not.toMatch(/spawn/);
    expect(target(r, 'tarpon')?.phaseBasis).toMatch(/offshore/);
  });

  it('negative: tarpon offshore in June can still read as spawning', () => {
    const { r } = run(
      {
        ...FLATS,
        habitat: 'salt',
        date: '2027-06-15',
        speciesIds: ['tarpon'],
        waterKind: 'reef-offshore',
        fishingType: 'boat',
        baitType: 'live',
      },
      { coastKm: 20, atSea: true },
    );
    expect(target(r, 'tarpon')?.phaseBasis ?? '').not.toMatch(/not in this water/);
  });

  it('negative: Islamorada in mid-May is still the tarpon run', () => {
    const { ids } = flats({
      ...FLATS,
      lat: 24.915,
      lon: -80.625,
      date: '2027-05-15',
      placeName: 'Oceanside flats off Islamorada, Florida Keys',
    });
    expect(ids[0]).toBe('tarpon');
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r02 minor 2 and fix 9: on Leech Lake in late October (47 °F) the muskie card said
// "Feeds best: low light". MN DNR's muskellunge text: "during early summer and late fall
// muskellunge may be at their most active during the warmest periods of the day". In water
// under 50 °F the muskie is fished in the warm midday and afternoon, and no night window is
// built for it.
// ---------------------------------------------------------------------------------------------

const LEECH = {
  lat: 47.16,
  lon: -94.42,
  date: '2027-10-23',
  placeName: 'Leech Lake near Walker, Minnesota',
  state: 'MN',
  fishingType: 'boat' as const,
  baitType: 'artificial' as const,
  speciesIds: [],
};
const feeds = (r: StructuredReport, id: string) =>
  r.howToFish.find((h) => h.speciesId === id)?.feedingTimes ?? [];
const startHour = (w: { startMinute: number }) => Math.floor(w.startMinute / 60);

describe('muskellunge in cold fall water are fished in the warm hours (review 12 r02)', () => {
  it('Leech Lake, 23 October, species left to the app: the muskie card leads with midday and afternoon', () => {
    const { r, ids } = fresh({ ...LEECH });
    expect(ids).toContain('muskellunge');
    const times = feeds(r, 'muskellunge');
    expect(times[0]).toMatch(/warm.*midday.*afternoon/);
    expect(times.join(' ')).not.toMatch(/low light/);
  });

  it('Leech Lake, 23 October: the walleye’s night windows are said to be the walleye’s, not the muskie’s', () => {
    const { md, ids } = fresh({ ...LEECH });
    expect(ids[0]).toBe('walleye');
    expect(md).toMatch(
      /best times above follow walleye\. For muskellunge in water this cold, fish the warm midday and afternoon hours/,
    );
  });

  it('twin: Lake Vermilion, 6 November, walleye and muskie named: the muskie card, not the walleye’s', () => {
    const { r } = fresh({
      ...LEECH,
      lat: 47.85,
      lon: -92.35,
      date: '2027-11-06',
      placeName: 'Lake Vermilion, Minnesota',
      speciesIds: ['walleye', 'muskellunge'],
    });
    expect(feeds(r, 'muskellunge')[0]).toMatch(/warm.*midday.*afternoon/);
    expect(feeds(r, 'muskellunge').join(' ')).not.toMatch(/low light/);
    expect(feeds(r, 'walleye').join(' ')).toMatch(/night/);
  });

  it('twin: the Chippewa Flowage, Wisconsin, 20 October, muskie named: midday windows, none at night', () => {
    const { r } = fresh({
      ...LEECH,
      lat: 45.95,
      lon: -91.2,
      date: '2027-10-20',
      placeName: 'Chippewa Flowage, Wisconsin',
      state: 'WI',
      speciesIds: ['muskellunge'],
      waterKind: 'reservoir',
    });
    expect(feeds(r, 'muskellunge')[0]).toMatch(/warm.*midday.*afternoon/);
    const h = startHour(r.bestWindows[0]!);
    expect(h).toBeGreaterThanOrEqual(10);
    expect(h).toBeLessThanOrEqual(15);
    expect(r.bestWindows.some((w) => startHour(w) < 5 || startHour(w) >= 21)).toBe(false);
  });

  it('negative: Leech Lake in mid-July keeps the muskie’s low-light timing', () => {
    const { r, md } = fresh({
      ...LEECH,
      date: '2027-07-15',
      speciesIds: ['walleye', 'muskellunge'],
    });
    expect(md).not.toMatch(/For muskellunge in water this cold/);
    expect(feeds(r, 'muskellunge').join(' ')).toMatch(/low light/);
    expect(feeds(r, 'muskellunge')[0]).not.toMatch(/warm.*midday/);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 item 11 (housekeeping). The Minnesota blue-green algae caution printed for 47 °F
// water in late October: the MPCA says Minnesota lakes usually do not see major harmful algae
// growth until the water is warmer than 75 °F. The ice-estimate sources printed in an April
// Seattle report that says nothing about ice.
// ---------------------------------------------------------------------------------------------

const ALGAE = /Blue-green algae/;

describe('the algae caution and the ice sources show only when they apply (review 12 item 11)', () => {
  it('Leech Lake, 23 October, water near 47 °F: no algae caution', () => {
    const { r } = fresh({ ...LEECH });
    expect(safety(r)).not.toMatch(ALGAE);
  });

  it('twin: Lake Minnetonka, 20 October: no algae caution', () => {
    const { r } = fresh({
      ...LEECH,
      lat: 44.94,
      lon: -93.6,
      date: '2027-10-20',
      placeName: 'Lake Minnetonka, Minnesota',
      speciesIds: ['walleye'],
    });
    expect(safety(r)).not.toMatch(ALGAE);
  });

  it('negative: Lake Minnetonka in early August keeps the caution', () => {
    const { r } = fresh({
      ...LEECH,
      lat: 44.94,
      lon: -93.6,
      date: '2027-08-05',
      placeName: 'Lake Minnetonka, Minnesota',
      speciesIds: ['walleye'],
    });
    expect(safety(r)).toMatch(ALGAE);
  });

  it('Pine Lake in April: no ice section and no ice-estimate sources', () => {
    const { md } = fresh({ ...PINE_LAKE });
    expect(md).not.toMatch(/Ice estimate:|Ice thickness guidance:/);
  });

  it('negative: Leech Lake in mid-January keeps its ice section and its sources', () => {
    const { md } = fresh({ ...LEECH, date: '2027-01-15', speciesIds: ['walleye'] });
    expect(md).toMatch(/Ice estimate:/);
    expect(md).toMatch(/Ice thickness guidance:/);
  });
});
