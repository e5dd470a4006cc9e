/**
 * Expert cases from the eleventh science pass (held-out review: /work/notes/review10/findings.md,
 * minor errors r01-r03). Each review case has a twin at another place and a negative case, so the
 * fix is a rule or a row of data, not one spot. Run on the bundled climatology (no forecast), as a
 * report planned weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { noticeTexts, whereOf } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

// ---------------------------------------------------------------------------------------------
// r03: Mille Lacs has its own walleye, perch and pike limits, set each winter under the treaty
// allocation (MN DNR news, 20 Nov 2025).
// ---------------------------------------------------------------------------------------------

const MILLE_LACS = /Mille Lacs has its own walleye, yellow perch and northern pike limits/;
const MN_DNR_MILLE_LACS =
  'https://www.dnr.state.mn.us/news/2025/11/20/dnr-keeps-walleye-limit-three-winter-mille-lacs-lake';

const ice = (c: Omit<PlannedCase, 'habitat' | 'state'>) =>
  run({ ...c, habitat: 'fresh', state: 'MN' });

describe('Mille Lacs special regulations (r03)', () => {
  it('Isle, 16 January, on the ice with live bait: the Mille Lacs notice, dated, sourced and linked', () => {
    const { r, md } = ice({
      lat: 46.14,
      lon: -93.47,
      date: '2027-01-16',
      placeName: 'Mille Lacs Lake, Isle, Minnesota',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: [],
    });
    const text = noticeTexts(r).find((t) => MILLE_LACS.test(t));
    expect(text).toBeDefined();
    // set each winter under the 1837 treaty, not statewide rules
    expect(text).toMatch(/set each winter/);
    expect(text).toMatch(/1837/);
    expect(text).toMatch(/differ from the statewide/);
    // the last winter's figures, with their date and source
    expect(text).toMatch(/2025-26/);
    expect(text).toMatch(/three walleye a day, all longer than 17 in, only one longer than 20 in/);
    expect(text).toMatch(/yellow perch 10/);
    expect(text).toMatch(/northern pike.*30 in/);
    expect(text).toMatch(/MN DNR, 20 Nov 2025/);
    expect(md).toContain(MN_DNR_MILLE_LACS);
    // once only
    expect(noticeTexts(r).filter((t) => MILLE_LACS.test(t))).toHaveLength(1);
  });

  it('twin: Garrison on the west shore in February, walleye named from a boat on the ice', () => {
    const { r } = ice({
      lat: 46.3,
      lon: -93.82,
      date: '2027-02-06',
      placeName: 'Mille Lacs Lake, Garrison, Minnesota',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['walleye'],
    });
    expect(noticeTexts(r).some((t) => MILLE_LACS.test(t))).toBe(true);
  });

  it('negative: Leech Lake in January is not Mille Lacs', () => {
    const { r } = ice({
      lat: 47.15,
      lon: -94.4,
      date: '2027-01-16',
      placeName: 'Leech Lake, Walker, Minnesota',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: [],
    });
    expect(noticeTexts(r).some((t) => /Mille Lacs/.test(t))).toBe(false);
  });

  it('negative: a smallmouth trip on Mille Lacs in July does not carry the walleye, perch and pike limits', () => {
    const { r } = ice({
      lat: 46.3,
      lon: -93.82,
      date: '2027-07-10',
      placeName: 'Mille Lacs Lake, Garrison, Minnesota',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(noticeTexts(r).some((t) => MILLE_LACS.test(t))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// r02: Oregon's coastal bays in mid-September are a fall chinook fishery; coho only start to show
// (ODFW recreation report, 18 Sep 2024) and are not the main event before October.
// ---------------------------------------------------------------------------------------------

const orBay = (c: Omit<PlannedCase, 'habitat' | 'state' | 'fishingType' | 'baitType'>) =>
  run(
    { ...c, habitat: 'salt', state: 'OR', fishingType: 'boat', baitType: 'live' },
    { coastKm: 0.5, atSea: true },
  );
const TILLAMOOK = { lat: 45.555, lon: -123.91, placeName: 'Tillamook Bay, Garibaldi, Oregon' };

describe('Oregon coastal bays in mid-September: fall chinook lead, not coho (r02)', () => {
  it('Tillamook Bay on 18 September: chinook lead and set the day', () => {
    const { r, ids } = orBay({ ...TILLAMOOK, date: '2027-09-18', speciesIds: [] });
    expect(ids[0]).toBe('chinook-salmon');
    expect(r.verdict.headline).toMatch(/chinook/);
    expect(r.verdict.headline).not.toMatch(/coho/);
    // coho are there, but not the main event yet
    const coho = r.targets.find((t) => t.id === 'coho-salmon');
    expect(coho?.why ?? '').not.toMatch(/the main event/);
  });

  it('twin: Nehalem Bay on 15 September: chinook lead', () => {
    const { ids } = orBay({
      lat: 45.7,
      lon: -123.92,
      date: '2027-09-15',
      placeName: 'Nehalem Bay, Wheeler, Oregon',
      speciesIds: [],
    });
    expect(ids[0]).toBe('chinook-salmon');
  });

  it('twin: the Siuslaw estuary at Florence on 20 September: chinook lead', () => {
    const { ids } = orBay({
      lat: 43.99,
      lon: -124.1,
      date: '2027-09-20',
      placeName: 'Siuslaw River estuary, Florence, Oregon',
      speciesIds: [],
    });
    expect(ids[0]).toBe('chinook-salmon');
  });

  it('negative: Tillamook Bay in mid-October: coho are in their peak, beside the chinook', () => {
    const { r, ids } = orBay({ ...TILLAMOOK, date: '2027-10-12', speciesIds: [] });
    expect(ids.slice(0, 2).sort()).toEqual(['chinook-salmon', 'coho-salmon']);
    expect(r.targets.find((t) => t.id === 'coho-salmon')?.why).toMatch(/the main event/);
  });

  it('negative: Buoy 10 at the Columbia mouth in early September: coho still lead', () => {
    const { ids } = run(
      {
        lat: 46.25,
        lon: -123.95,
        date: '2027-09-05',
        placeName: 'Buoy 10, Columbia River mouth, Ilwaco, Washington',
        state: 'WA',
        habitat: 'salt',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: [],
      },
      { coastKm: 0.5, atSea: true },
    );
    expect(ids[0]).toBe('coho-salmon');
    expect(ids).toContain('chinook-salmon');
  });

  it('negative: Puget Sound (Elliott Bay) in mid-September keeps its coho', () => {
    const { ids } = run(
      {
        lat: 47.6,
        lon: -122.45,
        date: '2027-09-15',
        placeName: 'Elliott Bay, Seattle, Washington',
        state: 'WA',
        habitat: 'salt',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: [],
      },
      { coastKm: 1, atSea: true },
    );
    expect(ids).toContain('coho-salmon');
  });
});

// ---------------------------------------------------------------------------------------------
// r02: each notice once; the ocean-season notice is about the ocean, not a bay under ODFW's own
// rules; ODFW's Tillamook wild-fish limits, as the 2024 season's.
// ---------------------------------------------------------------------------------------------

const OCEAN = /Oregon's ocean salmon seasons/;

describe('salmon notices in an Oregon bay (r02)', () => {
  it('Tillamook Bay: no notice twice, no ocean-season notice, the ODFW Tillamook wild-fish limits of 2024', () => {
    const { r } = orBay({ ...TILLAMOOK, date: '2027-09-18', speciesIds: [] });
    const texts = noticeTexts(r);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.some((t) => OCEAN.test(t))).toBe(false);
    const odfw = texts.find((t) => /Tillamook/.test(t));
    expect(odfw).toBeDefined();
    expect(odfw).toMatch(/2024 season/);
    expect(odfw).toMatch(/one wild adult chinook a day and two for the period/);
    expect(odfw).toMatch(/1 wild adult coho a day and 2 a season, Wednesdays and Saturdays only/);
    expect(odfw).toMatch(/rules are set each year, check ODFW/);
  });

  it('twin: a chinook trip on Nehalem Bay has no ocean-season notice and no Tillamook limits', () => {
    const { r } = orBay({
      lat: 45.7,
      lon: -123.92,
      date: '2027-09-15',
      placeName: 'Nehalem Bay, Wheeler, Oregon',
      speciesIds: ['chinook-salmon'],
    });
    expect(noticeTexts(r).some((t) => OCEAN.test(t))).toBe(false);
    expect(noticeTexts(r).some((t) => /Tillamook/.test(t))).toBe(false);
  });

  it('negative: offshore of Newport in July for chinook and coho: the ocean-season notice, once', () => {
    const { r } = run(
      {
        lat: 44.62,
        lon: -124.2,
        date: '2027-07-15',
        placeName: 'off Newport, Oregon',
        state: 'OR',
        habitat: 'salt',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: ['chinook-salmon', 'coho-salmon'],
      },
      { coastKm: 8, atSea: true },
    );
    expect(noticeTexts(r).filter((t) => OCEAN.test(t))).toHaveLength(1);
  });

  // The line is kept once for chinook and once for coho: a chinook-only trip keeps it too (on the
  // base the text's species were the last notice's, coho, so a chinook report lost it)
  it('negative: offshore of Newport in July for chinook only: the ocean-season notice', () => {
    const { r } = run(
      {
        lat: 44.62,
        lon: -124.2,
        date: '2027-07-15',
        placeName: 'off Newport, Oregon',
        state: 'OR',
        habitat: 'salt',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: ['chinook-salmon'],
      },
      { coastKm: 8, atSea: true },
    );
    expect(noticeTexts(r).filter((t) => OCEAN.test(t))).toHaveLength(1);
  });

  it('negative: Puget Sound keeps the Washington notice (it is about the Sound too), once', () => {
    const { r } = run(
      {
        lat: 47.6,
        lon: -122.45,
        date: '2027-09-15',
        placeName: 'Elliott Bay, Seattle, Washington',
        state: 'WA',
        habitat: 'salt',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: ['chinook-salmon', 'coho-salmon'],
      },
      { coastKm: 1, atSea: true },
    );
    expect(noticeTexts(r).filter((t) => /Puget Sound salmon seasons/.test(t))).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// r01: Lake Fork is stocked with Florida bass, which spawn earlier: by mid-March part of the bass
// are on beds in the shallows (Paris News, 19 Mar 2020; lsonews; TPWD 2017 survey). Its sport
// fish are largemouth, both crappies and channel catfish; white bass are a side fish there.
// ---------------------------------------------------------------------------------------------

const FORK = {
  lat: 32.82,
  lon: -95.58,
  placeName: 'Lake Fork Reservoir, Wood County, Texas',
  state: 'TX',
  habitat: 'fresh',
  fishingType: 'boat',
  baitType: 'artificial',
} as const;

describe('Lake Fork in mid-March: Florida bass on the beds as well as staging (r01)', () => {
  it('13 March: the bass plan includes the shallow spawning flats and pockets, not staging only', () => {
    const { r, md } = run({ ...FORK, date: '2027-03-13', speciesIds: [] });
    const bass = r.targets.find((t) => t.id === 'largemouth-bass');
    expect(bass?.phase).toBe('spawn');
    const where = whereOf(r, 'largemouth-bass');
    expect(where).toMatch(/spawning flats/);
    expect(where).toMatch(/pockets/);
    expect(where).toMatch(/staging/);
    // the Florida-strain spawning range, sourced, not the northern one
    expect(bass?.spawnTempF.status).toBe('sourced');
    expect(bass?.spawnTempF.minF).toBe(58);
    expect(md).toMatch(/Florida/);
  });

  it('13 March: largemouth, then both crappies; white bass are not third and not "a main target"', () => {
    const { r, ids, md } = run({ ...FORK, date: '2027-03-13', speciesIds: [] });
    expect(ids[0]).toBe('largemouth-bass');
    expect(ids).toContain('white-crappie');
    expect(ids).toContain('black-crappie');
    expect(ids).not.toContain('white-bass');
    expect(md).not.toMatch(/a main target in East Texas and Louisiana in March/);
    expect(r.targets[0]!.why).toMatch(/Lake Fork/);
  });

  it('negative: Lake Tawakoni on the same date keeps the staging plan', () => {
    const { r } = run({
      ...FORK,
      lat: 32.9,
      lon: -95.95,
      placeName: 'Lake Tawakoni, Texas',
      date: '2027-03-13',
      speciesIds: ['largemouth-bass'],
    });
    expect(r.targets[0]!.phase).toBe('pre-spawn');
  });

  it('negative: Lake Fork in late January is no spawn yet', () => {
    const { r } = run({ ...FORK, date: '2027-01-25', speciesIds: ['largemouth-bass'] });
    expect(r.targets[0]!.phase).not.toBe('spawn');
  });
});
