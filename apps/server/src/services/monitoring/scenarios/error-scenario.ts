import type { z } from 'zod';
import type { ZErrorScenarioConfig } from '@anglerscout/contracts';
import { ProviderError } from '../../../providers/shared/provider-error.ts';
import {
  SCENARIO_COAST,
  SCENARIO_SPOT,
  type ScenarioContext,
  type ScenarioRun,
} from './scenario-types.ts';

type ErrorConfig = z.output<typeof ZErrorScenarioConfig>;

/** One call at the source through its adapter (retries and all), bypassing the cache. */
function callSource(ctx: ScenarioContext, source: ErrorConfig['source']): Promise<unknown> {
  const { providers } = ctx;
  switch (source) {
    case 'open-meteo-forecast':
      return providers.weather.forecast(SCENARIO_SPOT);
    case 'open-meteo-marine':
      return providers.weather.marine(SCENARIO_COAST);
    case 'usgs-water':
      return providers.water.nearbyGauges(SCENARIO_SPOT);
    case 'noaa-coops':
      return providers.coast.latest(SCENARIO_COAST.station);
  }
}

interface CallOutcome {
  ok: boolean;
  ms: number;
  error?: string;
}

async function timedCall(
  ctx: ScenarioContext,
  source: ErrorConfig['source'],
): Promise<CallOutcome> {
  const started = performance.now();
  try {
    await callSource(ctx, source);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    return { ok: false, ms: Math.round(performance.now() - started), error: err.message };
  }
}

/**
 * Arms a real fault in the outside-data layer (the next `failures` attempts at the source time
 * out or answer an HTTP error, after `delay`), then calls the source up to 1 + `retryAttempts`
 * times until it answers: the app must recover. Cleanup disarms what is left and checks that
 * the source answers again.
 */
export function errorScenario(ctx: ScenarioContext, config: ErrorConfig): ScenarioRun {
  const disarm = ctx.probe.inject({
    source: config.source,
    code: config.errorCode,
    count: config.failures,
    delayMs: config.delay,
  });
  return {
    async run() {
      const calls: CallOutcome[] = [];
      const started = performance.now();
      for (let i = 0; i <= config.retryAttempts; i++) {
        const outcome = await timedCall(ctx, config.source);
        calls.push(outcome);
        if (outcome.ok) break;
      }
      const recovered = calls.at(-1)?.ok === true;
      return {
        source: config.source,
        calls,
        recovered,
        failedCalls: calls.filter((c) => !c.ok).length,
        recoveryMs: recovered ? Math.round(performance.now() - started) : null,
      };
    },
    validate(result) {
      const recovered = result.recovered === true;
      return {
        passed: recovered,
        checks: [
          recovered
            ? `${config.source} answered again after ${String(result.failedCalls)} failed call(s)`
            : `${config.source} did not answer within ${config.retryAttempts + 1} call(s)`,
        ],
      };
    },
    async cleanup() {
      disarm();
      const check = await timedCall(ctx, config.source);
      return { faultsDisarmed: true, sourceAnswers: check.ok };
    },
  };
}
