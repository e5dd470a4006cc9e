import type { TSpot } from '@anglerscout/contracts';
import type { savedSpots } from '../../db/schema/index.ts';

type SpotRow = typeof savedSpots.$inferSelect;

/** A saved spot as the API answers it. */
export function spotView(row: SpotRow): TSpot {
  return {
    id: row.id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    habitat: row.habitat,
    species: row.species,
    fishingType: row.fishingType,
    alert: row.alertMinScore === null ? null : { minScore: row.alertMinScore },
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}
