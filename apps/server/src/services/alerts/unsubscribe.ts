import { eq } from 'drizzle-orm';
import type { TUnsubscribeResponse } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { savedSpots } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { AlertTokens } from './unsubscribe-token.ts';

const UNKNOWN = () =>
  new AppError(
    'RESOURCE_NOT_FOUND',
    'This unsubscribe link is not valid (or its spot was deleted).',
    {
      token: 'Unknown unsubscribe token',
    },
  );

async function spotOf(db: Db, tokens: AlertTokens, token: string) {
  const id = tokens.spotIdOf(token);
  if (!id) throw UNKNOWN();
  const [spot] = await db
    .select({ id: savedSpots.id, name: savedSpots.name, minScore: savedSpots.alertMinScore })
    .from(savedSpots)
    .where(eq(savedSpots.id, id));
  if (!spot) throw UNKNOWN();
  return spot;
}

/** What an unsubscribe link is for (the signed-out page shows it before the click). */
export async function readUnsubscribe(opts: { db: Db; tokens: AlertTokens; token: string }) {
  const spot = await spotOf(opts.db, opts.tokens, opts.token);
  return { spotName: spot.name, active: spot.minScore !== null };
}

/** Stops the alerts of the spot a link names; a second click finds them stopped. */
export async function unsubscribe(opts: {
  db: Db;
  tokens: AlertTokens;
  token: string;
}): Promise<TUnsubscribeResponse> {
  const spot = await spotOf(opts.db, opts.tokens, opts.token);
  if (spot.minScore === null) return { spotName: spot.name, stopped: false };
  await opts.db
    .update(savedSpots)
    .set({ alertMinScore: null, alertCheckAt: null, updatedAt: new Date() })
    .where(eq(savedSpots.id, spot.id));
  return { spotName: spot.name, stopped: true };
}
