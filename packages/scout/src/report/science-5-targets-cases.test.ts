/**
 * Expert cases from the fifth science pass, targets and water kinds (reviews:
 * /work/notes/review5/fresh.md RC1, RC2, RC5, RC8 and salt.md RC-C, RC-D): which fish, in which
 * water. Run on the bundled climatology (no forecast), as a report planned weeks ahead is. Each
 * expectation is the reviewer's guide call; the page it rests on is named beside it (the same
 * pages the named-waters table cites, species/sources/named-waters.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getSpecies } from '../species/catalogue.ts';
import { presentHere } from '../species/choose-targets.ts';
import { NAMED_WATERS, outlineKey } from '../species/waters/index.ts';
import { OUTLINES } from '../species/waters/outlines.ts';
import { SUB_REGIONS } from '../species/regions/index.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm: number, atSea = true) =>
  run({ ...c, habitat: 'salt' }, { coastKm, atSea });

describe('named waters: each water its own fish (RC1)', () => {
  // NPS Yellowstone fishing regulations: cutthroat are the park's native trout, lake trout the
  // invader; "brown trout do not exist in Yellowstone Lake"; no rainbows in the lake.
  it('Yellowstone Lake in July: a natural lake, cutthroat first, no rainbow or brown trout', () => {
    const { r, ids } = fresh({
      lat: 44.5,
      lon: -110.4,
      date: '2027-07-12',
      placeName: 'Yellowstone Lake',
      inLake: true,
      state: 'WY',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(r.waterKind?.kind).toBe('natural-lake');
    expect(ids[0]).toBe('cutthroat-trout');
    expect(ids).toContain('lake-trout');
    expect(ids).not.toContain('rainbow-trout');
    expect(ids).not.toContain('brown-trout');
  });

  // Record-Bee reports and Hanley: Clear Lake is a natural warm-water lake of largemouth, crappie
  // and catfish; no trout, no stripers.
  it('Clear Lake in March: a natural lake, largemouth first, no trout or stripers', () => {
    const { r, ids } = fresh({
      lat: 39.02,
      lon: -122.78,
      date: '2027-03-18',
      placeName: 'Clear Lake, California',
      inLake: true,
      state: 'CA',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(r.waterKind?.kind).toBe('natural-lake');
    expect(ids[0]).toBe('largemouth-bass');
    expect(ids).not.toContain('rainbow-trout');
    expect(ids).not.toContain('striped-bass');
  });

  // NDGF: Devils Lake's survey fish are walleye, pike, perch and white bass; it is the country's
  // best-known winter jumbo-perch water.
  it('Devils Lake in February: yellow perch through the ice', () => {
    const { ids } = fresh({
      lat: 48.03,
      lon: -98.92,
      date: '2027-02-11',
      placeName: 'Devils Lake, North Dakota',
      inLake: true,
      state: 'ND',
      fishingType: 'shore',
      baitType: 'live',
    });
    expect(ids).toContain('yellow-perch');
    expect(ids).toContain('walleye');
  });

  // MDNR status report 2016: Lake St. Clair is Michigan's premier trophy muskellunge and
  // smallmouth water; no spotted bass in the lake.
  it('Lake St. Clair in July: smallmouth and muskies, no spotted bass', () => {
    const { ids } = fresh({
      lat: 42.45,
      lon: -82.7,
      date: '2027-07-14',
      placeName: 'Lake St. Clair',
      inLake: true,
      lakeAreaKm2: 1100,
      state: 'MI',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(ids).toContain('smallmouth-bass');
    expect(ids).toContain('muskellunge');
    expect(ids).not.toContain('spotted-bass');
  });

  // SDGFP Lake Oahe survey: walleye, northern pike and stocked chinook; smallmouth are the
  // reservoir's second fish, largemouth and white bass side fish.
  it('Lake Oahe at Pierre in August: walleye, smallmouth and chinook, not largemouth', () => {
    const { ids } = fresh({
      lat: 44.62,
      lon: -100.48,
      date: '2027-08-10',
      placeName: 'Lake Oahe near Pierre',
      state: 'SD',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(ids[0]).toBe('walleye');
    expect(ids).toContain('chinook-salmon');
    expect(ids).not.toContain('largemouth-bass');
  });

  // Fletcher's Cove reports: April is hickory and American shad, white perch, blue catfish and
  // stripers; there are no trout in the tidal Potomac.
  it('the Potomac at Fletcher\u2019s Cove in April: shad, no trout', () => {
    const { ids } = fresh({
      lat: 38.918,
      lon: -77.103,
      date: '2027-04-12',
      placeName: 'Potomac River at Fletcher\u2019s Cove, Washington DC',
      state: 'DC',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids).toContain('american-shad');
    expect(ids).not.toContain('rainbow-trout');
  });

  // ODFW (Rod French, The Bulletin 2011): chinook may be fished only from the mouth up to
  // Sherars Falls; Maupin is above the falls, a redband-trout reach in June.
  it('the Deschutes at Maupin in June: trout, no chinook above Sherars Falls', () => {
    const { ids } = fresh({
      lat: 45.17,
      lon: -121.08,
      date: '2027-06-03',
      placeName: 'Deschutes River at Maupin, Oregon',
      state: 'OR',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(ids[0]).toBe('rainbow-trout');
    expect(ids).not.toContain('chinook-salmon');
    expect(ids).not.toContain('american-shad');
  });

  // Flathead Lake (probe p7): the largest natural lake west of the Mississippi, co-managed by
  // CSKT and MFWP for a lake-trout harvest fishery; it was called a reservoir with rainbows first.
  it('Flathead Lake in October: a natural lake, lake trout first', () => {
    const { r, ids } = fresh({
      lat: 47.85,
      lon: -114.1,
      date: '2027-10-10',
      placeName: 'Flathead Lake',
      inLake: true,
      state: 'MT',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(r.waterKind?.kind).toBe('natural-lake');
    expect(ids[0]).toBe('lake-trout');
  });
});

describe('regional lists: no fish in waters it does not live in (RC1)', () => {
  // A Maine guide on Long Pond (Belgrade): tip-ups for salmon and browns, perch in the coves;
  // lake trout are the deep-lake exception, not the January lead.
  it('a Maine pond-lake in January leads with trout other than lake trout', () => {
    const { ids } = fresh({
      lat: 44.56,
      lon: -69.88,
      date: '2027-01-23',
      placeName: 'Long Pond, Belgrade Lakes, Maine',
      inLake: true,
      state: 'ME',
      fishingType: 'shore',
      baitType: 'live',
    });
    expect(ids[0]).not.toBe('lake-trout');
    expect(ids).toContain('yellow-perch');
  });

  // Mid-Atlantic trout live in the mountains and the tailwaters: the Rapidan's wild brook trout
  // on the Blue Ridge, not the fall-line James at Richmond (as not the tidal Potomac, f08).
  it('Mid-Atlantic rivers in April: trout on the Blue Ridge, none in the James at Richmond', () => {
    const april = {
      date: '2027-04-15',
      state: 'VA',
      fishingType: 'shore' as const,
      baitType: 'artificial' as const,
    };
    const richmond = fresh({
      ...april,
      lat: 37.53,
      lon: -77.45,
      placeName: 'James River, Richmond',
    });
    expect(richmond.ids).not.toContain('rainbow-trout');
    expect(richmond.ids).not.toContain('brown-trout');
    const rapidan = fresh({ ...april, lat: 38.45, lon: -78.35, placeName: 'Rapidan River' });
    expect(rapidan.ids.some((id) => id.endsWith('-trout'))).toBe(true);
  });

  // The Salmon River at Pulaski in early October: "Chinook ... the largest and most abundant
  // fish in the Salmon River" (douglastonsalmonrun.com, review f19).
  it('the Salmon River (NY) in early October: king salmon first', () => {
    const { ids } = fresh({
      lat: 43.567,
      lon: -76.11,
      date: '2027-10-08',
      placeName: 'Salmon River at Pulaski, New York',
      state: 'NY',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(ids[0]).toBe('chinook-salmon');
  });
});

describe('ponds (RC2)', () => {
  // Alabama Extension and KDFWR: ponds hold largemouth, bluegill, redear and channel catfish;
  // a Georgia pond surface runs 85-90 °F in late July (review f14; Wax et al. 1987 model).
  it('a Georgia farm pond in July: a pond, pond fish, summer water in the mid-80s', () => {
    const { r, ids } = fresh({
      lat: 33.4,
      lon: -83.65,
      date: '2027-07-20',
      placeName: 'Farm pond near Madison, Georgia',
      state: 'GA',
      fishingType: 'shore',
      baitType: 'live',
    });
    expect(r.waterKind?.kind).toBe('pond');
    for (const id of ids)
      expect(['largemouth-bass', 'bluegill', 'redear-sunfish', 'channel-catfish']).toContain(id);
    expect(r.conditions.water!.tempF).toBeGreaterThanOrEqual(82);
    expect(r.conditions.water!.tempF).toBeLessThanOrEqual(92);
  });
});

describe('sub-region geometry (RC5)', () => {
  // Grayling is a headwater trout town 70 km from Lake Michigan: early May is the Hendrickson
  // hatch for browns, brooks and rainbows, not a Great Lakes tributary with no May fish.
  it('the Au Sable at Grayling in May: inland trout, not Lake Michigan', () => {
    const { r, ids } = fresh({
      lat: 44.66,
      lon: -84.62,
      date: '2027-05-08',
      placeName: 'Au Sable River near Grayling, Michigan',
      state: 'MI',
      fishingType: 'kayak',
      baitType: 'fly',
    });
    expect(ids).toContain('brown-trout');
    expect(r.place.subRegion?.name ?? '').not.toMatch(/Lake Michigan/);
  });

  // Whitmore Lake (42.43° N, probe p3): southeast Michigan below 42.5° N fell to the catalogue,
  // which offered spotted bass.
  it('Whitmore Lake, Michigan, in July: no spotted bass', () => {
    const { ids } = fresh({
      lat: 42.43,
      lon: -83.75,
      date: '2027-07-14',
      placeName: 'Whitmore Lake',
      inLake: true,
      state: 'MI',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('spotted-bass');
  });

  // ADF&G: Finger Lake is a Mat-Su stocked lake (rainbows, landlocked salmon, grayling), north
  // of Turnagain Arm, not "the Kenai Peninsula".
  it('Finger Lake at Wasilla: the Mat-Su, not the Kenai', () => {
    const { r } = fresh({
      lat: 61.61,
      lon: -149.27,
      date: '2027-09-08',
      placeName: 'Finger Lake, Wasilla, Alaska',
      inLake: true,
      state: 'AK',
      fishingType: 'kayak',
      baitType: 'fly',
    });
    expect(r.place.subRegion?.name).toMatch(/Mat-Su/);
  });

  // ADF&G Resurrection Bay report: "August is the month for silver salmon in Resurrection Bay";
  // Seward is not Cook Inlet (probe p04 called its August chinook "spawn").
  it('Seward in August: Prince William Sound and the Kenai Fjords, silvers first', () => {
    const { r, ids } = salt(
      {
        lat: 60.08,
        lon: -149.42,
        date: '2027-08-12',
        placeName: 'Resurrection Bay, Seward',
        state: 'AK',
        fishingType: 'boat',
        baitType: 'live',
      },
      3,
    );
    expect(r.place.subRegion?.id).toBe('prince-william-sound');
    expect(ids[0]).toBe('coho-salmon');
  });
});

describe('salt water kind from the place name (RC-C) and season peaks (RC-D)', () => {
  // Wasque is the sand beach and rip at the corner of Chappaquiddick; early October is Derby
  // time for false albacore (Vineyard Gazette).
  it('Wasque Point in October: a surf beach, with false albacore', () => {
    const { r, ids } = salt(
      {
        lat: 41.352,
        lon: -70.452,
        date: '2027-10-08',
        placeName: 'Wasque Point, Martha\u2019s Vineyard',
        state: 'MA',
        fishingType: 'shore',
        baitType: 'artificial',
      },
      0.2,
      false,
    );
    expect(r.waterKind?.kind).toBe('surf');
    expect(ids).toContain('false-albacore');
  });

  // A boat in the Cape May Rips fishes the shoals at the mouth of Delaware Bay, not a beach.
  it('a boat in the Cape May Rips is on a rip, not a surf beach', () => {
    const { r } = salt(
      {
        lat: 38.91,
        lon: -74.975,
        date: '2027-11-10',
        placeName: 'Cape May Rips',
        state: 'NJ',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      3,
    );
    expect(r.waterKind?.kind).toBe('inlet-jetty');
  });

  // Anglers Journal: from early September through late November the false albacore is "the star
  // of the show" off Cape Lookout.
  it('a boat at Cape Lookout in November: not surf, false albacore among the fish', () => {
    const { r, ids } = salt(
      {
        lat: 34.6,
        lon: -76.53,
        date: '2027-11-04',
        placeName: 'Cape Lookout',
        state: 'NC',
        fishingType: 'boat',
        baitType: 'fly',
      },
      3,
    );
    expect(r.waterKind?.kind).not.toBe('surf');
    expect(ids).toContain('false-albacore');
  });

  // Providence Journal 2020: "the spring tautog bite is on in Massachusetts and Rhode Island".
  it('Narragansett Bay in May: tautog in the bay', () => {
    const { ids } = salt(
      {
        lat: 41.5,
        lon: -71.36,
        date: '2027-05-18',
        placeName: 'Narragansett Bay',
        state: 'RI',
        fishingType: 'boat',
        baitType: 'live',
      },
      2,
    );
    expect(ids).toContain('tautog');
  });

  // CDFG kelp bass account: seldom caught far from a kelp bed; a blue-water spot 22 nm out
  // holds tuna, dorado and paddy yellowtail.
  it('22 nm off San Diego in August: no kelp bass', () => {
    const { ids } = salt(
      {
        lat: 32.55,
        lon: -117.65,
        date: '2027-08-20',
        placeName: 'San Diego offshore',
        state: 'CA',
        fishingType: 'boat',
        baitType: 'live',
      },
      40,
    );
    expect(ids).not.toContain('kelp-bass');
  });

  it('the San Juan Islands default to rocky coast', () => {
    const { r } = salt(
      {
        lat: 48.5,
        lon: -123.05,
        date: '2027-08-10',
        placeName: 'San Juan Islands',
        state: 'WA',
        fishingType: 'kayak',
        baitType: 'artificial',
      },
      1,
    );
    expect(r.waterKind?.kind).toBe('rocky-coast');
  });

  // "Deep Creek, Cook Inlet" is a beach launch: the water body's name is no inlet (probe p03).
  it('a place in Cook Inlet is not an inlet because of the water body\u2019s name', () => {
    const { r } = salt(
      {
        lat: 60.03,
        lon: -151.7,
        date: '2027-06-20',
        placeName: 'Deep Creek, Cook Inlet',
        state: 'AK',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.3,
      false,
    );
    expect(r.waterKind?.kind).not.toBe('inlet-jetty');
  });
});

describe('the named-waters data', () => {
  // MDNR lists no spotted bass in Lake St. Clair; the Great Lakes are not spotted bass water.
  it('the catalogue has no spotted bass in the Great Lakes region', () => {
    expect(presentHere(getSpecies('spotted-bass')!, 'fresh', 'great-lakes', 42.4, 7)).toBe(false);
  });

  it('names only catalogued fish, and every mapped outline is generated', () => {
    const unknown = [
      ...SUB_REGIONS.flatMap((r) => r.targets),
      ...NAMED_WATERS.flatMap((w) => w.targets),
    ]
      .map((t) => t.species)
      .filter((id) => !getSpecies(id));
    expect(unknown).toEqual([]);
    const missing = NAMED_WATERS.flatMap((w) =>
      w.shapes.flatMap((s) => ('mapped' in s && !OUTLINES[outlineKey(s.mapped)] ? [w.id] : [])),
    );
    expect(missing).toEqual([]);
  });
});
