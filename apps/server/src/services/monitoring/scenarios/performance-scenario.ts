import type { z } from 'zod';
import type { LoadProfile, ZPerformanceScenarioConfig } from '@anglerscout/contracts';
import { AppError } from '../../../lib/primitives/app-error.ts';
import { percentile, type ScenarioContext, type ScenarioRun } from './scenario-types.ts';

type PerformanceConfig = z.output<typeof ZPerformanceScenarioConfig>;

/** Concurrent clients and how long they run, per load profile. */
const PERFORMANCE_LOAD: Record<LoadProfile, { connections: number; durationMs: number }> = {
  light: { connections: 4, durationMs: 3000 },
  normal: { connections: 8, durationMs: 5000 },
  heavy: { connections: 16, durationMs: 10_000 },
};

/** Public endpoints of ours: readiness (a database round trip), reference data, liveness. */
const PERFORMANCE_PATHS = ['/api/ready', '/api/species', '/api/session/providers', '/api/health'];
/** The run passes with no failed request and a p95 under this. */
const PERFORMANCE_P95_LIMIT_MS = 1000;

/**
 * Drives load at our own endpoints over HTTP on loopback (the load runs inside the server it
 * measures, so the figures include that competition) and reports throughput and latency.
 */
export function performanceScenario(ctx: ScenarioContext, config: PerformanceConfig): ScenarioRun {
  const base = ctx.selfUrl;
  if (!base)
    throw new AppError(
      'SYSTEM_CONFIGURATION_ERROR',
      'This server process is not listening on HTTP.',
    );
  const { connections, durationMs } = PERFORMANCE_LOAD[config.loadProfile];
  return {
    async run() {
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      let failed = 0;
      let n = 0;
      const deadline = Date.now() + durationMs;
      const client = async () => {
        while (Date.now() < deadline) {
          const path = PERFORMANCE_PATHS[n++ % PERFORMANCE_PATHS.length]!;
          const started = performance.now();
          try {
            const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status >= 500) failed++;
          } catch {
            failed++;
          }
          latencies.push(performance.now() - started);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: connections }, client));
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const round = (v: number) => Math.round(v * 10) / 10;
      return {
        paths: PERFORMANCE_PATHS,
        connections,
        requests: latencies.length,
        requestsPerSecond: round(latencies.length / seconds),
        p50Ms: round(percentile(latencies, 50)),
        p95Ms: round(percentile(latencies, 95)),
        p99Ms: round(percentile(latencies, 99)),
        failed,
        statuses,
      };
    },
    validate(result) {
      const failed = Number(result.failed);
      const p95 = Number(result.p95Ms);
      return {
        passed: failed === 0 && p95 < PERFORMANCE_P95_LIMIT_MS,
        checks: [
          failed === 0 ? 'Every request was answered' : `${failed} requests failed or answered 5xx`,
          `p95 ${p95} ms (limit ${PERFORMANCE_P95_LIMIT_MS} ms)`,
        ],
      };
    },
    cleanup: async () => ({ loadStopped: true }),
  };
}
