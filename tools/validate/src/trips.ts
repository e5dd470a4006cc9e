import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { DATA_DIR, TRIPS_FILE } from './paths.ts';

/** MRIP fishing modes (MODE_FX) by code. */
const MODES: Record<string, string> = {
  '3': 'shore',
  '4': 'party boat',
  '5': 'charter boat',
  '7': 'private boat',
};

export interface Trip {
  id: string;
  date: string;
  wave: number;
  /** State + county FIPS (5 digits) */
  county: string;
  /** State FIPS + MRIP site number: a site */
  site: string;
  siteDay: string;
  mode: string;
  /** Window on the interview day's wall clock, HH:mm */
  start: string;
  end: string;
  startMinute: number;
  endMinute: number;
  hours: number;
  contributors: number;
  species: string;
  catch: number;
  /** Catch per angler-hour */
  rate: number;
}

export interface RawTrip {
  id_code: string;
  date: string;
  wave: string;
  county: string;
  intsite: string;
  mode_fx: string;
  area_x: string;
  time: string;
  hrsf: string;
  cntrbtrs: string;
  prim1: string;
  prim2: string;
  tot_cat: string;
}

export type Exclusion =
  'no interview time' | 'hours fished not in (0, 16]' | 'window starts the day before';

const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The pre-registered inclusion rules (docs/validation.md, "Trips"), applied to one record. */
export function toTrip(r: RawTrip): Trip | Exclusion {
  const t = /^\d{3,4}$/.test(r.time) ? Number(r.time) : NaN;
  const endMinute = Math.floor(t / 100) * 60 + (t % 100);
  if (!Number.isFinite(t) || Math.floor(t / 100) > 23 || t % 100 > 59) return 'no interview time';
  const hours = Number(r.hrsf);
  if (!(hours > 0 && hours <= 16)) return 'hours fished not in (0, 16]';
  const startMinute = endMinute - Math.round(hours * 60);
  if (startMinute < 0) return 'window starts the day before';
  const c = Number(r.tot_cat);
  const site = `${r.county.slice(0, 2)}-${r.intsite}`;
  return {
    id: r.id_code,
    date: r.date,
    wave: Number(r.wave),
    county: r.county,
    site,
    siteDay: `${site}|${r.date}`,
    mode: MODES[r.mode_fx] ?? `mode ${r.mode_fx}`,
    start: hhmm(startMinute),
    end: hhmm(endMinute),
    startMinute,
    endMinute,
    hours,
    contributors: Number(r.cntrbtrs) || 1,
    species: r.prim1,
    catch: c,
    rate: c / hours,
  };
}

export interface TripSet {
  trips: Trip[];
  records: number;
  excluded: Record<Exclusion, number>;
}

export function readRawTrips(file = join(DATA_DIR, TRIPS_FILE)): RawTrip[] {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as RawTrip[];
}

/** The included trips of the given waves, with the count of each exclusion. */
export function loadTrips(waves: readonly number[], raw: RawTrip[] = readRawTrips()): TripSet {
  const excluded: Record<Exclusion, number> = {
    'no interview time': 0,
    'hours fished not in (0, 16]': 0,
    'window starts the day before': 0,
  };
  const trips: Trip[] = [];
  let records = 0;
  for (const r of raw) {
    if (!waves.includes(Number(r.wave))) continue;
    records++;
    const t = toTrip(r);
    if (typeof t === 'string') excluded[t]++;
    else trips.push(t);
  }
  return { trips, records, excluded };
}
