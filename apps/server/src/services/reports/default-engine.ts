import type { AppDeps } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReportEngine } from './report-engine.ts';

/** The engine in force: the one given in deps, else the real wiring of scout and the providers. */
export function getReportEngine(deps: AppDeps): ReportEngine {
  if (deps.reportEngine) return deps.reportEngine;
  throw new AppError('SYSTEM_CONFIGURATION_ERROR', 'Report engine not wired yet.');
}
