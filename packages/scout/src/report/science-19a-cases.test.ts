/**
 * Expert cases from the nineteenth science pass, part a: review 14 r04 (Monterey Bay off Cannery
 * Row, 12 Feb, kayak, lures), its MAJOR and minors 2-4.
 *
 * - The word "bay" made Monterey Bay a `bay-flats` water, and central California's bay-flats
 *   fish are the San Francisco Estuary's winter white sturgeon and striped bass. An open ocean
 *   bay (Monterey, Carmel, Half Moon Bay, Santa Monica ...) is read without its name now, so the
 *   rest of the name or the sub-region's usual water decides: a rocky, kelp coast here.
 * - The white sturgeon and the wintering stripers are limited to the estuary itself (San
 *   Francisco, San Pablo and Suisun bays and the Delta), and sturgeon's `minLat` no longer lets
 *   Monterey in.
 * - White sturgeon are catch and release only in California (CESA candidate, since Oct 1, 2024):
 *   a standing release row, like Florida's bonefish.
 * - White sturgeon have their own temperature response, not channel catfish's words.
 * - On the fixed kind a kayak in February gets the boat-based groundfish closure for the rockfish
 *   and lingcod the water holds (minor 3).
 *
 * Twins (Carmel Bay, Half Moon Bay, the Santa Cruz wharf) and negatives (San Pablo and Suisun bay
 * sturgeon, San Francisco Bay stripers, Tomales, Humboldt and Morro bays, Tampa Bay, Barnegat Bay)
 * keep it keyed on data. Run on the bundled climatology (no forecast).
 */
import { describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { getSpecies, SPECIES } from '../species/catalogue.ts';
import { TEMPERATURE_RESPONSE, temperatureResponseOf } from '../species/temperature-response.ts';
import { salt, statusOf } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

const kindOf = (r: StructuredReport) => r.waterKind?.kind;
const ids = (r: StructuredReport) => r.targets.map((t) => t.id);
const regulationText = (r: StructuredReport, id: string) =>
  r.targets.find((t) => t.id === id)?.regulation?.text ?? '';
const ESTUARY_FISH = ['white-sturgeon', 'striped-bass'];
const GROUNDFISH_BOAT_CLOSURE = /boat-based groundfish season .* closed statewide Jan 1 - Mar 31/;

// Review 14 r04: "Cannery Row is a rocky, kelp-lined shore on an open ocean bay over the Monterey
// canyon. It is not a San Francisco Bay mud flat, and there is no sturgeon fishery here." White
// sturgeon "resides primarily in the San Francisco Bay/Sacramento-San Joaquin Delta" (Fish and
// Game Commission, Jan 2025, ceqanet.opr.ca.gov/2025010381).
const MONTEREY = {
  lat: 36.612,
  lon: -121.895,
  date: '2028-02-12',
  placeName: 'Monterey Bay off Cannery Row, Monterey, California',
  state: 'CA',
  fishingType: 'kayak' as const,
  baitType: 'artificial' as const,
  speciesIds: [],
  closures: CLOSURE_SEED,
};

describe('an open ocean bay is not flats, and the estuary fish stay in the estuary (review 14 r04)', () => {
  it('the review case: Monterey off Cannery Row by kayak in February is rocky coast, with no sturgeon or estuary stripers', () => {
    const { r, md } = salt({ ...MONTEREY }, 0.3);
    expect(kindOf(r)).toBe('rocky-coast');
    expect(r.waterKind?.reasons.join(' ')).toMatch(/"Monterey Bay" is a bay open to the ocean/);
    for (const id of ESTUARY_FISH) expect(ids(r)).not.toContain(id);
    expect(md).not.toMatch(/sturgeon|channel catfish/i);
    // Minor 3: the rockfish and lingcod of the kelp are this water's fish, and closed to boats and
    // kayaks Jan 1 - Mar 31 (14 CCR 27.40; CDFW groundfish summary).
    expect(ids(r)).toEqual(expect.arrayContaining(['black-rockfish', 'lingcod']));
    expect(statusOf(r, 'black-rockfish')).toBe('closed');
    expect(statusOf(r, 'lingcod')).toBe('closed');
    expect(regulationText(r, 'lingcod')).toMatch(GROUNDFISH_BOAT_CLOSURE);
  });

  it('twin: Carmel Bay by kayak in February, the same rocky coast and the same closure', () => {
    const { r } = salt(
      {
        ...MONTEREY,
        lat: 36.565,
        lon: -121.945,
        placeName: 'Carmel Bay off Stillwater Cove, Carmel, California',
      },
      0.3,
    );
    expect(kindOf(r)).toBe('rocky-coast');
    for (const id of ESTUARY_FISH) expect(ids(r)).not.toContain(id);
    expect(statusOf(r, 'black-rockfish')).toBe('closed');
  });

  it('twin: Half Moon Bay from a boat in January: no sturgeon, and the groundfish closure', () => {
    const { r } = salt(
      {
        ...MONTEREY,
        lat: 37.48,
        lon: -122.47,
        date: '2028-01-20',
        placeName: 'Half Moon Bay, California',
        fishingType: 'boat',
        baitType: 'live',
      },
      0.8,
    );
    expect(kindOf(r)).not.toBe('bay-flats');
    for (const id of ESTUARY_FISH) expect(ids(r)).not.toContain(id);
    expect(statusOf(r, 'black-rockfish')).toBe('closed');
  });

  it('twin: the Santa Cruz wharf (Monterey Bay) from shore with bait: no sturgeon, and shore groundfish stays open', () => {
    const { r } = salt(
      {
        ...MONTEREY,
        lat: 36.958,
        lon: -122.017,
        placeName: 'Santa Cruz Municipal Wharf, Monterey Bay, California',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.2,
    );
    expect(kindOf(r)).not.toBe('bay-flats');
    for (const id of ESTUARY_FISH) expect(ids(r)).not.toContain(id);
    // Shore anglers may fish groundfish all year.
    expect(statusOf(r, 'black-rockfish')).toBe('open');
  });

  it('a white sturgeon named at Monterey gets the release rule and its own cold-water words, not the catfish text', () => {
    const { r, md } = salt({ ...MONTEREY, speciesIds: ['white-sturgeon'], baitType: 'live' }, 0.3);
    expect(statusOf(r, 'white-sturgeon')).toBe('release-rules');
    expect(md).not.toMatch(/channel catfish/);
  });
});

// Negatives: the enclosed bays keep their word and their fish. San Pablo Bay's winter sturgeon:
// "now is about the best time of the year to catch white sturgeon" (Marin IJ, December); Suisun
// and Honker bays and the Delta (Stockton Record, Feb 2014).
const ESTUARY = { ...MONTEREY, fishingType: 'boat' as const, baitType: 'live' as const };

describe('the enclosed bays do not change (review 14 r04 negatives)', () => {
  it('San Pablo Bay off China Camp in January: bay flats, white sturgeon first, stripers with them', () => {
    const { r } = salt(
      {
        ...ESTUARY,
        lat: 38.0,
        lon: -122.46,
        date: '2028-01-15',
        placeName: 'San Pablo Bay off China Camp, California',
      },
      1,
    );
    expect(kindOf(r)).toBe('bay-flats');
    expect(ids(r)[0]).toBe('white-sturgeon');
    expect(ids(r)).toContain('striped-bass');
  });

  it('Suisun Bay in February: white sturgeon', () => {
    const { r } = salt(
      {
        ...ESTUARY,
        lat: 38.07,
        lon: -122.0,
        date: '2028-02-05',
        placeName: 'Suisun Bay, California',
      },
      1,
    );
    expect(kindOf(r)).toBe('bay-flats');
    expect(ids(r)).toContain('white-sturgeon');
  });

  it('San Francisco Bay off Berkeley in January: the wintering stripers', () => {
    const { r } = salt(
      {
        ...ESTUARY,
        lat: 37.86,
        lon: -122.33,
        date: '2028-01-10',
        placeName: 'San Francisco Bay off Berkeley, California',
      },
      2,
    );
    expect(kindOf(r)).toBe('bay-flats');
    expect(ids(r)).toContain('striped-bass');
  });

  it('Tomales, Humboldt and Morro Bay (the estuary behind the spit) stay bay flats', () => {
    const cases: [string, number, number][] = [
      ['Tomales Bay, California', 38.17, -122.9],
      ['Humboldt Bay, California', 40.77, -124.2],
      ['Morro Bay, California', 35.34, -120.84],
    ];
    for (const [placeName, lat, lon] of cases)
      expect(kindOf(salt({ ...MONTEREY, lat, lon, placeName }, 0.5).r), placeName).toBe(
        'bay-flats',
      );
  });

  it('Tampa Bay and Barnegat Bay stay bay flats, with their own fish', () => {
    const tampa = salt(
      { ...ESTUARY, lat: 27.75, lon: -82.6, state: 'FL', placeName: 'Tampa Bay, Florida' },
      3,
    ).r;
    expect(kindOf(tampa)).toBe('bay-flats');
    expect(ids(tampa)).toEqual(['spotted-seatrout', 'red-drum', 'sheepshead']);
    const barnegat = salt(
      {
        ...ESTUARY,
        lat: 39.8,
        lon: -74.12,
        date: '2028-05-10',
        state: 'NJ',
        placeName: 'Barnegat Bay, New Jersey',
        fishingType: 'kayak',
      },
      2,
    ).r;
    expect(kindOf(barnegat)).toBe('bay-flats');
  });
});

// Item 3: "All fishing for white sturgeon was closed in June when the Commission approved the
// species as a candidate for listing ... reopen sport fishing for white sturgeon on a
// catch-and-release basis" (CDFW news release, Aug 2024).
describe('white sturgeon are catch and release in California; their cold-water words are their own', () => {
  it('San Pablo Bay in January: the sturgeon is open with the release rule, and still the lead fish', () => {
    const { r, md } = salt(
      {
        ...ESTUARY,
        lat: 38.0,
        lon: -122.46,
        date: '2028-01-15',
        placeName: 'San Pablo Bay off China Camp, California',
      },
      1,
    );
    expect(statusOf(r, 'white-sturgeon')).toBe('release-rules');
    expect(regulationText(r, 'white-sturgeon')).toMatch(/catch and release only in California/);
    expect(ids(r)[0]).toBe('white-sturgeon');
    expect(md).not.toMatch(/channel catfish/);
  });

  it("the temperature response is the sturgeon's, labelled typical, and names no other fish", () => {
    const t = temperatureResponseOf(getSpecies('white-sturgeon')!);
    expect(t.coldNote).toMatch(/white sturgeon/);
    expect(t.coldNote).not.toMatch(/catfish/);
    expect(t.status).toBe('typical');
  });

  it("no fish that borrows its group's numbers prints another fish's cold-water words (review 14 fix 8)", () => {
    // The group defaults' own fish: largemouth, bluegill, white bass, walleye, pike, channel
    // catfish, rainbow trout, chinook, redfish, fluke, red snapper, bonefish, bluefish, mahi.
    const OTHER_FISH =
      /largemouth|bluegill|white bass|walleye|pike|channel catfish|rainbow|salmon|redfish|fluke|red snapper|bonefish|bluefish|mahi/i;
    const borrowing = SPECIES.filter((s) => !TEMPERATURE_RESPONSE[s.id]);
    expect(borrowing.length).toBeGreaterThan(0);
    for (const s of borrowing) {
      const t = temperatureResponseOf(s);
      expect(t.coldNote, s.id).not.toMatch(OTHER_FISH);
      expect(t.status, s.id).toBe('typical');
    }
  });
});
