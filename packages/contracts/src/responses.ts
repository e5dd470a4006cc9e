import { z } from 'zod';
import { HABITATS } from './reports.ts';

/**
 * Small answers of our API that belong to no bigger contract; the web client parses each with
 * its schema (apps/web/src/lib/api-endpoint.ts).
 */

/** POST that creates something and answers its id (community posts and replies, shared catches). */
export const ZCreatedId = z.object({ id: z.string() });

/** An action that answers only that it was done. */
export const ZOk = z.object({ ok: z.literal(true) });

/** GET /api/species: the species the science knows, for the report form's target species. */
export const ZSpeciesList = z.object({
  items: z.array(
    z.object({ id: z.string(), commonName: z.string(), habitats: z.array(z.enum(HABITATS)) }),
  ),
});
export type TSpeciesOption = z.infer<typeof ZSpeciesList>['items'][number];

/** GET /api/alerts/unsubscribe/{token}: which spot's alert the link stops, and whether it is still on. */
export const ZUnsubscribeState = z.object({ spotName: z.string(), active: z.boolean() });

/** DELETE /api/alerts: how many spot alerts were stopped. */
export const ZAlertsStopped = z.object({ stopped: z.number() });

/** DELETE /api/admin/users/{id}/sessions[/{sessionId}]: how many sessions were ended. */
export const ZSessionsEnded = z.object({ ended: z.number() });
