import type { DailyRecord } from '@anglerscout/scout';
import type { LatLon } from '../weather/weather-provider.ts';

/**
 * Several past years of daily temperatures at a spot, from which the server makes the spot's
 * normals (what is typical on each calendar day, and the spread across years).
 */
export interface ClimateProvider {
  /** Daily mean, minimum and maximum air temperature (°F) over the archive's recent years */
  airHistory(at: LatLon): Promise<{ gridLat: number; gridLon: number; days: DailyRecord[] }>;
  /** Daily mean sea-surface temperature (°F); null where the cell has no sea */
  seaHistory(at: LatLon): Promise<{ gridLat: number; gridLon: number; days: DailyRecord[] } | null>;
}

/** Years of archive the normals are made from (whole calendar years ending last year). */
export const CLIMATE_AIR_YEARS = 10;
/** The marine archive reaches back fewer years. */
export const CLIMATE_SEA_YEARS = 3;

export function archiveWindow(now: Date, years: number): { start: string; end: string } {
  const last = now.getUTCFullYear() - 1;
  return { start: `${last - years + 1}-01-01`, end: `${last}-12-31` };
}
