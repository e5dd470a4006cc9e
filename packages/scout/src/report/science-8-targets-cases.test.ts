/**
 * Expert cases from the eighth science pass, targets (held-out review:
 * /work/notes/review7/findings.md RC-1, "regional lists and catalogue gaps choose the fish"). Each
 * review case has a held-in twin at another place, so the fix is a rule, not one spot. Run on
 * the bundled climatology (no forecast), as a report planned weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getSpecies } from '../species/catalogue.ts';
import { chooseTargets } from '../species/choose-targets.ts';
import { LAKE_ONTARIO } from '../species/regions/great-lakes-basins.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import { fresh } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm: number, atSea = true) =>
  run({ ...c, habitat: 'salt' }, { coastKm, atSea });

describe('the catalogue has the fish the review found missing', () => {
  it('gray snapper, white marlin, white sturgeon and redtail surfperch', () => {
    expect(getSpecies('gray-snapper')?.scientificName).toBe('Lutjanus griseus');
    expect(getSpecies('white-marlin')?.scientificName).toBe('Kajikia albida');
    expect(getSpecies('white-sturgeon')?.habitats).toEqual(['fresh', 'salt']);
    expect(getSpecies('redtail-surfperch')?.kinds).toContain('surf');
  });
});

describe('Great Lakes shore steelhead: only near a steelhead river, never on the ice (h01)', () => {
  // Saginaw Bay off Linwood in February: walleye, perch and pike; steelhead are an Au Sable
  // fish of the outer bay (saginawbay.com reports)
  it('Saginaw Bay off Linwood in February: walleye first, no steelhead', () => {
    const { ids } = fresh({
      lat: 43.74,
      lon: -83.92,
      date: '2027-02-06',
      placeName: 'Saginaw Bay off Linwood, Michigan',
      waterKind: 'great-lakes',
      state: 'MI',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids[0]).toBe('walleye');
    expect(ids).toContain('yellow-perch');
    expect(ids).not.toContain('steelhead');
  });

  // Held in: Lake Erie's western basin (Port Clinton) has no steelhead river; Ohio's steelhead
  // streams start at the Huron and Vermilion, east of Sandusky
  it('the Port Clinton shore of western Lake Erie in January: no steelhead', () => {
    const { ids } = fresh({
      lat: 41.52,
      lon: -82.95,
      date: '2027-01-15',
      placeName: 'Port Clinton, Ohio',
      waterKind: 'great-lakes',
      state: 'OH',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids[0]).toBe('walleye');
    expect(ids).not.toContain('steelhead');
  });

  // Held in: the Oswego harbour wall in November keeps its steelhead (the Oswego River's run)
  it('the Oswego harbour wall in November keeps steelhead', () => {
    const { ids } = fresh({
      lat: 43.46,
      lon: -76.52,
      date: '2027-11-20',
      placeName: 'Oswego harbor, New York',
      waterKind: 'great-lakes',
      state: 'NY',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids).toContain('steelhead');
  });

  it('an iced harbour takes no open-water shore steelhead', () => {
    const base = {
      habitat: 'fresh' as const,
      region: 'great-lakes' as const,
      subRegion: LAKE_ONTARIO,
      lat: 43.46,
      lon: -76.52,
      date: '2027-02-10',
      kind: 'great-lakes' as const,
      fishingType: 'shore' as const,
      water: null,
      max: 6,
    };
    const open = chooseTargets(base).map((c) => c.species.id);
    const iced = chooseTargets({ ...base, iced: true }).map((c) => c.species.id);
    expect(open).toContain('steelhead');
    expect(iced).not.toContain('steelhead');
  });
});

describe('no warm-water bass in a cold tailwater (h03)', () => {
  // AGFC: the cold release of Greers Ferry made the Little Red unsuitable for warm-water fish
  it('the Little Red below Greers Ferry in March: trout, no largemouth or spotted bass', () => {
    const { ids } = fresh({
      lat: 35.5,
      lon: -91.98,
      date: '2027-03-12',
      placeName: 'Little Red River below Greers Ferry Dam, Heber Springs, Arkansas',
      waterKind: 'tailwater',
      state: 'AR',
      fishingType: 'shore',
      baitType: 'fly',
    });
    // Stocked rainbows are most of the catch and the browns are the river's trophy fishery (the
    // cold-tailwater table leads with its browns): either trout first, no bass at all.
    expect(['rainbow-trout', 'brown-trout']).toContain(ids[0]);
    expect(ids.slice(0, 2).sort()).toEqual(['brown-trout', 'rainbow-trout']);
    expect(ids).not.toContain('largemouth-bass');
    expect(ids).not.toContain('spotted-bass');
  });

  // Held in: the Lower Mountain Fork below Broken Bow Dam (OK), a stocked trout tailwater
  it('the Lower Mountain Fork below Broken Bow Dam in January: no largemouth', () => {
    const { ids } = fresh({
      lat: 34.14,
      lon: -94.69,
      date: '2027-01-20',
      placeName: 'Lower Mountain Fork River below Broken Bow Dam, Oklahoma',
      waterKind: 'tailwater',
      state: 'OK',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(ids).not.toContain('largemouth-bass');
  });
});

describe('the marquee fish of a region is on its list (h06, h12, h14)', () => {
  // USGS/MFWP: Georgetown Lake is managed for rainbow and brook trout, a trophy brook trout water
  it('Georgetown Lake in June: rainbow and brook trout', () => {
    const { ids } = fresh({
      lat: 46.19,
      lon: -113.28,
      date: '2027-06-12',
      placeName: 'Georgetown Lake near Anaconda, Montana',
      inLake: true,
      state: 'MT',
      fishingType: 'kayak',
      baitType: 'artificial',
    });
    expect(ids[0]).toBe('rainbow-trout');
    expect(ids.slice(0, 3)).toContain('brook-trout');
  });

  // Held in: a Bitterroot reservoir in August (Lake Como, MT), in no named-waters table
  it('Lake Como in the Bitterroot in August: brook trout are a target', () => {
    const { ids } = fresh({
      lat: 46.07,
      lon: -114.24,
      date: '2027-08-10',
      placeName: 'Lake Como, Montana',
      inLake: true,
      state: 'MT',
      fishingType: 'shore',
      baitType: 'live',
    });
    expect(ids).toContain('brook-trout');
  });

  // NYSDEC: Chautauqua is a world-class muskellunge fishery; the season runs into November
  it('Chautauqua Lake in November: walleye and muskellunge', () => {
    const { ids } = fresh({
      lat: 42.17,
      lon: -79.42,
      date: '2027-11-06',
      placeName: 'Chautauqua Lake, New York',
      inLake: true,
      lakeAreaKm2: 53,
      state: 'NY',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(ids[0]).toBe('walleye');
    expect(ids.slice(0, 2)).toContain('muskellunge');
  });

  // Held in: Conneaut Lake (PA) in September; and no muskie in a Maine salmon lake
  it('Conneaut Lake in September has muskellunge; Rangeley has none', () => {
    const conneaut = fresh({
      lat: 41.62,
      lon: -80.3,
      date: '2027-09-15',
      placeName: 'Conneaut Lake, Pennsylvania',
      inLake: true,
      lakeAreaKm2: 3.8,
      state: 'PA',
      fishingType: 'boat',
      baitType: 'artificial',
    }).ids;
    expect(conneaut).toContain('muskellunge');
    const rangeley = fresh({
      lat: 44.96,
      lon: -70.7,
      date: '2027-09-15',
      placeName: 'Rangeley Lake, Maine',
      inLake: true,
      lakeAreaKm2: 18.7,
      state: 'ME',
      fishingType: 'boat',
      baitType: 'artificial',
    }).ids;
    expect(rangeley).not.toContain('muskellunge');
  });

  // AZGFD Community Fishing Program: rainbow trout stocked in the winter
  it('a Phoenix community pond in late December: stocked rainbows first', () => {
    const { ids } = fresh({
      lat: 33.455,
      lon: -111.948,
      date: '2027-12-28',
      placeName: 'Papago Park pond, Phoenix, Arizona',
      waterKind: 'pond',
      state: 'AZ',
      fishingType: 'shore',
      baitType: 'live',
    });
    expect(ids[0]).toBe('rainbow-trout');
  });

  // Held in: an Oklahoma City urban pond in January keeps its trout; the same pond in July has none
  it('an Oklahoma City pond: trout in January, none in July', () => {
    const pond = (date: string) =>
      fresh({
        lat: 35.47,
        lon: -97.52,
        date,
        placeName: 'a community pond, Oklahoma City',
        waterKind: 'pond',
        state: 'OK',
        fishingType: 'shore',
        baitType: 'live',
      }).ids;
    expect(pond('2027-01-20')).toContain('rainbow-trout');
    expect(pond('2027-07-20')).not.toContain('rainbow-trout');
  });
});

describe('salt: the coast\u2019s own fish (u03, u06, u09, u13)', () => {
  // Long Beach, WA: the surf perch derby beach; perch on the open sand, Kalaloch to the Columbia
  it('Long Beach Peninsula surf in April: redtail surfperch first', () => {
    const { ids } = salt(
      {
        lat: 46.35,
        lon: -124.06,
        date: '2027-04-12',
        placeName: 'Long Beach Peninsula surf, Washington',
        waterKind: 'surf',
        state: 'WA',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.2,
      false,
    );
    // A one-fish surf calendar still widens to the jetty fish (by design), but after the perch
    expect(ids[0]).toBe('redtail-surfperch');
  });

  // Held in: an Oregon beach in July (Nehalem Bay State Park)
  it('an Oregon sand beach in July: redtail surfperch', () => {
    const { ids } = salt(
      {
        lat: 45.7,
        lon: -123.94,
        date: '2027-07-15',
        placeName: 'Nehalem Bay State Park beach, Oregon',
        waterKind: 'surf',
        state: 'OR',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.2,
      false,
    );
    expect(ids).toContain('redtail-surfperch');
  });

  // Skyway Report: mangrove snapper the top summer bite at the piers
  it('the Skyway piers in June: gray snapper', () => {
    const { ids } = salt(
      {
        lat: 27.6,
        lon: -82.65,
        date: '2027-06-15',
        placeName: 'Sunshine Skyway Fishing Pier, Tampa Bay, Florida',
        waterKind: 'bay-flats',
        state: 'FL',
        fishingType: 'shore',
        baitType: 'live',
      },
      1,
      false,
    );
    expect(ids.slice(0, 2)).toContain('gray-snapper');
  });

  // Held in: the Boca Grande pass and Charlotte Harbor bridges in August; none in January
  it('Charlotte Harbor in August has gray snapper; not as the pick in January', () => {
    const at = (date: string) =>
      salt(
        {
          lat: 26.93,
          lon: -82.07,
          date,
          placeName: 'Charlotte Harbor, Florida',
          waterKind: 'bay-flats',
          state: 'FL',
          fishingType: 'kayak',
          baitType: 'live',
        },
        2,
        false,
      ).ids;
    expect(at('2027-08-10')).toContain('gray-snapper');
    expect(at('2027-01-10')).not.toContain('gray-snapper');
  });

  // Ocean City logs: white marlin and mahi at the Baltimore Canyon in August
  it('the Baltimore Canyon in August: white marlin and mahi, no scup or sea bass', () => {
    const { ids } = salt(
      {
        lat: 38.15,
        lon: -73.83,
        date: '2027-08-20',
        placeName: 'Baltimore Canyon off Ocean City, Maryland',
        waterKind: 'reef-offshore',
        state: 'MD',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      110,
    );
    expect(ids[0]).toBe('white-marlin');
    expect(ids).toContain('mahi-mahi');
    expect(ids).not.toContain('scup');
    expect(ids).not.toContain('black-sea-bass');
  });

  // Held in: the Norfolk Canyon off Virginia in September; the Ocean City nearshore wrecks keep
  // their sea bass and take no marlin
  it('the Norfolk Canyon in September has marlin; the nearshore wrecks keep sea bass', () => {
    const canyon = salt(
      {
        lat: 37.05,
        lon: -74.6,
        date: '2027-09-05',
        placeName: 'Norfolk Canyon off Virginia Beach',
        waterKind: 'reef-offshore',
        state: 'VA',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      100,
    ).ids;
    expect(canyon).toContain('white-marlin');
    expect(canyon).not.toContain('black-sea-bass');
    const wrecks = salt(
      {
        lat: 38.3,
        lon: -74.9,
        date: '2027-08-20',
        placeName: 'wrecks off Ocean City, Maryland',
        waterKind: 'reef-offshore',
        state: 'MD',
        fishingType: 'boat',
        baitType: 'live',
      },
      15,
    ).ids;
    expect(wrecks).toContain('black-sea-bass');
    expect(wrecks).not.toContain('white-marlin');
  });

  // San Pablo Bay in December: white sturgeon and winter stripers
  it('San Pablo Bay in December: white sturgeon and striped bass, not an empty plan', () => {
    const { ids } = salt(
      {
        lat: 38.01,
        lon: -122.45,
        date: '2027-12-08',
        placeName: 'San Pablo Bay off China Camp, California',
        waterKind: 'bay-flats',
        state: 'CA',
        fishingType: 'boat',
        baitType: 'live',
      },
      1,
      false,
    );
    expect(ids[0]).toBe('white-sturgeon');
    expect(ids).toContain('striped-bass');
  });

  // Held in: Suisun Bay in February; the Monterey surf takes no sturgeon
  it('Suisun Bay in February has sturgeon; the Monterey surf has none', () => {
    const suisun = salt(
      {
        lat: 38.07,
        lon: -122.05,
        date: '2027-02-15',
        placeName: 'Suisun Bay, California',
        waterKind: 'estuary',
        state: 'CA',
        fishingType: 'boat',
        baitType: 'live',
      },
      1,
      false,
    ).ids;
    expect(suisun).toContain('white-sturgeon');
    const surf = salt(
      {
        lat: 36.62,
        lon: -121.84,
        date: '2027-02-15',
        placeName: 'Monterey State Beach, California',
        waterKind: 'surf',
        state: 'CA',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.2,
      false,
    ).ids;
    expect(surf).not.toContain('white-sturgeon');
  });
});
