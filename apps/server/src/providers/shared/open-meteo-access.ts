/**
 * Where every Open-Meteo call goes and how it is authorised. The free hosts are for
 * non-commercial use only and limited per IP (600 calls a minute, 5,000 an hour, 10,000 a day);
 * a paid plan answers on the same paths at `customer-` prefixed hosts and wants the key as
 * `&apikey=` (https://open-meteo.com/en/pricing, https://open-meteo.com/en/terms). With
 * OPEN_METEO_API_KEY set, every Open-Meteo adapter (forecast, marine, geocoding, the climate
 * archive) asks the customer host with the key.
 *
 * Reuse: `const om = openMeteoAccess({ apiKey: env.OPEN_METEO_API_KEY });` then
 * `buildUrl(om.baseUrl('archive'), '/v1/archive', { ...params, ...om.params })`.
 */
export const OPEN_METEO_HOSTS = {
  forecast: 'api.open-meteo.com',
  marine: 'marine-api.open-meteo.com',
  archive: 'archive-api.open-meteo.com',
  'historical-forecast': 'historical-forecast-api.open-meteo.com',
  climate: 'climate-api.open-meteo.com',
  geocoding: 'geocoding-api.open-meteo.com',
} as const;
type OpenMeteoApi = keyof typeof OPEN_METEO_HOSTS;

export interface OpenMeteoAccess {
  /** True with a key: the customer hosts (commercial licence). */
  readonly commercial: boolean;
  /** https://{customer-}host of an API, or the override given for it (tests, a self-hosted instance). */
  baseUrl(api: OpenMeteoApi): string;
  /** Query parameters every call adds: `{ apikey }` with a key, nothing without. */
  readonly params: Readonly<Record<string, string>>;
}

export interface OpenMeteoAccessOptions {
  apiKey?: string;
  /** Per-API base URL (scheme and host), e.g. a local fake in tests. */
  baseUrls?: Partial<Record<OpenMeteoApi, string>>;
}

export function openMeteoAccess({
  apiKey,
  baseUrls = {},
}: OpenMeteoAccessOptions = {}): OpenMeteoAccess {
  const key = apiKey?.trim() || undefined;
  return {
    commercial: key !== undefined,
    baseUrl: (api) => baseUrls[api] ?? `https://${key ? 'customer-' : ''}${OPEN_METEO_HOSTS[api]}`,
    params: key ? { apikey: key } : {},
  };
}
