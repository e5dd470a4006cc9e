/**
 * Science pass 18c: where the current does not turn with the tide (tides/progressive-tides.ts:
 * the Chesapeake, the Cape Cod Canal, the East River), the hourly score does not rate hours by
 * the rise and fall at the tide station: no hour gets tide points, and `missing` says why. Since
 * the MRIP validation (bite-rules' `tide`: moving 0, slack 0) the general tide factor carries no
 * points anywhere, so the points at stake are the slack-water rule's (timing-rules' `slack`,
 * Pacific halibut: +8 at slack, -4 at peak flow); the halibut is put in these waters here only to
 * show that rule gated. On an ordinary coast the same curve keeps the tide factor and, at Homer,
 * the halibut's slack points.
 */
import { describe, expect, it } from 'vitest';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { getSpecies } from '../species/catalogue.ts';
import type { Tides } from '../tides/predict-tides.ts';
import { scoreDay } from './score-day.ts';

const date = '2027-05-27';
/** A plain semidiurnal day: 3 ft range, high at 00:00 and 12:25 local. */
const tides = {
  station: { name: 'test station' },
  datum: 'MLLW',
  units: 'ft',
  extremes: [],
  curve: Array.from({ length: 96 }, (_, i) => ({
    minuteOfDay: i * 15,
    heightFt: 1.5 + 1.5 * Math.cos((2 * Math.PI * i * 15) / 745),
  })),
  method: 'harmonic',
  attribution: 'test',
} as unknown as Tides;

const day = (lat: number, lon: number, speciesId: string, timeZone = 'America/New_York') => {
  const sky = computeSky({ lat, lon, date, timeZone });
  return scoreDay({
    date,
    timeZone,
    habitat: 'salt',
    fishingType: 'shore',
    sky,
    solunar: computeSolunar(sky),
    tides,
    species: getSpecies(speciesId)!,
    waterTempF: 62,
  });
};
const tideHours = (d: ReturnType<typeof day>) =>
  d.hours.filter((h) => h.factors.tide !== undefined);

const slackPoints = (d: ReturnType<typeof day>) =>
  d.hours.flatMap((h) => h.reasons).filter((r) => r.factor === 'tide' && r.points !== 0);

describe('tide movement is unknown where the current does not turn with the tide', () => {
  it('the Chesapeake Bay Bridge: no tide factor in any hour, and the reason in missing', () => {
    const d = day(38.993, -76.375, 'striped-bass');
    expect(tideHours(d)).toEqual([]);
    expect(d.missing.join('; ')).toMatch(/the Chesapeake does not turn with the tide/);
  });

  it('the Chesapeake with a slack-water feeder: no slack or peak-flow points', () => {
    const d = day(38.993, -76.375, 'pacific-halibut');
    expect(tideHours(d)).toEqual([]);
    expect(slackPoints(d)).toEqual([]);
  });

  it('the Cape Cod Canal with a slack-water feeder: no slack or peak-flow points', () => {
    const d = day(41.747, -70.59, 'pacific-halibut');
    expect(slackPoints(d)).toEqual([]);
    expect(d.missing.join('; ')).toMatch(/the Cape Cod Canal/);
  });

  it('negative: off New Haven the tide factor is kept in every hour', () => {
    const d = day(41.2, -72.9, 'striped-bass');
    expect(tideHours(d).length).toBe(24);
    expect(d.missing.join('; ')).not.toMatch(/does not turn with the tide/);
  });

  it('negative: halibut at Homer keep their slack-water and peak-flow points', () => {
    const d = day(59.6, -151.45, 'pacific-halibut', 'America/Anchorage');
    const pts = slackPoints(d).map((r) => r.points);
    expect(pts).toContain(8);
    expect(pts).toContain(-4);
  });
});
