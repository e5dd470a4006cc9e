import { z } from 'zod';
import { buildUrl, getJson, type HttpPolicy } from '../shared/http-client.ts';
import { ProviderError } from '../shared/provider-error.ts';
import type { CoastObservations, CoastProvider, Observation } from './coast-provider.ts';

const ZData = z.object({
  metadata: z.object({ id: z.string(), name: z.string(), lat: z.string(), lon: z.string() }),
  data: z.array(z.object({ t: z.string(), v: z.string() })),
});
// CO-OPS answers errors with HTTP 200 and this body.
const ZError = z.object({ error: z.object({ message: z.string() }) });
const ZAnswer = z.union([ZData, ZError]);

/** "No data was found" means the station does not measure this product: an empty answer, not an outage. */
const NO_DATA = /no data was found/i;

export interface NoaaOptions {
  baseUrl?: string;
  policy: HttpPolicy;
  application?: string;
}

function toObservation(row: { t: string; v: string } | undefined): Observation | null {
  if (!row || row.v.trim() === '') return null;
  const value = Number(row.v);
  if (!Number.isFinite(value)) return null;
  // time_zone=gmt gives "yyyy-MM-dd HH:mm" in UTC.
  return { value, observedAt: new Date(`${row.t.replace(' ', 'T')}:00Z`).toISOString() };
}

/** NOAA CO-OPS data API (public domain): latest water level (MLLW, feet) and water temperature (F). */
export function noaaCoops({
  baseUrl = 'https://api.tidesandcurrents.noaa.gov',
  policy,
  application = 'AnglerScout',
}: NoaaOptions): CoastProvider {
  async function product(station: string, name: 'water_level' | 'water_temperature') {
    const params: Record<string, string> = {
      date: 'latest',
      station,
      product: name,
      time_zone: 'gmt',
      units: 'english',
      format: 'json',
      application,
    };
    if (name === 'water_level') params.datum = 'MLLW';
    const body = await getJson(
      'noaa-coops',
      buildUrl(baseUrl, '/api/prod/datagetter', params),
      ZAnswer,
      policy,
    );
    if ('error' in body) {
      if (NO_DATA.test(body.error.message)) return null;
      throw new ProviderError('EXTERNAL_SERVICE_ERROR', 'noaa-coops', body.error.message);
    }
    return body;
  }
  return {
    async latest(stationId: string): Promise<CoastObservations> {
      const [level, temp] = await Promise.all([
        product(stationId, 'water_level'),
        product(stationId, 'water_temperature'),
      ]);
      return {
        stationId,
        stationName: level?.metadata.name ?? temp?.metadata.name ?? stationId,
        waterLevelFt: toObservation(level?.data.at(-1)),
        waterTempF: toObservation(temp?.data.at(-1)),
      };
    },
  };
}
