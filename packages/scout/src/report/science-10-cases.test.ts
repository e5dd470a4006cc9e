/**
 * Expert cases from the tenth science pass (held-out review: /work/notes/review9/findings.md r03
 * and r02). Each review case has a twin at another place and a negative case, so the fix is a
 * rule, not one spot. Run on the bundled climatology (no forecast), as a report planned weeks
 * ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh, safetyText as joinSafety, whereOf } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';
const safetyText = (r: StructuredReport) => joinSafety(r, '\n');

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm = 0.1, atSea = false) =>
  run({ ...c, habitat: 'salt' }, { coastKm, atSea });

const MISQUAMICUT = {
  lat: 41.318,
  lon: -71.8,
  placeName: 'Misquamicut Beach surf, Westerly, Rhode Island',
  state: 'RI',
  fishingType: 'shore',
  baitType: 'artificial',
} as const;

describe('late-October southern New England surf is the striper run, not a poor albie day (r03)', () => {
  // RI Striped Bass (2016): albies along the RI shore "continue into early to mid October";
  // Ed Mitchell (2023): "tapering off by the middle of October". Coastal Angler (RI): the striper
  // run lasts into mid- to late November.
  it('Misquamicut on 30 October, lures: striped bass lead, the day is not Poor, dawn is a best time', () => {
    const { r, ids, md } = salt({ ...MISQUAMICUT, date: '2027-10-30' });
    expect(ids[0]).toBe('striped-bass');
    // bonito leave before the albies
    expect(ids).not.toContain('atlantic-bonito');
    expect(r.verdict.rating).not.toBe('poor');
    expect(r.verdict.headline).toMatch(/striped bass/);
    // first light (6:47) on the fastest flood: a dawn window as well as the dusk one
    const dawn = r.conditions.civilDawn!.minuteOfDay;
    expect(r.bestWindows.some((w) => w.startMinute <= dawn + 60 && w.endMinute >= dawn)).toBe(true);
    expect(md).not.toMatch(/sunny shallows/);
    expect(md).not.toMatch(/in cold water false albacore leave cold water/);
  });

  // Twin, not in the review: Nauset Beach on the Cape's outer shore in late October
  it('Nauset Beach, Cape Cod, on 28 October: striped bass lead, no bonito', () => {
    const { ids, r } = salt({
      lat: 41.83,
      lon: -69.94,
      date: '2027-10-28',
      placeName: 'Nauset Beach, Orleans, Massachusetts',
      state: 'MA',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids[0]).toBe('striped-bass');
    expect(ids).not.toContain('atlantic-bonito');
    expect(r.verdict.rating).not.toBe('poor');
  });

  // Negative: in September the albies and bonito are the main event on the same beach
  it('Misquamicut on 20 September: bonito and albies still lead', () => {
    const { ids } = salt({ ...MISQUAMICUT, date: '2027-09-20' });
    expect(['atlantic-bonito', 'false-albacore']).toContain(ids[0]);
    expect(ids).toContain('false-albacore');
  });
});

describe('a fish that has left the cold water does not lead while another is in its run (r03 rule)', () => {
  // Peak albie weeks (early October): at the typical 62 °F the albies still lead the surf
  it('Misquamicut on 8 October at the typical water: albies lead, no "sunny shallows"', () => {
    const { ids, md } = salt({ ...MISQUAMICUT, date: '2027-10-08' });
    expect(ids[0]).toBe('false-albacore');
    expect(md).not.toMatch(/sunny shallows/);
  });

  // The same date with a cold measured reading: the albies' own verdict is that they have left,
  // so the striper run leads and sets the day, whatever the calendar says
  it('the same day with 55 °F measured: striped bass lead, and the day is scored on them', () => {
    const { ids, r } = salt({
      ...MISQUAMICUT,
      date: '2027-10-08',
      measuredWater: { tempF: 55, source: 'test reading' },
    });
    expect(ids[0]).toBe('striped-bass');
    expect(ids).toContain('false-albacore');
    expect(r.verdict.headline).toMatch(/striped bass/);
  });
});

describe('cold-water safety fits the way of fishing (r03 minor)', () => {
  it('a surf caster gets a wader belt and the outer bar, not a life jacket', () => {
    const { r } = salt({ ...MISQUAMICUT, date: '2027-10-30' });
    const text = safetyText(r);
    expect(text).not.toMatch(/life jacket/i);
    expect(text).toMatch(/wader belt/);
    expect(text).toMatch(/outer bar/);
  });

  // Negative: a kayak off the same beach keeps its life jacket
  it('a kayak off the same beach keeps the life jacket', () => {
    const { r } = salt({
      ...MISQUAMICUT,
      date: '2027-10-30',
      waterKind: 'surf',
      fishingType: 'kayak',
    });
    expect(safetyText(r)).toMatch(/life jacket/);
    expect(safetyText(r)).not.toMatch(/wader belt/);
  });
});

const howOf = (r: StructuredReport, id: string) => {
  const h = r.howToFish.find((x) => x.speciesId === id);
  return h ? `${h.presentation.how}; ${h.approach}` : '';
};
const REDD = /do not cast to fish on the redds and do not wade through clean gravel/;

describe('trout spawning in a river get a redd caution, and no line sends anglers onto the gravel (r02)', () => {
  // USBR 1989: "The most important spawning areas in the Fryingpan River appear to be just below
  // Ruedi Dam"; Taylor Creek guides: "Do not cast to fish on redds; try not to walk on any redds"
  it('the Fryingpan below Ruedi Dam on 9 October, fly: the spawning browns carry the redd caution', () => {
    const { r, md } = fresh({
      lat: 39.36,
      lon: -106.826,
      date: '2027-10-09',
      placeName: 'Fryingpan River below Ruedi Dam, Basalt, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    const brown = r.targets.find((t) => t.id === 'brown-trout');
    expect(brown?.phase).toBe('spawn');
    expect(whereOf(r, 'brown-trout')).toMatch(REDD);
    expect(whereOf(r, 'brown-trout')).toMatch(/below the redds/);
    expect(howOf(r, 'brown-trout')).toMatch(REDD);
    // nothing sends the angler to the riffles and tailouts where the redds are
    expect(md).not.toMatch(/riffles and tailouts|seams and riffles|into riffles/i);
    // the other trout on the water are kept off the redds too
    expect(howOf(r, 'rainbow-trout')).toMatch(/keep off the brown trout redds/);
  });

  // Twin, not in the review: the South Platte below Cheesman Dam in mid-October
  it('the South Platte below Cheesman Dam in October: the redd caution for the browns', () => {
    const { r } = fresh({
      lat: 39.0,
      lon: -105.2,
      date: '2027-10-15',
      placeName: 'South Platte River below Cheesman Dam, Deckers, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(whereOf(r, 'brown-trout')).toMatch(REDD);
  });

  // Brook trout, fall spawners, on a Vermont river; and spring-spawning cutthroat on the Poudre
  it('fall brook trout in Vermont and spring cutthroat on the Poudre get it too', () => {
    const vt = fresh({
      lat: 43.7,
      lon: -72.3,
      date: '2027-10-20',
      placeName: 'White River, Vermont',
      waterKind: 'river',
      state: 'VT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['brook-trout'],
    });
    expect(vt.r.targets[0]?.phase).toBe('spawn');
    expect(whereOf(vt.r, 'brook-trout')).toMatch(REDD);
    const poudre = fresh({
      lat: 40.6,
      lon: -105.3,
      date: '2027-05-01',
      placeName: 'Cache la Poudre River, Colorado',
      waterKind: 'river',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    const cutt = poudre.r.targets.find((t) => t.id === 'cutthroat-trout');
    expect(cutt?.phase).toBe('spawn');
    expect(whereOf(poudre.r, 'cutthroat-trout')).toMatch(REDD);
  });

  // Negative: the same water in July has no spawners and no redd caution
  it('the Fryingpan in July: no redd caution', () => {
    const { md } = fresh({
      lat: 39.36,
      lon: -106.826,
      date: '2027-07-15',
      placeName: 'Fryingpan River below Ruedi Dam, Basalt, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(md).not.toMatch(/redds/);
  });
});

describe('western steady-release dams are not peaking dams (r02 minor)', () => {
  // Reclamation raises Ruedi's release "in 50 cfs intervals" (Coyote Gulch, 2011); Denver Water
  // ramps Dillon's outflow over days and announces it (Summit Daily, 2015)
  it('the Fryingpan below Ruedi and the Blue below Dillon: no "generating", no "without warning"', () => {
    for (const [lat, lon, placeName] of [
      [39.36, -106.826, 'Fryingpan River below Ruedi Dam, Basalt, Colorado'],
      [39.63, -106.07, 'Blue River below Dillon Dam, Silverthorne, Colorado'],
    ] as const) {
      const { md, r } = fresh({
        lat,
        lon,
        date: '2027-10-09',
        placeName,
        state: 'CO',
        fishingType: 'shore',
        baitType: 'fly',
      });
      expect(r.waterKind?.kind).toBe('tailwater');
      expect(md).not.toMatch(/when the dam is generating|without warning/);
      expect(safetyText(r)).toMatch(/not a peaking power dam/);
    }
  });

  // Negative: a TVA peaking tailwater keeps the generation lines
  it('the South Holston below the dam keeps its peaking-dam warning', () => {
    const { r } = fresh({
      lat: 36.4,
      lon: -82.1,
      date: '2027-11-10',
      placeName: 'South Holston River below the dam, Tennessee',
      state: 'TN',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(safetyText(r)).toMatch(/without warning/);
  });
});

describe('no live-bait rigs for a lure angler (r01 minor)', () => {
  const boat = (baitType: 'artificial' | 'live') =>
    fresh({
      lat: 44.855,
      lon: -87.41,
      date: '2027-07-24',
      placeName: 'Sturgeon Bay, Door County, Wisconsin (Green Bay / Lake Michigan)',
      state: 'WI',
      fishingType: 'boat',
      baitType,
    });
  it('Sturgeon Bay from a boat with lures: the walleye and perch lines troll lures', () => {
    const { r, md } = boat('artificial');
    expect(r.targets.some((t) => t.id === 'walleye' || t.id === 'yellow-perch')).toBe(true);
    expect(md).not.toMatch(/live-bait rigs|fish live bait/);
  });

  // Twin: western Lake Erie walleye from a boat with lures in June
  it('western Lake Erie from a boat with lures: no live-bait rigs', () => {
    const { md } = fresh({
      lat: 41.7,
      lon: -83.1,
      date: '2027-06-12',
      placeName: 'western basin of Lake Erie off Port Clinton, Ohio',
      waterKind: 'great-lakes',
      state: 'OH',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(md).not.toMatch(/live-bait rigs/);
  });

  // Negative: with live bait the rigs stay
  it('Sturgeon Bay from a boat with live bait keeps the live-bait rigs', () => {
    expect(boat('live').md).toMatch(/live-bait rigs/);
  });
});
