import type { AppDeps } from '../../app-env.ts';
import type { ReportEngine } from './report-engine.ts';
import { scoutReportEngine } from './scout-report-engine.ts';

const engines = new WeakMap<AppDeps, ReportEngine>();

/** The engine in force: the one given in deps (tests), else the real wiring, built once per app. */
export function getReportEngine(deps: AppDeps): ReportEngine {
  if (deps.reportEngine) return deps.reportEngine;
  let engine = engines.get(deps);
  if (!engine) engines.set(deps, (engine = scoutReportEngine(deps)));
  return engine;
}
