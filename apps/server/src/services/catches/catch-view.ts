import type { TCatch } from '@anglerscout/contracts';
import type { catches } from '../../db/schema/index.ts';

export const catchPhotoUrl = (id: string) => `/api/photos/${id}`;

/** A catch as its owner sees it (the exact spot and everything logged). */
export function toCatchView(row: typeof catches.$inferSelect, sharedPostId: string | null): TCatch {
  return {
    id: row.id,
    caughtAt: row.caughtAt.toISOString(),
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    placeName: row.placeName,
    species: row.species,
    speciesName: row.speciesName,
    lengthIn: row.lengthIn,
    weightLb: row.weightLb,
    bait: row.bait,
    method: row.method as TCatch['method'],
    notes: row.notes,
    photoUrl: row.photoId ? catchPhotoUrl(row.photoId) : null,
    conditions: row.conditions,
    sharedPostId,
    createdAt: row.createdAt.toISOString(),
  };
}
