/**
 * Expert cases from the fifth science pass, the wiring part: the fifteen species the catalogue
 * gained (science-5-species-cases.test.ts) put into the named waters and sub-regions where they
 * are a main target, in the season and order of the agency page each rests on (cited beside each
 * case and in species/sources/named-waters.ts). Run on the bundled climatology with no forecast,
 * as a report planned weeks ahead is. Each case asks that a report in season names the fish
 * (first, where the page says it leads) and that one out of season does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

type Case = Omit<PlannedCase, 'habitat' | 'date'>;
const AT_SEA = { coastKm: 20, atSea: true };
const ON_COAST = { coastKm: 0.5, atSea: false };

/** The suggested fish (no fish named) for a fresh-water spot on a date. */
const fresh = (c: Case, date: string) => run({ ...c, habitat: 'fresh', date }).ids;
/** The suggested fish for a salt-water spot on a date. */
const salt = (c: Case, date: string, geo = ON_COAST) =>
  run({ ...c, habitat: 'salt', date }, geo).ids;

describe('named waters of the East', () => {
  const fletchers: Case = {
    lat: 38.92,
    lon: -77.105,
    placeName: 'Fletcher\u2019s Cove, Potomac River',
    waterKind: 'river',
    state: 'DC',
    fishingType: 'shore',
    baitType: 'artificial',
  };

  it('the tidal Potomac at DC: hickory shad lead from March and in April, white perch with them; not in July', () => {
    // NCC-TU shad report (March 2020): the hickory run picks up in March and peaks in April;
    // Fletcher's Cove (April 2012): hickory shad, white perch, blue catfish, some stripers, the
    // American shad push from mid-April into late May.
    expect(fresh(fletchers, '2027-03-25')[0]).toBe('hickory-shad');
    const april = fresh(fletchers, '2027-04-12');
    expect(april[0]).toBe('hickory-shad');
    expect(april).toContain('white-perch');
    expect(april).toContain('american-shad');
    const may = fresh(fletchers, '2027-05-12');
    expect(may[0]).toBe('american-shad');
    expect(may).toContain('white-perch');
    const july = fresh(fletchers, '2027-07-12');
    expect(july).not.toContain('hickory-shad');
    expect(july).not.toContain('white-perch');
  });

  const lake = (lat: number, lon: number, state: string, placeName: string): Case => ({
    lat,
    lon,
    placeName,
    waterKind: 'natural-lake',
    state,
    fishingType: 'boat',
    baitType: 'artificial',
  });

  it('Winnipesaukee: landlocked salmon first in May; never through the ice in February', () => {
    // NHFG (2025 release): the salmon lakes open to open water on April 1; "landlocked salmon
    // may never be taken through the ice in New Hampshire".
    const winni = lake(43.6, -71.35, 'NH', 'Lake Winnipesaukee');
    expect(fresh(winni, '2027-05-10')[0]).toBe('atlantic-salmon');
    const feb = fresh({ ...winni, fishingType: 'shore' }, '2027-02-10');
    expect(feb[0]).toBe('lake-trout');
    expect(feb).not.toContain('atlantic-salmon');
  });

  it('Sebago: salmon first after ice-out; togue alone through the ice', () => {
    // MDIFW (2008): Sebago is productive for salmon and togue, managed for salmon size; MDIFW's
    // ice reports from Sebago are of togue.
    const sebago = lake(43.85, -70.57, 'ME', 'Sebago Lake');
    expect(fresh(sebago, '2027-05-10')[0]).toBe('atlantic-salmon');
    const feb = fresh({ ...sebago, fishingType: 'shore' }, '2027-02-10');
    expect(feb[0]).toBe('lake-trout');
    expect(feb).not.toContain('atlantic-salmon');
  });

  it('Lake George: salmon, fished all year, first in May and August', () => {
    // NYSDEC (2016): about 15,000 landlocked salmon stocked a year; salmon may be fished all year.
    const george = lake(43.55, -73.65, 'NY', 'Lake George');
    expect(fresh(george, '2027-05-10')[0]).toBe('atlantic-salmon');
    expect(fresh(george, '2027-08-10')[0]).toBe('atlantic-salmon');
    expect(fresh({ ...george, fishingType: 'shore' }, '2027-01-20')).toContain('atlantic-salmon');
  });

  it('Lake Champlain: salmon first in May; perch the ice mainstay with salmon in February; no salmon in August', () => {
    // VTFW (Chipman, 2013): perch are the mainstay of the winter fishery; salmon come from the
    // Inland Sea once it freezes. VTFW (2012): salmon trolled in the main lake in the fall.
    const champlain = lake(44.6, -73.3, 'VT', 'Lake Champlain');
    expect(fresh(champlain, '2027-05-10')[0]).toBe('atlantic-salmon');
    const feb = fresh(
      { ...champlain, lat: 44.75, lon: -73.25, fishingType: 'shore' },
      '2027-02-10',
    );
    expect(feb.slice(0, 2)).toEqual(['yellow-perch', 'atlantic-salmon']);
    expect(fresh(champlain, '2027-08-10')).not.toContain('atlantic-salmon');
  });
});

describe('kokanee in the western lakes', () => {
  const boat = (
    lat: number,
    lon: number,
    state: string,
    placeName: string,
    kind: 'natural-lake' | 'reservoir',
  ): Case => ({
    lat,
    lon,
    placeName,
    waterKind: kind,
    state,
    fishingType: 'boat',
    baitType: 'artificial',
  });

  it('Lake Tahoe: kokanee after the mackinaw from a boat in July; not in January, not from shore', () => {
    // CDFW stocks kokanee in Tahoe; the kokanee fishing is normally done by the end of September
    // (The Record, 2019).
    const tahoe = boat(39.0, -120.05, 'CA', 'Lake Tahoe', 'natural-lake');
    expect(fresh(tahoe, '2027-07-15').slice(0, 2)).toEqual(['lake-trout', 'kokanee']);
    expect(fresh(tahoe, '2027-01-15')).not.toContain('kokanee');
    expect(fresh({ ...tahoe, fishingType: 'shore' }, '2027-07-15')).not.toContain('kokanee');
  });

  it('Lake Pend Oreille: kokanee second in June; not in January', () => {
    // IDFG (2018): kokanee and rainbow trout angling make up much of the effort.
    const po = boat(48.2, -116.35, 'ID', 'Lake Pend Oreille', 'natural-lake');
    expect(fresh(po, '2027-06-15').slice(0, 2)).toEqual(['rainbow-trout', 'kokanee']);
    expect(fresh(po, '2027-01-15')).not.toContain('kokanee');
  });

  it('Shasta Lake: kokanee trolled in July; not in January', () => {
    // Fish Sniffer Shasta report: trout and kokanee on the bite through the summer, 55-60 ft.
    const shasta = boat(40.78, -122.3, 'CA', 'Shasta Lake', 'reservoir');
    expect(fresh(shasta, '2027-07-15')).toContain('kokanee');
    expect(fresh(shasta, '2027-01-15')).not.toContain('kokanee');
  });

  it('a Sierra reservoir (Stampede): kokanee first in July; not in January', () => {
    // Fish Sniffer (August 2019): kokanee are among the trollers' most popular fish in spring
    // and summer; Stampede limits in July.
    const stampede = boat(39.47, -120.12, 'CA', 'Stampede Reservoir', 'reservoir');
    expect(fresh(stampede, '2027-07-15')[0]).toBe('kokanee');
    expect(fresh(stampede, '2027-01-15')).not.toContain('kokanee');
  });
});

describe('the Northeast sub-region: salmon in the north, pickerel through the ice', () => {
  const pond = (lat: number, lon: number, state: string, placeName: string): Case => ({
    lat,
    lon,
    placeName,
    waterKind: 'natural-lake',
    state,
    fishingType: 'shore',
    baitType: 'live',
  });

  it('a Connecticut pond in February: pickerel, not landlocked salmon; an Adirondack lake keeps its salmon', () => {
    // MDIFW: the landlocked salmon lakes are northern lakes (201 in Maine); southern New England
    // ponds are fished through the ice for perch, pickerel and stocked trout (guide practice).
    const ct = fresh(pond(41.7, -72.3, 'CT', 'Coventry Lake'), '2027-02-05');
    expect(ct).toContain('chain-pickerel');
    expect(ct).not.toContain('atlantic-salmon');
    expect(fresh(pond(44.3, -74.1, 'NY', 'Lake Colby'), '2027-02-05')).toContain('atlantic-salmon');
    expect(fresh(pond(42.3, -71.9, 'MA', 'Lake Quinsigamond'), '2027-07-20')).not.toContain(
      'chain-pickerel',
    );
  });

  it('a New Hampshire salmon lake in February: no salmon through the ice, by the NHFG rule', () => {
    // NHFG (2025): landlocked salmon may never be taken through the ice in New Hampshire.
    const squam: PlannedCase = {
      ...pond(43.77, -71.55, 'NH', 'Squam Lake'),
      habitat: 'fresh',
      date: '2027-02-10',
      closures: CLOSURE_SEED,
    };
    expect(run(squam).ids).not.toContain('atlantic-salmon');
    expect(run({ ...squam, date: '2027-05-10', fishingType: 'boat' }).ids).toContain(
      'atlantic-salmon',
    );
  });
});

describe('Alaska', () => {
  it('the Mat-Su stocked lakes: grayling in June; not in January', () => {
    // ADF&G: rainbow trout, landlocked coho and Arctic grayling are the primary stocked species.
    const lake: Case = {
      lat: 61.58,
      lon: -149.4,
      placeName: 'Finger Lake, Wasilla',
      waterKind: 'natural-lake',
      state: 'AK',
      fishingType: 'shore',
      baitType: 'artificial',
    };
    expect(fresh(lake, '2027-06-15')).toContain('arctic-grayling');
    expect(fresh(lake, '2027-01-15')).not.toContain('arctic-grayling');
  });

  it('Prince William Sound: pink salmon first in late July at Valdez; not in May or October', () => {
    // ADF&G Prince William Sound reports: pinks return in early to mid-July, peaking by mid- to
    // late July in the east (Allison Point, Jack Bay); silvers take over in late August.
    const valdez: Case = {
      lat: 61.08,
      lon: -146.3,
      placeName: 'Allison Point, Valdez',
      waterKind: 'rocky-coast',
      state: 'AK',
      fishingType: 'shore',
      baitType: 'artificial',
    };
    expect(salt(valdez, '2027-07-25')[0]).toBe('pink-salmon');
    expect(salt(valdez, '2027-05-25')).not.toContain('pink-salmon');
    expect(salt(valdez, '2027-10-05')).not.toContain('pink-salmon');
  });
});

describe('Pacific and Hawaiian tunas', () => {
  const offshore = (lat: number, lon: number, state: string, placeName: string): Case => ({
    lat,
    lon,
    placeName,
    waterKind: 'reef-offshore',
    state,
    fishingType: 'boat',
    baitType: 'artificial',
  });

  it('off San Diego in August: bluefin and yellowfin ahead of yellowtail; bluefin into November; no tuna in February', () => {
    // San Diego landings, late September 2024: 2,777 bluefin, 110 yellowtail, 6 yellowfin; the
    // tuna season runs June to November, the bulk July to September.
    const sd = offshore(32.8, -117.9, 'CA', 'Nine Mile Bank');
    const aug = salt(sd, '2027-08-15', AT_SEA);
    expect(aug.slice(0, 2).sort()).toEqual(['pacific-bluefin-tuna', 'yellowfin-tuna']);
    expect(salt(sd, '2027-11-10', AT_SEA)[0]).toBe('pacific-bluefin-tuna');
    const feb = salt(sd, '2027-02-15', AT_SEA);
    expect(feb).not.toContain('pacific-bluefin-tuna');
    expect(feb).not.toContain('yellowfin-tuna');
  });

  it('off Kona in July: ahi first; not in January', () => {
    // Kona and Lahaina charter reports: the big summer ahi run, June to August (guide practice).
    const kona = offshore(19.6, -156.1, 'HI', 'Kona offshore');
    expect(salt(kona, '2027-07-01', AT_SEA)[0]).toBe('yellowfin-tuna');
    expect(salt(kona, '2027-01-15', AT_SEA)).not.toContain('yellowfin-tuna');
  });

  it('off Newport, Oregon in August: albacore first; not in May', () => {
    // ODFW: albacore arrive in late June or early July, 20-50 nautical miles out, and the fishing
    // stays strong through late September.
    const newport = offshore(44.6, -124.6, 'OR', 'off Newport, Oregon');
    expect(salt(newport, '2027-08-10', AT_SEA)[0]).toBe('albacore');
    expect(salt(newport, '2027-05-10', AT_SEA)).not.toContain('albacore');
  });

  it('off Monterey in October: albacore among the fish; not in May', () => {
    // CDFW: albacore arrive by late summer and stay through late fall; rarer off most of
    // California now, still caught off Northern California.
    const monterey = offshore(36.6, -122.3, 'CA', 'off Monterey');
    expect(salt(monterey, '2027-10-10', AT_SEA)).toContain('albacore');
    expect(salt(monterey, '2027-05-15', AT_SEA)).not.toContain('albacore');
  });
});

describe('southern New England', () => {
  const shore = (
    lat: number,
    lon: number,
    state: string,
    placeName: string,
    kind: 'surf' | 'inlet-jetty' | 'rocky-coast',
  ): Case => ({
    lat,
    lon,
    placeName,
    waterKind: kind,
    state,
    fishingType: 'shore',
    baitType: 'artificial',
  });

  it('Martha\u2019s Vineyard in September: bonito and false albacore; no bonito in July', () => {
    // Vineyard Gazette: bonito show in August, false albacore a few weeks later; both from late
    // August to October, the Derby months.
    const wasque = shore(41.352, -70.452, 'MA', 'Wasque Point, Martha\u2019s Vineyard', 'surf');
    const sep = salt(wasque, '2027-09-05');
    expect(sep).toContain('atlantic-bonito');
    expect(sep).toContain('false-albacore');
    expect(salt(wasque, '2027-07-10')).not.toContain('atlantic-bonito');
  });

  it('late August: bonito from the Watch Hill jetties; a boat off Rhode Island keeps its fluke', () => {
    // Providence Journal (2018): at the end of August anglers are hooking bonito at the Harbor of
    // Refuge walls, false albacore to follow; from the boats August is still fluke and blues (the
    // older expert case, advice-expert-cases.test.ts).
    const watchHill = shore(41.3, -71.86, 'RI', 'Watch Hill', 'inlet-jetty');
    expect(salt(watchHill, '2027-08-20')).toContain('atlantic-bonito');
    expect(salt(watchHill, '2027-07-10')).not.toContain('atlantic-bonito');
    const boat: Case = {
      ...watchHill,
      lon: -71.5,
      waterKind: 'reef-offshore',
      fishingType: 'boat',
    };
    expect(salt(boat, '2027-08-15', AT_SEA)).toContain('summer-flounder');
    expect(salt(boat, '2027-09-15', AT_SEA)[0]).toBe('atlantic-bonito');
  });

  it('Sakonnet Point in June: scup with the stripers; not in April', () => {
    // RISAF (2013): scup are 23 percent of Rhode Island's recreational catch; the spring run onto
    // the rocks and piers in May and June (guide practice).
    const sakonnet = {
      ...shore(41.45, -71.1, 'RI', 'Sakonnet Point', 'rocky-coast'),
      baitType: 'live' as const,
    };
    const june = salt(sakonnet, '2027-06-01');
    expect(june).toContain('scup');
    expect(june).toContain('striped-bass');
    expect(salt(sakonnet, '2027-04-15')).not.toContain('scup');
  });
});
