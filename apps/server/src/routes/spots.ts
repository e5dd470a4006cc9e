import { Hono, type Context } from 'hono';
import { ZCreateSpotRequest, ZSpotId, ZUpdateSpotRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireMember, requireSession } from '../middleware/session-guards.ts';
import { parseBody, validate } from '../lib/http/parse-body.ts';
import { createSpot, updateSpot } from '../services/spots/save-spot.ts';
import { deleteSpot, getSpot, listSpots, stopAllAlerts } from '../services/spots/read-spots.ts';

const spotId = (c: Context<AppEnv>) => validate(ZSpotId, c.req.param('id'));

/** The member's saved spots (private: anyone else's id answers 404) and their week outlooks. */
export const spotRoutes = new Hono<AppEnv>()
  .get('/api/spots', async (c) => {
    const { user } = await requireSession(c);
    return c.json(await listSpots({ db: c.var.deps.database.db, userId: user.id }));
  })
  .post('/api/spots', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const input = await parseBody(c, ZCreateSpotRequest);
    const { deps } = c.var;
    const spot = await createSpot({
      db: deps.database.db,
      science: deps.science,
      userId: user.id,
      input,
    });
    return c.json(spot, 201);
  })
  .patch('/api/spots/:id', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const id = spotId(c);
    const input = await parseBody(c, ZUpdateSpotRequest);
    return c.json(await updateSpot({ db: c.var.deps.database.db, userId: user.id, id, input }));
  })
  .delete('/api/spots/:id', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    await deleteSpot({ db: c.var.deps.database.db, userId: user.id, id: spotId(c) });
    return c.body(null, 204);
  })
  .get('/api/spots/:id/outlook', async (c) => {
    const { user } = await requireMember(c);
    const { deps } = c.var;
    const spot = await getSpot({ db: deps.database.db, userId: user.id, id: spotId(c) });
    c.header('cache-control', 'private, no-store');
    return c.json(
      await deps.outlook.answer({
        lat: spot.latitude,
        lon: spot.longitude,
        species: spot.species,
        habitat: spot.habitat,
        fishingType: spot.fishingType,
        placeName: spot.name,
      }),
    );
  })
  .delete('/api/alerts', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    return c.json({
      stopped: await stopAllAlerts({ db: c.var.deps.database.db, userId: user.id }),
    });
  });
