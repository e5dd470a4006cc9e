/**
 * `npm run bench validate`: how fast `npm run validate` scores trips, and the time a full run
 * (development and holdout, 21,639 trips, each on its real date and four placebo dates) takes.
 *
 * The holdout is never analysed here: wave 6 trips are only scored, for timing, and no statistic
 * of them is computed or printed. The analysis step (bootstrap, count models) is timed on the
 * development set and counted twice, once per set.
 */
import { loadTideDatabase } from '@anglerscout/scout';
import { analyseSet, PLACEBO_SHIFTS } from '../src/analyse.ts';
import { placeCounties } from '../src/place.ts';
import { TripScorer, type ScoredTrip } from '../src/score-trips.ts';
import { loadTrips, readRawTrips } from '../src/trips.ts';

const GOAL_SECONDS = 300;

function report(name: string, value: number, unit: string, goal?: string, pass?: boolean) {
  console.log(`${name}: ${value} ${unit}${goal ? ` (goal ${goal})` : ''}`);
  console.log(`BENCH ${JSON.stringify({ name, value, unit, goal, pass })}`);
}

const t0 = performance.now();
await loadTideDatabase();
const raw = readRawTrips();
const dev = loadTrips([1, 2], raw).trips;
const all = [...dev, ...loadTrips([6], raw).trips];
const { placed } = placeCounties(new Set(all.map((t) => t.county)));
const setupSeconds = (performance.now() - t0) / 1000;

const t1 = performance.now();
const scorer = new TripScorer(placed);
const devScored: ScoredTrip[] = [];
const devPlacebo = new Map<number, ScoredTrip[]>(PLACEBO_SHIFTS.map((s) => [s, []]));
let windows = 0;
for (const trip of all) {
  const s = scorer.score(trip)!;
  windows++;
  const isDev = trip.wave !== 6;
  if (isDev) devScored.push(s);
  for (const shift of PLACEBO_SHIFTS) {
    const p = scorer.score(trip, shift)!;
    windows++;
    if (isDev) devPlacebo.get(shift)!.push(p);
  }
}
const scoreSeconds = (performance.now() - t1) / 1000;

const t2 = performance.now();
analyseSet(devScored, devPlacebo, devScored.length);
const analyseSeconds = (performance.now() - t2) / 1000;

const fullRun = setupSeconds + scoreSeconds + 2 * analyseSeconds;
report('validate-trips-per-second', Math.round(all.length / scoreSeconds), 'trips/s');
report('validate-windows-per-second', Math.round(windows / scoreSeconds), 'windows/s');
// 21,639 trips have an interview time and hours fished; the pre-registered rules leave out the
// few whose window would start the day before or that fished over 16 hours.
report(
  `validate-full-run (${all.length} included trips, real + 4 placebo dates)`,
  Math.round(fullRun * 10) / 10,
  's',
  `< ${GOAL_SECONDS} s`,
  fullRun < GOAL_SECONDS && all.length > 21_500,
);
