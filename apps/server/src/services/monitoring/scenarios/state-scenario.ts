import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serializeSigned } from 'hono/utils/cookie';
import { z } from 'zod';
import {
  ZApiErrorBody,
  ZSessionValidateResponse,
  type ZStateScenarioConfig,
} from '@anglerscout/contracts';
import { sessions, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/primitives/app-error.ts';
import { sleep, type ScenarioContext, type ScenarioRun } from './scenario-types.ts';

type StateConfig = z.output<typeof ZStateScenarioConfig>;

const ZAnswer = z.object({ status: z.number(), code: z.string().nullable() });
/** What run() returns, read back by validate() (a stored run is plain JSON). */
const ZStateResult = z.object({
  before: ZAnswer,
  verifiedAfter: z.object({ valid: z.boolean() }),
  after: ZAnswer,
  transitionMs: z.number(),
  recovered: ZAnswer.nullable(),
});

/** Hot read routes remember a session check for 5 s (services/auth/member-sessions.ts); allow for it. */
const STATE_REFUSAL_DEADLINE_MS = 10_000;

/**
 * Signs in a stand-in member (written straight to the tables, so no sign-up hooks or CRM run),
 * checks the session works, expires it, and measures how long until our API refuses it: the
 * verification (read fresh) at once, a member route (whose check is remembered a few seconds)
 * within its memory. Then the recovery path: automatic signs in again and checks access is back;
 * manual checks the refusal says AUTH_UNAUTHORIZED, which sends the web app to sign in. Cleanup
 * deletes the stand-in.
 */
export function stateScenario(ctx: ScenarioContext, config: StateConfig): ScenarioRun {
  const base = ctx.selfUrl;
  if (!base)
    throw new AppError(
      'SYSTEM_CONFIGURATION_ERROR',
      'This server process is not listening on HTTP.',
    );
  const userId = `scenario-${randomUUID()}`;
  const newSession = async () => {
    const token = randomBytes(24).toString('base64url');
    await ctx.db.insert(sessions).values({
      id: randomUUID(),
      token,
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
      userAgent: 'AnglerScout state scenario',
    });
    const cookie = await serializeSigned(ctx.sessionCookie.name, token, ctx.sessionCookie.secret);
    return { token, cookie: cookie.split(';')[0]! };
  };
  const reports = async (cookie: string) => {
    const res = await fetch(`${base}/api/reports`, {
      headers: { cookie },
      signal: AbortSignal.timeout(10_000),
    });
    const body = ZApiErrorBody.safeParse(await res.json().catch(() => null));
    return { status: res.status, code: body.success ? body.data.error.code : null };
  };
  const verify = async (cookie: string) => {
    const res = await fetch(`${base}/api/session/validate`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    return ZSessionValidateResponse.parse(await res.json());
  };
  /** Asks the member route until it refuses the session, or the deadline passes. */
  const untilRefused = async (cookie: string) => {
    const deadline = performance.now() + STATE_REFUSAL_DEADLINE_MS;
    for (;;) {
      const answer = await reports(cookie);
      if (answer.status !== 200 || performance.now() > deadline) return answer;
      await sleep(250);
    }
  };
  return {
    async run() {
      await ctx.db.insert(users).values({
        id: userId,
        name: 'State scenario',
        email: `${userId}@scenario.invalid`,
        emailVerified: true,
      });
      const first = await newSession();
      const before = await reports(first.cookie);
      const expiredAt = performance.now();
      await ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.token, first.token));
      const verifiedAfter = await verify(first.cookie);
      const after = await untilRefused(first.cookie);
      const transitionMs = Math.round(performance.now() - expiredAt);
      let recovered: { status: number; code: string | null } | null = null;
      let recoveryMs: number | null = null;
      if (config.recoveryPath === 'automatic') {
        const started = performance.now();
        recovered = await reports((await newSession()).cookie);
        recoveryMs = Math.round(performance.now() - started);
      }
      return {
        recoveryPath: config.recoveryPath,
        before,
        verifiedAfter,
        after,
        transitionMs,
        recovered,
        recoveryMs,
      };
    },
    validate(raw) {
      const result = ZStateResult.parse(raw);
      const { before, after, recovered } = result;
      const worked = before.status === 200;
      const verifiedRefused = result.verifiedAfter.valid === false;
      const refused = after.status === 401 && after.code === 'AUTH_UNAUTHORIZED';
      const back = config.recoveryPath === 'manual' || recovered?.status === 200;
      return {
        passed: worked && verifiedRefused && refused && back,
        checks: [
          worked
            ? 'The session worked before it expired'
            : `The fresh session was refused (${before.status})`,
          verifiedRefused
            ? 'Verification refused the expired session at once'
            : 'Verification still accepted the expired session',
          refused
            ? `A member route refused it with AUTH_UNAUTHORIZED after ${String(result.transitionMs)} ms (the web app sends the user to sign in)`
            : `A member route still answered ${after.status} after ${STATE_REFUSAL_DEADLINE_MS / 1000} s`,
          config.recoveryPath === 'automatic'
            ? back
              ? 'Signing in again restored access'
              : `A new session got ${recovered?.status}`
            : 'Manual recovery: the user signs in again',
        ],
      };
    },
    async cleanup() {
      const deleted = await ctx.db
        .delete(users)
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return { standInDeleted: deleted.length === 1 };
    },
  };
}
