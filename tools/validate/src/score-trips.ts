import {
  computeSky,
  computeSolunar,
  predictTides,
  scoreDay,
  sunAltitudeDeg,
  windowInstants,
  windowScoreOf,
  type DayScore,
  type Factor,
  type Tides,
} from '@anglerscout/scout';
import type { PlacedCounty } from './place.ts';
import { speciesFor } from './place.ts';
import type { Trip } from './trips.ts';

/** The scores every trip gets (docs/validation.md, "What is scored"). */
export const SCORE_NAMES = [
  'full',
  'solunar',
  'light',
  'tide',
  'constant',
  'withoutSolunar',
  'withoutLight',
  'withoutTide',
] as const;
export type ScoreName = (typeof SCORE_NAMES)[number];

const KEEP: Record<ScoreName, (f: Factor) => boolean> = {
  full: () => true,
  solunar: (f) => f === 'solunar',
  light: (f) => f === 'light',
  tide: (f) => f === 'tide',
  constant: () => false,
  withoutSolunar: (f) => f !== 'solunar',
  withoutLight: (f) => f !== 'light',
  withoutTide: (f) => f !== 'tide',
};

type TripScores = Record<ScoreName, number>;

export interface ScoredTrip {
  trip: Trip;
  scores: TripScores;
  /** Share of the window's minutes with the sun below 10 degrees (the light rule's low light or dark) */
  lowLightShare: number;
}

/** Date plus n days, yyyy-MM-dd. */
function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Scores trips with the app's own code. Sky, solunar and tides are computed once per county and
 * date, and scoreDay once per county, date, species and fishing type; each trip then only averages
 * the day's hours over its window. `shiftDays` moves every trip to another date at the same clock
 * times (the placebo).
 */
export class TripScorer {
  private days = new Map<string, DayScore>();
  private skies = new Map<string, { sky: ReturnType<typeof computeSky>; tides: Tides | null }>();
  dayComputations = 0;

  constructor(private counties: Map<string, PlacedCounty>) {}

  private context(c: PlacedCounty, date: string) {
    const key = `${c.geoid}|${date}`;
    let s = this.skies.get(key);
    if (!s) {
      const sky = computeSky({ lat: c.lat, lon: c.lon, date, timeZone: c.timeZone });
      const tides = c.station
        ? predictTides({ station: c.station, date, timeZone: c.timeZone })
        : null;
      s = { sky, tides };
      this.skies.set(key, s);
    }
    return s;
  }

  private day(c: PlacedCounty, date: string, speciesName: string, shore: boolean): DayScore {
    const species = speciesFor(speciesName);
    const key = `${c.geoid}|${date}|${species?.id ?? ''}|${shore}`;
    let d = this.days.get(key);
    if (!d) {
      const { sky, tides } = this.context(c, date);
      d = scoreDay({
        date,
        timeZone: c.timeZone,
        habitat: 'salt',
        waterBody: 'coast',
        fishingType: shore ? 'shore' : 'boat',
        sky,
        solunar: computeSolunar(sky),
        tides,
        weather: null,
        waterTempF: null,
        species,
      });
      this.dayComputations++;
      this.days.set(key, d);
    }
    return d;
  }

  score(trip: Trip, shiftDays = 0): ScoredTrip | null {
    const c = this.counties.get(trip.county);
    if (!c) return null;
    const date = shiftDate(trip.date, shiftDays);
    const day = this.day(c, date, trip.species, trip.mode === 'shore');
    const instants = windowInstants(date, c.timeZone, { start: trip.start, end: trip.end });
    const scores = Object.fromEntries(
      SCORE_NAMES.map((n) => [n, windowScoreOf(day, instants, KEEP[n])]),
    ) as TripScores;
    return { trip, scores, lowLightShare: shiftDays === 0 ? lowLightShare(c, instants) : NaN };
  }
}

/** Sun below this altitude (degrees) counts as low light or dark, as in the light rule. */
const LOW_LIGHT_BELOW_DEG = 10;

/** Share of the window with the sun below LOW_LIGHT_BELOW_DEG, sampled every 15 minutes. */
function lowLightShare(c: PlacedCounty, w: { start: number; end: number }): number {
  let low = 0;
  let all = 0;
  for (let t = w.start; t < w.end; t += 900_000) {
    const len = Math.min(900_000, w.end - t);
    all += len;
    if (sunAltitudeDeg(new Date(t + len / 2), c.lat, c.lon) < LOW_LIGHT_BELOW_DEG) low += len;
  }
  return all > 0 ? low / all : 0;
}
