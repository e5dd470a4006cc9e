import { desc, eq, ne } from 'drizzle-orm';
import {
  PORTAL_MESSAGES,
  SCENARIO_FEATURE,
  SCENARIO_TYPES,
  ZCacheScenarioConfig,
  ZErrorScenarioConfig,
  ZPerformanceScenarioConfig,
  ZStateScenarioConfig,
  type ScenarioType,
  type TRunScenarioRequest,
  type TScenario,
  type TScenarioStatus,
} from '@anglerscout/contracts';
import type { z } from 'zod';
import { testScenarios } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../../audit/record-admin-action.ts';
import { readPortalState } from '../portal-state.ts';
import { cacheScenario } from './cache-scenario.ts';
import { errorScenario } from './error-scenario.ts';
import { performanceScenario } from './performance-scenario.ts';
import type { ScenarioContext, ScenarioRun } from './scenario-types.ts';
import { stateScenario } from './state-scenario.ts';
import type { ScenarioTracker } from './scenario-tracker.ts';

const isScenarioType = (type: string): type is ScenarioType =>
  (SCENARIO_TYPES as readonly string[]).includes(type);

function parseConfig<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(
    'VALIDATION_INVALID_FORMAT',
    `config.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
  );
}

function buildRun(
  ctx: ScenarioContext,
  type: ScenarioType,
  raw: unknown,
): {
  run: ScenarioRun;
  config: Record<string, unknown>;
} {
  switch (type) {
    case 'error': {
      const config = parseConfig(ZErrorScenarioConfig, raw);
      return { run: errorScenario(ctx, config), config };
    }
    case 'cache': {
      const config = parseConfig(ZCacheScenarioConfig, raw);
      return { run: cacheScenario(ctx, config), config };
    }
    case 'performance': {
      const config = parseConfig(ZPerformanceScenarioConfig, raw);
      return { run: performanceScenario(ctx, config), config };
    }
    case 'state': {
      const config = parseConfig(ZStateScenarioConfig, raw);
      return { run: stateScenario(ctx, config), config };
    }
  }
}

const toScenario = (r: typeof testScenarios.$inferSelect): TScenario => ({
  id: r.id,
  type: r.type as ScenarioType,
  config: r.config,
  status: r.status as TScenarioStatus,
  phase: r.phase,
  result: r.result ?? null,
  error: r.error,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export interface StartScenarioOptions {
  ctx: ScenarioContext;
  tracker: ScenarioTracker;
  instanceId: string;
  request: Required<TRunScenarioRequest>;
  actor: AdminActor;
}

/**
 * Scenarios run only in test mode, each type only with its feature, and an
 * id never twice at once (claimed in the database, so across processes). The scenario starts
 * here and runs on in the background: run, validate, cleanup (always), each phase and the result
 * stored on its row.
 */
export async function startScenario(opts: StartScenarioOptions): Promise<TScenario> {
  const { ctx, request } = opts;
  const state = await readPortalState({ db: ctx.db });
  if (state.mode !== 'test') throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.testModeOnly);
  const { type } = request;
  if (!isScenarioType(type))
    throw new AppError('VALIDATION_INVALID_FORMAT', PORTAL_MESSAGES.unknownScenarioType);
  const feature = SCENARIO_FEATURE[type];
  if (!state.features.includes(feature))
    throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.featureDisabled[feature]);
  const [claimed] = await ctx.db
    .insert(testScenarios)
    .values({
      id: request.id,
      type,
      config: request.config,
      status: 'running',
      phase: 'start',
      instanceId: opts.instanceId,
      startedBy: opts.actor.email,
    })
    .onConflictDoUpdate({
      target: testScenarios.id,
      set: {
        type,
        config: request.config,
        status: 'running',
        phase: 'start',
        result: null,
        error: null,
        instanceId: opts.instanceId,
        startedBy: opts.actor.email,
        startedAt: new Date(),
        finishedAt: null,
      },
      setWhere: ne(testScenarios.status, 'running'),
    })
    .returning();
  if (!claimed)
    throw new AppError('RESOURCE_ALREADY_EXISTS', PORTAL_MESSAGES.scenarioRunning(request.id));
  let built: ReturnType<typeof buildRun>;
  try {
    built = buildRun(ctx, type, request.config);
  } catch (err) {
    await ctx.db.delete(testScenarios).where(eq(testScenarios.id, request.id));
    throw err;
  }
  await ctx.db
    .update(testScenarios)
    .set({ config: built.config })
    .where(eq(testScenarios.id, request.id));
  await recordAdminAction({
    db: ctx.db,
    actor: opts.actor,
    action: 'scenario.run',
    target: { type: 'test_scenario', id: request.id },
    after: { type, config: built.config },
  });
  opts.tracker.track(request.id, runToEnd(ctx, request.id, built.run));
  return toScenario({ ...claimed, config: built.config });
}

async function runToEnd(ctx: ScenarioContext, id: string, scenario: ScenarioRun): Promise<void> {
  const phase = (phase: string) =>
    ctx.db.update(testScenarios).set({ phase }).where(eq(testScenarios.id, id));
  let status: TScenarioStatus = 'failed';
  let result: Record<string, unknown> = {};
  let error: string | null = null;
  try {
    await phase('run');
    result = await scenario.run();
    await phase('validate');
    const verdict = scenario.validate(result);
    result = { ...result, checks: verdict.checks };
    status = verdict.passed ? 'passed' : 'failed';
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    ctx.logger.warn({ err, scenario: id }, 'test scenario failed to run');
  } finally {
    await phase('cleanup').catch(() => undefined);
    try {
      result = { ...result, cleanup: await scenario.cleanup() };
    } catch (err) {
      error = `cleanup: ${err instanceof Error ? err.message : String(err)}`;
      status = 'failed';
    }
    await ctx.db
      .update(testScenarios)
      .set({ status, phase: 'done', result, error, finishedAt: new Date() })
      .where(eq(testScenarios.id, id));
  }
}

export async function listScenarios({ db }: { db: ScenarioContext['db'] }): Promise<TScenario[]> {
  const rows = await db
    .select()
    .from(testScenarios)
    .orderBy(desc(testScenarios.startedAt))
    .limit(50);
  return rows.map(toScenario);
}
