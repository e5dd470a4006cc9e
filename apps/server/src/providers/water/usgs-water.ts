import { z } from 'zod';
import { buildUrl, getJson, type HttpPolicy } from '../shared/http-client.ts';
import type { LatLon } from '../weather/weather-provider.ts';
import {
  distanceKm,
  PARAMETER_CODES,
  trendOf,
  type Gauge,
  type GaugeReading,
  type WaterProvider,
} from './water-provider.ts';

const ZProperties = z.object({
  parameter_code: z.string(),
  time: z.string(),
  value: z.string().nullable(),
  unit_of_measure: z.string().nullable(),
  monitoring_location_id: z.string(),
});

const ZLatest = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      properties: ZProperties,
      geometry: z
        .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
        .nullable(),
    }),
  ),
});

const ZNames = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      properties: z.object({ monitoring_location_name: z.string().nullable().optional() }),
    }),
  ),
});

const ZSeries = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({ properties: ZProperties })),
});

export interface UsgsOptions {
  baseUrl?: string;
  /**
   * An api.data.gov key (USGS_API_KEY), sent as `X-Api-Key`: without one the anonymous hourly
   * limit is low and shared by everyone on the server's address
   * (https://api.waterdata.usgs.gov/docs/ogcapi/keys/).
   */
  apiKey?: string;
  policy: HttpPolicy;
  now: () => Date;
  /** Half-width of the search box in degrees (0.25 is about 28 km north-south). */
  boxDeg?: number;
  /** Gauges whose trend we look up (one extra request each). */
  trendSites?: number;
}

const ACTIVE_WITHIN_MS = 2 * 24 * 3_600_000;

function toNumber(value: string | null, code: string): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  // 00010 is reported in degrees Celsius.
  return code === '00010' ? Math.round(((n * 9) / 5 + 32) * 10) / 10 : n;
}

/** The OGC API version: v1 is current (USGS, 2026-09: https://waterdata.usgs.gov/blog/api-v1-release/). */
export const USGS_OGC_PATH = '/ogcapi/v1';

/**
 * USGS Water Data OGC API (public domain): latest continuous values in a box, trend from the last
 * 3 h. Over the rate limit it answers 429 `{"error":{"code":"OVER_RATE_LIMIT"}}` with a Retry-After:
 * the HTTP client then leaves USGS alone until then and the cache serves the last good gauges,
 * marked as such.
 */
export function usgsWater({
  baseUrl = 'https://api.waterdata.usgs.gov',
  apiKey,
  policy,
  now,
  boxDeg = 0.25,
  trendSites = 3,
}: UsgsOptions): WaterProvider {
  const headers: Record<string, string> = apiKey ? { 'x-api-key': apiKey } : {};
  return {
    async nearbyGauges(at: LatLon): Promise<Gauge[]> {
      const bbox = [at.lon - boxDeg, at.lat - boxDeg, at.lon + boxDeg, at.lat + boxDeg]
        .map((n) => n.toFixed(4))
        .join(',');
      const latest = await getJson(
        'usgs-water',
        buildUrl(baseUrl, `${USGS_OGC_PATH}/collections/latest-continuous/items`, {
          f: 'json',
          bbox,
          parameter_code: Object.keys(PARAMETER_CODES).join(','),
          limit: 500,
        }),
        ZLatest,
        policy,
        { headers },
      );
      const cutoff = now().getTime() - ACTIVE_WITHIN_MS;
      const sites = new Map<string, Gauge>();
      for (const f of latest.features) {
        const p = f.properties;
        const meta = PARAMETER_CODES[p.parameter_code];
        if (!meta || !f.geometry || Date.parse(p.time) < cutoff) continue;
        const [lon, lat] = f.geometry.coordinates;
        const site = sites.get(p.monitoring_location_id) ?? {
          id: p.monitoring_location_id,
          name: null,
          lat,
          lon,
          distanceKm: Math.round(distanceKm(at, { lat, lon }) * 10) / 10,
          readings: [],
        };
        site.readings.push({
          parameter: meta.parameter,
          unit: meta.unit,
          value: toNumber(p.value, p.parameter_code),
          observedAt: new Date(p.time).toISOString(),
          trend: null,
        });
        sites.set(site.id, site);
      }
      const gauges = [...sites.values()].sort((a, b) => a.distanceKm - b.distanceKm);
      if (gauges.length === 0) return gauges;
      // Names and trends are nice-to-haves: a failed lookup leaves them unknown rather than failing the gauges.
      await Promise.all([
        addNames(baseUrl, policy, headers, bbox, gauges).catch(() => undefined),
        ...gauges
          .slice(0, trendSites)
          .map((g) => addTrends(baseUrl, policy, headers, g).catch(() => undefined)),
      ]);
      return gauges;
    },
  };
}

async function addNames(
  baseUrl: string,
  policy: HttpPolicy,
  headers: Record<string, string>,
  bbox: string,
  gauges: Gauge[],
): Promise<void> {
  const found = await getJson(
    'usgs-water',
    buildUrl(baseUrl, `${USGS_OGC_PATH}/collections/monitoring-locations/items`, {
      f: 'json',
      bbox,
      skipGeometry: 'true',
      properties: 'monitoring_location_name',
      limit: 500,
    }),
    ZNames,
    { ...policy, retries: 0 },
    { headers },
  );
  const names = new Map(
    found.features.map((f) => [String(f.id), f.properties.monitoring_location_name ?? null]),
  );
  for (const g of gauges) g.name = names.get(g.id) ?? null;
}

async function addTrends(
  baseUrl: string,
  policy: HttpPolicy,
  headers: Record<string, string>,
  gauge: Gauge,
): Promise<void> {
  const series = await getJson(
    'usgs-water',
    buildUrl(baseUrl, `${USGS_OGC_PATH}/collections/continuous/items`, {
      f: 'json',
      monitoring_location_id: gauge.id,
      parameter_code: Object.keys(PARAMETER_CODES).join(','),
      time: 'PT3H',
      limit: 200,
    }),
    ZSeries,
    { ...policy, retries: 0 },
    { headers },
  );
  for (const reading of gauge.readings) {
    const code =
      Object.entries(PARAMETER_CODES).find(([, m]) => m.parameter === reading.parameter)?.[0] ?? '';
    const points = series.features
      .map((f) => f.properties)
      .filter((p) => p.parameter_code === code && p.value !== null)
      .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    if (points.length < 2) continue;
    (reading as GaugeReading).trend = trendOf(
      toNumber(points[0]!.value, code),
      toNumber(points[points.length - 1]!.value, code),
    );
  }
}
