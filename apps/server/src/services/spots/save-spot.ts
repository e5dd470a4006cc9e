import { and, count, eq, sql } from 'drizzle-orm';
import {
  SPOT_RULES,
  type TSpot,
  type ZCreateSpotRequest,
  type ZUpdateSpotRequest,
} from '@anglerscout/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { savedSpots, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { Science } from '../conditions/science.ts';
import { nextAlertCheck } from '../alerts/alert-schedule.ts';
import { assertKnownSpecies } from './known-species.ts';
import { assertAlertAllowed, memberTier } from './spot-plan.ts';
import { spotView } from './spot-view.ts';

type CreateSpotInput = z.output<typeof ZCreateSpotRequest>;
type UpdateSpotInput = z.output<typeof ZUpdateSpotRequest>;

const OUTSIDE_US = 'Outside the US';

export interface CreateSpotOptions {
  db: Db;
  science: Science;
  userId: string;
  input: CreateSpotInput;
  now?: Date;
}

/**
 * Saves a spot for the member: a US point (or US waters), a known species, at most 50 spots and,
 * on the free plan, one alert spot. The member's row is locked for the count, so two saves at
 * once cannot make a 51st; a refused save writes nothing.
 */
export async function createSpot({
  db,
  science,
  userId,
  input,
  now = new Date(),
}: CreateSpotOptions): Promise<TSpot> {
  assertKnownSpecies(input.species);
  await science.ready();
  if (!science.inUnitedStates(input.latitude, input.longitude))
    throw new AppError(
      'VALIDATION_OUT_OF_RANGE',
      'AnglerScout covers spots in the US and its waters; this point is outside them.',
      { latitude: OUTSIDE_US, longitude: OUTSIDE_US },
    );
  const timeZone = science.timeZoneFor(input.latitude, input.longitude);
  const tier = input.alert ? await memberTier(db, userId, now) : 'free';
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(savedSpots)
      .where(eq(savedSpots.userId, userId));
    if ((held?.n ?? 0) >= SPOT_RULES.maxSpots)
      throw new AppError(
        'RESOURCE_ALREADY_EXISTS',
        `You have ${SPOT_RULES.maxSpots} saved spots, the most you can keep. Delete one to save another.`,
        { spots: `At most ${SPOT_RULES.maxSpots} saved spots` },
      );
    if (input.alert) await assertAlertAllowed({ db: tx, userId, tier });
    const [created] = await tx
      .insert(savedSpots)
      .values({
        userId,
        name: input.name,
        latitude: input.latitude,
        longitude: input.longitude,
        timeZone,
        habitat: input.habitat,
        species: input.species ?? null,
        fishingType: input.fishingType ?? null,
        alertMinScore: input.alert?.minScore ?? null,
        alertCheckAt: input.alert ? nextAlertCheck(now, timeZone) : null,
      })
      .returning();
    return created!;
  });
  return spotView(row);
}

export interface UpdateSpotOptions {
  db: Db;
  userId: string;
  id: string;
  input: UpdateSpotInput;
  now?: Date;
}

/** Renames a spot, changes its defaults or its alert; another member's spot is not found (404). */
export async function updateSpot({
  db,
  userId,
  id,
  input,
  now = new Date(),
}: UpdateSpotOptions): Promise<TSpot> {
  assertKnownSpecies(input.species);
  const turnsAlertOn = input.alert !== undefined && input.alert !== null;
  const tier = turnsAlertOn ? await memberTier(db, userId, now) : 'free';
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [current] = await tx
      .select()
      .from(savedSpots)
      .where(and(eq(savedSpots.id, id), eq(savedSpots.userId, userId)));
    if (!current) throw new AppError('RESOURCE_NOT_FOUND', 'No such saved spot.');
    if (turnsAlertOn && current.alertMinScore === null)
      await assertAlertAllowed({ db: tx, userId, tier, exceptSpotId: id });
    const alert =
      input.alert === undefined
        ? {}
        : input.alert === null
          ? { alertMinScore: null, alertCheckAt: null }
          : {
              alertMinScore: input.alert.minScore,
              alertCheckAt: current.alertCheckAt ?? nextAlertCheck(now, current.timeZone),
            };
    const [updated] = await tx
      .update(savedSpots)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.habitat !== undefined ? { habitat: input.habitat } : {}),
        ...(input.species !== undefined ? { species: input.species } : {}),
        ...(input.fishingType !== undefined ? { fishingType: input.fishingType } : {}),
        ...alert,
        updatedAt: now,
      })
      .where(eq(savedSpots.id, id))
      .returning();
    return updated!;
  });
  return spotView(row);
}
