import type { ReportEngine } from '../services/reports/report-engine.ts';

/**
 * A deterministic engine for testing the pipeline around the science (limits, idempotency,
 * ownership, writer choice). The real engine is covered by its own tests and the e2e run.
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
    gatherConditions: async ({ date }) => ({ date, airTempF: 61, pressureTrend: 'falling' }),
    analyse: ({ input }) => ({
      structured: {
        verdict: 'Good',
        score: 72,
        bestWindow: { start: '06:40', end: '08:40' },
        waterTempF: 61,
        species: input.species ?? 'largemouth-bass',
      },
      score: 72,
      verdict: 'Good',
      speciesName: 'Largemouth bass',
    }),
    writeBuiltIn: (structured) =>
      `# Good day\n\nBest window 06:40 to 08:40. Water 61 F. (${JSON.stringify(structured).length} bytes of facts)`,
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
