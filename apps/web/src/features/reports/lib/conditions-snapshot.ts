import type { TMissing, TSource, TWeatherHour } from '@anglerscout/contracts';

/** The parts of a report's stored conditions snapshot (server: ReportConditionsSnapshot) the page draws. */
export interface ConditionsSnapshot {
  weather: TWeatherHour[] | null;
  water: { tempF: number; source: string } | null;
  tideStation: { id: string; name: string; distanceKm: number } | null;
  sources: TSource[];
  missing: TMissing[];
}

export function asConditionsSnapshot(value: unknown): ConditionsSnapshot {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<ConditionsSnapshot>;
  return {
    weather: Array.isArray(v.weather) ? v.weather : null,
    water: v.water && typeof v.water.tempF === 'number' ? v.water : null,
    tideStation: v.tideStation && typeof v.tideStation.name === 'string' ? v.tideStation : null,
    sources: Array.isArray(v.sources) ? v.sources : [],
    missing: Array.isArray(v.missing) ? v.missing : [],
  };
}
