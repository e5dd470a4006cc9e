import { Hono } from 'hono';
import { ZClosureRowId, ZClosureRowInput } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { parseBody, validate } from '../../lib/http/parse-body.ts';
import { listClosuresForAdmin } from '../../services/regulations/read-closures.ts';
import {
  createClosure,
  deleteClosure,
  updateClosure,
} from '../../services/regulations/save-closure.ts';

/** Admin > Regulations: the seasons-and-closures table, behind the admin guard; every change audited. */
export const adminRegulationsRoutes = new Hono<AppEnv>()
  .get('/api/admin/regulations', async (c) =>
    c.json(await listClosuresForAdmin({ db: c.var.deps.database.db })),
  )
  .post('/api/admin/regulations', async (c) => {
    const input = await parseBody(c, ZClosureRowInput);
    const row = await createClosure({ db: c.var.deps.database.db, actor: adminActor(c), input });
    return c.json(row, 201);
  })
  .put('/api/admin/regulations/:id', async (c) => {
    const id = validate(ZClosureRowId, c.req.param('id'));
    const input = await parseBody(c, ZClosureRowInput);
    return c.json(
      await updateClosure({ db: c.var.deps.database.db, actor: adminActor(c), id, input }),
    );
  })
  .delete('/api/admin/regulations/:id', async (c) => {
    const id = validate(ZClosureRowId, c.req.param('id'));
    await deleteClosure({ db: c.var.deps.database.db, actor: adminActor(c), id });
    return c.body(null, 204);
  });
