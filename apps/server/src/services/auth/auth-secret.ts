import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { authSecrets } from '../../db/schema/index.ts';

/** Only for development and tests: production never signs with a known value. */
const DEV_SECRET = 'anglerscout-development-secret-not-for-production';

/**
 * BETTER_AUTH_SECRET when set. Otherwise, in production, a random secret generated once and kept
 * in the database (every process on that database then signs cookies alike, and `npm start` needs
 * no keys); in development and test a fixed value.
 */
export async function resolveAuthSecret(db: Db, env: Env): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV !== 'production') return DEV_SECRET;
  await db
    .insert(authSecrets)
    .values({ name: 'better-auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, 'better-auth'));
  return row!.value;
}
