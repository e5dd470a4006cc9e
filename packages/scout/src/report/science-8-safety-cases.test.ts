/**
 * Expert cases from the eighth science pass, hazards and Great Lakes bay ice (held-out review:
 * /work/notes/review7/findings.md RC-3 and RC-4; cases h01, h07, h10, u02, u06). Planned reports on
 * the bundled climatology. Each review case has a similar case at another place and a negative
 * case; the rules are in report/safety-seasons.ts, report/safety-notes.ts, ice/great-lakes-bays.ts
 * and report/spot-water.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testGeo } from '../rules/testing/geo-index.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase, type PlannedCase } from './testing/planned-case.ts';
import { safetyText } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

type Case = Omit<PlannedCase, 'state'> & { state?: string };

/** A planned report at the spot's real state, coastline distance and sea/land side. */
const run = (c: Case) => {
  const geo = testGeo(c.lat, c.lon);
  return plannedCase(
    { ...c, state: c.state ?? geo.state! },
    { coastKm: geo.coastKm, atSea: geo.atSea },
  );
};
/** A spot mapped in one of the Great Lakes (the server's lake index gives the area). */
const GREAT_LAKE = { inLake: true, lakeAreaKm2: 59_600 };

describe('RC-3: the shallow Great Lakes bays that freeze keep their ice', () => {
  it('Saginaw Bay off Linwood in early February is an ice fishery: ice tactics and a crack line', () => {
    // Review h01 (MAJOR): "early February off Linwood is a walk-out and ATV ice fishery, several
    // miles out to the pressure cracks" (saginawbay.com, Jan 16, 2014).
    const { r } = run({
      lat: 43.74, lon: -83.92, date: '2027-02-06', placeName: 'Saginaw Bay off Linwood, Michigan',
      habitat: 'fresh', fishingType: 'shore', baitType: 'artificial', ...GREAT_LAKE,
    }); // prettier-ignore
    expect(r.waterKind?.kind).toBe('great-lakes');
    expect(r.ice?.state).toBe('likely');
    const walleye = r.howToFish.find((h) => h.speciesId === 'walleye')!;
    expect(walleye.presentation.how).toMatch(/flasher/);
    expect(safetyText(r)).toMatch(/Saginaw Bay ice shifts: an offshore wind opens pressure cracks/);
    expect(safetyText(r)).not.toMatch(/Waves wash over piers/);
  });

  it('Green Bay in late January: walleye and perch through the ice, with the crack line', () => {
    // Wisconsin DNR runs a Green Bay ice fishery; GLERL's charts show the bay frozen most Januaries.
    const { r } = run({
      lat: 44.62, lon: -87.95, date: '2027-01-25', placeName: 'Green Bay off Bayshore Park, Wisconsin',
      habitat: 'fresh', fishingType: 'shore', baitType: 'live', ...GREAT_LAKE,
    }); // prettier-ignore
    expect(r.ice?.state).toBe('likely');
    expect(r.targets.map((t) => t.id)).toEqual(expect.arrayContaining(['walleye', 'yellow-perch']));
    expect(r.howToFish.find((h) => h.speciesId === 'yellow-perch')!.presentation.how).toMatch(
      /flasher/,
    );
    expect(safetyText(r)).toMatch(/Green Bay ice shifts/);
  });

  it('open Lake Michigan off Milwaukee keeps the demotion: possible ice, no bay crack line', () => {
    const { r } = run({
      lat: 43.03, lon: -87.85, date: '2027-02-06', placeName: 'Lake Michigan off Milwaukee',
      habitat: 'fresh', fishingType: 'shore', baitType: 'artificial', ...GREAT_LAKE,
    }); // prettier-ignore
    expect(r.ice?.state).toBe('possible');
    expect(safetyText(r)).not.toMatch(/pressure cracks/);
    expect(safetyText(r)).toMatch(/Waves wash over piers/);
  });
});

describe('RC-4: bears on Alaska salmon water', () => {
  it('the Russian River in late June: a bear line with the federal 12-ft rule', () => {
    // Review h07 (MAJOR); Russian River Interagency Coordination Group (USFS, June 3, 2015):
    // "anglers are required to keep fish they've retained within 12 feet at all times".
    const { r } = run({
      lat: 60.478, lon: -149.955, date: '2027-06-25', placeName: 'Russian River at Cooper Landing, Alaska',
      habitat: 'fresh', fishingType: 'shore', baitType: 'fly', speciesIds: ['sockeye-salmon'],
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/bear spray/);
    expect(safetyText(r)).toMatch(/within 12 ft/);
    expect(r.safety.find((n) => /bear spray/.test(n.text))?.topic).toBe('wildlife');
  });

  it('the Kenai at Soldotna in August: the bear line, without the Russian River rule', () => {
    const { r } = run({
      lat: 60.48, lon: -151.07, date: '2027-08-05', placeName: 'Kenai River at Soldotna, Alaska',
      habitat: 'fresh', fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/Bears fish salmon water/);
    expect(safetyText(r)).not.toMatch(/12 ft/);
  });

  it('no bear line on an Ohio river in July', () => {
    const { r } = run({
      lat: 39.76, lon: -84.2, date: '2027-07-15', placeName: 'Great Miami River at Dayton, Ohio',
      habitat: 'fresh', fishingType: 'kayak', baitType: 'artificial',
    }); // prettier-ignore
    expect(safetyText(r)).not.toMatch(/[Bb]ear/);
  });
});

describe('RC-4: harmful algal blooms on Plains and Midwest lakes, July to October', () => {
  it('Milford Lake in September: check KDHE, keep dogs out, rinse the fillets', () => {
    // Review h10 (MAJOR): KDHE's Milford Lake zone warnings; its precautions: pets off the
    // water, fish eaten only as fillets rinsed in clean water.
    const { r } = run({
      lat: 39.1, lon: -96.93, date: '2027-09-18', placeName: 'Milford Lake near Junction City, Kansas',
      habitat: 'fresh', fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    const t = safetyText(r);
    expect(t).toMatch(/[Bb]lue-green algae/);
    expect(t).toMatch(/KDHE/);
    expect(t).toMatch(/dogs/);
    expect(t).toMatch(/fillets rinsed/);
    expect(r.safety.find((n) => /algae/.test(n.text))?.topic).toBe('water quality');
  });

  it("Grand Lake St. Marys, Ohio, in August: Ohio's bloom map", () => {
    const { r } = run({
      lat: 40.53, lon: -84.45, date: '2027-08-01', placeName: 'Grand Lake St. Marys, Ohio',
      habitat: 'fresh', fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/ohioalgaeinfo\.com/);
  });

  it("western Lake Erie off Port Clinton in August: NOAA's Lake Erie bloom bulletin", () => {
    const { r } = run({
      lat: 41.6, lon: -82.9, date: '2027-08-12', placeName: 'Lake Erie off Port Clinton, Ohio',
      habitat: 'fresh', fishingType: 'boat', baitType: 'live', ...GREAT_LAKE,
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/Lake Erie bloom bulletin/);
  });

  it('no algal-bloom line on the central basin off Cleveland', () => {
    const { r } = run({
      lat: 41.6, lon: -81.75, date: '2027-08-12', placeName: 'Lake Erie off Cleveland, Ohio',
      habitat: 'fresh', fishingType: 'boat', baitType: 'live', ...GREAT_LAKE,
    }); // prettier-ignore
    expect(safetyText(r)).not.toMatch(/algae/);
  });

  it('no algal-bloom line at Milford in January', () => {
    const { r } = run({
      lat: 39.1, lon: -96.93, date: '2027-01-18', placeName: 'Milford Lake near Junction City, Kansas',
      habitat: 'fresh', fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    expect(safetyText(r)).not.toMatch(/algae/);
  });
});

describe('RC-4: the stingray shuffle for waders', () => {
  it('wading Copano Bay in March', () => {
    // Review u02: "Stingrays are probably a waders biggest concern ... avoided by shuffling your feet".
    const { r } = run({
      lat: 28.1, lon: -97.1, date: '2027-03-05', placeName: 'Copano Bay near Rockport, Texas',
      habitat: 'salt', fishingType: 'shore', baitType: 'artificial', speciesIds: ['red-drum'],
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/Stingrays[^.]*shuffle your feet/);
  });

  it('wading Mosquito Lagoon in April', () => {
    const { r } = run({
      lat: 28.85, lon: -80.8, date: '2027-04-20', placeName: 'Mosquito Lagoon, Florida',
      habitat: 'salt', fishingType: 'shore', baitType: 'artificial', speciesIds: ['red-drum'],
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/shuffle your feet/);
  });

  it('no stingray line from a boat on Copano Bay, nor on a pier', () => {
    const boat = run({
      lat: 28.1, lon: -97.1, date: '2027-03-05', placeName: 'Copano Bay near Rockport, Texas',
      habitat: 'salt', fishingType: 'boat', baitType: 'artificial', speciesIds: ['red-drum'],
    }).r; // prettier-ignore
    expect(safetyText(boat)).not.toMatch(/Stingray/);
    const pier = run({
      lat: 27.6, lon: -82.65, date: '2027-06-15', placeName: 'Sunshine Skyway Fishing Pier, Tampa Bay, Florida',
      habitat: 'salt', fishingType: 'shore', baitType: 'live',
    }).r; // prettier-ignore
    expect(safetyText(pier)).not.toMatch(/Stingray/);
  });
});

describe('RC-4: summer afternoon lightning on Gulf and Florida piers and water', () => {
  it('the Skyway pier in June: leave the pier at the first thunder', () => {
    // Review u06: "a mid-summer pattern of late afternoon thunderstorms in the Tampa Bay region".
    const { r } = run({
      lat: 27.6, lon: -82.65, date: '2027-06-15', placeName: 'Sunshine Skyway Fishing Pier, Tampa Bay, Florida',
      habitat: 'salt', fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    const n = r.safety.find((x) => x.topic === 'lightning');
    expect(n?.text).toMatch(/leave the pier at the first thunder/);
  });

  it('the Navarre Beach pier in July', () => {
    const { r } = run({
      lat: 30.376, lon: -86.865, date: '2027-07-10', placeName: 'Navarre Beach Fishing Pier, Florida',
      habitat: 'salt', fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/Afternoon thunderstorms/);
  });

  it('a boat on Lake Okeechobee in July: Florida fresh water is as exposed', () => {
    const { r } = run({
      lat: 26.95, lon: -80.8, date: '2027-07-20', placeName: 'Lake Okeechobee, Florida',
      habitat: 'fresh', fishingType: 'boat', baitType: 'artificial',
    }); // prettier-ignore
    expect(r.safety.find((n) => n.topic === 'lightning')?.text).toMatch(/leave the water/);
  });

  it('no lightning line on the Skyway in January, nor on a Maine pier in July', () => {
    const jan = run({
      lat: 27.6, lon: -82.65, date: '2027-01-15', placeName: 'Sunshine Skyway Fishing Pier, Tampa Bay, Florida',
      habitat: 'salt', fishingType: 'shore', baitType: 'live',
    }).r; // prettier-ignore
    expect(jan.safety.some((n) => n.topic === 'lightning')).toBe(false);
    const maine = run({
      lat: 43.512, lon: -70.374, date: '2027-07-15', placeName: 'Old Orchard Beach Pier, Maine',
      habitat: 'salt', fishingType: 'shore', baitType: 'live',
    }).r; // prettier-ignore
    expect(maine.safety.some((n) => n.topic === 'lightning')).toBe(false);
  });
});
