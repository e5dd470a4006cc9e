/**
 * Expert cases from the thirteenth science pass: three leftovers of earlier reviews (the
 * Fryingpan's water from the air model, a morning window on a cold tailwater in winter, the kind
 * of water read from "Bay" and the other water words of a name) and review 11's errors (Elk Creek,
 * PA; Oceanside Pier, CA; Lake Lanier, GA). Each case has a twin or a negative (a nearby water,
 * another season, another kind), so each fix is sourced data keyed on a water, a region or a
 * season, not one spot. Run on the bundled climatology (no forecast), as a report planned weeks
 * ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const fresh = (c: Omit<PlannedCase, 'habitat'>) => run({ ...c, habitat: 'fresh' });
const waterOf = (r: StructuredReport) => r.conditions.water!;
/** The local hour a best window starts at. */
const startHour = (w: StructuredReport['bestWindows'][number]) => Number(w.start.slice(11, 13));

// ---------------------------------------------------------------------------------------------
// Leftover (a): the Fryingpan below Ruedi Dam ran on the air model (33 °F in January). Ruedi is
// a deep reservoir with a cold bottom release (USBR 1989 supplement EIS: 40-50 °F bottom water in
// late summer; Roaring Fork Conservancy 2023); its water is now the release's, labelled so, and a
// tailwater whose dam has no release on file says its figure comes from the air.
// ---------------------------------------------------------------------------------------------

const RUEDI = {
  lat: 39.36,
  lon: -106.826,
  placeName: 'Fryingpan River below Ruedi Dam, Basalt, Colorado',
  state: 'CO',
  fishingType: 'shore' as const,
  baitType: 'fly' as const,
  speciesIds: [],
};

describe('the Fryingpan runs on Ruedi’s release (leftover a)', () => {
  it('just below the dam in January: the release (low 40s), not 33 °F from the air, and it says so', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-01-16' });
    const w = waterOf(r);
    expect(w.tempF).toBeGreaterThanOrEqual(38);
    expect(w.tempF).toBeLessThanOrEqual(46);
    expect(w.method).toMatch(/Fryingpan River below Ruedi Dam/);
    expect(w.method).toMatch(/release/);
    expect(w.source).toMatch(/USBR 1989/);
  });

  it('twin: in August the release stays cold at the dam and warms toward Basalt, 20 km down', () => {
    const dam = waterOf(fresh({ ...RUEDI, date: '2027-08-10' }).r);
    const basalt = waterOf(
      fresh({
        ...RUEDI,
        lat: 39.368,
        lon: -107.02,
        placeName: 'Fryingpan River at Basalt, Colorado',
        date: '2027-08-10',
        waterKind: 'river',
      }).r,
    );
    expect(dam.tempF).toBeLessThanOrEqual(52);
    expect(basalt.method).toMatch(/moved toward the air/);
    expect(basalt.tempF).toBeGreaterThan(dam.tempF);
  });

  it('negative: the Roaring Fork at Aspen (no dam above) keeps the air-based estimate', () => {
    const w = waterOf(
      fresh({
        ...RUEDI,
        lat: 39.19,
        lon: -106.82,
        placeName: 'Roaring Fork River at Aspen, Colorado',
        date: '2027-01-16',
        waterKind: 'river',
      }).r,
    );
    expect(w.method).not.toMatch(/Ruedi|release/);
    expect(w.method).not.toMatch(/no release temperature for this dam/);
  });

  it('a tailwater whose dam has no release on file says its figure is from the air (the Blue below Dillon)', () => {
    const w = waterOf(
      fresh({
        ...RUEDI,
        lat: 39.64,
        lon: -106.07,
        placeName: 'Blue River below Dillon Dam, Silverthorne, Colorado',
        date: '2027-01-16',
      }).r,
    );
    expect(w.method).toMatch(/no release temperature for this dam is on file/);
    expect(w.method).toMatch(/colder in summer, warmer in winter/);
  });

  it('negative: a tailwater with a release on file (the Taylor) has no such label', () => {
    const w = waterOf(
      fresh({
        ...RUEDI,
        lat: 38.806,
        lon: -106.617,
        placeName: 'Taylor River below Taylor Park Dam, Colorado',
        date: '2027-01-16',
      }).r,
    );
    expect(w.method).toMatch(/release/);
    expect(w.method).not.toMatch(/no release temperature for this dam/);
  });

  it('on the steady cold release in July the browns are in their summer pattern, not "spring"', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-07-10', speciesIds: ['brown-trout'] });
    expect(waterOf(r).tempF).toBeLessThan(54);
    expect(r.targets.find((t) => t.id === 'brown-trout')?.phase).toBe('summer');
  });
});

// ---------------------------------------------------------------------------------------------
// Leftover (b): on a tailwater in the cold months the bite is late morning into the afternoon
// (midges and BWOs; River Bum, "Midge Season"; 3 Rivers Angler, Clinch, Dec 2021), not at dawn,
// the coldest hour. The release keeps the water steady, so the rule goes by the air of the date.
// ---------------------------------------------------------------------------------------------

const WINTER_TAILWATER = /below the dam in the cold months/;

describe('a cold tailwater in winter is fished late morning to afternoon (leftover b)', () => {
  it('the Fryingpan in October, fly (review 9 r02): the best window is not the morning', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-10-09' });
    const best = r.bestWindows[0]!;
    expect(startHour(best)).toBeGreaterThanOrEqual(11);
    expect(startHour(best)).toBeLessThan(16);
    expect(best.reasons.join(' ')).toMatch(WINTER_TAILWATER);
  });

  it('twin: the White River below Bull Shoals in January, live bait: late morning to afternoon', () => {
    const { r } = fresh({
      lat: 36.36,
      lon: -92.58,
      date: '2027-01-16',
      placeName: 'White River below Bull Shoals Dam, Arkansas',
      state: 'AR',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: [],
    });
    const best = r.bestWindows[0]!;
    expect(startHour(best)).toBeGreaterThanOrEqual(11);
    expect(best.reasons.join(' ')).toMatch(WINTER_TAILWATER);
    // and no window is a dawn window
    expect(r.bestWindows.flatMap((w) => w.reasons).join(' ')).not.toMatch(/dawn low light/);
  });

  it('twin: the Bighorn at Fort Smith (a river on Yellowtail’s release) in February, lures', () => {
    const { r } = fresh({
      lat: 45.3,
      lon: -107.93,
      date: '2027-02-13',
      placeName: 'Bighorn River at Fort Smith, Montana',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(startHour(r.bestWindows[0]!)).toBeGreaterThanOrEqual(11);
    expect(r.bestWindows[0]!.reasons.join(' ')).toMatch(WINTER_TAILWATER);
  });

  it('negative: the White River in mid-October (warm air) keeps its dawn and dusk', () => {
    const { r } = fresh({
      lat: 36.36,
      lon: -92.58,
      date: '2027-10-14',
      placeName: 'White River below Bull Shoals Dam, Arkansas',
      state: 'AR',
      fishingType: 'shore',
      baitType: 'live',
      speciesIds: [],
    });
    expect(r.bestWindows.flatMap((w) => w.reasons).join(' ')).not.toMatch(WINTER_TAILWATER);
  });

  it('negative: the Fryingpan in July keeps a low-light window', () => {
    const { r } = fresh({ ...RUEDI, date: '2027-07-10', baitType: 'artificial' });
    const reasons = r.bestWindows.flatMap((w) => w.reasons).join(' ');
    expect(reasons).not.toMatch(WINTER_TAILWATER);
    expect(reasons).toMatch(/dawn low light|dusk low light/);
  });

  it('negative: a free-flowing river in January (the Arkansas at Salida) is not a tailwater', () => {
    const { r } = fresh({
      lat: 38.53,
      lon: -106.0,
      date: '2027-01-16',
      placeName: 'Arkansas River at Salida, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: [],
      waterKind: 'river',
    });
    expect(r.bestWindows.flatMap((w) => w.reasons).join(' ')).not.toMatch(WINTER_TAILWATER);
  });
});
