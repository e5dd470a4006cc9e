import type { TReportConditionsSnapshot } from '@anglerscout/contracts';
import { buildReport, writeReport } from '@anglerscout/scout';
import type { ReportEngine } from '../services/reports/report-engine.ts';

/**
 * A deterministic engine for testing the pipeline around the science (limits, idempotency,
 * ownership, writer choice): no outside conditions, but the real science on fixed inputs, so it
 * returns exactly the shape the real engine does (a wrong shape fails to compile).
 */
export function fixedReportEngine(overrides: Partial<ReportEngine> = {}): ReportEngine {
  return {
    timeZoneFor: () => 'America/Chicago',
    todayIn: (timeZone, now) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now),
    gatherConditions: async ({ timeZone }): Promise<TReportConditionsSnapshot> => ({
      timeZone,
      tideStation: null,
      weather: null,
      measuredWater: { tempF: 61, source: 'fixed test reading' },
      seaForecast: null,
      inLake: true,
      sources: [],
      missing: [],
    }),
    analyse: ({ input, conditions, timeZone, localIntel, closures }) => {
      const structured = buildReport({
        lat: input.location.latitude,
        lon: input.location.longitude,
        date: input.date,
        timeZone,
        placeName: input.location.name,
        habitat: input.habitat,
        inLake: conditions.inLake,
        fishingType: input.fishingType,
        baitType: input.baitType,
        speciesIds: [input.species ?? 'largemouth-bass'],
        measuredWater: conditions.measuredWater,
        tideStation: null,
        localIntel,
        closures,
      });
      return {
        structured,
        score: structured.verdict.score,
        verdict: structured.verdict.headline,
        speciesName: structured.targets[0]?.commonName ?? null,
        locationName: input.location.name,
      };
    },
    writeBuiltIn: (structured) => writeReport(structured),
    ...overrides,
  };
}

export function todayPlus(days: number, timeZone = 'America/Chicago'): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

export const sampleReportInput = (overrides: Record<string, unknown> = {}) => ({
  location: { name: 'Lake Ray Hubbard, TX', latitude: 32.86, longitude: -96.52 },
  date: todayPlus(1),
  species: 'largemouth-bass',
  fishingType: 'kayak',
  baitType: 'artificial',
  habitat: 'fresh',
  ...overrides,
});
