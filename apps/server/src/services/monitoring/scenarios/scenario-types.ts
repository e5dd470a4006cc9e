import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import type { Providers } from '../../../providers/index.ts';
import type { OutsideDataProbe } from '../../../providers/shared/outside-data-probe.ts';
import type { Science } from '../../conditions/science.ts';

/** What a scenario may use: the database, the outside-data layer, and our own HTTP address. */
export interface ScenarioContext {
  db: Db;
  logger: Logger;
  providers: Providers;
  science: Science;
  probe: OutsideDataProbe;
  /** http://127.0.0.1:PORT of this process, once it listens (performance and state scenarios). */
  selfUrl: string | undefined;
  /** The session cookie's name and signing secret (state scenarios sign in a stand-in user). */
  sessionCookie: { name: string; secret: string };
}

/** One run of a scenario: run, then validate what it measured; cleanup always follows. */
export interface ScenarioRun {
  run(): Promise<Record<string, unknown>>;
  validate(result: Record<string, unknown>): { passed: boolean; checks: string[] };
  /** Restores what the run changed; returns what it restored (stored with the result). */
  cleanup(): Promise<Record<string, unknown>>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A spot in central Texas (inland, fresh water): weather and gauges, no tide station. */
export const SCENARIO_SPOT = { lat: 30.4, lon: -97.9 } as const;
/** Galveston Bay: marine forecast and a NOAA CO-OPS station (Galveston Pier 21). */
export const SCENARIO_COAST = { lat: 29.31, lon: -94.79, station: '8771450' } as const;

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
