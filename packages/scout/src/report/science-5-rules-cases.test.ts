/**
 * Expert cases from the fifth science pass, rules of the water and safety (notes:
 * /work/notes/review5/fresh.md RC4, RC10, RC15; salt.md RC-A, RC-B, RC-J). Planned reports on the
 * bundled climatology and the bundled closure table, as the server writes one past the forecast.
 * Each expectation is the reviewer's (a local guide and a state biologist) with the agency page it
 * rests on in a comment; the seasons were read in 2026 and are due for review in the table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase, type PlannedCase } from './testing/planned-case.ts';
import { statusOf } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const run = (c: Omit<PlannedCase, 'closures'>, geo?: { coastKm: number | null; atSea: boolean }) =>
  plannedCase({ ...c, closures: CLOSURE_SEED }, geo);

describe('closures the table had wrong or missing (salt RC-A)', () => {
  it('black rockfish off Santa Cruz from a boat in February are closed (rows keyed "rockfish")', () => {
    // CDFW Groundfish Summary / 14 CCR 27.40: the boat-based groundfish season is closed Jan 1 - Mar 31.
    const { r } = run({
      lat: 36.94, lon: -122.04, date: '2027-02-13', placeName: 'Santa Cruz', habitat: 'salt',
      state: 'CA', fishingType: 'boat', baitType: 'artificial', speciesIds: ['black-rockfish'],
    }); // prettier-ignore
    expect(statusOf(r, 'black-rockfish')).toBe('closed');
  });

  it('Massachusetts black sea bass in October may not be kept; Rhode Island tautog in June may not be kept', () => {
    // The Fisherman (MA DMF): 2025 season May 17 - Sep 1. Providence Journal: RI tautog closed June-July.
    const bass = run({
      lat: 41.352, lon: -70.452, date: '2027-10-08', placeName: 'Wasque Point, Martha\'s Vineyard',
      habitat: 'salt', state: 'MA', fishingType: 'shore', baitType: 'artificial', speciesIds: ['black-sea-bass'],
    }); // prettier-ignore
    expect(statusOf(bass.r, 'black-sea-bass')).toBe('harvest-closed');
    const tog = run({
      lat: 41.5, lon: -71.36, date: '2027-06-15', placeName: 'Narragansett Bay', habitat: 'salt',
      state: 'RI', fishingType: 'boat', baitType: 'live', speciesIds: ['tautog'],
    }); // prettier-ignore
    expect(statusOf(tog.r, 'tautog')).toBe('harvest-closed');
  });

  it('permit on the Key West wrecks in April: harvest closed in the Special Permit Zone, federal waters included', () => {
    // FWC 2024 release: permit close to harvest inside the Special Permit Zone Apr 1 - Jul 31.
    const { r } = run(
      {
        lat: 24.42, lon: -81.75, date: '2027-04-15', placeName: 'Key West wrecks', habitat: 'salt',
        state: 'FL', fishingType: 'boat', baitType: 'live', speciesIds: ['permit'],
      },
      { coastKm: 15, atSea: true },
    ); // prettier-ignore
    expect(r.rules!.jurisdiction).toBe('federal');
    expect(statusOf(r, 'permit')).toBe('harvest-closed');
  });

  it('tarpon in Boca Grande Pass: catch and release, over 40 in stays in the water, the pass gear rules', () => {
    // myfwc.com tarpon page: catch-and-release only; >40 in must remain in the water; Boca Grande Pass gear.
    const { r, md } = run({
      lat: 26.715, lon: -82.258, date: '2027-06-03', placeName: 'Boca Grande Pass', habitat: 'salt',
      state: 'FL', fishingType: 'boat', baitType: 'live', speciesIds: ['tarpon'],
    }); // prettier-ignore
    expect(statusOf(r, 'tarpon')).toBe('release-rules');
    expect(md).toMatch(/over 40 in must stay in the water/);
    expect(md).toMatch(/three lines per boat and no breakaway gear/);
  });

  it('red drum in Mosquito Lagoon are catch and release (Indian River Lagoon region)', () => {
    // FWC red drum regions: the Indian River Lagoon region is catch-and-release only.
    const { r } = run({
      lat: 28.87, lon: -80.8, date: '2027-10-20', placeName: 'Mosquito Lagoon', habitat: 'salt',
      state: 'FL', fishingType: 'kayak', baitType: 'fly', speciesIds: ['red-drum'],
    }); // prettier-ignore
    expect(statusOf(r, 'red-drum')).toBe('catch-and-release');
  });

  it('kings in Cook Inlet salt water north of Bluff Point are closed in June; Kachemak Bay keeps 1', () => {
    // ADF&G advisory NRID 3802 (2025): closed May 1 - Aug 15 north of 59°40' N; Lower Cook Inlet 1 king.
    const deep = run({
      lat: 60.05, lon: -151.72, date: '2027-06-15', placeName: 'off Deep Creek, Cook Inlet', habitat: 'salt',
      state: 'AK', fishingType: 'boat', baitType: 'live', speciesIds: ['chinook-salmon'],
    }); // prettier-ignore
    expect(statusOf(deep.r, 'chinook-salmon')).toBe('closed');
    const homer = run({
      lat: 59.5, lon: -151.7, date: '2027-07-08', placeName: 'Homer, Kachemak Bay', habitat: 'salt',
      state: 'AK', fishingType: 'boat', baitType: 'live', speciesIds: ['chinook-salmon'],
    }); // prettier-ignore
    expect(statusOf(homer.r, 'chinook-salmon')).toBe('release-rules');
    expect(homer.md).toMatch(/1 king salmon a day/);
  });
});

describe('a closed named fish (salt RC-J)', () => {
  it('striped bass on the Susquehanna Flats in April: rated Closed, no plan, reopens June 1 (not May 16)', () => {
    // MD DNR 2024 (WRDE, NottinghamMD): no targeting on the Flats, lower Susquehanna and North East River Apr 1 - May 31.
    const { r, md } = run({
      lat: 39.52, lon: -76.05, date: '2027-04-20', placeName: 'Susquehanna Flats', habitat: 'salt',
      state: 'MD', fishingType: 'boat', baitType: 'artificial', speciesIds: ['striped-bass'],
    }); // prettier-ignore
    expect(statusOf(r, 'striped-bass')).toBe('closed');
    expect(r.targets[0]!.regulation!.change).toBe('opens June 1');
    expect(r.verdict.score).toBe(0);
    expect(r.verdict.headline).not.toMatch(/good day|fair day|excellent day/i);
    expect(md).toMatch(/^\*\*Closed \(0\/100\)\.\*\*/m);
    expect(r.howToFish.some((h) => h.speciesId === 'striped-bass')).toBe(false);
    // The best times, if any, are for an open fish offered instead (white perch run up the
    // Flats in April), never for the closed striper.
    expect(r.bestWindows.every((w) => w.reasons.every((x) => !/striped bass/i.test(x)))).toBe(true);
    expect(r.howToFish.every((h) => statusOf(r, h.speciesId) !== 'closed')).toBe(true);
  });

  it('a named fish closed on the date is offered open alternatives with their plans', () => {
    // Kenai River kings closed May 1 - Aug 15 (ADF&G 2025 orders): a guide would fish sockeye or rainbows instead.
    const { r } = run({
      lat: 60.48, lon: -151.07, date: '2027-06-20', placeName: 'Kenai River at Soldotna', habitat: 'fresh',
      state: 'AK', fishingType: 'shore', baitType: 'live', speciesIds: ['chinook-salmon'],
    }); // prettier-ignore
    expect(statusOf(r, 'chinook-salmon')).toBe('closed');
    const open = r.targets.filter((t) => t.regulation?.status !== 'closed');
    expect(open.length).toBeGreaterThan(0);
    expect(r.verdict.headline).toMatch(/Open here instead: /);
    for (const t of open) expect(r.howToFish.some((h) => h.speciesId === t.id)).toBe(true);
  });
});

describe('inland seasons and tackle rules (fresh RC4)', () => {
  it("Wisconsin's early trout season: catch and release, and no bait recommended to a bait angler", () => {
    // WDNR (antigotimes.com 2024): early season artificial tackle only, every trout released, trout stamp.
    const { r, md } = run({
      lat: 43.7, lon: -91.02, date: '2027-03-15', placeName: 'Timber Coulee Creek near Westby',
      habitat: 'fresh', state: 'WI', fishingType: 'shore', baitType: 'live', speciesIds: ['brown-trout'],
    }); // prettier-ignore
    expect(statusOf(r, 'brown-trout')).toBe('catch-and-release');
    const p = r.howToFish[0]!.presentation;
    expect(`${p.what} ${p.how}`).not.toMatch(/nightcrawler|sculpin where legal|worm/i);
    expect(p.how).toMatch(/not allowed here/);
    expect(md).toMatch(/inland trout stamp/);
  });

  it('Salmon River in October: one single-point hook, gap 1/2 in or less, not 1/0-3/0 tube flies', () => {
    // NYSDEC Great Lakes tributary regulations (eregulations.com): Sep 1 - Mar 31, gap <= 1/2 in.
    const { r, md } = run({
      lat: 43.567, lon: -76.11, date: '2027-10-08', placeName: 'Salmon River at Pulaski', habitat: 'fresh',
      state: 'NY', fishingType: 'shore', baitType: 'fly', speciesIds: ['chinook-salmon'],
    }); // prettier-ignore
    const p = r.howToFish[0]!.presentation;
    expect(p.size).not.toMatch(/\d\/0/);
    expect(p.size).toMatch(/gap 1\/2 in or less/);
    expect(md).toMatch(/Lake Ontario tributaries, Sep 1 - Mar 31/);
  });

  it("the Au Sable's Holy Water is flies only: a lure angler is given a fly", () => {
    // Holy Water, Burton's Landing to Wakeley Bridge: flies-only, catch-and-release (MI DNR gear-restricted water).
    const { r, md } = run({
      lat: 44.655, lon: -84.6, date: '2027-05-08', placeName: 'Au Sable River below Grayling',
      habitat: 'fresh', state: 'MI', fishingType: 'shore', baitType: 'artificial', speciesIds: ['brown-trout'],
    }); // prettier-ignore
    expect(statusOf(r, 'brown-trout')).toBe('catch-and-release');
    expect(r.howToFish[0]!.presentation.how).toMatch(/flies only/);
    expect(md).toMatch(/Holy Water/);
  });

  it('Deschutes at Maupin: chinook closed above Sherars Falls, and no fishing from a kayak', () => {
    // ODFW: Deschutes chinook area is the mouth to Sherars Falls; no angling from a floating device.
    const chinook = run({
      lat: 45.17, lon: -121.08, date: '2027-06-03', placeName: 'Deschutes River at Maupin', habitat: 'fresh',
      state: 'OR', fishingType: 'shore', baitType: 'fly', speciesIds: ['chinook-salmon'],
    }); // prettier-ignore
    expect(statusOf(chinook.r, 'chinook-salmon')).toBe('closed');
    const kayak = run({
      lat: 45.17, lon: -121.08, date: '2027-06-03', placeName: 'Deschutes River at Maupin', habitat: 'fresh',
      state: 'OR', fishingType: 'kayak', baitType: 'fly', speciesIds: ['rainbow-trout'],
    }); // prettier-ignore
    expect(kayak.r.howToFish[0]!.approach).toMatch(/no fishing from a kayak/);
  });

  it('the open wording does not read as a clearance', () => {
    const { md } = run({
      lat: 31.1, lon: -94.15, date: '2027-02-20', placeName: 'Sam Rayburn Reservoir', habitat: 'fresh',
      state: 'TX', fishingType: 'boat', baitType: 'artificial', speciesIds: ['largemouth-bass'],
    }); // prettier-ignore
    expect(md).not.toMatch(/: Open\.\*\*|no closure in our table/);
    expect(md).toMatch(/no closure on file; seasons, limits and tackle rules may still apply/);
  });
});

describe('who governs the water (fresh RC15)', () => {
  it("the Potomac at Fletcher's Cove is DC water, whatever the state polygons say", () => {
    // DC DOEE: a DC licence for all DC waters, the Virginia shoreline included (woodsandwatersmagazine, PRFC chart).
    const { r } = run({
      lat: 38.918, lon: -77.103, date: '2027-04-12', placeName: "Potomac River at Fletcher's Cove",
      habitat: 'fresh', state: 'VA', fishingType: 'shore', baitType: 'artificial',
    }); // prettier-ignore
    expect(r.rules!.state).toBe('DC');
    expect(r.rules!.agencies[0]!.url).toBe('https://doee.dc.gov/service/fishing-district');
    expect(r.rules!.agencies.some((a) => /dwr\.virginia/.test(a.url))).toBe(false);
  });

  it('the Potomac above Great Falls is Maryland water from the Virginia bank too', () => {
    const { r } = run({
      lat: 39.07, lon: -77.34, date: '2027-06-12', placeName: 'Potomac River near Seneca', habitat: 'fresh',
      state: 'VA', fishingType: 'shore', baitType: 'artificial',
    }); // prettier-ignore
    expect(r.rules!.state).toBe('MD');
  });

  it('border waters name both agencies and the licence rule', () => {
    // Texoma licence (laketexoma.com); NPS Upper Delaware (either state licence); NPS Glen Canyon; ARSD 41:07:01:02.01.
    const texoma = run({
      lat: 33.83, lon: -96.6, date: '2027-05-14', placeName: 'Lake Texoma', habitat: 'fresh', state: 'TX',
      fishingType: 'boat', baitType: 'live', speciesIds: ['striped-bass'],
    }); // prettier-ignore
    expect(texoma.r.rules!.agencies.map((a) => a.url)).toContain(
      'https://www.wildlifedepartment.com/fishing/regs',
    );
    expect(texoma.md).toMatch(/Lake Texoma licence covers the whole lake/);
    const delaware = run({
      lat: 41.87, lon: -75.2, date: '2027-05-22', placeName: 'Delaware River near Long Eddy', habitat: 'fresh',
      state: 'NY', fishingType: 'boat', baitType: 'fly',
    }); // prettier-ignore
    expect(delaware.r.rules!.agencies.map((a) => a.url)).toContain(
      'https://www.fishandboat.com/Fish/FishingRegulations/',
    );
    const powell = run({
      lat: 37.52, lon: -110.73, date: '2027-10-20', placeName: 'Lake Powell at Bullfrog', habitat: 'fresh',
      state: 'UT', fishingType: 'boat', baitType: 'artificial',
    }); // prettier-ignore
    expect(powell.r.rules!.agencies.map((a) => a.url)).toContain(
      'https://www.azgfd.com/fishing/regulations/',
    );
    expect(powell.md).toMatch(/Utah or Arizona licence is valid on the whole lake/);
    const yankton = run({
      lat: 42.86, lon: -97.4, date: '2027-06-20', placeName: 'Missouri River at Yankton', habitat: 'fresh',
      state: 'SD', fishingType: 'boat', baitType: 'live',
    }); // prettier-ignore
    expect(yankton.r.rules!.agencies.map((a) => a.url)).toContain(
      'https://outdoornebraska.gov/fishing/',
    );
  });

  it('Yellowstone Lake: the park permit and rules replace the state, lake trout are killed, tackle barbless', () => {
    // NPS Yellowstone fishing regulations: park permit; lake trout in Yellowstone Lake must be killed;
    // natives released; barbless artificial flies and lures, lead-free.
    const { r, md } = run({
      lat: 44.5, lon: -110.4, date: '2027-07-12', placeName: 'Yellowstone Lake', habitat: 'fresh',
      state: 'WY', fishingType: 'shore', baitType: 'live', speciesIds: ['lake-trout', 'cutthroat-trout'],
    }); // prettier-ignore
    expect(r.rules!.agencies.map((a) => a.url)).toEqual([
      'https://www.nps.gov/yell/planyourvisit/fishing.htm',
    ]);
    expect(md).toMatch(/park fishing permit/);
    expect(md).toMatch(/lake trout caught must be killed/);
    expect(statusOf(r, 'cutthroat-trout')).toBe('catch-and-release');
    for (const h of r.howToFish)
      expect(h.presentation.how).toMatch(/barbless hooks and lead-free weights only/);
    expect(r.howToFish[0]!.presentation.how).toMatch(/live and natural bait are not allowed/);
  });
});

describe('safety on the water (salt RC-B, fresh RC10)', () => {
  it('a boat off Westport gets the marine forecast, VHF and a beacon, and the Grays Harbor bar', () => {
    // USCG 33 CFR 165.1325 (Grays Harbor regulated bar); NWS marine forecasts; USCG EPIRB/PLB advice offshore.
    const { r } = run(
      {
        lat: 46.88, lon: -124.25, date: '2027-07-15', placeName: 'Westport, WA', habitat: 'salt', state: 'WA',
        fishingType: 'boat', baitType: 'live',
      },
      { coastKm: 7.4, atSea: true },
    ); // prettier-ignore
    const text = r.safety.map((n) => n.text).join(' ');
    expect(text).toMatch(/NWS marine forecast and small-craft advisories/);
    expect(text).toMatch(/EPIRB or PLB/);
    expect(r.safety.find((n) => n.topic === 'bar crossing')!.text).toMatch(/Grays Harbor bar/);
    expect(text).not.toMatch(/when wading/);
  });

  it('a kayak in the San Juans is warned of tidal current and shipping; Coos Bay boats of the bar', () => {
    const juans = run({
      lat: 48.5, lon: -123.05, date: '2027-08-10', placeName: 'San Juan Islands', habitat: 'salt', state: 'WA',
      fishingType: 'kayak', baitType: 'artificial',
    }); // prettier-ignore
    expect(juans.r.safety.find((n) => n.topic === 'current')!.text).toMatch(
      /faster than you can paddle.*ferries/,
    );
    const coos = run({
      lat: 43.37, lon: -124.28, date: '2027-08-28', placeName: 'Coos Bay', habitat: 'salt', state: 'OR',
      fishingType: 'boat', baitType: 'live',
    }); // prettier-ignore
    expect(
      coos.r.safety.some((n) => n.topic === 'bar crossing' && /Coos Bay bar/.test(n.text)),
    ).toBe(true);
  });

  it('shore anglers: sneaker waves on a Pacific jetty, rip currents in the Gulf surf', () => {
    const jetty = run({
      lat: 40.77, lon: -124.235, date: '2027-09-12', placeName: 'Humboldt Bay North Jetty', habitat: 'salt',
      state: 'CA', fishingType: 'shore', baitType: 'artificial',
    }); // prettier-ignore
    expect(jetty.r.safety.some((n) => /Sneaker waves/.test(n.text))).toBe(true);
    const surf = run({
      lat: 29.215, lon: -90.02, date: '2027-05-25', placeName: 'Grand Isle beach', habitat: 'salt', state: 'LA',
      fishingType: 'shore', baitType: 'artificial', waterKind: 'surf',
    }); // prettier-ignore
    expect(surf.r.safety.some((n) => /Rip currents/.test(n.text))).toBe(true);
  });

  it('a kayak above the Dock Street Dam is warned of the low-head dam', () => {
    // PFBC boating handbook (low-head dams); PennLive 2018: Dock Street Dam, at least 17 drownings.
    const { r } = run({
      lat: 40.28, lon: -76.9, date: '2027-08-05', placeName: 'Susquehanna River near Harrisburg', habitat: 'fresh',
      state: 'PA', fishingType: 'kayak', baitType: 'artificial', speciesIds: ['smallmouth-bass'],
    }); // prettier-ignore
    const dam = r.safety.find((n) => n.topic === 'dam')!;
    expect(dam.level).toBe('warning');
    expect(dam.text).toMatch(/Dock Street Dam/);
  });

  it('Lake Winnebago ice in mid-February warns of the marked sturgeon spearing holes', () => {
    // WDNR (wiscnews calendar): spearing opens the second Saturday in February for up to 16 days.
    const { r } = run({
      lat: 44.0, lon: -88.42, date: '2027-02-14', placeName: 'Lake Winnebago', habitat: 'fresh', state: 'WI',
      fishingType: 'shore', baitType: 'live',
    }); // prettier-ignore
    expect(r.safety.some((n) => n.topic === 'ice' && /spearing/.test(n.text))).toBe(true);
  });
});
