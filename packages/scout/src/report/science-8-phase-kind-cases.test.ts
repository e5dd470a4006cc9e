/**
 * Expert cases from the eighth science pass, phases and water kinds (held-out review:
 * /work/notes/review7/findings.md RC-5 and RC-2). A migratory or marine fish away from its
 * spawning water or season is not read "spawning" off a thermometer; a spring spawner is no longer
 * post-spawn in mid-July; a brown trout in May water in the low 50s is in its spring feed. Each
 * review case has a second place beside it, so the fix is not tuned to one spot, and a case where
 * the fish do spawn. Run on the bundled climatology (no forecast), as a report planned weeks
 * ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run } from './testing/planned-case.ts';
import { fresh, salt } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

/** The target's phase; the fish must be in the report. */
function phaseOf(r: ReturnType<typeof run>['r'], id: string) {
  const t = r.targets.find((x) => x.id === id);
  expect(t, `${id} is a target`).toBeDefined();
  return t!.phase;
}

describe('striped bass spawn in their rivers in spring, not on the summer coast (RC-5)', () => {
  // Review u07: Popham in late July printed "Striped bass, spawn phase". Portland Press Herald
  // (2021): the main body of stripers reaches Maine in early June for the summer; Maine DMR (Island
  // Institute): runs in Maine rivers into August.
  it('Popham Beach and the Kennebec mouth on 20 July: summer, not spawn', () => {
    const { r } = salt(
      {
        lat: 43.737,
        lon: -69.795,
        date: '2027-07-20',
        placeName: 'Popham Beach and the Kennebec mouth, Maine',
        state: 'ME',
        fishingType: 'shore',
        baitType: 'fly',
        speciesIds: ['striped-bass'],
      },
      0.3,
    );
    expect(phaseOf(r, 'striped-bass')).toBe('summer');
  });

  // ASMFC: coastal stripers spawn in spring in fresh or brackish tidal rivers; a Cape Cod beach in
  // July is summer water.
  it('a Cape Cod ocean beach in mid-July: no spawn', () => {
    const { r } = salt(
      {
        lat: 41.8,
        lon: -69.935,
        date: '2027-07-14',
        placeName: 'Nauset Beach, Orleans, Massachusetts',
        state: 'MA',
        fishingType: 'shore',
        baitType: 'artificial',
        speciesIds: ['striped-bass'],
      },
      0.1,
    );
    expect(['spawn', 'post-spawn', 'pre-spawn']).not.toContain(phaseOf(r, 'striped-bass'));
  });

  // Maryland DNR: the spring spawn in the Chesapeake tributaries at 57-68 °F. The negative case.
  it('a Chesapeake spawning river in late April still reads spawn', () => {
    const { r } = salt(
      {
        lat: 38.485,
        lon: -75.82,
        date: '2027-04-28',
        placeName: 'Nanticoke River at Vienna, Maryland',
        state: 'MD',
        fishingType: 'kayak',
        baitType: 'artificial',
        speciesIds: ['striped-bass'],
      },
      0.1,
    );
    expect(['spawn', 'pre-spawn']).toContain(phaseOf(r, 'striped-bass'));
  });
});

describe('fish that spawn offshore or at the passes are not spawning inshore (RC-5)', () => {
  // USFWS Gulf of Maine bluefish model (Juanes & Conover 1995): bluefish spawn over the
  // continental shelf, the south Atlantic Bight in March and April, the mid-Atlantic Bight in
  // summer. Review u04 (Murrells Inlet, April) and u07 (Popham, July) printed spawning bluefish.
  it.each([
    ['Murrells Inlet, South Carolina', 33.55, -79.04, '2027-04-15', 'SC', 0.5],
    ['Popham Beach and the Kennebec mouth, Maine', 43.737, -69.795, '2027-07-20', 'ME', 0.3],
    ['Cape Point, Buxton, North Carolina', 35.22, -75.53, '2027-05-10', 'NC', 0.1],
  ])('bluefish at %s: no spawn', (placeName, lat, lon, date, state, coastKm) => {
    const { r } = salt(
      {
        lat,
        lon,
        date,
        placeName,
        state,
        fishingType: 'shore',
        baitType: 'live',
        speciesIds: ['bluefish'],
      },
      coastKm,
    );
    expect(['spawn', 'post-spawn', 'pre-spawn']).not.toContain(phaseOf(r, 'bluefish'));
  });

  // Wilson & Nieland (1994): red drum spawn August to October as mature adults in nearshore
  // water; the slot reds a kayaker finds in the marsh are not spawning (review u10).
  it.each([
    ['Bay St. Louis, Mississippi', 30.3, -89.32, '2027-09-20', 'MS'],
    ['Copano Bay, Texas', 28.1, -97.1, '2027-09-15', 'TX'],
  ])('red drum in the marsh at %s in September: no spawn', (placeName, lat, lon, date, state) => {
    const { r } = salt(
      {
        lat,
        lon,
        date,
        placeName,
        state,
        fishingType: 'kayak',
        baitType: 'artificial',
        speciesIds: ['red-drum'],
      },
      0.5,
    );
    expect(['spawn', 'post-spawn', 'pre-spawn']).not.toContain(phaseOf(r, 'red-drum'));
  });

  // The bull reds at a pass in September do spawn: the negative case.
  it('red drum at a Texas jetty in September: spawn', () => {
    const { r } = salt(
      {
        lat: 27.835,
        lon: -97.045,
        date: '2027-09-15',
        placeName: 'Port Aransas jetty, Texas',
        state: 'TX',
        fishingType: 'shore',
        baitType: 'live',
        speciesIds: ['red-drum'],
      },
      0.2,
    );
    expect(phaseOf(r, 'red-drum')).toBe('spawn');
  });

  // Danylchuk et al. (2011): bonefish leave the flats for a few days around the full and new
  // moons to spawn off the deep drop-offs, and are back on the flats soon after (review u12).
  it.each([
    ['Kaneohe Bay, Oahu, Hawaii', 21.46, -157.8, '2027-11-05', 'HI'],
    ['Islamorada flats, Florida Keys', 24.93, -80.6, '2027-11-15', 'FL'],
  ])('bonefish on the flats at %s: no spawn', (placeName, lat, lon, date, state) => {
    const { r } = salt(
      {
        lat,
        lon,
        date,
        placeName,
        state,
        fishingType: 'kayak',
        baitType: 'fly',
        speciesIds: ['bonefish'],
      },
      0.5,
    );
    expect(['spawn', 'post-spawn', 'pre-spawn']).not.toContain(phaseOf(r, 'bonefish'));
  });

  // CDFW: adults move into shallow coastal water and bays to spawn, usually February to
  // September (review u14, January at Huntington).
  it.each([
    ['Huntington Beach Pier, California', 33.655, -118.005, '2027-01-15'],
    ['Santa Monica Pier, California', 34.008, -118.498, '2027-01-10'],
  ])('California halibut at %s in January: no spawn', (placeName, lat, lon, date) => {
    const { r } = salt(
      {
        lat,
        lon,
        date,
        placeName,
        state: 'CA',
        fishingType: 'shore',
        baitType: 'live',
        speciesIds: ['california-halibut'],
      },
      0.3,
    );
    expect(['spawn', 'post-spawn', 'pre-spawn']).not.toContain(phaseOf(r, 'california-halibut'));
  });
});

describe('fresh-water phase labels by the date (RC-5)', () => {
  // Ohio DNR: smallmouth spawn in May and June; mid-July is the summer pattern (review h08).
  it.each([
    ['Great Miami River at Dayton, Ohio', 39.76, -84.2, '2027-07-15', 'OH'],
    ['St. Croix River at Stillwater, Minnesota', 45.06, -92.8, '2027-07-26', 'MN'],
  ])('smallmouth in %s in mid-July: summer, not post-spawn', (placeName, lat, lon, date, state) => {
    const { r } = fresh({
      lat,
      lon,
      date,
      placeName,
      state,
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(phaseOf(r, 'smallmouth-bass')).toBe('summer');
  });

  // May water in the low 50s is the spring feed, not summer (review h05).
  it.each([
    ['Housatonic River at Cornwall Bridge, Connecticut', 41.82, -73.37, '2027-05-08', 'CT'],
    ['Farmington River at Pleasant Valley, Connecticut', 41.94, -72.96, '2027-05-12', 'CT'],
  ])('brown trout in %s in early May: not summer', (placeName, lat, lon, date, state) => {
    const { r } = fresh({
      lat,
      lon,
      date,
      placeName,
      state,
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['brown-trout'],
    });
    expect(phaseOf(r, 'brown-trout')).toBe('spring');
  });
});

describe('a boat away from the coast is not in the surf (RC-2)', () => {
  // Review u05: a boat 4 km out in Long Island Sound got the sub-region's default, the surf.
  it('Long Island Sound off Port Jefferson by boat, 4 km out: bay water', () => {
    const { r } = salt(
      {
        lat: 41.0,
        lon: -73.08,
        date: '2027-05-20',
        placeName: 'Long Island Sound off Port Jefferson, New York',
        state: 'NY',
        fishingType: 'boat',
        baitType: 'live',
      },
      4,
      true,
    );
    expect(r.waterKind?.kind).toBe('bay-flats');
  });

  // Another place: a kayak 2 km off the New Jersey ocean beaches, no water named.
  it('a kayak 2 km off Long Branch, New Jersey: open coast, not surf', () => {
    const { r } = salt(
      {
        lat: 40.3,
        lon: -73.95,
        date: '2027-06-10',
        placeName: 'Long Branch, New Jersey',
        state: 'NJ',
        fishingType: 'kayak',
        baitType: 'artificial',
      },
      2,
      true,
    );
    expect(r.waterKind?.kind).toBe('reef-offshore');
  });
});

describe('a pier named by the angler is fished from the pier (RC-2)', () => {
  const pierText = (r: ReturnType<typeof run>['r']) =>
    [
      ...r.whereToFish.map((w) => w.where),
      ...r.howToFish.map((h) => `${h.approach} ${h.presentation.how}`),
    ].join(' | ');

  // Review u14: Huntington's pier read as a beach with a sand spike; u06: the Skyway as flats to
  // wade. The water keeps its kind; the text is the pier's.
  it.each([
    ['Huntington Beach Pier, California', 33.655, -118.005, '2027-01-15', 'CA', 0.3],
    ['Oceanside Pier, California', 33.193, -117.388, '2027-07-10', 'CA', 0.3],
    ['Sunshine Skyway Fishing Pier, Tampa Bay, Florida', 27.6, -82.65, '2027-06-15', 'FL', 2],
    ['Jennette\u2019s Pier, Nags Head, North Carolina', 35.91, -75.595, '2027-10-05', 'NC', 0.2],
  ])(
    '%s: pilings and the pier end, no sand spike or wading',
    (placeName, lat, lon, date, state, km) => {
      const { r } = salt(
        { lat, lon, date, placeName, state, fishingType: 'shore', baitType: 'live' },
        km,
      );
      const text = pierText(r);
      expect(text).toMatch(/pilings/);
      expect(text).not.toMatch(/sand spike|\bwad(e|ing)\b/i);
    },
  );

  // The negative case: the beach beside the pier keeps its surf lines.
  it('Huntington State Beach without a pier keeps the sand spike', () => {
    const { r } = salt(
      {
        lat: 33.64,
        lon: -117.98,
        date: '2027-01-15',
        placeName: 'Huntington State Beach, California',
        state: 'CA',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.05,
    );
    expect(r.waterKind?.kind).toBe('surf');
    expect(pierText(r)).not.toMatch(/pilings/);
  });
});

describe('stocked rainbows in the Arkansas tailwaters do not spawn (RC-5)', () => {
  // Review h03: "Rainbow trout may be spawning" on the Little Red in March. SEAFWA (2022): the
  // Beaver tailwater relies on stocking, natural reproduction limited or nonexistent; USGS/AGFC:
  // the Little Red's browns are Arkansas's only self-sustaining trout.
  it.each([
    [
      'Little Red River below Greers Ferry Dam, Heber Springs, Arkansas',
      35.5,
      -91.98,
      '2027-03-12',
    ],
    ['Little Missouri River below Narrows Dam, Arkansas', 34.15, -93.72, '2027-02-20'],
  ])('%s: rainbows not spawning', (placeName, lat, lon, date) => {
    const { r } = fresh({
      lat,
      lon,
      date,
      placeName,
      state: 'AR',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    expect(['spawn', 'post-spawn', 'pre-spawn']).not.toContain(phaseOf(r, 'rainbow-trout'));
  });

  // The negative case: wild rainbows of a Montana river in spring still read their spawn.
  it('the Missouri River at Craig, Montana in April: the spring spawn is read', () => {
    const { r } = fresh({
      lat: 47.07,
      lon: -112.0,
      date: '2027-04-15',
      placeName: 'Missouri River at Craig, Montana',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    expect(['spawn', 'pre-spawn', 'post-spawn']).toContain(phaseOf(r, 'rainbow-trout'));
  });
});
