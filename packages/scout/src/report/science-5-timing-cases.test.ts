/**
 * Expert cases from the fifth science pass, timing part (reviews: /work/notes/review5/fresh.md
 * RC3, RC7 and salt.md RC-G, RC-H): when to fish and what the tide does. Run on the bundled
 * climatology with no forecast, as a report planned weeks ahead is. Each case states the guide's
 * expectation from the review and its source; the rules are in bite/timing-rules.ts,
 * report/best-windows.ts, report/tide-plan.ts and species/tide-notes.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledClimateAt } from '../climate/normals.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run } from './testing/planned-case.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const hourOf = (local: string): number => Number(local.slice(11, 13));
const windowHours = (r: StructuredReport) =>
  r.bestWindows.map((w) => ({ from: w.startMinute / 60, to: w.endMinute / 60, w }));
const allReasons = (r: StructuredReport): string =>
  r.hourly.flatMap((h) => h.reasons.map((x) => x.text)).join(' | ');
const reasonsBetween = (r: StructuredReport, fromH: number, toH: number): string =>
  r.hourly
    .filter((h) => hourOf(h.local) >= fromH && hourOf(h.local) < toH)
    .flatMap((h) => h.reasons.map((x) => x.text))
    .join(' | ');

describe('RC3 / RC-G: no night bonus where the angler or the water rules it out', () => {
  it('Driftless brown trout in 37 °F March water: late morning to afternoon, not overnight', () => {
    // Review f06: "In 37 °F water in March, Driftless browns feed late morning to mid-afternoon
    // (midges and the first BWOs). A guide would say 11 am-4 pm, not overnight."
    const { r } = run({
      lat: 43.7,
      lon: -91.02,
      date: '2027-03-15',
      placeName: 'Timber Coulee Creek near Westby, Wisconsin',
      habitat: 'fresh',
      state: 'WI',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['brown-trout'],
    });
    const best = windowHours(r)[0]!;
    expect(best.from).toBeGreaterThanOrEqual(10);
    expect(best.to).toBeLessThanOrEqual(17);
    expect(allReasons(r)).not.toMatch(/feeds after dark/);
    for (const { from } of windowHours(r)) expect(from).toBeGreaterThanOrEqual(6);
  });

  it('Upper Delaware from a drift boat on the fly in late May: the evening hatch, not the night', () => {
    // Review f10: "The fishing is afternoon emergers and the evening spinner fall, 7-9:30 pm, and
    // nobody rows a ledge-strewn river in the dark" (guide knowledge).
    const { r } = run({
      lat: 41.87,
      lon: -75.2,
      date: '2027-05-22',
      placeName: 'Delaware River main stem near Long Eddy, New York',
      habitat: 'fresh',
      state: 'NY',
      fishingType: 'boat',
      baitType: 'fly',
      speciesIds: ['brown-trout'],
    });
    for (const { from, to } of windowHours(r)) {
      expect(from).toBeGreaterThanOrEqual(5);
      expect(to).toBeLessThanOrEqual(22);
    }
    expect(allReasons(r)).not.toMatch(/feeds after dark/);
    expect(reasonsBetween(r, 19, 21)).toMatch(/evening hatch/);
  });

  it('Bighorn below Yellowtail in October on the fly: late morning to afternoon', () => {
    // Review f20: "October Bighorn fishing is late morning to afternoon, with BWOs on overcast
    // days" (guide knowledge); water about 50 °F, below the trout's preferred range.
    const { r } = run({
      lat: 45.31,
      lon: -107.93,
      date: '2027-10-12',
      placeName: 'Bighorn River below Yellowtail Dam, Fort Smith, Montana',
      habitat: 'fresh',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    const best = windowHours(r)[0]!;
    expect(best.from).toBeGreaterThanOrEqual(10);
    expect(best.from).toBeLessThan(16);
    expect(reasonsBetween(r, 12, 16)).toMatch(/hatches come in the warmest hours/);
  });

  it('Mosquito Lagoon on the fly from a kayak: sight-fishing in the bright middle of the day', () => {
    // Review s09: "Sight fishing needs high sun. A guide would say 8 AM to 2 PM on a calm, bright
    // day."
    const { r } = run({
      lat: 28.87,
      lon: -80.8,
      date: '2027-10-20',
      placeName: 'Mosquito Lagoon',
      habitat: 'salt',
      state: 'FL',
      fishingType: 'kayak',
      baitType: 'fly',
    });
    const best = windowHours(r)[0]!;
    expect(best.from).toBeGreaterThanOrEqual(8);
    expect(best.to).toBeLessThanOrEqual(16);
    for (const { from, to } of windowHours(r)) {
      expect(from).toBeGreaterThanOrEqual(6);
      expect(to).toBeLessThanOrEqual(20);
    }
    expect(reasonsBetween(r, 10, 14)).toMatch(/high sun for sight-fishing/);
  });

  it('Lower Laguna Madre in February: the afternoon on sun-warmed flats, not the night', () => {
    // Review s13: "A February wade or kayak trip for big trout is an afternoon bite on flats
    // warmed by the sun."
    const { r } = run({
      lat: 26.25,
      lon: -97.25,
      date: '2027-02-18',
      placeName: 'Lower Laguna Madre',
      habitat: 'salt',
      state: 'TX',
      fishingType: 'kayak',
      baitType: 'artificial',
    });
    const best = windowHours(r)[0]!;
    expect(best.from).toBeGreaterThanOrEqual(11);
    expect(best.to).toBeLessThanOrEqual(18);
    expect(allReasons(r)).not.toMatch(/feeds after dark/);
  });
});

describe('RC-G: windows a few hours long; no cold-afternoon rule for cold-water sea fish', () => {
  it('Ketchikan in late May: no 19-hour stretch and no "warmest hours" for salmon at sea', () => {
    // Review s20: "The best stretch is 3:00 AM to 10:00 PM: a 19-hour stretch"; "cold water: the
    // warmest hours of the afternoon is applied to salmon in the sea."
    const { r } = run({
      lat: 55.3,
      lon: -131.6,
      date: '2027-05-27',
      placeName: 'Ketchikan',
      habitat: 'salt',
      state: 'AK',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(r.bestWindows.length).toBeGreaterThan(0);
    for (const { from, to } of windowHours(r)) expect(to - from).toBeLessThanOrEqual(4);
    expect(allReasons(r)).not.toMatch(/warmest hours of the afternoon/);
  });

  it('Poipu in December: no 11-hour stretch', () => {
    // Review s22: "The best stretch is 12:00 AM to 11:00 AM: an 11-hour window."
    const { r } = run(
      {
        lat: 21.872,
        lon: -159.455,
        date: '2027-12-10',
        placeName: 'Poipu, Kauai',
        habitat: 'salt',
        state: 'HI',
        fishingType: 'shore',
        baitType: 'live',
      },
      { coastKm: 0, atSea: false },
    );
    for (const { from, to } of windowHours(r)) expect(to - from).toBeLessThanOrEqual(4);
  });

  it('Homer halibut: the slack tides, not the peak of a 21-foot flood', () => {
    // Review s21: "Halibut bite by the tide, and on a 21.5 ft tide a guide fishes the slacks
    // (high 6:09 AM, low 12:24 PM) and avoids the peak flood at 2-4 AM." Homer charters "leave
    // early in the morning to take advantage of two slack tides every day" (Homer News, 2002).
    const { r } = run({
      lat: 59.5,
      lon: -151.7,
      date: '2027-07-08',
      placeName: 'Homer, Kachemak Bay',
      habitat: 'salt',
      state: 'AK',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['pacific-halibut'],
    });
    const turns = r.tidePlan!.extremes.map((e) => e.minuteOfDay / 60);
    const best = windowHours(r)[0]!;
    expect(turns.some((t) => t >= best.from - 1 && t <= best.to + 1)).toBe(true);
    expect(reasonsBetween(r, 2, 4)).not.toMatch(/slack water/);
    expect(reasonsBetween(r, 2, 4)).toMatch(/runs hardest/);
    const advice = r.tidePlan!.advice.join(' ');
    expect(advice).toMatch(/Halibut bite best .*slack/);
    expect(advice).not.toMatch(/Flatfish feed .* while the tide runs/);
  });
});

describe('RC-H: tide lines that fit the water and the angler', () => {
  it('a 0.0 ft low exposes nothing (Thames at New London, January)', () => {
    // Review s03: "Negative low (-0.0 ft) at 6:30 PM: bars and flats will be exposed. A 0.0 ft
    // low exposes nothing."
    const { r } = run({
      lat: 41.36,
      lon: -72.088,
      date: '2027-01-12',
      placeName: 'Thames River, New London',
      habitat: 'salt',
      state: 'CT',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['striped-bass'],
    });
    expect(r.tidePlan!.advice.join(' ')).not.toMatch(/Negative low/);
  });

  it('offshore, a negative low exposes nothing for the angler (Jupiter, 12 nm out)', () => {
    // Review s08: "Negative low (-0.1 ft) ... This is irrelevant offshore."
    const { r } = run(
      {
        lat: 26.95,
        lon: -80.02,
        date: '2027-01-20',
        placeName: 'Jupiter Inlet, offshore',
        habitat: 'salt',
        waterKind: 'reef-offshore',
        state: 'FL',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: ['sailfish'],
      },
      { coastKm: 5, atSea: true },
    );
    expect(r.tidePlan!.advice.join(' ')).not.toMatch(/Negative low/);
  });

  it('over the Key West wrecks a small range does not mean slack water', () => {
    // Review s10: "A small range (1.1 ft) today: the tide barely moves the water is misleading:
    // current over the wrecks decides the drift and the bite."
    const { r } = run({
      lat: 24.42,
      lon: -81.75,
      date: '2027-04-15',
      placeName: 'Key West wrecks',
      habitat: 'salt',
      waterKind: 'reef-offshore',
      state: 'FL',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['permit'],
    });
    const advice = r.tidePlan!.advice.join(' ');
    expect(advice).not.toMatch(/barely moves/);
    expect(advice).toMatch(/current can still run hard/);
  });

  it('a boat in the rips gets no beach-walking surf note (Cape May Rips, November)', () => {
    // Review s04: "look at the beach at low tide to find the sloughs and cuts ... neither of which
    // helps a boat."
    const { r } = run({
      lat: 38.91,
      lon: -74.975,
      date: '2027-11-10',
      placeName: 'Cape May Rips',
      habitat: 'salt',
      waterKind: 'surf',
      state: 'NJ',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['striped-bass'],
    });
    expect(r.tidePlan!.advice.join(' ')).not.toMatch(/look at the beach at low tide/);
  });

  it('the same surf note still serves an angler on the beach', () => {
    const { r } = run({
      lat: 38.91,
      lon: -74.975,
      date: '2027-11-10',
      placeName: 'Cape May Point beach',
      habitat: 'salt',
      waterKind: 'surf',
      state: 'NJ',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['striped-bass'],
    });
    expect(r.tidePlan!.advice.join(' ')).toMatch(/look at the beach at low tide/);
  });
});

describe('RC7: a tidal fresh river gets its tides, with fresh-water fish and rules', () => {
  it('the tidal James at Dutch Gap in December: a tide plan for blue catfish', () => {
    // Review f04: "Dutch Gap is tidal fresh water, and James River catfish guides plan the day
    // around the tide ... The last two hours of an outgoing tide and the first two hours on an
    // incoming tide can be deadly on big catfish" (Capt. J. Garland, catfishnow.com).
    const { r, md } = run({
      lat: 37.38,
      lon: -77.36,
      date: '2027-12-08',
      placeName: 'James River at Dutch Gap, Virginia',
      habitat: 'fresh',
      state: 'VA',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['blue-catfish'],
    });
    expect(r.habitat.habitat).toBe('fresh');
    expect(r.targets[0]!.id).toBe('blue-catfish');
    expect(r.tidePlan).not.toBeNull();
    expect(r.tidePlan!.advice.join(' ')).toMatch(/last two hours of the ebb/);
    expect(r.plannedFrom?.text).toMatch(/tides/);
    expect(md).toMatch(/## Tide plan/);
    expect(md).toMatch(/freshwater regulations/i);
  });

  it('the Potomac at Fletcher\u2019s Cove in April: a tide plan on fresh water', () => {
    // Review f08: "the water here is tidal. Shad anglers at Fletcher's fish the tide" (Fletcher's
    // Cove reports, mikescatchreport.com, April 2017).
    const { r } = run({
      lat: 38.918,
      lon: -77.103,
      date: '2027-04-12',
      placeName: "Potomac River at Fletcher's Cove, Washington DC",
      habitat: 'fresh',
      state: 'DC',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(r.habitat.habitat).toBe('fresh');
    expect(r.tidePlan).not.toBeNull();
    expect(r.tidePlan!.extremes.length).toBeGreaterThan(1);
  });

  it('the Hudson at Kingston in May: stripers on the tide (a spot the review did not read)', () => {
    // The Hudson is tidal to the Troy dam; NYSDEC's Hudson River striped bass pages describe the
    // spring run in the tidal river (common guide practice: fish the moving tide).
    const { r } = run({
      lat: 41.93,
      lon: -73.96,
      date: '2027-05-06',
      placeName: 'Hudson River at Kingston, New York',
      habitat: 'fresh',
      state: 'NY',
      fishingType: 'boat',
      baitType: 'live',
      speciesIds: ['striped-bass'],
    });
    expect(r.tidePlan).not.toBeNull();
    expect(r.tidePlan!.advice.join(' ')).toMatch(/while the tide runs/);
  });

  it('an untidal river far from any station keeps no tide plan (Susquehanna at Harrisburg)', () => {
    const { r } = run({
      lat: 40.28,
      lon: -76.9,
      date: '2027-08-05',
      placeName: 'Susquehanna River near Harrisburg, Pennsylvania',
      habitat: 'fresh',
      state: 'PA',
      fishingType: 'kayak',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(r.tidePlan).toBeNull();
  });
});

describe('RC14: western tailwaters run on the dam\u2019s release, not the air', () => {
  it('the Deschutes at Maupin in early June reads the mid to upper 50s, not 65 °F', () => {
    // Review f12: at salmonfly time at Maupin "water temps were heading to the mid-50s"
    // (deschutesangler.com); the pre-dam June mean at the mouth, the warmest reach, was 62 °F
    // (Oregon State Game Commission 1967, as quoted there). USGS 14092500 below the dams: 56 °F.
    const { r } = run({
      lat: 45.17,
      lon: -121.08,
      date: '2027-06-03',
      placeName: 'Deschutes River at Maupin, Oregon',
      habitat: 'fresh',
      state: 'OR',
      fishingType: 'shore',
      baitType: 'fly',
    });
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(54);
    expect(w.tempF).toBeLessThanOrEqual(61);
    expect(w.source).toMatch(/USGS 14092500/);
  });

  it('the Bighorn at Fort Smith in mid-July stays cold: the release, not a 70 °F air estimate', () => {
    // "it is not common for the cold-water section of the Bighorn River to experience elevated
    // water temperatures" (Bighorn River Alliance, temperature alert, read 2026); a July air
    // estimate at Billings would put it near 70 °F. A date the review did not read.
    const { r } = run({
      lat: 45.31,
      lon: -107.93,
      date: '2027-07-15',
      placeName: 'Bighorn River below Yellowtail Dam, Fort Smith, Montana',
      habitat: 'fresh',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'fly',
      speciesIds: ['brown-trout'],
    });
    const w = r.conditions.water!;
    expect(w.tempF).toBeLessThanOrEqual(62);
    expect(w.method).toMatch(/release/);
  });

  it('the Missouri at Craig in January: the Holter release (USGS 06066500), about 34 °F', () => {
    const { r } = run({
      lat: 47.07,
      lon: -111.96,
      date: '2027-01-20',
      placeName: 'Missouri River at Craig, Montana',
      habitat: 'fresh',
      waterKind: 'river',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    const w = r.conditions.water!;
    expect(w.source).toMatch(/USGS 06066500/);
    expect(Math.abs(w.tempF - 34)).toBeLessThanOrEqual(2);
  });
});

describe('RC-F: nearshore water from its own water body, not a cell across land or offshore', () => {
  it('the San Juan Islands in August read about 50 °F, not the outer-coast cell\u2019s 59', () => {
    // Review s19: "San Juan water stays near 50 °F all summer" ("the average water temperature
    // ranges from 42 to 50 degrees", ExploreNW; "around 50 degrees", paddling.com). At 50 °F the
    // cold-water rules apply to a kayak.
    const { r } = run({
      lat: 48.5,
      lon: -123.05,
      date: '2027-08-10',
      placeName: 'San Juan Islands',
      habitat: 'salt',
      state: 'WA',
      fishingType: 'kayak',
      baitType: 'artificial',
    });
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(47);
    expect(w.tempF).toBeLessThanOrEqual(53);
    expect(w.source).not.toMatch(/ERSST/);
    expect(r.safety.some((n) => n.topic === 'cold water')).toBe(true);
  });

  it('Admiralty Inlet off Port Townsend in September stays in the low 50s (a spot the review did not read)', () => {
    const { r } = run({
      lat: 48.13,
      lon: -122.74,
      date: '2027-09-15',
      placeName: 'Point Wilson, Port Townsend',
      habitat: 'salt',
      state: 'WA',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(r.conditions.water!.tempF).toBeLessThanOrEqual(54);
  });

  it('Cape May Rips in mid-November read the mid-50s of the Lewes station, not a Gulf Stream cell', () => {
    // Review s04: "The Cape May ocean is in the mid-50s by mid to late November (Wildwood, 30 Nov
    // 2017: Ocean temp: 53°)"; the app read 63 °F from the cell 132 km offshore.
    const { r } = run({
      lat: 38.91,
      lon: -74.975,
      date: '2027-11-10',
      placeName: 'Cape May Rips',
      habitat: 'salt',
      state: 'NJ',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(51);
    expect(w.tempF).toBeLessThanOrEqual(59);
    expect(w.source).toMatch(/CO-OPS 8557380/);
  });

  it('Cape Lookout in early November reads the mid-60s, not 75 °F', () => {
    // Review s06: "Emerald Isle surf in Nov 2023 ranged from a high of 68° to a low of 58° ...
    // averaging 63.8°. Early November is about 66-68 °F, so the app is 7-9 °F warm."
    const { r } = run({
      lat: 34.6,
      lon: -76.53,
      date: '2027-11-04',
      placeName: 'Cape Lookout',
      habitat: 'salt',
      state: 'NC',
      fishingType: 'boat',
      baitType: 'fly',
    });
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(62);
    expect(w.tempF).toBeLessThanOrEqual(69);
  });

  it('Wasque Point in early October reads Nantucket Sound water (62-66 °F), not the Gulf of Maine cell', () => {
    // Review s01: "Nantucket Sound is about 62-64 °F in early October"; the app read 60 °F from the
    // cell at 42° N 70° W on the Gulf of Maine side of the Cape.
    const { r } = run({
      lat: 41.352,
      lon: -70.452,
      date: '2027-10-08',
      placeName: "Wasque Point, Martha's Vineyard",
      habitat: 'salt',
      state: 'MA',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    const w = r.conditions.water!;
    expect(w.tempF).toBeGreaterThanOrEqual(62);
    expect(w.tempF).toBeLessThanOrEqual(66);
  });

  it('an open-ocean cell far from the spot prints a wider ±', () => {
    // Cape May Point is 132 km from its nearest cell (38° N 74° W): ±8 or more, not ±7.
    const c = bundledClimateAt(38.93, -74.96)!;
    expect(c.seaDistanceKm).toBeGreaterThan(120);
    expect(c.sea!.sdF[0]).toBeGreaterThanOrEqual(8);
  });
});
