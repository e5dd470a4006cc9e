import type { LatLon } from '../weather/weather-provider.ts';

export type GaugeParameter = 'discharge' | 'gageHeight' | 'waterTemp';
export type Trend = 'rising' | 'falling' | 'steady';

export interface GaugeReading {
  parameter: GaugeParameter;
  value: number | null;
  /** cfs for discharge, ft for gage height, degrees F for water temperature */
  unit: 'cfs' | 'ft' | 'F';
  /** ISO instant of the observation */
  observedAt: string;
  /** Change over about the last 3 hours; null when unknown */
  trend: Trend | null;
}

export interface Gauge {
  /** USGS-08057000 */
  id: string;
  /** USGS station name, e.g. "Trinity Rv at Dallas, TX"; null when the name lookup failed */
  name: string | null;
  lat: number;
  lon: number;
  distanceKm: number;
  readings: GaugeReading[];
}

/** Active stream and lake gauges near a spot, nearest first. */
export interface WaterProvider {
  nearbyGauges(at: LatLon): Promise<Gauge[]>;
}

/** USGS parameter codes we read and how we present them. */
export const PARAMETER_CODES: Record<
  string,
  { parameter: GaugeParameter; unit: GaugeReading['unit'] }
> = {
  '00060': { parameter: 'discharge', unit: 'cfs' },
  '00065': { parameter: 'gageHeight', unit: 'ft' },
  '00010': { parameter: 'waterTemp', unit: 'F' },
};

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Relative change that counts as movement: 2% of the value, or 0.05 ft/cfs/degree for tiny values. */
export function trendOf(previous: number | null, latest: number | null): Trend | null {
  if (previous === null || latest === null) return null;
  const floor = Math.max(Math.abs(previous) * 0.02, 0.05);
  if (latest - previous > floor) return 'rising';
  if (previous - latest > floor) return 'falling';
  return 'steady';
}
