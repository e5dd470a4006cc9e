import { z } from 'zod';
import { buildUrl, getJson, type HttpPolicy } from '../shared/http-client.ts';
import { openMeteoAccess, type OpenMeteoAccess } from '../shared/open-meteo-access.ts';
import type { Place, PlacesProvider } from './places-provider.ts';

const ZSearch = z.object({
  // Absent when nothing matched.
  results: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        country_code: z.string().optional(),
        timezone: z.string().optional(),
        admin1: z.string().optional(),
      }),
    )
    .optional(),
});

/** Open-Meteo geocoding (GeoNames data, CC BY 4.0): towns, lakes, rivers and parks by name, US only. */
export function openMeteoGeocoding({
  access = openMeteoAccess(),
  policy,
}: {
  /** Host and key (OPEN_METEO_API_KEY: the customer host); tests pass a local base URL. */
  access?: OpenMeteoAccess;
  policy: HttpPolicy;
}): PlacesProvider {
  return {
    async search(query: string, limit: number): Promise<Place[]> {
      const url = buildUrl(access.baseUrl('geocoding'), '/v1/search', {
        name: query,
        count: limit,
        language: 'en',
        format: 'json',
        countryCode: 'US',
        ...access.params,
      });
      const body = await getJson('open-meteo-geocoding', url, ZSearch, policy);
      return (body.results ?? [])
        .filter((r) => r.country_code === undefined || r.country_code === 'US')
        .map((r) => ({
          placeId: `geonames:${r.id}`,
          name: r.name,
          admin1: r.admin1 ?? null,
          lat: r.latitude,
          lon: r.longitude,
          timeZone: r.timezone ?? null,
        }));
    },
  };
}
