/**
 * Expert cases from the seventh science pass, rules of the water, state and federal waters, and
 * safety (notes: /work/notes/review6/salt.md RC-2, RC-3, RC-6; fresh.md RC-D1, RC-D2). Planned
 * reports on the bundled climatology, closure table and geography, as the server writes one past
 * the forecast. The spots are new waters of the same kinds the held-out review found wrong, not
 * its own points; each expectation cites the page it rests on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { testGeo } from '../rules/testing/geo-index.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { safetyNotes, type SafetyPlace } from './safety-notes.ts';
import { plannedCase, type PlannedCase } from './testing/planned-case.ts';
import { safetyText, statusOf } from './testing/report-readers.ts';
import type { Conditions, TidePlan } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

type Case = Omit<PlannedCase, 'closures' | 'state'> & { state?: string };

/** A planned report at the spot's real state, coastline distance and sea/land side. */
const run = (c: Case) => {
  const geo = testGeo(c.lat, c.lon);
  return plannedCase(
    { ...c, state: c.state ?? geo.state!, closures: CLOSURE_SEED },
    { coastKm: geo.coastKm, atSea: geo.atSea },
  );
};

describe('state or federal waters (salt RC-2)', () => {
  it('a boat 2.6 nm west of Block Island, on a grid-cell edge, is in Rhode Island water: stripers are legal', () => {
    // NOAA striped bass EEZ closure applies beyond 3 nm; Conserve Fish (2018): "It is legal to retain
    // fish within the three-mile limit around Block Island." The coastline search once missed the island.
    const { r } = run({
      lat: 41.25, lon: -71.625, date: '2027-10-02', placeName: 'off Block Island', habitat: 'salt',
      fishingType: 'boat', baitType: 'artificial', speciesIds: ['striped-bass'],
    }); // prettier-ignore
    expect(r.rules!.jurisdiction).toBe('state');
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
  });

  it('mid Buzzards Bay, 3.3 nm from the nearest shore, is Massachusetts inland water', () => {
    // United States v. Maine, 452 U.S. 429 (1981): the coastline runs Gooseberry Neck - Cuttyhunk.
    const { r } = run({
      lat: 41.57, lon: -70.78, date: '2027-06-01', placeName: 'Buzzards Bay', habitat: 'salt',
      fishingType: 'boat', baitType: 'live', speciesIds: ['striped-bass'],
    }); // prettier-ignore
    expect(r.rules!.jurisdiction).toBe('state');
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
  });

  it('Block Island Sound west of the Montauk Point - Watch Hill line is state inland water', () => {
    // United States v. Maine, 471 U.S. 375 (1985 decree).
    const { r } = run({
      lat: 41.17, lon: -71.9, date: '2027-09-20', placeName: 'Block Island Sound', habitat: 'salt',
      fishingType: 'boat', baitType: 'artificial', speciesIds: ['striped-bass'],
    }); // prettier-ignore
    expect(r.rules!.jurisdiction).toBe('state');
    expect(statusOf(r, 'striped-bass')).not.toBe('closed');
  });

  it('mid Nantucket Sound is federal: stripers closed there, and the report says where they are legal', () => {
    // 516 U.S. 365 (1996): Nantucket Sound is territorial sea and high seas; NOAA: no striped bass in the EEZ.
    const { r, md } = run({
      lat: 41.45, lon: -70.3, date: '2027-06-10', placeName: 'Nantucket Sound', habitat: 'salt',
      fishingType: 'boat', baitType: 'live', speciesIds: ['striped-bass'],
    }); // prettier-ignore
    expect(r.rules!.jurisdiction).toBe('federal');
    expect(statusOf(r, 'striped-bass')).toBe('closed');
    const text = r.targets[0]!.regulation!.text;
    expect(text).toMatch(/Inside state waters \(within 3 nautical miles of the shore/);
    expect(text).toMatch(/Massachusetts[^.]*rules apply and no closure is on file/);
    expect(md).toMatch(/Inside state waters/);
  });
});

describe('closures the table lacked (salt RC-3)', () => {
  it('Texas flounder on Nov 10 may not be kept (closure Nov 1 - Dec 14)', () => {
    // Texas Fish & Game, Oct 2025 (TPWD): "no flounder may be legally harvested" Nov 1 - Dec 14.
    const { r } = run({
      lat: 29.33, lon: -94.7, date: '2027-11-10', placeName: 'Galveston jetties', habitat: 'salt',
      fishingType: 'shore', baitType: 'live', speciesIds: ['southern-flounder'],
    }); // prettier-ignore
    expect(statusOf(r, 'southern-flounder')).toBe('harvest-closed');
  });

  it('Louisiana, Florida and Alabama fall flounder closures; North Carolina outside its September season', () => {
    // LDWF (Houma Times 2023): Oct 15 - Nov 30. FWC: Oct 15 - Nov 30, state and federal waters.
    // ADCNR (al.com 2020): November. NC DMF 2025: open Sept 1-14 only.
    const la = run({
      lat: 29.25, lon: -89.96, date: '2027-10-25', placeName: 'Grand Isle', habitat: 'salt',
      fishingType: 'shore', baitType: 'live', speciesIds: ['southern-flounder'],
    }); // prettier-ignore
    expect(statusOf(la.r, 'southern-flounder')).toBe('harvest-closed');
    const fl = run({
      lat: 30.4, lon: -81.39, date: '2027-11-05', placeName: 'Mayport jetties', habitat: 'salt',
      fishingType: 'shore', baitType: 'live', speciesIds: ['southern-flounder'],
    }); // prettier-ignore
    expect(statusOf(fl.r, 'southern-flounder')).toBe('harvest-closed');
    const al = run({
      lat: 30.25, lon: -88.11, date: '2027-11-12', placeName: 'Dauphin Island', habitat: 'salt',
      fishingType: 'shore', baitType: 'live', speciesIds: ['southern-flounder'],
    }); // prettier-ignore
    expect(statusOf(al.r, 'southern-flounder')).toBe('harvest-closed');
    const ncLate = run({
      lat: 34.03, lon: -77.89, date: '2027-09-25', placeName: 'Carolina Beach', habitat: 'salt',
      fishingType: 'shore', baitType: 'live', speciesIds: ['southern-flounder'],
    }); // prettier-ignore
    expect(statusOf(ncLate.r, 'southern-flounder')).toBe('harvest-closed');
    const ncOpen = run({
      lat: 34.03, lon: -77.89, date: '2027-09-05', placeName: 'Carolina Beach', habitat: 'salt',
      fishingType: 'shore', baitType: 'live', speciesIds: ['southern-flounder'],
    }); // prettier-ignore
    expect(statusOf(ncOpen.r, 'southern-flounder')).toBe('open');
  });

  it('California: coho may never be kept in the ocean; the chinook season is flagged "set each year"', () => {
    // CDFW (2021): "Retention of coho salmon ... is prohibited in all ocean fisheries off California."
    // CDFW (April 2025): the first recreational salmon fishing since 2022, a few days only.
    const coho = run({
      lat: 38.28, lon: -123.08, date: '2027-07-18', placeName: 'off Bodega Bay', habitat: 'salt',
      fishingType: 'boat', baitType: 'live', speciesIds: ['coho-salmon'],
    }); // prettier-ignore
    expect(statusOf(coho.r, 'coho-salmon')).toBe('harvest-closed');
    const king = run({
      lat: 38.28, lon: -123.08, date: '2027-07-18', placeName: 'off Bodega Bay', habitat: 'salt',
      fishingType: 'boat', baitType: 'live', speciesIds: ['chinook-salmon'],
    }); // prettier-ignore
    expect(king.md).toMatch(/Season set each year: California's ocean salmon season/);
  });

  it('Gulf red snapper off Florida in August may not be kept; bonefish in Florida are catch and release', () => {
    // FWC 2025 (WFTV): summer season to July 31, fall dates from Sept 1. FWC 2011: bonefish catch and release only.
    const snapper = run({
      lat: 30.2, lon: -85.95, date: '2027-08-12', placeName: 'off Panama City Beach', habitat: 'salt',
      fishingType: 'boat', baitType: 'live', speciesIds: ['red-snapper'],
    }); // prettier-ignore
    expect(statusOf(snapper.r, 'red-snapper')).toBe('harvest-closed');
    const bones = run({
      lat: 24.92, lon: -80.62, date: '2027-03-12', placeName: 'Islamorada flats', habitat: 'salt',
      fishingType: 'boat', baitType: 'fly', speciesIds: ['bonefish'],
    }); // prettier-ignore
    // A standing release rule, as the tarpon's (science pass 14): open with release rules.
    expect(statusOf(bones.r, 'bonefish')).toBe('release-rules');
    expect(bones.r.targets[0]?.regulation?.text).toMatch(/catch and release only in Florida/);
  });

  it('Marine Area 9 (Admiralty Inlet) coho: release wild coho', () => {
    // WDFW rule change 2019 (Ted's Sports Center): "Release wild Chinook, chum, and wild coho."
    const { r } = run({
      lat: 47.912, lon: -122.527, date: '2027-09-05', placeName: 'Point No Point', habitat: 'salt',
      fishingType: 'shore', baitType: 'artificial', speciesIds: ['coho-salmon'],
    }); // prettier-ignore
    expect(statusOf(r, 'coho-salmon')).toBe('release-rules');
    expect(r.targets[0]!.regulation!.text).toMatch(/release wild \(unclipped\) coho/);
  });
});

describe('fresh waters with their own rules (fresh RC-D2)', () => {
  it('Falcon Lake: the US-Mexico line and the Mexican licence; Lake Seminole: Georgia and Florida', () => {
    // KVIA 2011 (Border Patrol): markers on the lake show the border. Beasts.cc: GA-FL reciprocal
    // agreement covers Lake Seminole.
    const falcon = run({
      lat: 26.95, lon: -99.37, date: '2027-03-15', placeName: 'Falcon Lake near San Ygnacio', habitat: 'fresh',
      fishingType: 'boat', baitType: 'artificial', state: 'TX',
    }); // prettier-ignore
    expect(falcon.md).toMatch(/Mexican fishing licence/);
    const seminole = run({
      lat: 30.8, lon: -84.75, date: '2027-02-20', placeName: 'Lake Seminole', habitat: 'fresh',
      fishingType: 'boat', baitType: 'artificial', state: 'GA',
    }); // prettier-ignore
    expect(seminole.md).toMatch(/Georgia or Florida freshwater licence/);
    expect(seminole.r.rules!.agencies.map((a) => a.url)).toContain(
      'https://myfwc.com/fishing/freshwater/regulations/',
    );
  });

  it('Chena River grayling: catch and release, artificial only, even for a bait angler', () => {
    // ADF&G Tanana area report (Delta Wind 2018): catch and release, one unbaited single-hook lure.
    const { r } = run({
      lat: 64.855, lon: -147.58, date: '2027-08-10', placeName: 'Chena River', habitat: 'fresh',
      fishingType: 'shore', baitType: 'live', speciesIds: ['arctic-grayling'], waterKind: 'river',
    }); // prettier-ignore
    expect(statusOf(r, 'arctic-grayling')).toBe('catch-and-release');
    expect(r.howToFish[0]!.presentation.how).toMatch(/not allowed here/);
  });

  it('Harriman (Henrys Fork): closed before June 15, fly fishing only after', () => {
    // Henry's Fork Anglers (M. Lawson, 2016): June 15 opener; fly fishing only on the Ranch and Harriman East.
    const early = run({
      lat: 44.36, lon: -111.4, date: '2027-06-05', placeName: 'Henrys Fork, Railroad Ranch', habitat: 'fresh',
      fishingType: 'shore', baitType: 'fly', speciesIds: ['rainbow-trout'], waterKind: 'river',
    }); // prettier-ignore
    expect(statusOf(early.r, 'rainbow-trout')).toBe('closed');
    expect(early.r.targets[0]!.regulation!.change).toBe('opens June 15');
    const open = run({
      lat: 44.36, lon: -111.4, date: '2027-06-25', placeName: 'Henrys Fork, Railroad Ranch', habitat: 'fresh',
      fishingType: 'shore', baitType: 'artificial', speciesIds: ['rainbow-trout'], waterKind: 'river',
    }); // prettier-ignore
    expect(open.md).toMatch(/fly fishing only/);
    expect(open.r.howToFish[0]!.presentation.how).toMatch(/not allowed here/);
  });

  it('Smith Mountain Lake stripers in spring and Lake Vermilion walleye carry their slot limits', () => {
    // WNCT (DWR): 30-40 in stripers released Nov - May. Duluth News Tribune (MN DNR 2017): 20-26 in walleye released.
    const sml = run({
      lat: 37.12, lon: -79.7, date: '2027-03-20', placeName: 'Smith Mountain Lake', habitat: 'fresh',
      fishingType: 'boat', baitType: 'live', speciesIds: ['striped-bass'], inLake: true,
    }); // prettier-ignore
    expect(statusOf(sml.r, 'striped-bass')).toBe('release-rules');
    expect(sml.md).toMatch(/30-40 in must be released/);
    const verm = run({
      lat: 47.85, lon: -92.4, date: '2027-07-10', placeName: 'Lake Vermilion', habitat: 'fresh',
      fishingType: 'boat', baitType: 'live', speciesIds: ['walleye'], inLake: true,
    }); // prettier-ignore
    expect(statusOf(verm.r, 'walleye')).toBe('release-rules');
    expect(verm.md).toMatch(/release every walleye 20-26 in/);
  });

  it('a North Zone Maine lake in October says general law closes it unless its special law opens it', () => {
    // eregulations.com/maine (IFW): North Zone lakes and ponds closed to all fishing Oct 1 - Mar 31.
    const { md } = run({
      lat: 44.96, lon: -70.7, date: '2027-10-12', placeName: 'Rangeley Lake', habitat: 'fresh',
      fishingType: 'boat', baitType: 'fly', inLake: true, waterKind: 'natural-lake',
    }); // prettier-ignore
    expect(md).toMatch(
      /North Zone lakes and ponds are closed to all fishing Oct 1 - Mar 31 unless/,
    );
  });

  it('a Lake Ontario harbour at a tributary mouth in October names the tributary night closure', () => {
    // NYSDEC Great Lakes tributary regulations (eregulations): no fishing from 1/2 hour after sunset, Sep 1 - Mar 31.
    const { md } = run({
      lat: 43.258, lon: -77.605, date: '2027-10-16', placeName: 'Rochester harbor, Genesee River mouth', habitat: 'fresh',
      fishingType: 'shore', baitType: 'artificial', waterKind: 'great-lakes',
    }); // prettier-ignore
    expect(md).toMatch(/Lake Ontario tributary rules apply Sep 1 - Mar 31/);
  });
});

describe('safety (salt RC-6, fresh RC-D1)', () => {
  it('a kayak on a warm river is told to wear a life jacket; on the New River above Thurmond, of the gorge rapids', () => {
    // NRG put-in signs (Blue Ridge Outdoors): "4/5 who drown were not wearing Personal Flotation Devices".
    // GORP: below Thurmond the New enters the gorge, Class IV-V.
    const james = run({
      lat: 37.53, lon: -77.46, date: '2027-07-15', placeName: 'James River at Richmond', habitat: 'fresh',
      fishingType: 'kayak', baitType: 'artificial', speciesIds: ['smallmouth-bass'], waterKind: 'river',
    }); // prettier-ignore
    expect(safetyText(james.r)).toMatch(/Wear a life jacket \(PFD\)/);
    const newRiver = run({
      lat: 37.93, lon: -81.08, date: '2027-07-20', placeName: 'New River near Thurmond', habitat: 'fresh',
      fishingType: 'kayak', baitType: 'artificial', speciesIds: ['smallmouth-bass'], waterKind: 'river',
    }); // prettier-ignore
    const rapids = newRiver.r.safety.find((n) => /Lower Gorge/.test(n.text))!;
    expect(rapids.level).toBe('warning');
    expect(rapids.text).toMatch(/Take out at Thurmond/);
    expect(safetyText(newRiver.r)).toMatch(/life jacket/);
  });

  it('a Lake Michigan pier angler is warned of waves over the pier and currents along it', () => {
    // NWS beach hazards statements: structural currents along piers; waves wash over piers.
    const { r } = run({
      lat: 43.058, lon: -86.255, date: '2027-07-15', placeName: 'Grand Haven south pier', habitat: 'fresh',
      fishingType: 'shore', baitType: 'artificial', waterKind: 'great-lakes', state: 'MI',
    }); // prettier-ignore
    expect(safetyText(r)).toMatch(/Waves wash over piers and breakwalls/);
  });

  it('Puget Sound shore: ship wakes, not sneaker waves; the outer coast keeps the sneaker-wave line', () => {
    // Paddling the Salish Sea (2023): no ocean swell reaches Seattle; waves come off container ships.
    const sound = run({
      lat: 47.66, lon: -122.435, date: '2027-09-08', placeName: 'West Point, Seattle', habitat: 'salt',
      fishingType: 'shore', baitType: 'artificial', waterKind: 'rocky-coast',
    }); // prettier-ignore
    expect(safetyText(sound.r)).not.toMatch(/Sneaker waves/);
    expect(safetyText(sound.r)).toMatch(/ship and ferry wakes/);
    const coast = run({
      lat: 46.91, lon: -124.12, date: '2027-09-08', placeName: 'Westport jetty', habitat: 'salt',
      fishingType: 'shore', baitType: 'artificial', waterKind: 'inlet-jetty',
    }); // prettier-ignore
    expect(safetyText(coast.r)).toMatch(/Sneaker waves/);
  });

  it('Atlantic jetty anglers get a jetty line; boats off Oregon Inlet and Jupiter Inlet get the bar', () => {
    // USACE (2020): breakwater stones slippery; InTheBite (USCG Station Oregon Inlet, 2018); TCPalm 2017 (Jupiter).
    const jetty = run({
      lat: 40.103, lon: -74.033, date: '2027-10-10', placeName: 'Manasquan Inlet north jetty', habitat: 'salt',
      fishingType: 'shore', baitType: 'artificial', waterKind: 'inlet-jetty',
    }); // prettier-ignore
    expect(safetyText(jetty.r)).toMatch(/Jetty rocks are slick/);
    const offshore = run({
      lat: 35.7, lon: -75.1, date: '2027-05-15', placeName: 'east of Oregon Inlet', habitat: 'salt',
      fishingType: 'boat', baitType: 'artificial',
    }); // prettier-ignore
    expect(offshore.r.safety.find((n) => n.topic === 'bar crossing')?.text).toMatch(/Oregon Inlet/);
    const jupiter = run({
      lat: 26.945, lon: -80.06, date: '2027-12-05', placeName: 'Jupiter Inlet', habitat: 'salt',
      fishingType: 'boat', baitType: 'live', waterKind: 'inlet-jetty',
    }); // prettier-ignore
    expect(jupiter.r.safety.find((n) => n.topic === 'bar crossing')?.text).toMatch(/Jupiter Inlet/);
  });

  it('the big-tide caution: no flats for boats off a rocky coast, no wading for jetty or pier anglers', () => {
    const conditions = { weather: null, water: null } as unknown as Conditions;
    const tide = { rangeFt: 9.2 } as unknown as TidePlan;
    const at = (kind: SafetyPlace['kind'], name: string): SafetyPlace => ({
      lat: 43.5,
      lon: -70.3,
      date: '2027-08-10',
      kind,
      state: 'ME',
      offshoreNm: 1,
      name,
    });
    const text = (type: 'boat' | 'shore', place: SafetyPlace) =>
      safetyNotes(conditions, 'salt', 'coast', type, tide, null, place)
        .filter((n) => n.topic === 'tide')
        .map((n) => n.text)
        .join(' ');
    expect(text('boat', at('rocky-coast', 'Cape Elizabeth'))).not.toMatch(/flats/);
    expect(text('shore', at('inlet-jetty', 'Portland Head jetty'))).not.toMatch(/wading/);
    expect(text('shore', at('surf', 'Old Orchard Beach Pier'))).not.toMatch(/wading/);
    expect(text('shore', at('bay-flats', 'Scarborough Marsh'))).toMatch(/wading/);
  });
});
