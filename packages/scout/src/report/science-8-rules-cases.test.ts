/**
 * Expert cases from the eighth science pass: rules coverage and the water of regulated rivers
 * (notes: /work/notes/review7/findings.md RC-6 and RC-7; cases h02-h14 and u13). Planned reports
 * on the bundled climatology, closure table and geography, as the server writes one past the
 * forecast. Each expectation cites the page it rests on; each fix has a case it must not reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { waterAuthoritiesAt } from '../rules/data/water-authorities.ts';
import { testGeo } from '../rules/testing/geo-index.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { coldTailwaterFor } from '../water/cold-tailwaters.ts';
import { releaseRiverFor, releaseRiverWater } from '../water/release-rivers.ts';
import { plannedCase, type PlannedCase } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

type Case = Omit<PlannedCase, 'closures' | 'state'> & { state?: string };

const run = (c: Case) => {
  const geo = testGeo(c.lat, c.lon);
  return plannedCase(
    { ...c, state: c.state ?? geo.state!, closures: CLOSURE_SEED },
    { coastKm: geo.coastKm, atSea: geo.atSea },
  );
};
type Report = ReturnType<typeof run>['r'];
const noticeText = (r: Report) => (r.rules?.notices ?? []).map((n) => n.text).join(' ');

describe('Washington steelhead closures (RC-6, h09)', () => {
  it('the Yakima canyon in August: steelhead are closed, not recommended first, and the report says so', () => {
    // WDFW emergency rule, Yakima River, May 30, 2008: "Fishing for steelhead remains closed. All
    // steelhead must be immediately released unharmed".
    const { r } = run({
      lat: 46.87, lon: -120.48, date: '2027-08-12', placeName: 'Yakima River canyon near Ellensburg',
      habitat: 'fresh', fishingType: 'boat', baitType: 'fly', waterKind: 'river',
    }); // prettier-ignore
    const steelhead = r.targets.find((t) => t.id === 'steelhead');
    if (steelhead) expect(steelhead.regulation?.status).toBe('closed');
    // The run bonus does not lift a closed fish over open ones (rules/prefer-open.ts).
    expect(r.targets[0]?.id).not.toBe('steelhead');
    expect(noticeText(r)).toMatch(/Yakima River is closed to steelhead fishing/);
  });

  it('a named steelhead on the lower Yakima at Prosser is closed all year', () => {
    const { r } = run({
      lat: 46.21, lon: -119.77, date: '2027-11-05', placeName: 'Yakima River at Prosser', habitat: 'fresh',
      fishingType: 'shore', baitType: 'artificial', speciesIds: ['steelhead'], waterKind: 'river',
    }); // prettier-ignore
    expect(r.targets.find((t) => t.id === 'steelhead')?.regulation?.status).toBe('closed');
  });

  it('not elsewhere: a Wenatchee River steelhead is not closed by the Yakima row', () => {
    const { r } = run({
      lat: 47.5, lon: -120.45, date: '2027-11-05', placeName: 'Wenatchee River at Cashmere', habitat: 'fresh',
      fishingType: 'shore', baitType: 'artificial', speciesIds: ['steelhead'], waterKind: 'river',
    }); // prettier-ignore
    expect(r.targets.find((t) => t.id === 'steelhead')?.regulation?.status).not.toBe('closed');
    expect(noticeText(r)).not.toMatch(/Yakima/);
  });
});

describe('water of regulated rivers (RC-7)', () => {
  it('the Little Red River below Greers Ferry Dam is a cold tailwater, not a warm main stem (h03)', () => {
    // AGFC and the Arkansas Democrat-Gazette (May 29, 2016): the cold release made the Little Red
    // "unsuitable for warm-water fish production".
    const ctx = {
      kind: 'tailwater',
      state: 'AR',
      placeName: 'Little Red River below Greers Ferry Dam',
    };
    expect(coldTailwaterFor(35.5, -91.98, ctx)).not.toBeNull();
    // The Red River and the Arkansas River locks stay warm.
    expect(
      coldTailwaterFor(33.6, -94.0, { ...ctx, placeName: 'Red River below the lock' }),
    ).toBeNull();
    expect(
      coldTailwaterFor(35.4, -94.3, { ...ctx, placeName: 'Arkansas River at Lock and Dam 13' }),
    ).toBeNull();
    expect(coldTailwaterFor(33.6, -94.0, { ...ctx, placeName: 'Red River' })).toBeNull();
  });

  it('the Yakima canyon runs on the Cle Elum releases in summer and on the air after the flip-flop (h09)', () => {
    const yakima = releaseRiverFor(46.87, -120.48);
    expect(yakima?.id).toBe('yakima-canyon-cle-elum');
    const air = {
      tempF: 72,
      kind: 'climatology' as const,
      method: 'air',
      errorF: 8,
      source: 'air',
    };
    // The Evening Hatch (July 2015 heat wave): 58 °F at 7 AM at Ellensburg; 67-70 °F at Umtanum.
    const aug = releaseRiverWater(yakima!, '2027-08-12', { lat: 46.87, lon: -120.48 }, air);
    expect(aug.tempF).toBeGreaterThanOrEqual(58);
    expect(aug.tempF).toBeLessThanOrEqual(66);
    expect(aug.errorF).toBeGreaterThanOrEqual(6);
    // USBR flip-flop: Cle Elum cut to about 200 cfs by Sept 15; the river is the air's again.
    const sep = releaseRiverWater(
      yakima!,
      '2027-09-20',
      { lat: 46.87, lon: -120.48 },
      { ...air, tempF: 60 },
    );
    expect(sep.tempF).toBe(60);
  });

  it('the Yakima canyon report reads the release water, not 72 °F from the air', () => {
    const { r } = run({
      lat: 46.87, lon: -120.48, date: '2027-08-12', placeName: 'Yakima River canyon near Ellensburg',
      habitat: 'fresh', fishingType: 'boat', baitType: 'fly', waterKind: 'river',
    }); // prettier-ignore
    expect(r.conditions.water!.tempF).toBeLessThanOrEqual(66);
    expect(r.conditions.water!.method).toMatch(/Yakima/);
  });

  it('not other rivers in the circle: the Wenatchee, the Naches and the Snoqualmie', () => {
    expect(releaseRiverFor(47.5, -120.45)).toBeNull(); // Wenatchee at Cashmere
    expect(releaseRiverFor(46.75, -120.75)).toBeNull(); // Naches
    expect(releaseRiverFor(47.53, -121.83)).toBeNull(); // Snoqualmie at North Bend
    expect(releaseRiverFor(46.55, -120.47)).toBeNull(); // Yakima at Union Gap, below Roza Dam
  });
});

describe('the Savannah River chain is Georgia-South Carolina border water (RC-6, h04)', () => {
  it('Hartwell, Russell and Thurmond take either licence, with the border-water striper limit', () => {
    // The Digitel (SCDNR, 2012): "A limit of 10 striped bass or hybrid bass ... on Lakes Hartwell
    // and Thurmond, only three may be over 26 inches".
    for (const [lat, lon] of [
      [34.45, -82.85],
      [34.15, -82.7],
      [33.75, -82.35],
    ] as const)
      expect(waterAuthoritiesAt(lat, lon).map((w) => w.id)).toContain('savannah-river-lakes');
    const { md } = run({
      lat: 34.45, lon: -82.85, date: '2027-04-10', placeName: 'Lake Hartwell', habitat: 'fresh',
      fishingType: 'boat', baitType: 'live',
    }); // prettier-ignore
    expect(md).toMatch(/Georgia or South Carolina freshwater licence/);
  });

  it('not Lake Murray or Lake Keowee', () => {
    expect(waterAuthoritiesAt(34.08, -81.3)).toEqual([]);
    expect(waterAuthoritiesAt(34.82, -82.9)).toEqual([]);
  });
});

describe('special-regulation waters: one line even without the numbers (RC-6)', () => {
  const cases: [string, Case, RegExp][] = [
    [
      'Lake Fork slot (h02; TPWD, as reported: 16-24 in released, one 24 in or longer)',
      { lat: 32.84, lon: -95.56, date: '2027-02-20', placeName: 'Lake Fork Reservoir', habitat: 'fresh', fishingType: 'boat', baitType: 'artificial', speciesIds: ['largemouth-bass'] },
      /Lake Fork has its own largemouth bass slot: every bass 16-24 in/,
    ],
    [
      'Greers Ferry Tailwater trout permit and catch-and-release areas (h03; AGFC zone map)',
      { lat: 35.5, lon: -91.98, date: '2027-03-12', placeName: 'Little Red River below Greers Ferry Dam', habitat: 'fresh', fishingType: 'shore', baitType: 'fly', waterKind: 'river' },
      /Greers Ferry Tailwater[^.]*trout permit[^]*only one over 16 in/,
    ],
    [
      'Russian River fly-only water and the 12-ft rule (h07; Peninsula Clarion 2025, USFS 2015)',
      { lat: 60.478, lon: -149.955, date: '2027-06-25', placeName: 'Russian River at Cooper Landing', habitat: 'fresh', fishingType: 'shore', baitType: 'fly', speciesIds: ['sockeye-salmon'], waterKind: 'river' },
      /fly-fishing-only[^]*within 12 ft/,
    ],
    [
      'Saginaw Bay walleye, 8 at 13 in (h01; Michigan DNR, Dec 2022)',
      { lat: 43.74, lon: -83.92, date: '2027-02-06', placeName: 'Saginaw Bay off Linwood', habitat: 'fresh', fishingType: 'shore', baitType: 'artificial', waterKind: 'great-lakes' },
      /8 walleye a day, 13 in minimum/,
    ],
    [
      "D'Arbonne crappie, 7 over 12 in (h13; LDWF, Nov 2022)",
      { lat: 32.78, lon: -92.43, date: '2027-12-10', placeName: "Lake D'Arbonne near Farmerville", habitat: 'fresh', fishingType: 'boat', baitType: 'live', speciesIds: ['black-crappie'] },
      /no more than 7 crappie over 12 in/,
    ],
    [
      'Arizona Community Fishing waters (h14; AZGFD 2020 guidebook)',
      { lat: 33.455, lon: -111.948, date: '2027-12-28', placeName: 'Papago Park pond, Phoenix', habitat: 'fresh', fishingType: 'shore', baitType: 'live', waterKind: 'pond' },
      /Community Fishing waters/,
    ],
    [
      'California white sturgeon, catch and release with a report card (u13; CDFW)',
      { lat: 38.01, lon: -122.45, date: '2027-12-08', placeName: 'San Pablo Bay off China Camp', habitat: 'salt', fishingType: 'boat', baitType: 'live' },
      /Sturgeon Fishing Report Card/,
    ],
  ]; // prettier-ignore
  for (const [name, c, text] of cases)
    it(name, () => {
      expect(noticeText(run(c).r)).toMatch(text);
    });

  it('not on the neighbouring waters: Lake Tawakoni, Lake Claiborne, a Flagstaff pond, Monterey Bay', () => {
    const others: Case[] = [
      { lat: 32.88, lon: -95.95, date: '2027-02-20', placeName: 'Lake Tawakoni', habitat: 'fresh', fishingType: 'boat', baitType: 'artificial', speciesIds: ['largemouth-bass'] },
      { lat: 32.72, lon: -92.93, date: '2027-12-10', placeName: 'Lake Claiborne', habitat: 'fresh', fishingType: 'boat', baitType: 'live', speciesIds: ['black-crappie'] },
      { lat: 35.2, lon: -111.65, date: '2027-12-28', placeName: 'Frances Short Pond, Flagstaff', habitat: 'fresh', fishingType: 'shore', baitType: 'live', waterKind: 'pond' },
      { lat: 36.8, lon: -121.9, date: '2027-12-08', placeName: 'Monterey Bay', habitat: 'salt', fishingType: 'boat', baitType: 'live' },
    ]; // prettier-ignore
    for (const c of others) expect(noticeText(run(c).r)).not.toMatch(/Special-regulation water/);
  });
});
