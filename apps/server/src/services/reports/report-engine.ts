import type { z } from 'zod';
import type {
  TReportConditionsSnapshot,
  TStructuredReport,
  ZCreateReportRequest,
} from '@anglerscout/contracts';
import type { ClosureRow, LocalIntelInput } from '@anglerscout/scout';

export type CreateReportInput = z.output<typeof ZCreateReportRequest>;

/** What the science gives back for one report: the structured facts and the headline figures. */
export interface ReportAnalysis {
  structured: TStructuredReport;
  score: number | null;
  verdict: string | null;
  speciesName: string | null;
  /** The place name the report uses (a map pin gets the nearest town's name) */
  locationName: string;
}

/**
 * The seams of the report pipeline: conditions from the providers, the science from scout, and
 * the built-in writer. Typed end to end with the contract's schemas; tests may pass their own.
 */
export interface ReportEngine {
  timeZoneFor(lat: number, lon: number): string;
  /** Today's date (yyyy-MM-dd) in a time zone. */
  todayIn(timeZone: string, now: Date): string;
  gatherConditions(args: {
    latitude: number;
    longitude: number;
    date: string;
    timeZone: string;
    habitat: 'salt' | 'fresh';
  }): Promise<TReportConditionsSnapshot>;
  analyse(args: {
    conditions: TReportConditionsSnapshot;
    input: CreateReportInput;
    timeZone: string;
    /** Shared catch reports near the spot (found by the server), summarised into the report */
    localIntel: LocalIntelInput | null;
    /** The seasons-and-closures table in force (the database's rows); absent: none known */
    closures?: ClosureRow[] | null;
  }): ReportAnalysis;
  writeBuiltIn(structured: TStructuredReport): string;
}
