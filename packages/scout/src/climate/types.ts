/**
 * Climate normals at a point: what is typical for each calendar day, used whenever a measured or
 * forecast value is missing (a date past the forecast, a forecast that does not reach back far
 * enough). Arrays are indexed by `normalsDayIndex(date)`: 366 entries on a leap-year calendar,
 * so March 1 is always index 60 and February 29 sits between its neighbours.
 */
export interface DailyNormalsF {
  /** Daily mean air (or sea-surface) temperature, °F */
  meanF: number[];
  /** Standard deviation of the daily mean across years, °F: the spread an estimate carries */
  sdF: number[];
}

export interface AirNormalsF extends DailyNormalsF {
  /** Typical daily minimum and maximum, °F; null where the source gave only the daily mean */
  minF: number[] | null;
  maxF: number[] | null;
}

export interface ClimateNormals {
  air: AirNormalsF | null;
  /** Sea-surface temperature normals; null inland or where none exist */
  sea: DailyNormalsF | null;
  /** Where the air normals come from, in words a reader understands, with distance */
  airSource: string | null;
  seaSource: string | null;
  /** How far the normals' point is from the spot, km (error grows with distance) */
  airDistanceKm: number | null;
  seaDistanceKm: number | null;
}

const CUMULATIVE_DAYS = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];

/** Index into a 366-day normals array for a local yyyy-MM-dd date (leap-year calendar). */
export function normalsDayIndex(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return CUMULATIVE_DAYS[month - 1]! + day - 1;
}
