/**
 * Expert cases from the thirteenth science pass: three leftovers of earlier reviews (the
 * Fryingpan's water from the air model, a morning window on a cold tailwater in winter, the kind
 * of water read from "Bay" and the other water words of a name) and review 11's errors (Elk Creek,
 * PA; Oceanside Pier, CA; Lake Lanier, GA). Each case has a twin or a negative (a nearby water,
 * another season, another kind), so each fix is sourced data keyed on a water, a region or a
 * season, not one spot. Run on the bundled climatology (no forecast), as a report planned weeks
 * ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh, hasNotice, noticeTexts } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const waterOf = (r: StructuredReport) => r.conditions.water!;
/** The local hour a best window starts at. */
const startHour = (w: StructuredReport['bestWindows'][number]) => Number(w.start.slice(11, 13));

// ---------------------------------------------------------------------------------------------
// Leftover (a): the Fryingpan below Ruedi Dam ran on the air model (33 °F in January). Ruedi is
// a deep reservoir with a cold bottom release (USBR 1989 supplement EIS: 40-50 °F bottom water in
// late summer; Roaring Fork Conservancy 2023); its water is now the release's, labelled so, and a
// tailwater whose dam has no release on file says its figure comes from the air.
// ---------------------------------------------------------------------------------------------

const RUEDI = {
  lat: 39.36,
  lon: -106.826,
  placeName: 'Fryingpan River below Ruedi Dam, Basalt, Colorado',
  state: 'CO',
  fishingType: 'shore' as const,
  baitType: 'fly' as const,
  speciesIds: [],
};

describe('the Fryingpan runs on Ruedi’s release (leftover a)', () => {
  it('just below the dam in January: the release (low 40s), not 33 °F from the air, and it says so', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-01-16' });
    const w = waterOf(r);
    expect(w.tempF).toBeGreaterThanOrEqual(38);
    expect(w.tempF).toBeLessThanOrEqual(46);
    expect(w.method).toMatch(/Fryingpan River below Ruedi Dam/);
    expect(w.method).toMatch(/release/);
    expect(w.source).toMatch(/USBR 1989/);
  });

  it('twin: in August the release stays cold at the dam and warms toward Basalt, 20 km down', () => {
    const dam = waterOf(fresh({ ...RUEDI, date: '2027-08-10' }).r);
    const basalt = waterOf(
      fresh({
        ...RUEDI,
        lat: 39.368,
        lon: -107.02,
        placeName: 'Fryingpan River at Basalt, Colorado',
        date: '2027-08-10',
        waterKind: 'river',
      }).r,
    );
    expect(dam.tempF).toBeLessThanOrEqual(52);
    expect(basalt.method).toMatch(/moved toward the air/);
    expect(basalt.tempF).toBeGreaterThan(dam.tempF);
  });

  it('negative: the Roaring Fork at Aspen (no dam above) keeps the air-based estimate', () => {
    const w = waterOf(
      fresh({
        ...RUEDI,
        lat: 39.19,
        lon: -106.82,
        placeName: 'Roaring Fork River at Aspen, Colorado',
        date: '2027-01-16',
        waterKind: 'river',
      }).r,
    );
    expect(w.method).not.toMatch(/Ruedi|release/);
    expect(w.method).not.toMatch(/no release temperature for this dam/);
  });

  it('a tailwater whose dam has no release on file says its figure is from the air (the Blue below Dillon)', () => {
    const w = waterOf(
      fresh({
        ...RUEDI,
        lat: 39.64,
        lon: -106.07,
        placeName: 'Blue River below Dillon Dam, Silverthorne, Colorado',
        date: '2027-01-16',
      }).r,
    );
    expect(w.method).toMatch(/no release temperature for this dam is on file/);
    expect(w.method).toMatch(/colder in summer, warmer in winter/);
  });

  it('negative: a tailwater with a release on file (the Taylor) has no such label', () => {
    const w = waterOf(
      fresh({
        ...RUEDI,
        lat: 38.806,
        lon: -106.617,
        placeName: 'Taylor River below Taylor Park Dam, Colorado',
        date: '2027-01-16',
      }).r,
    );
    expect(w.method).toMatch(/release/);
    expect(w.method).not.toMatch(/no release temperature for this dam/);
  });

  it('on the steady cold release in July the browns are in their summer pattern, not "spring"', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-07-10', speciesIds: ['brown-trout'] });
    expect(waterOf(r).tempF).toBeLessThan(54);
    expect(r.targets.find((t) => t.id === 'brown-trout')?.phase).toBe('summer');
  });
});

// ---------------------------------------------------------------------------------------------
// Leftover (b): on a tailwater in the cold months the bite is late morning into the afternoon
// (midges and BWOs; River Bum, "Midge Season"; 3 Rivers Angler, Clinch, Dec 2021), not at dawn,
// the coldest hour. The release keeps the water steady, so the rule goes by the air of the date.
// ---------------------------------------------------------------------------------------------

const WINTER_TAILWATER = /below the dam in the cold months/;

describe('a cold tailwater in winter is fished late morning to afternoon (leftover b)', () => {
  it('the Fryingpan in October, fly (review 9 r02): the best window is not the morning', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-10-09' });
    const best = r.bestWindows[0]!;
    expect(startHour(best)).toBeGreaterThanOrEqual(11);
    expect(startHour(best)).toBeLessThan(16);
    expect(best.reasons.join(' ')).toMatch(WINTER_TAILWATER);
  });

  it('twin: the White River below Bull Shoals in January, live bait: late morning to afternoon', () => {
    const { r } = fresh({
      lat: 36.36,
      lon: -92.58,
      date: '2027-01-16',
      placeName: 'White River below Bull Shoals Dam, Arkansas',
      state: 'AR',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: [],
    });
    const best = r.bestWindows[0]!;
    expect(startHour(best)).toBeGreaterThanOrEqual(11);
    expect(best.reasons.join(' ')).toMatch(WINTER_TAILWATER);
    // and no window is a dawn window
    expect(r.bestWindows.flatMap((w) => w.reasons).join(' ')).not.toMatch(/dawn low light/);
  });

  it('twin: the Bighorn at Fort Smith (a river on Yellowtail’s release) in February, lures', () => {
    const { r } = fresh({
      lat: 45.3,
      lon: -107.93,
      date: '2027-02-13',
      placeName: 'Bighorn River at Fort Smith, Montana',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(startHour(r.bestWindows[0]!)).toBeGreaterThanOrEqual(11);
    expect(r.bestWindows[0]!.reasons.join(' ')).toMatch(WINTER_TAILWATER);
  });

  it('negative: the White River in mid-October (warm air) keeps its dawn and dusk', () => {
    const { r } = fresh({
      lat: 36.36,
      lon: -92.58,
      date: '2027-10-14',
      placeName: 'White River below Bull Shoals Dam, Arkansas',
      state: 'AR',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: [],
    });
    expect(r.bestWindows.flatMap((w) => w.reasons).join(' ')).not.toMatch(WINTER_TAILWATER);
  });

  it('negative: the Fryingpan in July keeps a low-light window', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-07-10', baitType: 'artificial' });
    const reasons = r.bestWindows.flatMap((w) => w.reasons).join(' ');
    expect(reasons).not.toMatch(WINTER_TAILWATER);
    expect(reasons).toMatch(/dawn low light|dusk low light/);
  });

  it('negative: a free-flowing river in January (the Arkansas at Salida) is not a tailwater', () => {
    const { r } = fresh({
      lat: 38.53,
      lon: -106.0,
      date: '2027-01-16',
      placeName: 'Arkansas River at Salida, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(r.bestWindows.flatMap((w) => w.reasons).join(' ')).not.toMatch(WINTER_TAILWATER);
  });
});

// ---------------------------------------------------------------------------------------------
// Leftover (c) and review 11 r01: the kind of water from the words of a name. A bay in fresh
// water is part of a lake, never a river, and on the Great Lakes a bay of the Great Lake
// (Presque Isle and Sodus bays fall outside the lake outlines; Chaumont Bay is drawn as a lake
// of its own); the freshwater bays of the brief stay fresh with no choice given. A name that
// names a stream first is the stream: "Elk Creek near Lake City (Lake Erie tributary)" is no
// Great Lake and no inland lake.
// ---------------------------------------------------------------------------------------------

const suggested = (c: Omit<PlannedCase, 'habitat' | 'state'> & { state: string }) =>
  run({ ...c, habitat: undefined } as unknown as PlannedCase);

describe('freshwater bays are lake water, and the Great Lakes’ bays are the Great Lakes (leftover c)', () => {
  const july = {
    date: '2027-07-10',
    fishingType: 'boat' as const,
    baitType: 'artificial' as const,
    speciesIds: [],
  };

  it('Presque Isle Bay at Erie, PA: the Great Lakes kind (it read as a river), with its bay fish', () => {
    const { r, ids } = fresh({
      ...july,
      lat: 42.13,
      lon: -80.1,
      placeName: 'Presque Isle Bay, Erie, Pennsylvania',
      state: 'PA',
    });
    expect(r.waterKind?.kind).toBe('great-lakes');
    expect(ids).not.toContain('steelhead');
    expect(ids).toContain('smallmouth-bass');
  });

  it('twin: Sodus Bay, NY in July: Great Lakes water with bass, perch and pike, not kings', () => {
    const { r, ids } = fresh({
      ...july,
      lat: 43.25,
      lon: -76.97,
      placeName: 'Sodus Bay, New York',
      state: 'NY',
    });
    expect(r.waterKind?.kind).toBe('great-lakes');
    expect(ids).not.toContain('chinook-salmon');
    expect(ids).toContain('yellow-perch');
  });

  it('twin: Chaumont Bay, drawn as its own 58 km² lake, is still Lake Ontario', () => {
    const { r } = fresh({
      ...july,
      lat: 44.04,
      lon: -76.2,
      placeName: 'Chaumont Bay, New York',
      state: 'NY',
      inLake: true,
      lakeAreaKm2: 58,
    });
    expect(r.waterKind?.kind).toBe('great-lakes');
  });

  it.each([
    ['Green Bay, Wisconsin', 44.6, -87.95, 'WI', true, 118_973],
    ['Sturgeon Bay, Wisconsin', 44.835, -87.375, 'WI', false, null],
    ['Big Bay de Noc, Michigan', 45.78, -86.72, 'MI', true, 118_973],
    ['Malletts Bay, Lake Champlain, Vermont', 44.585, -73.23, 'VT', false, null],
    ['Isle Bay, Mille Lacs Lake, Minnesota', 46.145, -93.49, 'MN', false, null],
  ])('with no choice given, %s is fresh lake water', (placeName, lat, lon, state, inLake, area) => {
    const { r } = suggested({
      ...july,
      lat,
      lon,
      placeName,
      state,
      inLake,
      lakeAreaKm2: area,
    });
    expect(r.habitat.habitat).toBe('fresh');
    expect(['great-lakes', 'natural-lake']).toContain(r.waterKind?.kind);
  });

  it('negative: Tampa Bay is still salt bay water', () => {
    const { r } = suggested({
      ...july,
      lat: 27.75,
      lon: -82.55,
      placeName: 'Tampa Bay, Florida',
      state: 'FL',
    });
    expect(r.habitat.habitat).toBe('salt');
    expect(r.waterKind?.kind).toBe('bay-flats');
  });

  it('negative: the Saginaw River at Bay City is a river, not a bay', () => {
    const { r } = fresh({
      ...july,
      lat: 43.6,
      lon: -83.89,
      placeName: 'Saginaw River at Bay City, Michigan',
      state: 'MI',
    });
    expect(r.waterKind?.kind).toBe('river');
  });
});

describe('a stream named before a lake is the stream (review 11 r01, MAJOR)', () => {
  const elk = {
    lat: 42.012,
    lon: -80.362,
    date: '2027-11-06',
    state: 'PA',
    fishingType: 'shore' as const,
    baitType: 'fly' as const,
    speciesIds: [],
  };

  it('Elk Creek near Lake City (Lake Erie tributary), November: a river with its steelhead run', () => {
    const { r, ids } = fresh({
      ...elk,
      placeName: 'Elk Creek near Lake City, Erie County, Pennsylvania (Lake Erie tributary)',
    });
    expect(r.waterKind?.kind).toBe('river');
    expect(ids[0]).toBe('steelhead');
    expect(ids).not.toContain('yellow-perch');
    expect(r.whereToFish[0]!.where).not.toMatch(/pier heads|harbours/);
  });

  it('twin: "Elk Creek at Lake City" is the creek, not a natural lake with muskellunge', () => {
    const { r, ids } = fresh({ ...elk, placeName: 'Elk Creek at Lake City, Pennsylvania' });
    expect(r.waterKind?.kind).toBe('river');
    expect(ids).not.toContain('muskellunge');
  });

  it('negative: Lake Erie off the Elk Creek access, inside the lake, is the Great Lake', () => {
    const { r } = fresh({
      ...elk,
      lat: 42.04,
      lon: -80.37,
      placeName: 'Lake Erie off Elk Creek, Pennsylvania',
      inLake: true,
      lakeAreaKm2: 25_700,
    });
    expect(r.waterKind?.kind).toBe('great-lakes');
  });

  it('negative: a lake named before a creek stays a lake (Lake Fork, on Lake Fork Creek)', () => {
    const { r } = fresh({
      ...elk,
      lat: 32.85,
      lon: -95.55,
      state: 'TX',
      date: '2027-03-13',
      placeName: 'Lake Fork Reservoir on Lake Fork Creek, Texas',
      inLake: true,
      lakeAreaKm2: 110,
    });
    expect(r.waterKind?.kind).toBe('reservoir');
  });
});

describe('Lake Erie’s river walleye are the spring run, not a fall creek fish (review 11 r01)', () => {
  const trip = {
    state: 'PA',
    fishingType: 'shore' as const,
    baitType: 'artificial' as const,
    speciesIds: [],
  };

  it('Elk Creek in November: steelhead, no walleye', () => {
    const { ids } = fresh({
      ...trip,
      lat: 42.012,
      lon: -80.362,
      date: '2027-11-06',
      placeName: 'Elk Creek, Pennsylvania',
    });
    expect(ids).toContain('steelhead');
    expect(ids).not.toContain('walleye');
  });

  it('twin: the Maumee at Perrysburg in early April has its walleye run', () => {
    const { ids } = fresh({
      ...trip,
      lat: 41.555,
      lon: -83.63,
      date: '2027-04-03',
      state: 'OH',
      placeName: 'Maumee River at Perrysburg, Ohio',
      waterKind: 'river',
    });
    expect(ids).toContain('walleye');
  });

  it('negative: open Lake Erie in November keeps its walleye', () => {
    const { ids } = fresh({
      ...trip,
      lat: 42.2,
      lon: -80.4,
      date: '2027-11-06',
      fishingType: 'boat',
      placeName: 'Lake Erie off Erie, Pennsylvania',
      inLake: true,
      lakeAreaKm2: 25_700,
    });
    expect(ids).toContain('walleye');
  });
});

// ---------------------------------------------------------------------------------------------
// Review 11 r01 (minor): Pennsylvania's Lake Erie table and permits for the tributaries' steelhead
// (PFBC: 15 in and 3 a day from September to April; a Lake Erie permit and a trout permit).
// ---------------------------------------------------------------------------------------------

const PA_ERIE = /Lake Erie, Presque Isle Bay and their tributaries/;

describe('Pennsylvania’s Lake Erie tributaries carry their own trout and salmon table (review 11 r01)', () => {
  const elk = {
    lat: 42.012,
    lon: -80.362,
    date: '2027-11-06',
    state: 'PA',
    fishingType: 'shore' as const,
    baitType: 'fly' as const,
    placeName: 'Elk Creek, Pennsylvania',
  };

  it('Elk Creek in November: 15 in, 3 a day, and the Lake Erie permit, once', () => {
    const { r } = fresh({ ...elk, speciesIds: [] });
    const text = noticeTexts(r).find((t) => PA_ERIE.test(t));
    expect(text).toBeDefined();
    expect(text).toMatch(/15 in minimum and 3 a day/);
    expect(text).toMatch(/Lake Erie permit/);
    expect(text).toMatch(/Check PFBC/);
    expect(noticeTexts(r).filter((t) => PA_ERIE.test(t))).toHaveLength(1);
  });

  it('twin: steelhead off the Presque Isle Bay piers in December', () => {
    const { r } = fresh({
      ...elk,
      lat: 42.15,
      lon: -80.09,
      date: '2027-12-04',
      placeName: 'Presque Isle Bay, Erie, Pennsylvania',
      speciesIds: ['steelhead'],
    });
    expect(hasNotice(r, PA_ERIE)).toBe(true);
  });

  it('negative: French Creek at Meadville (the Allegheny side of the divide)', () => {
    const { r } = fresh({
      ...elk,
      lat: 41.64,
      lon: -80.15,
      placeName: 'French Creek at Meadville, Pennsylvania',
      speciesIds: [],
    });
    expect(hasNotice(r, PA_ERIE)).toBe(false);
  });

  it('negative: a perch trip on the bay does not carry the trout and salmon table', () => {
    const { r } = fresh({
      ...elk,
      lat: 42.13,
      lon: -80.1,
      date: '2027-01-16',
      placeName: 'Presque Isle Bay, Erie, Pennsylvania',
      speciesIds: ['yellow-perch'],
    });
    expect(hasNotice(r, PA_ERIE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 11 r02 (MAJOR): Oceanside Pier in July read as a rocky kelp coast and led with kelp bass.
// Southern California's mainland shore is mostly sand beach (CDFW surf-zone study); its summer
// surf and pier fish are corbina and croakers with the halibut (CDFW corbina account; Ken Jones's
// pier reports). Minors: the tide came from a river mouth behind a sand bar (0.8 ft highs on a
// full moon), the public-pier licence rule was missing, and a pier angler was told to wear a life
// jacket.
// ---------------------------------------------------------------------------------------------

const salt = (c: Omit<PlannedCase, 'habitat'>) =>
  run({ ...c, habitat: 'salt' }, { coastKm: 0.3, atSea: false });
const OCEANSIDE = {
  lat: 33.193,
  lon: -117.388,
  placeName: 'Oceanside Pier, Oceanside, California',
  state: 'CA',
  fishingType: 'shore' as const,
  baitType: 'live' as const,
  speciesIds: [],
};
const PIER_LICENCE = /no fishing licence is needed on a public pier/;

describe('a Southern California pier over a sand beach (review 11 r02)', () => {
  it('Oceanside Pier in July: surf water, corbina and croaker with the halibut, no kelp bass', () => {
    const { r, ids, md } = salt({ ...OCEANSIDE, date: '2027-07-17' });
    expect(r.waterKind?.kind).toBe('surf');
    expect(ids).not.toContain('kelp-bass');
    expect(ids).toContain('california-halibut');
    expect(ids.some((id) => id === 'california-corbina' || id === 'yellowfin-croaker')).toBe(true);
    expect(md).not.toMatch(/into the kelp/);
  });

  it('twin: Huntington Beach Pier in August has the summer surf fish too', () => {
    const { ids } = salt({
      ...OCEANSIDE,
      lat: 33.655,
      lon: -118.005,
      placeName: 'Huntington Beach Pier, California',
      date: '2027-08-14',
    });
    expect(ids.some((id) => id === 'california-corbina' || id === 'yellowfin-croaker')).toBe(true);
    expect(ids).not.toContain('kelp-bass');
  });

  it('negative: the shore at Avalon, Catalina, is rock and kelp (an island)', () => {
    const { r, ids } = salt({
      ...OCEANSIDE,
      lat: 33.345,
      lon: -118.325,
      placeName: 'Avalon, Catalina Island, California',
      date: '2027-07-17',
    });
    expect(r.waterKind?.kind).toBe('rocky-coast');
    expect(ids).not.toContain('california-corbina');
  });

  it('negative: the Palos Verdes shore stays a rocky coast', () => {
    const { r } = salt({
      ...OCEANSIDE,
      lat: 33.76,
      lon: -118.41,
      placeName: 'Palos Verdes Estates shoreline, California',
      date: '2027-07-17',
    });
    expect(r.waterKind?.kind).toBe('rocky-coast');
  });

  it('negative: Oceanside Pier in January has no corbina or croaker (their season is the warm months)', () => {
    const { ids } = salt({ ...OCEANSIDE, date: '2027-01-16' });
    expect(ids).not.toContain('california-corbina');
    expect(ids).not.toContain('yellowfin-croaker');
  });

  it('the tide is read on the open coast, not in the Santa Margarita mouth behind its bar', () => {
    const { r } = salt({ ...OCEANSIDE, date: '2027-07-17' });
    expect(r.tidePlan?.station.name).not.toMatch(/Santa Margarita/);
    const highs = r.tidePlan!.extremes.filter((e) => e.kind === 'high').map((e) => e.heightFt);
    expect(Math.max(...highs)).toBeGreaterThan(4);
  });

  it('the pier licence rule, and a pier line instead of a life jacket', () => {
    const { r } = salt({ ...OCEANSIDE, date: '2027-07-17' });
    expect(hasNotice(r, PIER_LICENCE)).toBe(true);
    const cold = r.safety.find((n) => n.topic === 'cold water');
    expect(cold?.text ?? '').not.toMatch(/Wear a life jacket/);
    expect(cold?.text ?? '').toMatch(/throw a float/);
  });

  it('the halibut rig does not tell a pier angler to drift the flats', () => {
    const { md } = salt({ ...OCEANSIDE, date: '2027-07-17', speciesIds: ['california-halibut'] });
    expect(md).not.toMatch(/[Dd]rift sand flats/);
    expect(md).toMatch(/from piers, jetties and beaches/);
  });

  it('twin: a boat at the Mission Bay entrance still drifts, by its approach line', () => {
    const { md } = salt({
      ...OCEANSIDE,
      lat: 32.76,
      lon: -117.26,
      placeName: 'Mission Bay entrance, San Diego, California',
      fishingType: 'boat',
      date: '2027-07-17',
      speciesIds: ['california-halibut'],
    });
    expect(md).toMatch(/Drift channel edges/);
  });

  it('negative: the beach beside the pier (no pier) gets no licence line', () => {
    const { r } = salt({
      ...OCEANSIDE,
      lat: 33.2,
      lon: -117.392,
      placeName: 'Oceanside beach, California',
      date: '2027-07-17',
    });
    expect(hasNotice(r, PIER_LICENCE)).toBe(false);
  });

  it('negative: a Florida pier gets no California licence line', () => {
    const { r } = salt({
      ...OCEANSIDE,
      lat: 30.392,
      lon: -86.591,
      placeName: 'Okaloosa Island Pier, Fort Walton Beach, Florida',
      state: 'FL',
      date: '2027-07-17',
    });
    expect(hasNotice(r, PIER_LICENCE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 11 r03 (minor): Lake Lanier's crappie in November were sent to "weed lines"; a reservoir
// in the fall holds them on brush piles and deep docks (Lake Lanier Crappie Anglers, Oct 2020).
// ---------------------------------------------------------------------------------------------

describe('reservoir crappie in the fall are on brush and docks, not weed lines (review 11 r03)', () => {
  const crappie = (c: Partial<Omit<PlannedCase, 'habitat'>>) =>
    fresh({
      lat: 34.262,
      lon: -83.952,
      date: '2027-11-20',
      placeName: 'Lake Lanier near Browns Bridge, Georgia',
      state: 'GA',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['black-crappie'],
      ...c,
    });
  const whereOf = (r: StructuredReport) =>
    r.whereToFish.find((w) => w.speciesId === 'black-crappie')?.where ?? '';

  it('Lanier in November: brush piles and docks', () => {
    const { r } = crappie({});
    expect(whereOf(r)).toMatch(/brush piles and docks/);
    expect(whereOf(r)).not.toMatch(/weed lines/);
  });

  it('twin: Lake Hartwell (SC) in October', () => {
    const { r } = crappie({
      lat: 34.45,
      lon: -82.85,
      date: '2027-10-23',
      placeName: 'Lake Hartwell, South Carolina',
      state: 'SC',
    });
    expect(whereOf(r)).not.toMatch(/weed lines/);
  });

  it('negative: a natural lake in the fall keeps its weed lines (Lake Mendota, October)', () => {
    const { r } = crappie({
      lat: 43.1,
      lon: -89.42,
      date: '2027-10-09',
      placeName: 'Lake Mendota, Madison, Wisconsin',
      state: 'WI',
      inLake: true,
      lakeAreaKm2: 40,
    });
    expect(whereOf(r)).toMatch(/weed lines/);
  });
});
