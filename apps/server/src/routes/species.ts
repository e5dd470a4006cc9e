import { Hono } from 'hono';
import { SPECIES } from '@anglerscout/scout';
import type { AppEnv } from '../app-env.ts';

/** The species list for the report form: public reference data, the same for everyone. */
const LIST = SPECIES.map((s) => ({
  id: s.id,
  commonName: s.commonName,
  scientificName: s.scientificName,
  habitats: s.habitats,
})).sort((a, b) => a.commonName.localeCompare(b.commonName));

export const speciesRoutes = new Hono<AppEnv>().get('/api/species', (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ items: LIST });
});
