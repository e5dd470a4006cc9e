import { and, eq, notExists } from 'drizzle-orm';
import { getSpecies } from '@anglerscout/scout';
import { CATCH_RULES, type TCatch, type ZCreateCatchRequest } from '@anglerscout/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { catches, catchPhotos } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { Providers } from '../../providers/index.ts';
import type { Science } from '../conditions/science.ts';
import { nameSpot } from '../locations/name-spot.ts';
import { catchConditions } from './catch-conditions.ts';
import { toCatchView } from './catch-view.ts';

export interface CreateCatchOptions {
  db: Db;
  providers: Providers;
  science: Science;
  userId: string;
  input: z.output<typeof ZCreateCatchRequest>;
  now?: Date;
}

function checkTime(at: Date, now: Date): void {
  if (at.getTime() > now.getTime() + CATCH_RULES.futureSlackMinutes * 60_000)
    throw new AppError('VALIDATION_OUT_OF_RANGE', 'The catch time is in the future.', {
      caughtAt: 'Choose a time that has passed',
    });
  if (now.getTime() - at.getTime() > CATCH_RULES.maxDaysBack * 86_400_000)
    throw new AppError(
      'VALIDATION_OUT_OF_RANGE',
      `Catches can be logged up to ${CATCH_RULES.maxDaysBack} days back.`,
      { caughtAt: `Choose a time in the last ${CATCH_RULES.maxDaysBack} days` },
    );
}

/**
 * Logs a catch, private to its owner, with the conditions of its hour and place attached. A photo
 * must be the member's own upload and not already on another catch.
 */
export async function createCatch(opts: CreateCatchOptions): Promise<TCatch> {
  const { db, input, userId } = opts;
  const now = opts.now ?? new Date();
  const at = new Date(input.caughtAt);
  checkTime(at, now);
  const species = getSpecies(input.species);
  if (!species)
    throw new AppError('VALIDATION_INVALID_FORMAT', 'Unknown species.', {
      species: 'Choose a species from the list',
    });
  const { latitude: lat, longitude: lon } = input.location;
  const { conditions, timeZone } = await catchConditions({
    providers: opts.providers,
    science: opts.science,
    lat,
    lon,
    at,
    species: species.id,
    now,
  });
  return db.transaction(async (tx) => {
    if (input.photoId) {
      const [photo] = await tx
        .select({ id: catchPhotos.id })
        .from(catchPhotos)
        .where(
          and(
            eq(catchPhotos.id, input.photoId),
            eq(catchPhotos.userId, userId),
            notExists(tx.select().from(catches).where(eq(catches.photoId, input.photoId))),
          ),
        );
      if (!photo)
        throw new AppError('VALIDATION_INVALID_FORMAT', 'That photo cannot be used.', {
          photoId: 'Upload the photo again',
        });
    }
    const [row] = await tx
      .insert(catches)
      .values({
        userId,
        caughtAt: at,
        latitude: lat,
        longitude: lon,
        timeZone,
        placeName: nameSpot(opts.providers.offlinePlaces, lat, lon),
        species: species.id,
        speciesName: species.commonName,
        lengthIn: input.lengthIn ?? null,
        weightLb: input.weightLb ?? null,
        bait: input.bait,
        method: input.method,
        notes: input.notes,
        photoId: input.photoId ?? null,
        conditions,
      })
      .returning();
    return toCatchView(row!, null);
  });
}
