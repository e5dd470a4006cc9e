/**
 * Light under ice: a twilight-and-night feeder (walleye) on an iced lake is scored at dawn and
 * dusk, not after dark (Minnesota DNR ice-fishing pages on walleye; guide practice); on open water
 * it keeps its night bonus, and a night-only feeder (flathead catfish) keeps it under ice too.
 */
import { describe, expect, it } from 'vitest';
import { computeSky } from '../sky/compute-sky.ts';
import { getSpecies } from '../species/catalogue.ts';
import { BITE_RULES } from './bite-rules.ts';
import { iceTwilightFeeder, lightReason, sunPathOf } from './sky-reasons.ts';

const place = { lat: 46.23, lon: -93.65, timeZone: 'America/Chicago' };
const date = '2027-01-16';
const sky = computeSky({ ...place, date });
const path = sunPathOf(sky, new Date('2027-01-16T06:00:00Z'), new Date('2027-01-17T06:00:00Z'));
const midnight = new Date('2027-01-16T06:30:00Z'); // 00:30 local
const walleye = getSpecies('walleye')!;
const flathead = getSpecies('flathead-catfish')!;

describe('light under ice', () => {
  it('walleye is a twilight-and-night feeder; flathead catfish is night only', () => {
    expect(iceTwilightFeeder(walleye)).toBe(true);
    expect(iceTwilightFeeder(flathead)).toBe(false);
  });
  it('walleye after dark: night bonus on open water, none under ice', () => {
    const open = lightReason(midnight, sky, undefined, walleye, path, true, false);
    const iced = lightReason(midnight, sky, undefined, walleye, path, true, true);
    expect(open.reason!.points).toBe(BITE_RULES.light.nightNightFeeder);
    expect(iced.reason!.points).toBe(0);
    expect(iced.reason!.text).toMatch(/dawn and dusk/);
  });
  it('walleye at dawn under ice gets the full twilight bonus even in cold water', () => {
    const dawn = new Date('2027-01-16T14:00:00Z'); // 08:00 local, sun low in the south-east
    const iced = lightReason(dawn, sky, undefined, walleye, path, true, true);
    expect(iced.reason!.text).toMatch(/dawn low light/);
    expect(iced.reason!.points).toBe(BITE_RULES.light.twilight);
  });
  it('a night-only feeder keeps its night bonus under ice', () => {
    const iced = lightReason(midnight, sky, undefined, flathead, path, true, true);
    expect(iced.reason!.points).toBe(BITE_RULES.light.nightNightFeeder);
  });
});
