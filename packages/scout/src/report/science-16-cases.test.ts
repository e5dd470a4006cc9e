/**
 * Expert cases from the sixteenth science pass: review 12's remaining minors. Salt water in the
 * Florida Keys National Marine Sanctuary gets the sanctuary's no-take zones; striped bass in the
 * Maryland main stem in summer are fished above the low-oxygen bottom water, not in "cooler deep
 * water"; and in the Chesapeake, where the current does not turn with the tide, the tide lines do
 * not time the current from high and low water. Review 11's last minor: the Lake Erie steelhead
 * creeks are fished with eggs and nymphs, not a swung West Coast fly; and Washington's live-bait
 * rule gives way to its lower-Columbia forage-fish exception. Each case has a twin or a
 * negative, so each fix is keyed on data, not one spot. Run on the bundled climatology (no
 * forecast).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { tideAdvice, whereOf } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm = 1) =>
  run({ ...c, habitat: 'salt' }, { coastKm, atSea: false });
const notices = (r: StructuredReport) => r.rules?.notices ?? [];

// ---------------------------------------------------------------------------------------------
// Review 12 r03 minor 2 (fix 5): the ocean side off Islamorada is sanctuary water, and the report
// said nothing of its no-take zones. NOAA FKNMS, Sanctuary Preservation Areas page: SPAs are
// marked by yellow buoys; fishing by any means is prohibited in them, except catch-and-release
// trolling in Conch Reef, Alligator Reef, Sombrero Reef and Sand Key SPAs (15 CFR 922 Subpart P).
// ---------------------------------------------------------------------------------------------

const FKNMS = /Florida Keys National Marine Sanctuary/;
const KEYS = {
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
const sanctuary = (r: StructuredReport) => notices(r).find((n) => FKNMS.test(n.text));

describe('salt water in the Florida Keys sanctuary carries its no-take zones (review 12 r03)', () => {
  it('Islamorada, 13 March, kayak and fly: SPAs and reserves are no-take, yellow buoys, the zone map', () => {
    const { r } = salt({ ...KEYS }, 0.5);
    const n = sanctuary(r);
    expect(n?.text).toMatch(/Sanctuary Preservation Areas/);
    expect(n?.text).toMatch(/Ecological Reserves/);
    expect(n?.text).toMatch(/no-take/);
    expect(n?.text).toMatch(/yellow buoys/);
    expect(n?.text).toMatch(/catch-and-release trolling/i);
    expect(n?.sourceUrl).toMatch(/^https:\/\/floridakeys\.noaa\.gov\/zones/);
  });

  it('twin: Key West harbour flats in July, boat and live bait', () => {
    const { r } = salt({
      ...KEYS,
      lat: 24.56,
      lon: -81.82,
      date: '2027-07-10',
      placeName: 'Flats off Key West, Florida',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(sanctuary(r)).toBeDefined();
  });

  it('twin: the bay side of Big Pine Key in November, from shore', () => {
    const { r } = salt({
      ...KEYS,
      lat: 24.7,
      lon: -81.37,
      date: '2027-11-06',
      placeName: 'Bay side of Big Pine Key, Florida Keys',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(sanctuary(r)).toBeDefined();
  });

  it('negative: Biscayne Bay off Miami, north of the sanctuary, has no sanctuary line', () => {
    const { r } = salt({
      ...KEYS,
      lat: 25.62,
      lon: -80.2,
      placeName: 'Biscayne Bay off Key Biscayne, Florida',
    });
    expect(sanctuary(r)).toBeUndefined();
  });

  it('negative: Florida Bay off Flamingo (Everglades National Park) has no sanctuary line', () => {
    const { r } = salt({
      ...KEYS,
      lat: 25.1,
      lon: -80.93,
      placeName: 'Florida Bay off Flamingo, Florida',
    });
    expect(sanctuary(r)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r01 minor 2 (fix 6): "cooler deep water by day" for striped bass at the Bay Bridge in
// late May. MD DNR's fishing reports: "From the Bay Bridge south, avoid waters deeper than about
// 30 feet" (late May); "to avoid low oxygen conditions in the deep channel waters from the Bay
// Bridge down to the state line, avoid fishing deeper than 25 feet" (29 May 2019) and "deeper than
// 20 feet" (24 Jul 2019).
// ---------------------------------------------------------------------------------------------

const BAY_BRIDGE = {
  lat: 38.993,
  lon: -76.375,
  date: '2027-05-27',
  placeName: 'Chesapeake Bay Bridge pilings off Kent Island, Maryland',
  state: 'MD',
  fishingType: 'boat' as const,
  baitType: 'artificial' as const,
  speciesIds: ['striped-bass'],
  closures: CLOSURE_SEED,
};
const ABOVE_LOW_OXYGEN = /above the low-oxygen/;

describe('Maryland main stem stripers in summer stay above the low-oxygen layer (review 12 r01)', () => {
  it('the Bay Bridge on 27 May: no "cooler deep water", the oxygen line and its depth', () => {
    const { r } = salt({ ...BAY_BRIDGE });
    expect(whereOf(r, 'striped-bass')).not.toMatch(/cooler deep water/);
    expect(whereOf(r, 'striped-bass')).toMatch(ABOVE_LOW_OXYGEN);
    expect(whereOf(r, 'striped-bass')).toMatch(/25-30 ft/);
  });

  it('twin: off Cove Point on 10 July', () => {
    const { r } = salt({
      ...BAY_BRIDGE,
      lat: 38.4,
      lon: -76.4,
      date: '2027-07-10',
      placeName: 'Chesapeake Bay off Cove Point, Maryland',
    });
    expect(whereOf(r, 'striped-bass')).toMatch(ABOVE_LOW_OXYGEN);
  });

  it('twin: the Bay Bridge on 12 September', () => {
    const { r } = salt({ ...BAY_BRIDGE, date: '2027-09-12' });
    expect(whereOf(r, 'striped-bass')).toMatch(ABOVE_LOW_OXYGEN);
    expect(whereOf(r, 'striped-bass')).not.toMatch(/cooler deep water/);
  });

  it('negative: the Bay Bridge in late October keeps its fall water', () => {
    const { r } = salt({ ...BAY_BRIDGE, date: '2027-10-20' });
    expect(whereOf(r, 'striped-bass')).not.toMatch(ABOVE_LOW_OXYGEN);
  });

  it('negative: the mouth of the Bay at the Bridge-Tunnel (Virginia) in June is not given the line', () => {
    const { r } = salt({
      ...BAY_BRIDGE,
      lat: 37.0,
      lon: -76.1,
      date: '2027-06-12',
      placeName: 'Chesapeake Bay Bridge-Tunnel, Virginia',
      state: 'VA',
    });
    expect(whereOf(r, 'striped-bass')).not.toMatch(ABOVE_LOW_OXYGEN);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 r01 minor 3 (fix 7): "the water moves fastest around 6:35 AM-8:35 AM; it is slack for
// a while around each turn" and "the tide barely moves the water" at the Bay Bridge. In the
// Chesapeake the tide is a wave that takes about a tide's length to run up the Bay, and the
// current does not turn with high and low water (Chesapeake Bay Magazine, 2016; Bay Weekly). The
// report has no current predictions, so the lines say so and point to NOAA's.
// ---------------------------------------------------------------------------------------------

const FASTEST = /moves fastest|slack for a while around each turn/;
const BARELY = /barely moves the water/;
const CURRENTS = /current does not turn with the tide/;

describe('the Chesapeake tide lines do not time the current from high and low water (review 12 r01)', () => {
  it('the Bay Bridge on 27 May: no "fastest at mid-tide", no "barely moves", the current tables', () => {
    const { r } = salt({ ...BAY_BRIDGE });
    const lines = tideAdvice(r);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => FASTEST.test(l))).toBe(false);
    expect(lines.some((l) => BARELY.test(l))).toBe(false);
    expect(lines.some((l) => CURRENTS.test(l))).toBe(true);
    expect(lines.some((l) => /NOAA/.test(l) && /current predictions/.test(l))).toBe(true);
  });

  it('twin: the Severn, a tidal river of the Bay, in June', () => {
    const { r } = salt({
      ...BAY_BRIDGE,
      lat: 39.03,
      lon: -76.53,
      date: '2027-06-12',
      placeName: 'Severn River near Annapolis, Maryland',
    });
    expect(tideAdvice(r).some((l) => FASTEST.test(l) || BARELY.test(l))).toBe(false);
    expect(tideAdvice(r).some((l) => CURRENTS.test(l))).toBe(true);
  });

  it('twin: the Virginia bay at the Bridge-Tunnel in June', () => {
    const { r } = salt({
      ...BAY_BRIDGE,
      lat: 37.0,
      lon: -76.1,
      date: '2027-06-12',
      placeName: 'Chesapeake Bay Bridge-Tunnel, Virginia',
      state: 'VA',
    });
    expect(tideAdvice(r).some((l) => FASTEST.test(l))).toBe(false);
  });

  it('negative: Long Island Sound off New Haven keeps the mid-tide lines', () => {
    const { r } = salt({
      ...BAY_BRIDGE,
      lat: 41.2,
      lon: -72.9,
      date: '2027-06-12',
      placeName: 'Long Island Sound off New Haven, Connecticut',
      state: 'CT',
    });
    expect(tideAdvice(r).some((l) => FASTEST.test(l))).toBe(true);
    expect(tideAdvice(r).some((l) => CURRENTS.test(l))).toBe(false);
  });

  it('negative: the Virginia Beach oceanfront, outside the Bay, keeps the mid-tide lines', () => {
    const { r } = salt({
      ...BAY_BRIDGE,
      lat: 36.85,
      lon: -75.97,
      date: '2027-06-12',
      placeName: 'Virginia Beach oceanfront, Virginia',
      state: 'VA',
      fishingType: 'shore',
    });
    expect(tideAdvice(r).some((l) => FASTEST.test(l))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 11 r01 minor 3 (left after science pass 13): the fly for Elk Creek's fall steelhead led
// with "Swung steelhead fly (marabou, intruder) on a sink-tip". On these small Lake Erie creeks
// the standard is egg patterns and nymphs under an indicator: "Egg patterns are often the most
// productive flies but a dead drifted nymph through riffles ... can induce fast strikes" (Fly
// Fisherman, 18 Nov 2020, on Elk Creek).
// ---------------------------------------------------------------------------------------------

const ELK = {
  lat: 42.012,
  lon: -80.362,
  date: '2027-11-06',
  placeName: 'Elk Creek near Lake City, Erie County, Pennsylvania (Lake Erie tributary)',
  state: 'PA',
  fishingType: 'shore' as const,
  baitType: 'fly' as const,
  speciesIds: ['steelhead'],
};
const fly = (r: StructuredReport, id: string) =>
  r.howToFish.find((h) => h.speciesId === id)?.presentation.what ?? '';
const SWUNG = /intruder|marabou|sink-tip/;

describe('Great Lakes steelhead creeks are fished with eggs and nymphs (review 11 r01)', () => {
  it('Elk Creek, 6 November, fly: an egg pattern or nymph under an indicator, not a swung intruder', () => {
    const { r } = run({ ...ELK, habitat: 'fresh' });
    expect(fly(r, 'steelhead')).toMatch(/Egg pattern/);
    expect(fly(r, 'steelhead')).toMatch(/indicator/);
    expect(fly(r, 'steelhead')).not.toMatch(SWUNG);
  });

  it('twin: Conneaut Creek, Ohio, in March', () => {
    const { r } = run({
      ...ELK,
      lat: 41.94,
      lon: -80.58,
      date: '2027-03-20',
      placeName: 'Conneaut Creek, Conneaut, Ohio',
      state: 'OH',
      waterKind: 'river',
      habitat: 'fresh',
    });
    expect(fly(r, 'steelhead')).toMatch(/Egg pattern/);
    expect(fly(r, 'steelhead')).not.toMatch(SWUNG);
  });

  it('negative: a Pacific Northwest steelhead river keeps its swung fly', () => {
    const { r } = run({
      ...ELK,
      lat: 48.27,
      lon: -122.0,
      date: '2027-03-05',
      placeName: 'Skagit River near Rockport, Washington',
      state: 'WA',
      waterKind: 'river',
      habitat: 'fresh',
    });
    expect(fly(r, 'steelhead')).toMatch(SWUNG);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 12 fix 3, its Columbia exception: WAC 220-310-070(6)(c) lets live forage fish be used as
// bait in the Columbia downstream of the line from Rocky Point on the Washington bank through Red
// Buoy 44 to Tongue Point. The statewide no-live-fish notice (science pass 14) should not be shown
// there; above the line and on every other water it stands.
// ---------------------------------------------------------------------------------------------

const WA_BAIT = /Washington fresh water \(WAC 220-310-070/;
const FORAGE_FISH = /live forage fish may be used as bait/i;
const LOWER_COLUMBIA = {
  lat: 46.265,
  lon: -123.9,
  date: '2027-08-20',
  placeName: 'Columbia River off Chinook, Washington',
  state: 'WA',
  fishingType: 'boat' as const,
  baitType: 'live' as const,
  speciesIds: ['chinook-salmon'],
  waterKind: 'river' as const,
  habitat: 'fresh' as const,
};
const texts = (r: StructuredReport) => notices(r).map((n) => n.text);

describe('live forage fish are legal bait on the Columbia below Tongue Point (WAC 220-310-070(6)(c))', () => {
  it('off Chinook, WA, fresh water and live bait: the exception, not the statewide ban', () => {
    const { r } = run({ ...LOWER_COLUMBIA });
    expect(texts(r).some((t) => WA_BAIT.test(t))).toBe(false);
    expect(texts(r).some((t) => FORAGE_FISH.test(t))).toBe(true);
  });

  it('negative: the Columbia at Cathlamet, above the line, keeps the statewide rule', () => {
    const { r } = run({
      ...LOWER_COLUMBIA,
      lat: 46.2,
      lon: -123.38,
      placeName: 'Columbia River at Cathlamet, Washington',
    });
    expect(texts(r).some((t) => WA_BAIT.test(t))).toBe(true);
    expect(texts(r).some((t) => FORAGE_FISH.test(t))).toBe(false);
  });
});
