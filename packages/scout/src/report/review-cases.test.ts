/**
 * Expert cases from the science review of 24 fresh reports (notes: science-review.md), each a
 * claim a local guide would strike, with its source. Water temperatures are passed as a
 * measurement of the size the named source shows, so the cases do not hang on the climatology.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { buildReport } from './build-report.ts';
import type { BuildReportInput } from './types.ts';
import { writeReport } from './write-report.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const run = (c: Omit<BuildReportInput, 'weather'> & { waterF: number }) => {
  const r = buildReport({
    ...c,
    weather: null,
    measuredWater: { tempF: c.waterF, source: 'test measurement' },
  });
  return { r, md: writeReport(r) };
};

describe('reading the day judges cold water on the activity curve, not the growth optimum', () => {
  // Walleye feed well at 46 °F (Minnesota DNR: walleye are caught through the ice and in cold
  // spring water); the old line told the reader the water was "below the 69-75 °F walleye prefer".
  it('a walleye at 46 °F gets no "slow everything down"', () => {
    const { md } = run({
      lat: 46.23,
      lon: -93.65,
      date: '2027-05-20',
      placeName: 'Mille Lacs Lake',
      inLake: true,
      habitat: 'fresh',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['walleye'],
      waterF: 46,
    });
    expect(md).not.toMatch(/69-75 °F that walleye prefer/);
    expect(md).not.toMatch(/slow everything down/i);
  });

  // Sauger below a lock and dam in March hold in the deep scour holes out of the current (Iowa
  // DNR, "Fishing below the locks and dams"), not in "sunny shallows".
  it('sauger in a tailwater at 35 °F: deep, slow water, never sunny shallows', () => {
    const { md } = run({
      lat: 41.565,
      lon: -90.41,
      date: '2027-03-18',
      placeName: 'Mississippi River below Lock and Dam 14',
      habitat: 'fresh',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['sauger'],
      waterF: 35,
    });
    expect(md).not.toMatch(/sunny shallows/);
    expect(md).not.toMatch(/that sauger prefer/);
  });

  // "cold, but bluefish leave cold water" read as nonsense in the Montauk report.
  it('no "cold, but <fish> leave cold water" in the best times', () => {
    const { md } = run({
      lat: 41.07,
      lon: -71.86,
      date: '2027-10-20',
      placeName: 'Montauk Point',
      habitat: 'salt',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['bluefish'],
      waterF: 59,
    });
    expect(md).not.toMatch(/cold, but bluefish leave/);
  });

  // Red drum broadcast their eggs near inlets (SCDNR, "Red drum"); they have no beds.
  it('a spawning red drum is not a "bedding" fish; a spawning largemouth is', () => {
    const drum = run({
      lat: 32.76,
      lon: -79.9,
      date: '2027-09-10',
      placeName: 'Charleston Harbor',
      // The harbour's deep channels, where the bull reds spawn (Renkas 2014); by its name alone
      // the harbour reads as bay and flats, where the marsh's slot reds do not spawn (review 7 RC-5)
      waterKind: 'estuary',
      habitat: 'salt',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['red-drum'],
      waterF: 80,
    });
    expect(drum.r.targets[0]!.phase).toBe('spawn');
    expect(drum.md).not.toMatch(/bedding/);
    const bass = run({
      lat: 33.5,
      lon: -80.35,
      date: '2027-04-08',
      placeName: 'Lake Marion',
      habitat: 'fresh',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['largemouth-bass'],
      waterF: 64,
    });
    expect(bass.r.targets[0]!.phase).toBe('spawn');
    expect(bass.md).toMatch(/release bedding fish/);
  });
});

describe('marquee fisheries and kinds of water the review found missing', () => {
  // ODFW North Coast reports: fall chinook are caught daily in Tillamook, Nehalem and Nestucca
  // bays in September-October; the report had no target at all.
  it('Tillamook Bay in September, boat: fall chinook gathering in the bay', () => {
    const { r } = run({
      lat: 45.5,
      lon: -123.9,
      date: '2027-09-20',
      placeName: 'Tillamook Bay',
      habitat: 'salt',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
      waterF: 57,
    });
    const chinook = r.targets.find((t) => t.id === 'chinook-salmon');
    expect(chinook).toBeDefined();
    expect(chinook!.phase).toBe('pre-spawn');
  });

  // The Cape Cod Canal is a tidal cut with currents to about 6 knots, fished from its rocky
  // banks for striped bass May-October (Anglers Journal 2017, "Fish funnel"); "Cape" in its name
  // made it a rocky point, and no striper was listed.
  it('Cape Cod Canal in June from shore: a tidal cut with striped bass', () => {
    const { r } = run({
      lat: 41.77,
      lon: -70.55,
      date: '2027-06-10',
      placeName: 'Cape Cod Canal',
      habitat: 'salt',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: [],
      waterF: 58,
    });
    expect(r.waterKind?.kind).toBe('inlet-jetty');
    expect(r.targets.map((t) => t.id)).toContain('striped-bass');
  });

  // Summer flounder are in the New Jersey bays from May (season opens in May, NJ Fish and
  // Wildlife); "winter phase: deep channels; few fish inshore" sent anglers away from them.
  it('Barnegat Bay in mid-May: fluke are in the bay, not "few fish inshore"', () => {
    const { r, md } = run({
      lat: 39.78,
      lon: -74.12,
      date: '2027-05-15',
      placeName: 'Barnegat Bay',
      habitat: 'salt',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['summer-flounder'],
      // the ocean-cell climatology's 54 °F for the date (the before report), below fluke's 56 °F
      waterF: 54,
    });
    expect(r.targets[0]!.phase).not.toBe('winter');
    expect(md).not.toMatch(/few fish inshore/);
  });
});
