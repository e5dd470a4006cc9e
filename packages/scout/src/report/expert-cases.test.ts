/**
 * Expert cases for issue 26 ("Every date, every water"): reports past the forecast across regions,
 * seasons and kinds of water, each expected fact with its source in a comment. Dates are in
 * 2027, well past any forecast, so every report is planned from the climatology.
 *
 * Air normals come from the bundled NOAA 1991-2020 station normals (`bundledClimateAt`). Sea-surface
 * normals are not bundled (the server's archive provider supplies them); cases on salt water pass a
 * `seaNormals(...)` input built from monthly means: those means are test inputs of the size NOAA's
 * tide-station records show for each water in that month (e.g. Chesapeake Bay in December in the
 * 40s °F, Puget Sound in winter near 47-48 °F, Tampa Bay in January in the low 60s, Oahu near
 * 76 °F), not data the app ships.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledClimateAt, expandHarmonics } from '../climate/normals.ts';
import { STATION_NORMALS } from '../climate/data/station-normals.ts';
import { normalsDayIndex, type ClimateNormals } from '../climate/types.ts';
import { estimateIce, ICE_RULES } from '../ice/ice-estimate.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { lightReason, sunPathOf } from '../bite/sky-reasons.ts';
import { computeSky } from '../sky/compute-sky.ts';
import { localToInstant } from '../time/local-time.ts';
import { buildReport } from './build-report.ts';
import type { BuildReportInput, StructuredReport } from './types.ts';
import { writeReport } from './write-report.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

/** 366-day normals from 12 monthly means (linear between mid-months) and one spread. */
function seaNormals(monthlyF: number[], sdF: number, source: string, air?: ClimateNormals | null) {
  const mid = [15, 45, 74, 105, 135, 166, 196, 227, 258, 288, 319, 349];
  const meanF = Array.from({ length: 366 }, (_, t) => {
    let i = mid.findIndex((m) => m > t) - 1;
    if (i < -1) i = 11;
    const a = i < 0 ? 11 : i;
    const b = (a + 1) % 12;
    const ta = mid[a]! - (i < 0 ? 366 : 0);
    const tb = mid[b]! + (b < a ? 366 : 0);
    const w = (t - ta) / (tb - ta);
    return monthlyF[a]! * (1 - w) + monthlyF[b]! * w;
  });
  return {
    air: air?.air ?? null,
    sea: { meanF, sdF: meanF.map(() => sdF) },
    airSource: air?.airSource ?? null,
    seaSource: source,
    airDistanceKm: air?.airDistanceKm ?? null,
    seaDistanceKm: 5,
  } satisfies ClimateNormals;
}

type Case = Omit<BuildReportInput, 'baitType' | 'climate'> & {
  baitType?: BuildReportInput['baitType'];
  climate?: ClimateNormals | null;
};
function report(c: Case): { r: StructuredReport; md: string } {
  const r = buildReport({
    baitType: 'live',
    ...c,
    climate: c.climate === undefined ? bundledClimateAt(c.lat, c.lon) : c.climate,
  });
  return { r, md: writeReport(r) };
}
const hourText = (r: StructuredReport, fromH: number, toH: number): string =>
  r.hourly
    .filter((h) => h.minuteOfDay >= fromH * 60 && h.minuteOfDay < toH * 60)
    .flatMap((h) => h.reasons.map((x) => x.text))
    .join(' | ');

// Places
const MILLE_LACS = { lat: 46.23, lon: -93.65, placeName: 'Mille Lacs Lake', inLake: true };
const MINNETONKA = { lat: 44.93, lon: -93.58, placeName: 'Lake Minnetonka', inLake: true };
const BURNTSIDE = { lat: 47.93, lon: -92.0, placeName: 'Burntside Lake', inLake: true };
const CHAMPLAIN_BAY = {
  lat: 44.57,
  lon: -73.22,
  placeName: 'Malletts Bay, Lake Champlain',
  inLake: true,
};
const CHENA_LAKE = { lat: 64.76, lon: -147.2, placeName: 'Chena Lake', inLake: true };
const KENAI = { lat: 60.49, lon: -151.06, placeName: 'Kenai River', habitat: 'fresh' as const };
const CHENA_RIVER = {
  lat: 64.84,
  lon: -147.7,
  placeName: 'Chena River',
  habitat: 'fresh' as const,
};
const SHIP_CREEK = { lat: 61.22, lon: -149.88, placeName: 'Ship Creek', habitat: 'fresh' as const };
const LANIER = { lat: 34.2, lon: -83.95, placeName: 'Lake Lanier', inLake: true };
const NORMAN = { lat: 35.6, lon: -80.95, placeName: 'Lake Norman', inLake: true };
const JORDAN = { lat: 35.75, lon: -79.03, placeName: 'Jordan Lake', inLake: true };
const ROOSEVELT = { lat: 33.67, lon: -111.1, placeName: 'Roosevelt Lake', inLake: true };
const ANNAPOLIS = {
  lat: 38.98,
  lon: -76.48,
  placeName: 'Chesapeake Bay',
  habitat: 'salt' as const,
};
const SEATTLE = {
  lat: 47.6,
  lon: -122.4,
  placeName: 'Elliott Bay, Puget Sound',
  habitat: 'salt' as const,
};
const TAMPA = { lat: 27.76, lon: -82.63, placeName: 'Tampa Bay', habitat: 'salt' as const };
const KEYS = { lat: 24.71, lon: -81.1, placeName: 'Marathon flats', habitat: 'salt' as const };
const HONOLULU = { lat: 21.29, lon: -157.86, placeName: 'Ala Moana', habitat: 'salt' as const };

const CHESAPEAKE_SEA = seaNormals(
  [40, 39, 44, 53, 63, 73, 79, 80, 75, 64, 53, 44],
  3,
  'Chesapeake Bay sea-surface climatology (test input)',
);
const PUGET_SEA = seaNormals(
  [47, 47, 48, 50, 52, 54, 55, 55, 54, 52, 50, 48],
  1.5,
  'Puget Sound sea-surface climatology (test input)',
);
const TAMPA_SEA = seaNormals(
  [62, 64, 69, 75, 81, 85, 86, 87, 85, 79, 71, 65],
  3,
  'Tampa Bay sea-surface climatology (test input)',
);
const KEYS_SEA = seaNormals(
  [71, 72, 75, 78, 82, 85, 86, 87, 86, 83, 78, 74],
  2,
  'Florida Keys sea-surface climatology (test input)',
);
const OAHU_SEA = seaNormals(
  [76, 75, 75, 76, 77, 79, 80, 81, 81, 80, 79, 77],
  1,
  'Oahu sea-surface climatology (test input)',
);
/** Central Florida air, monthly means of the size NOAA's Orlando normals give (test input). */
const ORLANDO_AIR: ClimateNormals = (() => {
  const s = seaNormals([61, 64, 68, 72, 78, 81, 83, 83, 81, 76, 68, 63], 6, 'x');
  return {
    air: { meanF: s.sea.meanF, sdF: s.sea.sdF, minF: null, maxF: null },
    sea: null,
    airSource: 'Central Florida air climatology (test input)',
    seaSource: null,
    airDistanceKm: 20,
    seaDistanceKm: null,
  };
})();

describe('the bundled normals are NOAA 1991-2020 values', () => {
  // NOAA NCEI normals-daily 1991-2020, USW00026451 (Anchorage), DLY-TAVG-NORMAL for Jan 15: 16.2 °F;
  // for Jul 15: 59.7 °F (the copy described in climate/data/README.md).
  it('Anchorage: mid-January and mid-July daily means within the fit error', () => {
    const s = STATION_NORMALS.find((x) => x.id === 'USW00026451')!;
    const mean = expandHarmonics(s.mean);
    expect(mean[normalsDayIndex('2027-01-15')]).toBeCloseTo(16.2, -0.5);
    expect(Math.abs(mean[normalsDayIndex('2027-07-15')]! - 59.7)).toBeLessThan(1);
  });
  // Same source, USW00014922 (Minneapolis/St Paul), Jan 1-15: TMAX 23.7, TMIN 9.4 → mean 16.6 °F.
  it('Minneapolis: early-January mean within 1.5 °F of the NOAA half-month value', () => {
    const c = bundledClimateAt(44.88, -93.23)!;
    expect(Math.abs(c.air!.meanF[normalsDayIndex('2027-01-08')]! - 16.6)).toBeLessThan(1.5);
    expect(c.airSource).toMatch(/NOAA 1991-2020 climate normals/);
  });
  // NOAA NCEI normals-monthly 1991-2020, Honolulu Intl (USW00022521), January MLY-TMIN-NORMAL
  // 67 °F and MLY-TMAX-NORMAL 80 °F → mean 73.5 °F (the copy described in climate/data/README.md).
  it('Hawaii offline: Honolulu monthly normals, mid-January mean within 1.5 °F of NOAA', () => {
    const c = bundledClimateAt(21.32, -157.94)!;
    expect(c.airSource).toMatch(/NOAA 1991-2020 monthly climate normals at Honolulu Intl Airport/);
    expect(Math.abs(c.air!.meanF[normalsDayIndex('2027-01-15')]! - 73.5)).toBeLessThan(1.5);
    expect(c.sea).not.toBeNull();
  });
  it('offers no normals where nothing is within reach (mid-Atlantic), rather than guess', () => {
    expect(bundledClimateAt(45, -35)).toBeNull();
  });
});

describe("Stefan's law", () => {
  // USACE EM 1110-2-1612 (2002) ch. 2: h = α√FDD, α 0.5-0.7 (in, °F-days) for an average lake with snow.
  it('gives about 0.6√(FDD past freeze-up) inches on a lake', () => {
    const cold = Array.from({ length: 24 * 140 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 8, 1) + Math.floor(i / 24) * 86_400_000);
      return {
        time: `${day.toISOString().slice(0, 10)}T${String(i % 24).padStart(2, '0')}:00`,
        temperatureF: 12,
        pressureHpa: null,
        windMph: null,
        gustMph: null,
        windFromDeg: null,
        cloudPct: null,
        precipIn: null,
        precipProbPct: null,
      };
    });
    const ice = estimateIce({ date: '2026-10-31', water: 'lake', weatherRows: cold, lat: 47 })!;
    // 61 days at 12 °F: 20 °F-days a day = 1220 °F-days; past the freeze-up threshold 1130.
    expect(ice.freezingDegreeDaysF).toBe(1220);
    expect(ice.thicknessIn).toBe(Math.round(0.6 * Math.sqrt(1220 - ICE_RULES.freezeUpFdd)));
    expect(ice.state).toBe('likely');
  });
});

describe('frozen northern lakes in January', () => {
  // Mille Lacs is reliably iced by mid-January (Minnesota DNR lake ice-in dates: mid-December on
  // average); MN DNR ice thickness guidelines: 4 in of new clear ice for walking.
  it('Mille Lacs, shore, walleye: an ice-fishing report with the DNR thickness guidance, no open-water rig', () => {
    const { r, md } = report({
      ...MILLE_LACS,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['walleye'],
    });
    expect(r.ice?.state).toBe('likely');
    expect(r.ice!.thicknessIn).toBeGreaterThanOrEqual(8);
    expect(md).toMatch(/## Ice/);
    expect(md).toMatch(/4 inches: ice fishing and other activities on foot/);
    expect(md).toMatch(/Minnesota DNR/);
    expect(md).toMatch(/check local ice reports/i);
    expect(r.howToFish[0]!.presentation.what).toMatch(/jigging spoon|tip-up/);
    expect(md).not.toMatch(/bottom.bouncer|slip.bobber rig|trolling/i);
    expect(r.verdict.headline).toMatch(/ice/);
  });
  // Ice walleye are fished at first and last light (Minnesota DNR ice-fishing pages on walleye;
  // guide practice): the best windows of an iced Mille Lacs fall at dawn or dusk, not in the dark.
  it('Mille Lacs iced, walleye: best windows at dawn or dusk, none in the dark', () => {
    const { r } = report({
      ...MILLE_LACS,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['walleye'],
    });
    expect(r.ice?.state).toBe('likely');
    expect(r.bestWindows.length).toBeGreaterThan(0);
    const text = r.bestWindows.map((w) => JSON.stringify(w)).join(' ');
    expect(text).not.toMatch(/after dark/);
    for (const w of r.bestWindows) {
      const startH = Number(w.start.slice(11, 13));
      // sunrise about 7:50 and sunset about 16:50 local on Jan 16 at 46° N
      expect(startH).toBeGreaterThanOrEqual(6);
      expect(startH).toBeLessThanOrEqual(17);
    }
    expect(text).toMatch(/dawn|dusk/);
  });
  // An ice angler is not told to keep off ice (issue 26: "keep off ... ice" to an ice angler).
  it('Mille Lacs, shore: the safety notes never tell an ice angler to keep off ice', () => {
    const { r } = report({
      ...MILLE_LACS,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['walleye'],
    });
    expect(r.safety.map((n) => n.text).join(' ')).not.toMatch(/keep off/i);
  });
  it('Mille Lacs, boat: a clear line instead of boat advice, and the verdict is capped', () => {
    const { r, md } = report({
      ...MILLE_LACS,
      date: '2027-01-16',
      fishingType: 'boat',
      speciesIds: ['walleye'],
    });
    expect(r.safety.find((n) => n.topic === 'ice')!.text).toMatch(/no boat or kayak fishing/);
    expect(r.verdict.score).toBeLessThanOrEqual(55);
    expect(r.howToFish[0]!.approach).toMatch(/ice fishing on foot, not from a boat/);
    expect(md).not.toMatch(/float plan/);
  });
  it('Mille Lacs, kayak: the same clear line', () => {
    const { r } = report({
      ...MILLE_LACS,
      date: '2027-01-20',
      fishingType: 'kayak',
      speciesIds: ['walleye'],
    });
    expect(r.howToFish[0]!.approach).toMatch(/not from a kayak/);
    expect(r.verdict.cappedBy).toBe('ice');
  });
  it('Lake Minnetonka, yellow perch: ice tactics for perch (spoons and waxworms, flasher)', () => {
    const { r } = report({
      ...MINNETONKA,
      date: '2027-01-25',
      fishingType: 'shore',
      speciesIds: ['yellow-perch'],
    });
    expect(r.ice?.state).toBe('likely');
    expect(r.howToFish[0]!.presentation.what).toMatch(/spoon|tungsten jig/);
    expect(r.whereToFish[0]!.where).toMatch(/^through the ice/);
  });
  it('Burntside Lake, lake trout in February: the cold-water fish scores the cold water as good', () => {
    const { r } = report({
      ...BURNTSIDE,
      date: '2027-02-10',
      fishingType: 'shore',
      speciesIds: ['lake-trout'],
    });
    expect(r.ice?.state).toBe('likely');
    expect(r.hourly[12]!.factors.water ?? 0).toBeGreaterThan(0);
    expect(r.howToFish[0]!.presentation.what).toMatch(/spoon|tube/);
  });
  it('Malletts Bay on Lake Champlain, pike in February: tip-ups', () => {
    const { r } = report({
      ...CHAMPLAIN_BAY,
      date: '2027-02-05',
      fishingType: 'shore',
      speciesIds: ['northern-pike'],
    });
    expect(r.ice?.state).toBe('likely');
    expect(r.howToFish[0]!.presentation.what).toMatch(/tip-up/);
  });
  // Interior Alaska lakes carry 2-3 ft of ice by February (Stefan with thousands of °F-days).
  it('Chena Lake near Fairbanks in February: thick ice', () => {
    const { r } = report({
      ...CHENA_LAKE,
      date: '2027-02-15',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
    });
    expect(r.ice?.state).toBe('likely');
    expect(r.ice!.thicknessIn!).toBeGreaterThanOrEqual(20);
  });
  // Minnesota DNR: first ice is the dangerous time; lakes near Duluth usually ice in mid-December.
  it('a lake near Duluth on November 20 is not called iced over', () => {
    const { r } = report({
      lat: 46.98,
      lon: -92.2,
      placeName: 'Island Lake',
      inLake: true,
      date: '2027-11-20',
      fishingType: 'boat',
      speciesIds: ['walleye'],
    });
    expect(r.ice?.state).not.toBe('likely');
  });
  // A walleye at 38 °F under first ice: first ice is a prime bite (MN DNR fishing pages), so the
  // water is not scored as "31 °F below preferred" (the summer growth optimum) and not a minus.
  it('a walleye at 38 °F is not "below preferred" and the water does not count against it', () => {
    const { r } = report({
      ...MILLE_LACS,
      date: '2027-12-20',
      fishingType: 'shore',
      speciesIds: ['walleye'],
      measuredWater: { tempF: 38, source: 'test reading' },
    });
    const text = r.hourly.flatMap((h) => h.reasons.map((x) => x.text)).join(' ');
    expect(text).not.toMatch(/below walleye's preferred/);
    expect(r.hourly[8]!.factors.water ?? 0).toBeGreaterThanOrEqual(0);
    expect(r.verdict.rating).not.toBe('poor');
  });
});

describe('southern reservoirs in February', () => {
  // Georgia reservoirs run in the upper 40s to low 50s °F in February (Georgia DNR fishing
  // forecasts); below 50 °F a boat angler gets the cold-water warning (US Coast Guard / National
  // Center for Cold Water Safety: cold shock below 50-60 °F).
  it('Lake Lanier, boat, largemouth: typical water in the 40s with the cold-water warning and cap', () => {
    const { r } = report({
      ...LANIER,
      date: '2027-02-10',
      fishingType: 'boat',
      speciesIds: ['largemouth-bass'],
    });
    expect(r.conditions.water?.kind).toBe('climatology');
    expect(r.conditions.water!.tempF).toBeGreaterThanOrEqual(40);
    expect(r.conditions.water!.tempF).toBeLessThanOrEqual(55);
    expect(r.safety.some((n) => n.topic === 'cold water')).toBe(true);
    expect(r.ice?.state ?? 'open').toBe('open');
  });
  it('Lake Norman, shore, striped bass: no ice and the water is typical, not unknown', () => {
    const { r, md } = report({
      ...NORMAN,
      date: '2027-02-05',
      fishingType: 'shore',
      speciesIds: ['striped-bass'],
    });
    expect(r.ice?.state ?? 'open').toBe('open');
    expect(md).not.toMatch(/temperature unknown/);
    expect(md).toMatch(/typical for this date/);
  });
  it('Jordan Lake, crappie: the headline says what the day is planned from', () => {
    const { r } = report({
      ...JORDAN,
      date: '2027-02-14',
      fishingType: 'shore',
      speciesIds: ['black-crappie'],
    });
    expect(r.verdict.headline).toMatch(
      /^No forecast reaches Feb 14 yet: planned from sun, moon, season and typical water temperature\./,
    );
    expect(r.plannedFrom?.basis).toBe('season and climatology');
  });
  // Day feeders in cold water feed best when the shallows warm in the afternoon.
  it('Lake Lanier largemouth in cold water: the best window is in the afternoon, not at night', () => {
    const { r } = report({
      ...LANIER,
      date: '2027-02-10',
      fishingType: 'shore',
      speciesIds: ['largemouth-bass'],
    });
    const best = r.bestWindows[0]!;
    expect(best.startMinute).toBeGreaterThanOrEqual(10 * 60);
    expect(best.startMinute).toBeLessThan(17 * 60);
  });
  it('Roosevelt Lake, Arizona: no ice, water typical', () => {
    const { r } = report({
      ...ROOSEVELT,
      date: '2027-02-03',
      fishingType: 'shore',
      speciesIds: ['largemouth-bass'],
    });
    expect(r.ice?.state ?? 'open').toBe('open');
    expect(r.conditions.water?.kind).toBe('climatology');
  });
});

describe('Alaska rivers in winter', () => {
  // The Kenai in January runs at or just above freezing with shelf ice (ADF&G sport fishing
  // reports); with the water estimated near freezing the day is never rated Good.
  it('Kenai River in January, shore: never Good, water near freezing, shelf-ice warning', () => {
    const { r } = report({
      ...KENAI,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
    });
    expect(r.conditions.water!.tempF).toBeLessThanOrEqual(36);
    expect(['good', 'excellent']).not.toContain(r.verdict.rating);
    expect(r.safety.some((n) => n.topic === 'ice' && /shelf ice/i.test(n.text))).toBe(true);
  });
  it('Kenai River in January, boat: cold-water warning and the cap', () => {
    const { r } = report({
      ...KENAI,
      date: '2027-01-20',
      fishingType: 'boat',
      speciesIds: ['rainbow-trout'],
    });
    expect(r.verdict.score).toBeLessThanOrEqual(55);
    expect(r.safety.some((n) => n.topic === 'cold water' && n.level === 'warning')).toBe(true);
  });
  it('Chena River in February: not Good', () => {
    const { r } = report({
      ...CHENA_RIVER,
      date: '2027-02-01',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
    });
    expect(['good', 'excellent']).not.toContain(r.verdict.rating);
  });
  // At 61° N on January 16 the sun peaks near 6-7°: the hours around noon are midday, not dawn.
  it('Ship Creek, Anchorage in January: a noon hour is never "low light"', () => {
    const { r } = report({
      ...SHIP_CREEK,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
    });
    expect(hourText(r, 11, 14)).not.toMatch(/low light/);
    // Near-freezing water is below the trout's active range: no twilight bonus at all (dawn is the
    // coldest hour), the warmest afternoon hours instead (bite/timing-rules.ts). The light itself
    // is still read as dawn in the morning and dusk in the afternoon:
    expect(hourText(r, 8, 11) + hourText(r, 14, 18)).not.toMatch(/low light/);
    expect(hourText(r, 12, 15)).toMatch(/warmest hours of the afternoon/);
    const sky = computeSky({
      lat: SHIP_CREEK.lat,
      lon: SHIP_CREEK.lon,
      date: '2027-01-16',
      timeZone: 'America/Anchorage',
    });
    const path = sunPathOf(sky, new Date(sky.sunrise!.utc), new Date(sky.sunset!.utc));
    const at = (h: number) => localToInstant('2027-01-16', 'America/Anchorage', h, 30);
    expect(lightReason(at(10), sky, undefined, null, path).reason?.text).toBe('dawn low light');
    expect(lightReason(at(15), sky, undefined, null, path).reason?.text).toBe('dusk low light');
  });
  it('Anchorage on the winter solstice: the noon window is not "dawn low light"', () => {
    const { r } = report({
      ...SHIP_CREEK,
      date: '2027-12-21',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
    });
    for (const w of r.bestWindows)
      if (w.startMinute <= 13 * 60 && w.endMinute >= 12 * 60)
        expect(w.reasons.join(' ')).not.toMatch(/dawn low light/);
    expect(hourText(r, 12, 13)).not.toMatch(/low light/);
  });
});

describe('Chesapeake Bay and Puget Sound in winter', () => {
  // Chesapeake water in December is in the 40s °F; below 50 °F: cold shock (USCG, NCCWS), so a
  // boat report warns and caps the verdict.
  it('Chesapeake, December, boat: cold-water warning from the typical temperature, verdict capped', () => {
    const { r, md } = report({
      ...ANNAPOLIS,
      date: '2027-12-10',
      fishingType: 'boat',
      speciesIds: ['striped-bass'],
      climate: CHESAPEAKE_SEA,
    });
    const cold = r.safety.find((n) => n.topic === 'cold water')!;
    expect(cold.level).toBe('warning');
    expect(cold.capsVerdict).toBe(true);
    expect(r.verdict.score).toBeLessThanOrEqual(55);
    expect(r.verdict.cappedBy).toBe('cold water');
    expect(md).toMatch(/typical for this date/);
  });
  it('Chesapeake, December, shore: the warning without a cap, and no word of ice', () => {
    const { r } = report({
      ...ANNAPOLIS,
      date: '2027-12-10',
      fishingType: 'shore',
      speciesIds: ['striped-bass'],
      climate: CHESAPEAKE_SEA,
    });
    const cold = r.safety.find((n) => n.topic === 'cold water')!;
    expect(cold.capsVerdict).toBe(false);
    expect(cold.text).not.toMatch(/ice/);
    expect(r.ice ?? null).toBeNull();
  });
  it('Chesapeake, January, kayak: the kayak rule (paddle with others, near shore)', () => {
    const { r } = report({
      ...ANNAPOLIS,
      date: '2027-01-12',
      fishingType: 'kayak',
      speciesIds: ['striped-bass'],
      climate: CHESAPEAKE_SEA,
    });
    expect(r.safety.find((n) => n.topic === 'cold water')!.text).toMatch(/paddle with others/);
  });
  // Puget Sound stays near 46-48 °F all winter (Washington Sea Grant; NOAA Seattle station).
  it('Puget Sound, January, boat: warning and cap on the typical sea temperature', () => {
    const { r } = report({
      ...SEATTLE,
      date: '2027-01-15',
      fishingType: 'boat',
      speciesIds: ['chinook-salmon'],
      climate: PUGET_SEA,
    });
    expect(r.conditions.water?.kind).toBe('climatology');
    expect(r.verdict.cappedBy).toBe('cold water');
  });
  it('Puget Sound, February, shore: warned, not capped, tides in the plan', () => {
    const { r } = report({
      ...SEATTLE,
      date: '2027-02-20',
      fishingType: 'shore',
      speciesIds: ['chinook-salmon'],
      climate: PUGET_SEA,
    });
    expect(r.safety.some((n) => n.topic === 'cold water' && n.level === 'warning')).toBe(true);
    expect(r.verdict.cappedBy).toBeNull();
    expect(r.verdict.headline).toMatch(
      /planned from sun, moon, tides, season and typical water temperature/,
    );
  });
});

describe('Florida and Hawaii', () => {
  // Snook are stressed below about 60 °F (Florida FWC cold-kill advisories); Tampa Bay runs in the
  // low 60s in January: cold for snook, but no cold-shock warning.
  it('Tampa Bay, January, snook: water cold for snook, no cold-water warning', () => {
    const { r } = report({
      ...TAMPA,
      date: '2027-01-20',
      fishingType: 'shore',
      speciesIds: ['common-snook'],
      climate: TAMPA_SEA,
    });
    expect(r.hourly[10]!.factors.water ?? 0).toBeLessThan(0);
    expect(r.safety.some((n) => n.topic === 'cold water' && n.level === 'warning')).toBe(false);
  });
  it('Florida Keys, January, bonefish: no cold-water note at all', () => {
    const { r } = report({
      ...KEYS,
      date: '2027-01-15',
      fishingType: 'shore',
      speciesIds: ['bonefish'],
      climate: KEYS_SEA,
    });
    expect(r.safety.some((n) => n.topic === 'cold water')).toBe(false);
  });
  it('a central Florida lake in February: water from the air climatology, never ice', () => {
    const { r } = report({
      lat: 28.22,
      lon: -81.38,
      placeName: 'Lake Tohopekaliga',
      inLake: true,
      date: '2027-02-12',
      fishingType: 'boat',
      speciesIds: ['largemouth-bass'],
      climate: ORLANDO_AIR,
    });
    expect(r.conditions.water?.kind).toBe('climatology');
    expect(r.conditions.water!.tempF).toBeGreaterThan(55);
    expect(r.ice ?? null).toBeNull();
  });
  it('Oahu in January: warm water, no cold-water or ice notes', () => {
    const { r } = report({
      ...HONOLULU,
      date: '2027-01-22',
      fishingType: 'shore',
      speciesIds: [],
      climate: OAHU_SEA,
    });
    expect(r.safety.some((n) => n.topic === 'cold water' || n.topic === 'ice')).toBe(false);
    expect(r.conditions.water!.tempF).toBeGreaterThanOrEqual(74);
  });
});

describe('no report past the forecast says the water is unknown while a climatology exists', () => {
  const cases: [string, Case][] = [
    [
      'Mille Lacs',
      { ...MILLE_LACS, date: '2027-03-01', fishingType: 'shore', speciesIds: ['walleye'] },
    ],
    ['Kenai', { ...KENAI, date: '2027-03-01', fishingType: 'shore', speciesIds: [] }],
    ['Lanier', { ...LANIER, date: '2027-03-01', fishingType: 'boat', speciesIds: [] }],
    [
      'Chesapeake',
      {
        ...ANNAPOLIS,
        date: '2027-03-01',
        fishingType: 'boat',
        speciesIds: [],
        climate: CHESAPEAKE_SEA,
      },
    ],
    [
      'Puget Sound',
      { ...SEATTLE, date: '2027-03-01', fishingType: 'shore', speciesIds: [], climate: PUGET_SEA },
    ],
  ];
  it.each(cases)('%s', (_name, c) => {
    const { r, md } = report(c);
    expect(r.conditions.water).not.toBeNull();
    expect(md).not.toMatch(/temperature unknown/i);
    expect(r.verdict.headline).not.toMatch(/unknown/);
  });
  // An unknown water temperature never raises a score: the same day with nothing known scores no
  // higher than with the cold water known.
  it('an unknown water temperature scores no higher than the known cold water', () => {
    const known = report({
      ...KENAI,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
    }).r;
    const unknown = report({
      ...KENAI,
      date: '2027-01-16',
      fishingType: 'shore',
      speciesIds: ['rainbow-trout'],
      climate: null,
    }).r;
    expect(unknown.conditions.water).toBeNull();
    const raw = (r: StructuredReport) => Math.max(...r.hourly.map((h) => h.score));
    expect(raw(unknown)).toBeLessThanOrEqual(raw(known));
    expect(unknown.verdict.headline).toMatch(/unknown/);
  });
});
