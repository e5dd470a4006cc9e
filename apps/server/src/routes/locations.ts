import { Hono } from 'hono';
import {
  ZLocationSearchQuery,
  type TIpLocationResponse,
  type TLastLocationResponse,
  type TLocationSearchResponse,
} from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireMember } from '../middleware/session-guards.ts';
import { parseQuery } from '../lib/http/parse-body.ts';
import { enforceRateLimit } from '../services/rate-limit/hit-rate-limit.ts';
import { findLastReportLocation } from '../services/locations/find-last-report-location.ts';
import { DBIP_ATTRIBUTION, locateIp } from '../services/locations/locate-ip.ts';
import { PLACES_ATTRIBUTION, searchLocations } from '../services/locations/search-locations.ts';

/** Searches per member per 10 minutes: typing is debounced by the Search button, so this is generous. */
export const PLACE_SEARCH_LIMIT = 60;

export const locationsRoutes = new Hono<AppEnv>()
  .get('/api/locations/search', async (c) => {
    const { user } = await requireMember(c);
    const { q } = parseQuery(c, ZLocationSearchQuery);
    // Each new query may reach the free online geocoder: keep one member from hammering it.
    await enforceRateLimit({
      db: c.var.deps.database.db,
      key: `place-search:${user.id}`,
      limit: PLACE_SEARCH_LIMIT,
      windowSeconds: 600,
    });
    const results = await searchLocations({
      providers: c.var.deps.providers,
      query: q,
    });
    return c.json({ results, attribution: PLACES_ATTRIBUTION } satisfies TLocationSearchResponse);
  })
  .get('/api/locations/ip', async (c) => {
    await requireMember(c);
    const location = await locateIp({
      ipLocation: c.var.deps.providers.ipLocation,
      ip: c.var.clientIp,
    });
    return c.json({ location, attribution: DBIP_ATTRIBUTION } satisfies TIpLocationResponse);
  })
  .get('/api/locations/last', async (c) => {
    const { user } = await requireMember(c);
    const location = await findLastReportLocation({ db: c.var.deps.database.db, userId: user.id });
    return c.json({ location } satisfies TLastLocationResponse);
  });
