/**
 * Expert cases from science pass 18c: review 13's r04 (fix 6) and the hourly score left over from
 * pass 16. In the Cape Cod Canal the current is driven by the difference in level between Buzzards
 * Bay and Cape Cod Bay, so it does not turn at high and low water: the tide lines send the angler
 * to the Canal's current table (the east and west tide), a slack-water fish's line does not put
 * slack at the turn of the tide, and the safety lines are the Canal's (current along its whole
 * length, riprap banks, commercial traffic), not a jetty's. The same holds for Hell Gate in the
 * East River and for Deception Pass. Where the current does not turn with the tide (these waters and the Chesapeake),
 * the hourly score no longer rates hours by the rise and fall at the tide station: tide movement
 * is counted as unknown, and the report says so. Each case has a twin or a negative. Run on the
 * bundled climatology (no forecast), but for Tampa Bay, which carries its forecast.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { buildReport } from './build-report.ts';
import { TAMPA_BAY } from './testing/coastal-day.ts';
import { safetyText, salt, tideAdvice } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const anyLine = (r: StructuredReport, re: RegExp) => tideAdvice(r).some((l) => re.test(l));
const FASTEST = /moves fastest|slack for a while around each turn/;
const NOT_WITH_TIDE = /current does not turn with the tide/;
const CANAL_TABLE = /Canal's current table/;
const EAST_WEST = /east.*west|west.*east/;
const SLACK_AT_TURN = /last of the tide, the slack and the first of the new tide/;

// ---------------------------------------------------------------------------------------------
// Review 13 r04 minor 1: "the water moves fastest around 5:00 AM-7:00 AM; it is slack for a while
// around each turn" and "Tautog: best around slack water. Fish the last of the tide, the slack and
// the first of the new tide" at the Bourne Bridge. The Canal's current is set by the head
// difference between the bays: "If the water level is lower in Buzzard's Bay, then the Canal's
// current will move westward ... When both levels are equal, the current in the Canal will be
// slack" (Cape Cod Today, 24 Jan 2013); on one day slack at the Sandwich entrance was 6:45 AM and
// slack in the Canal 5 AM, because high and low water in Buzzards Bay come 2.5-3 hours before Cape
// Cod Bay's (knotsandboats.com, 19 May 2013). Canal anglers time the east and west tide by the
// Canal's current chart, which the Army Corps publishes (USACE Cape Cod Canal navigation page).
// ---------------------------------------------------------------------------------------------

const BOURNE = {
  lat: 41.747,
  lon: -70.59,
  date: '2027-11-27',
  placeName: 'Cape Cod Canal near the Bourne Bridge, Massachusetts',
  state: 'MA',
  fishingType: 'shore' as 'shore' | 'boat' | 'kayak',
  baitType: 'artificial' as const,
  speciesIds: [] as string[],
  closures: CLOSURE_SEED,
};
const canal = (c: Partial<typeof BOURNE> = {}) => salt({ ...BOURNE, ...c }, 0.1, false).r;

describe('the Cape Cod Canal is timed by its current table, not by high and low water (review 13 r04)', () => {
  it('the Bourne Bridge, 27 Nov, bank and lures: no mid-tide timing; the Canal current table, east and west', () => {
    const r = canal();
    expect(tideAdvice(r).length).toBeGreaterThan(0);
    expect(anyLine(r, FASTEST)).toBe(false);
    expect(anyLine(r, NOT_WITH_TIDE)).toBe(true);
    expect(tideAdvice(r).some((l) => CANAL_TABLE.test(l) && EAST_WEST.test(l))).toBe(true);
  });

  it('the Bourne Bridge: the tautog line puts the slack by the current table, not at the turn of the tide', () => {
    const r = canal({ speciesIds: ['tautog'] });
    const tog = tideAdvice(r).find((l) => /^Tautog/.test(l)) ?? '';
    expect(tog).toMatch(/slack/);
    expect(tog).not.toMatch(SLACK_AT_TURN);
    expect(tog).toMatch(/current table/);
  });

  it('twin: the east end by the Sagamore Bridge in June, striped bass', () => {
    const r = canal({
      lat: 41.775,
      lon: -70.53,
      date: '2027-06-12',
      placeName: 'Cape Cod Canal near the Sagamore Bridge, Bourne, Massachusetts',
      speciesIds: ['striped-bass'],
    });
    expect(anyLine(r, FASTEST)).toBe(false);
    expect(anyLine(r, CANAL_TABLE)).toBe(true);
  });

  it('twin: Hell Gate in the East River, New York, in May: no mid-tide timing', () => {
    const { r } = salt(
      {
        ...BOURNE,
        lat: 40.777,
        lon: -73.925,
        date: '2027-05-15',
        placeName: 'East River at Hell Gate, Astoria Park, Queens, New York',
        state: 'NY',
        speciesIds: ['striped-bass'],
      },
      0.1,
      false,
    );
    expect(tideAdvice(r).length).toBeGreaterThan(0);
    expect(anyLine(r, FASTEST)).toBe(false);
    expect(anyLine(r, NOT_WITH_TIDE)).toBe(true);
  });

  it('twin: Deception Pass, Washington, in August: salmon by the turn of the current, not the tide change', () => {
    const { r } = salt(
      {
        ...BOURNE,
        lat: 48.4055,
        lon: -122.65,
        date: '2027-08-14',
        placeName: 'Deception Pass, Washington',
        state: 'WA',
        fishingType: 'boat',
        speciesIds: ['coho-salmon'],
      },
      0.2,
      true,
    );
    expect(anyLine(r, FASTEST)).toBe(false);
    expect(anyLine(r, NOT_WITH_TIDE)).toBe(true);
    expect(anyLine(r, /the tide change/)).toBe(false);
    expect(anyLine(r, /turn of the current/)).toBe(true);
  });

  it('negative: Possession Bar, Puget Sound, salmon keep the hour either side of the tide change', () => {
    const { r } = salt(
      {
        ...BOURNE,
        lat: 47.93,
        lon: -122.38,
        date: '2027-08-14',
        placeName: 'Possession Bar, Puget Sound, Washington',
        state: 'WA',
        fishingType: 'boat',
        speciesIds: ['coho-salmon'],
      },
      2,
      true,
    );
    expect(anyLine(r, /the tide change/)).toBe(true);
    expect(anyLine(r, NOT_WITH_TIDE)).toBe(false);
  });

  it('negative: Buzzards Bay off Mattapoisett, outside the Canal, keeps the mid-tide lines', () => {
    const r = canal({
      lat: 41.64,
      lon: -70.8,
      placeName: 'Buzzards Bay off Mattapoisett, Massachusetts',
    });
    expect(anyLine(r, FASTEST)).toBe(true);
    expect(anyLine(r, NOT_WITH_TIDE)).toBe(false);
  });

  it('negative: Long Island Sound off New Haven keeps the mid-tide lines', () => {
    const r = canal({
      lat: 41.2,
      lon: -72.9,
      date: '2027-06-12',
      placeName: 'Long Island Sound off New Haven, Connecticut',
      state: 'CT',
    });
    expect(anyLine(r, FASTEST)).toBe(true);
    expect(anyLine(r, CANAL_TABLE)).toBe(false);
  });

  it('negative: tautog at the Point Judith breakwater keep slack at the turn of the tide', () => {
    const r = canal({
      lat: 41.362,
      lon: -71.49,
      date: '2027-10-30',
      placeName: 'Point Judith jetty, Narragansett, Rhode Island',
      state: 'RI',
      speciesIds: ['tautog'],
    });
    expect(anyLine(r, SLACK_AT_TURN)).toBe(true);
    expect(anyLine(r, FASTEST)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 13 r04 minor 2: "Jetty rocks are slick ... keep clear of the current at the tip" in the
// Canal. The Canal's hazard is its current along the whole length: "The swift running Canal
// current changes direction every six hours and can reach a maximum velocity of 5.2 miles per
// hour, during the ebb (westerly) tide" (USACE, Cape Cod Canal navigation page); anglers report 6
// knots on big tides (Anglers Journal, 2017). "Swift currents and a high volume of large
// commercial traffic" (USACE Cape Cod Canal Recreational Boating Safety Guide). The banks are
// riprap, "notoriously slippery" (myfishingcapecod.com, 14 Jun 2018).
// ---------------------------------------------------------------------------------------------

const JETTY = /Jetty rocks are slick/;

describe('the Canal gets the Canal safety line, not the jetty line (review 13 r04)', () => {
  it('the Bourne Bridge, bank: current along the whole Canal with its speed, riprap, ships; no jetty line', () => {
    const s = safetyText(canal());
    expect(s).not.toMatch(JETTY);
    expect(s).toMatch(/Cape Cod Canal/);
    expect(s).toMatch(/whole length/);
    expect(s).toMatch(/5\.2 mph/);
    expect(s).toMatch(/riprap/);
    expect(s).toMatch(/commercial/);
  });

  it('twin: the east end by the Sagamore Bridge in June', () => {
    const s = safetyText(
      canal({
        lat: 41.775,
        lon: -70.53,
        date: '2027-06-12',
        placeName: 'Cape Cod Canal near the Sagamore Bridge, Bourne, Massachusetts',
      }),
    );
    expect(s).not.toMatch(JETTY);
    expect(s).toMatch(/riprap/);
  });

  it('twin: a kayak in the Canal is told that paddle craft are not allowed in it', () => {
    const s = safetyText(canal({ fishingType: 'kayak' }));
    expect(s).toMatch(/not permitted/);
    expect(s).not.toMatch(/cross on the incoming tide or at slack/);
  });

  it('negative: the Point Judith jetty keeps the jetty line', () => {
    const s = safetyText(
      canal({
        lat: 41.362,
        lon: -71.49,
        date: '2027-10-30',
        placeName: 'Point Judith jetty, Narragansett, Rhode Island',
        state: 'RI',
      }),
    );
    expect(s).toMatch(JETTY);
    expect(s).not.toMatch(/Cape Cod Canal/);
  });

  it('negative: the Barnegat Inlet jetty, New Jersey, keeps the jetty line', () => {
    const s = safetyText(
      canal({
        lat: 39.76,
        lon: -74.105,
        date: '2027-10-30',
        placeName: 'Barnegat Inlet jetty, Barnegat Light, New Jersey',
        state: 'NJ',
      }),
    );
    expect(s).toMatch(JETTY);
  });
});

// ---------------------------------------------------------------------------------------------
// Pass 16 left the hourly score computing a tide factor for Chesapeake hours from the rate of rise
// and fall at the tide station (bite/water-reasons' tideReason and slackReason), the rule-of-
// twelfths current the tide lines stopped printing. (Since the MRIP validation the general tide
// factor carries 0 points everywhere; the slack-water rule's points are tested at the bite level,
// bite/untimed-current.test.ts.) Where the current does not turn with the tide the hours now get
// no tide factor at all: tide movement is unknown, and "What this report could not use" says why.
// ---------------------------------------------------------------------------------------------

const tideHours = (r: StructuredReport) => r.hourly.filter((h) => h.factors.tide !== undefined);
const tideReasons = (r: StructuredReport) =>
  r.hourly.flatMap((h) => h.reasons).filter((x) => x.factor === 'tide');
const UNKNOWN_CURRENT = /tidal current.*does not turn with the tide/;

describe('the hourly score does not rate tide movement where the current does not turn with the tide', () => {
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

  it('the Chesapeake Bay Bridge, 27 May: no hour scores tide points, and the report says so', () => {
    const { r } = salt({ ...BAY_BRIDGE }, 1, false);
    expect(r.tidePlan).not.toBeNull();
    expect(tideHours(r)).toEqual([]);
    expect(tideReasons(r)).toEqual([]);
    expect(r.missing.some((m) => UNKNOWN_CURRENT.test(m))).toBe(true);
    expect(r.verdict.contributions.some((c) => c.factor === 'tide')).toBe(false);
  });

  it('twin: the Cape Cod Canal at the Bourne Bridge (tautog, a slack-water feeder)', () => {
    const r = canal({ speciesIds: ['tautog'] });
    expect(tideHours(r)).toEqual([]);
    expect(r.missing.some((m) => UNKNOWN_CURRENT.test(m) && /Cape Cod Canal/.test(m))).toBe(true);
  });

  it('twin: the Severn, a tidal river of the Bay, in June', () => {
    const { r } = salt(
      {
        ...BAY_BRIDGE,
        lat: 39.03,
        lon: -76.53,
        date: '2027-06-12',
        placeName: 'Severn River near Annapolis, Maryland',
      },
      1,
      false,
    );
    expect(tideHours(r)).toEqual([]);
  });

  it('negative: Tampa Bay keeps its hourly tide factor and says nothing of the current', () => {
    const r = buildReport(TAMPA_BAY);
    expect(tideHours(r).length).toBeGreaterThan(0);
    expect(r.missing.some((m) => UNKNOWN_CURRENT.test(m))).toBe(false);
  });

  it('negative: Long Island Sound off New Haven keeps its hourly tide factor', () => {
    const r = canal({
      lat: 41.2,
      lon: -72.9,
      date: '2027-06-12',
      placeName: 'Long Island Sound off New Haven, Connecticut',
      state: 'CT',
      speciesIds: ['striped-bass'],
    });
    expect(tideHours(r).length).toBeGreaterThan(0);
  });
});
