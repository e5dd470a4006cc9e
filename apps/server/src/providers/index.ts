import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { Env } from '../env.ts';
import { createSourceCache, type SourceCache } from './shared/source-cache.ts';
import { fakeCoast } from './coast/fake-coast.ts';
import { noaaCoops } from './coast/noaa-coops.ts';
import type { CoastProvider } from './coast/coast-provider.ts';
import { dbipIpLocation } from './ip-location/dbip-ip-location.ts';
import { fakeIpLocation } from './ip-location/fake-ip-location.ts';
import type { IpLocationProvider } from './ip-location/ip-location-provider.ts';
import { fakePlaces } from './places/fake-places.ts';
import { openMeteoGeocoding } from './places/open-meteo-geocoding.ts';
import type { PlacesProvider } from './places/places-provider.ts';
import { usPlaces } from './places/us-places.ts';
import { withOfflineFallback } from './places/with-offline-fallback.ts';
import { fakeControl } from './shared/fake-control.ts';
import { DEFAULT_HTTP_POLICY, type HttpPolicy } from './shared/http-client.ts';
import type { OutsideDataProbe } from './shared/outside-data-probe.ts';
import { fakeWater } from './water/fake-water.ts';
import { usgsWater } from './water/usgs-water.ts';
import type { WaterProvider } from './water/water-provider.ts';
import { fakeWeather } from './weather/fake-weather.ts';
import type { ClimateProvider } from './climate/climate-provider.ts';
import { fakeClimate } from './climate/fake-climate.ts';
import { openMeteoClimate } from './climate/open-meteo-climate.ts';
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

/** What the fakes need to look real: the spot's zone and whether it has sea. */
export interface FakeHints {
  timeZoneFor: (lat: number, lon: number) => string;
  isCoastal: (at: LatLon) => boolean;
}

export function httpPolicy(env: Env, probe?: OutsideDataProbe): HttpPolicy {
  return {
    ...DEFAULT_HTTP_POLICY,
    probe,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    retries: env.PROVIDER_RETRIES,
    backoffMs: env.PROVIDER_RETRY_BACKOFF_MS,
  };
}

/** Real adapters, or with PROVIDERS=fake the fakes (see providers/shared/fake-control.ts to make them fail). */
export interface CreateProvidersOptions {
  env: Env;
  logger: Logger;
  db: Db;
  metrics: Metrics;
  hints: FakeHints;
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
  if (env.PROVIDERS === 'fake') {
    const control = fakeControl(env.FAKE_PROVIDER_FAILURES, probe);
    return {
      weather: fakeWeather({ control, now, ...hints }),
      climate: fakeClimate({ control, now, isCoastal: hints.isCoastal }),
      water: fakeWater({ control, now }),
      coast: fakeCoast({ control, now }),
      places: withOfflineFallback(fakePlaces({ control, offline: offlinePlaces }), offlinePlaces),
      offlinePlaces,
      ipLocation: fakeIpLocation(),
      cache,
    };
  }
  const policy = httpPolicy(env, probe);
  return {
    weather: openMeteoWeather({ policy }),
    climate: openMeteoClimate({ policy, now }),
    water: usgsWater({ policy, now }),
    coast: noaaCoops({ policy }),
    places: withOfflineFallback(openMeteoGeocoding({ policy }), offlinePlaces, (err) =>
      logger.warn({ err: err.message }, 'geocoder down: using the bundled US places'),
    ),
    offlinePlaces,
    ipLocation: dbipIpLocation(),
    cache,
  };
}
