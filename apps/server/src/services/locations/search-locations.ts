import type { TLocationResult } from '@anglerscout/contracts';
import type { Providers } from '../../providers/index.ts';
import type { Place } from '../../providers/places/places-provider.ts';

const SEARCH_TTL_MS = 7 * 24 * 3_600_000;
const SEARCH_LIMIT = 8;

export const PLACES_ATTRIBUTION = {
  text: 'Places: GeoNames (CC BY 4.0) via Open-Meteo geocoding',
  link: 'https://www.geonames.org/',
} as const;

const label = (p: Place) => (p.admin1 ? `${p.name}, ${p.admin1}` : p.name);

/** US places matching a name or ZIP code; answers are cached like any outside source. */
export async function searchLocations({
  providers,
  query,
}: {
  providers: Providers;
  query: string;
}): Promise<TLocationResult[]> {
  const key = `places:${query.trim().toLowerCase().replace(/\s+/g, ' ')}`;
  const { value } = await providers.cache.get({
    source: 'open-meteo-geocoding',
    key,
    ttlMs: SEARCH_TTL_MS,
    load: () => providers.places.search(query, SEARCH_LIMIT),
  });
  return value.map((p) => ({
    latitude: p.lat,
    longitude: p.lon,
    name: label(p),
    placeId: p.placeId,
    source: 'search' as const,
    ...(p.timeZone ? { timezone: p.timeZone } : {}),
  }));
}
