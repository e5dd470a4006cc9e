import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { Env } from '../env.ts';
import { createSourceCache, type SourceCache } from './shared/source-cache.ts';
import { fakeCoast } from './coast/fake/fake-coast.ts';
import { noaaCoops } from './coast/noaa-coops.ts';
import type { CoastProvider } from './coast/coast-provider.ts';
import type { ClimateProvider } from './climate/climate-provider.ts';
import { fakeClimate } from './climate/fake/fake-climate.ts';
import { openMeteoClimate } from './climate/open-meteo-climate.ts';
import { dbipIpLocation } from './ip-location/dbip-ip-location.ts';
import { fakeIpLocation } from './ip-location/fake/fake-ip-location.ts';
import type { IpLocationProvider } from './ip-location/ip-location-provider.ts';
import { fakePlaces } from './places/fake/fake-places.ts';
import { openMeteoGeocoding } from './places/open-meteo-geocoding.ts';
import type { PlacesProvider } from './places/places-provider.ts';
import { usPlaces } from './places/us-places.ts';
import { withOfflineFallback } from './places/with-offline-fallback.ts';
import { fakeControl } from './shared/fake/fake-control.ts';
import { fakeFetch } from './shared/fake/fake-service.ts';
import { DEFAULT_HTTP_POLICY, type HttpPolicy } from './shared/http-client.ts';
import { openMeteoAccess } from './shared/open-meteo-access.ts';
import type { OutsideDataProbe } from './shared/outside-data-probe.ts';
import { createRateGate, type RateGate } from './shared/rate-gate.ts';
import { fakeUsgsApi } from './water/fake/fake-usgs-api.ts';
import { usgsWater } from './water/usgs-water.ts';
import type { WaterProvider } from './water/water-provider.ts';
import { fakeOpenMeteo } from './weather/fake/fake-open-meteo.ts';
import { openMeteoWeather } from './weather/open-meteo-weather.ts';
import type { LatLon, WeatherProvider } from './weather/weather-provider.ts';

export interface Providers {
  weather: WeatherProvider;
  /** Past years of daily temperatures at a spot, for its normals (cached for good) */
  climate: ClimateProvider;
  water: WaterProvider;
  coast: CoastProvider;
  places: PlacesProvider;
  /** The bundled list alone, for naming a spot without a network call. */
  offlinePlaces: ReturnType<typeof usPlaces>;
  ipLocation: IpLocationProvider;
  cache: SourceCache;
}

/** What the adapters need to know of a spot: its zone (hours on its wall clock), and for the fakes whether it has sea. */
interface SpotHints {
  timeZoneFor: (lat: number, lon: number) => string;
  isCoastal: (at: LatLon) => boolean;
}

function httpPolicy(env: Env, probe?: OutsideDataProbe, gate?: RateGate): HttpPolicy {
  return {
    ...DEFAULT_HTTP_POLICY,
    probe,
    gate,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    retries: env.PROVIDER_RETRIES,
    backoffMs: env.PROVIDER_RETRY_BACKOFF_MS,
  };
}

/**
 * Real adapters, or with PROVIDERS=fake the same adapters for weather and water talking to
 * in-process fake services shaped like the real ones (see providers/shared/fake/fake-control.ts to
 * make them fail); coast, places and IP location have whole-adapter fakes.
 */
export interface CreateProvidersOptions {
  env: Env;
  logger: Logger;
  db: Db;
  metrics: Metrics;
  hints: SpotHints;
  /** Where every attempt reports, and where test scenarios arm faults (monitoring). */
  probe?: OutsideDataProbe;
  now?: () => Date;
}

export function createProviders({
  env,
  logger,
  db,
  metrics,
  hints,
  probe,
  now = () => new Date(),
}: CreateProvidersOptions): Providers {
  const offlinePlaces = usPlaces();
  const cache = createSourceCache({ db, metrics, now });
  // One per process: a source that answered 429 is left alone by every adapter until its Retry-After.
  const gate = createRateGate(() => now().getTime());
  const openMeteo = openMeteoAccess({ apiKey: env.OPEN_METEO_API_KEY });
  const adapters = (policy: HttpPolicy) => ({
    weather: openMeteoWeather({
      policy,
      access: openMeteo,
      timeZoneFor: hints.timeZoneFor,
      now,
    }),
    water: usgsWater({ policy, now, apiKey: env.USGS_API_KEY }),
  });
  if (env.PROVIDERS === 'fake') {
    const control = fakeControl(env.FAKE_PROVIDER_FAILURES, probe);
    const services = fakeFetch([
      fakeOpenMeteo({ now, control, ...hints }),
      fakeUsgsApi({ now, control }),
    ]);
    // One attempt per call, as before: the fakes answer at once and fail only on purpose.
    const policy = {
      ...httpPolicy(env, probe, gate),
      retries: 0,
      faultTimeoutMs: 0,
      fetch: services,
    };
    return {
      ...adapters(policy),
      climate: fakeClimate({ control, now, isCoastal: hints.isCoastal }),
      coast: fakeCoast({ control, now }),
      places: withOfflineFallback(fakePlaces({ control, offline: offlinePlaces }), offlinePlaces),
      offlinePlaces,
      ipLocation: fakeIpLocation(),
      cache,
    };
  }
  const policy = httpPolicy(env, probe, gate);
  return {
    ...adapters(policy),
    climate: openMeteoClimate({ policy, now, access: openMeteo }),
    coast: noaaCoops({ policy }),
    places: withOfflineFallback(
      openMeteoGeocoding({ policy, access: openMeteo }),
      offlinePlaces,
      (err) => logger.warn({ err: err.message }, 'geocoder down: using the bundled US places'),
    ),
    offlinePlaces,
    ipLocation: dbipIpLocation(),
    cache,
  };
}
