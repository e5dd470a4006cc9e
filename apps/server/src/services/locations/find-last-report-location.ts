import { desc, eq } from 'drizzle-orm';
import type { TLocationResult } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { fishingReports, locations } from '../../db/schema/reports.ts';

/** The place of the user's newest report (latest by created_at), or null. */
export async function findLastReportLocation({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<TLocationResult | null> {
  const [row] = await db
    .select({
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
      placeId: locations.googlePlaceId,
      timeZone: locations.timeZone,
    })
    .from(fishingReports)
    .innerJoin(locations, eq(fishingReports.locationId, locations.id))
    .where(eq(fishingReports.userId, userId))
    .orderBy(desc(fishingReports.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    name: row.name,
    ...(row.placeId ? { placeId: row.placeId } : {}),
    source: 'last-report-db',
    timezone: row.timeZone,
  };
}
