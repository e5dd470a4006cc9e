import { fakeFailure, type FakeControl } from '../../shared/fake/fake-control.ts';
import { jsonResponse, type FakeService } from '../../shared/fake/fake-service.ts';
import { OPEN_METEO_HOSTS } from '../../shared/open-meteo-access.ts';
import type { LatLon } from '../weather-provider.ts';

/** The weather at one instant, in US units (the fake converts to whatever units are asked). */
export interface FakeWeatherValues {
  temperatureF: number;
  pressureHpa: number;
  windMph: number;
  windDirDeg: number;
  gustMph: number;
  cloudPct: number;
  precipIn: number;
  precipChancePct: number;
  waveHeightFt: number | null;
  wavePeriodS: number | null;
  seaTempF: number | null;
}

export interface FakeOpenMeteoOptions {
  now: () => Date;
  timeZoneFor: (lat: number, lon: number) => string;
  /** Whether the spot has sea (inland cells get null waves, as the real marine API answers). */
  isCoastal: (at: LatLon) => boolean;
  control?: FakeControl;
  /** The physical weather at an instant; tests pass their own to trace every value to its hour. */
  weatherAt?: (instantMs: number, at: LatLon, now: Date) => FakeWeatherValues;
}

const HOUR = 3_600_000;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Believable, deterministic weather tied to the real instant (the sun's hour at the spot's
 * longitude), so a label filed under the wrong hour shows: a daily swing peaking mid-afternoon, a
 * front passing on day 3 after today (pressure falls, wind and rain chance rise, then pressure
 * climbs), warmer further south, sea only where there is sea.
 */
export function defaultWeatherAt(instantMs: number, at: LatLon, now: Date, coastal = true) {
  const solarShift = (at.lon / 15) * HOUR;
  const todaySolar = Math.floor((now.getTime() + solarShift) / (24 * HOUR)) * 24 * HOUR;
  const t = (instantMs + solarShift - todaySolar) / HOUR;
  const hour = ((t % 24) + 24) % 24;
  const base = 88 - at.lat * 1.1;
  const front = Math.exp(-(((t - 66) / 10) ** 2));
  const after = t > 66 ? Math.min(1, (t - 66) / 30) : 0;
  const diurnal = -Math.cos(((hour - 3) / 24) * 2 * Math.PI) * 9;
  const wind = 6 + 4 * Math.sin((hour / 24) * Math.PI) + 12 * front;
  return {
    temperatureF: base + diurnal - 8 * after,
    pressureHpa: 1016 - 9 * front + 7 * after + 0.6 * Math.sin((t / 12) * Math.PI),
    windMph: wind,
    windDirDeg: t < 66 ? 170 : 330,
    gustMph: wind * 1.6,
    cloudPct: Math.min(100, 15 + 80 * front),
    precipIn: 0.2 * front,
    precipChancePct: Math.min(100, 5 + 85 * front),
    waveHeightFt: coastal ? 2 + Math.sin((t / 18) * Math.PI) : null,
    wavePeriodS: coastal ? 5.5 + Math.cos((t / 30) * Math.PI) : null,
    seaTempF: 90 - at.lat * 0.8,
  };
}

/** Offset (seconds) of a zone at an instant, from Intl. */
function offsetSeconds(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 1000);
}

const abbreviation = (offset: number) =>
  offset === 0 ? 'GMT' : `GMT${offset > 0 ? '+' : '-'}${Math.abs(offset) / 3600}`;

/** "2026-03-08T03:00" for an instant shifted by a fixed offset, as Open-Meteo prints it. */
const label = (ms: number) => new Date(ms).toISOString().slice(0, 16);

type Units = { temperature: string; speed: string; precip: string };

/** Unit parameters and the names Open-Meteo gives them in `hourly_units`. */
const TEMPERATURE: Record<string, string> = { celsius: '°C', fahrenheit: '°F' };
const SPEED: Record<string, string> = { kmh: 'km/h', mph: 'mp/h', ms: 'm/s', kn: 'kn' };
const PRECIP: Record<string, string> = { mm: 'mm', inch: 'inch' };

const VARIABLES: Record<
  'forecast' | 'marine',
  Record<string, (w: FakeWeatherValues, u: Units) => [string, number | null]>
> = {
  forecast: {
    temperature_2m: (w, u) => [u.temperature, w.temperatureF],
    pressure_msl: (w) => ['hPa', w.pressureHpa],
    wind_speed_10m: (w, u) => [u.speed, w.windMph],
    wind_direction_10m: (w) => ['°', w.windDirDeg],
    wind_gusts_10m: (w, u) => [u.speed, w.gustMph],
    cloud_cover: (w) => ['%', w.cloudPct],
    precipitation: (w, u) => [u.precip, w.precipIn],
    precipitation_probability: (w) => ['%', w.precipChancePct],
  },
  marine: {
    wave_height: (w) => ['m', w.waveHeightFt],
    wave_period: (w) => ['s', w.wavePeriodS],
    sea_surface_temperature: (w) => ['°C', w.seaTempF],
  },
};

/**
 * Open-Meteo's forecast (/v1/forecast) and marine (/v1/marine) APIs as they behave (checked
 * against open-meteo's own OutputformatTests.swift serialisation and the maintainer's answers in
 * issues #1255 and #261): the series starts at local midnight `past_days` ago and runs
 * `past_days + forecast_days` days; with `timezone=auto` or a zone name every label carries the
 * offset in force NOW, never switching at a daylight-saving change inside the series; `GMT` is
 * offset 0; `timeformat=unixtime` gives GMT+0 seconds. Units follow the unit parameters, and
 * `hourly_units` says which. Out-of-range coordinates answer 400 `{error: true, reason}`.
 */
export function fakeOpenMeteo(opts: FakeOpenMeteoOptions): FakeService {
  const hostOf = (api: 'forecast' | 'marine') => [
    OPEN_METEO_HOSTS[api],
    `customer-${OPEN_METEO_HOSTS[api]}`,
  ];
  return {
    hosts: [...hostOf('forecast'), ...hostOf('marine')],
    handle(url) {
      const api = url.host.endsWith(OPEN_METEO_HOSTS.marine) ? 'marine' : 'forecast';
      const source = api === 'marine' ? 'open-meteo-marine' : 'open-meteo-forecast';
      const path = api === 'marine' ? '/v1/marine' : '/v1/forecast';
      if (url.pathname !== path) return jsonResponse(404, { error: true, reason: 'Not Found' });
      const q = url.searchParams;
      const lat = Number(q.get('latitude'));
      const lon = Number(q.get('longitude'));
      if (!Number.isFinite(lat) || lat < -90 || lat > 90)
        return jsonResponse(400, {
          error: true,
          reason: `Latitude must be in range of -90 to 90°. Given: ${q.get('latitude')}.`,
        });
      if (!Number.isFinite(lon) || lon < -180 || lon > 180)
        return jsonResponse(400, {
          error: true,
          reason: `Longitude must be in range of -180 to 180°. Given: ${q.get('longitude')}.`,
        });
      if (opts.control && fakeFailure(opts.control, source, { lat, lon }))
        return new Response(
          '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
          {
            status: 503,
            headers: { 'content-type': 'text/html' },
          },
        );
      const at = { lat, lon };
      const now = opts.now();
      const zoneParam = q.get('timezone') ?? 'GMT';
      const zone = zoneParam === 'auto' ? opts.timeZoneFor(lat, lon) : zoneParam;
      const offset = zone === 'GMT' || zone === 'UTC' ? 0 : offsetSeconds(zone, now);
      const unix = q.get('timeformat') === 'unixtime';
      const pastDays = Number(q.get('past_days') ?? 0);
      const days = pastDays + Number(q.get('forecast_days') ?? 7);
      const units: Units = {
        temperature: TEMPERATURE[q.get('temperature_unit') ?? 'celsius'] ?? '°C',
        speed: SPEED[q.get('wind_speed_unit') ?? 'kmh'] ?? 'km/h',
        precip: PRECIP[q.get('precipitation_unit') ?? 'mm'] ?? 'mm',
      };
      // Local midnight today at the fixed offset, as the API computes it.
      const localNow = now.getTime() + offset * 1000;
      const start =
        Math.floor(localNow / (24 * HOUR)) * 24 * HOUR - pastDays * 24 * HOUR - offset * 1000;
      const instants = Array.from({ length: days * 24 }, (_, i) => start + i * HOUR);
      const coastal = api === 'forecast' || opts.isCoastal(at);
      const weather = instants.map((t) =>
        opts.weatherAt ? opts.weatherAt(t, at, now) : defaultWeatherAt(t, at, now, coastal),
      );
      const hourlyUnits: Record<string, string> = { time: unix ? 'unixtime' : 'iso8601' };
      const hourly: Record<string, unknown[]> = {
        time: instants.map((t) => (unix ? t / 1000 : label(t + offset * 1000))),
      };
      for (const name of (q.get('hourly') ?? '').split(',').filter(Boolean)) {
        const read = VARIABLES[api][name];
        if (!read)
          return jsonResponse(400, {
            error: true,
            reason: `Cannot initialize ${api === 'marine' ? 'MarineVariable' : 'ForecastVariable'} from invalid String value ${name} for key hourly`,
          });
        const [unit] = read(weather[0]!, units);
        hourlyUnits[name] = unit;
        hourly[name] = weather.map((w) => {
          const [, value] = read(w, units);
          return value === null ? null : convert(unit, value);
        });
      }
      return jsonResponse(200, {
        latitude: round(Math.round(lat * 40) / 40, 6),
        longitude: round(Math.round(lon * 40) / 40, 6),
        generationtime_ms: 0.0629425048828125,
        utc_offset_seconds: offset,
        timezone: zone,
        timezone_abbreviation: abbreviation(offset),
        elevation: api === 'marine' ? 0.0 : 148.0,
        hourly_units: hourlyUnits,
        hourly,
      });
    },
  };
}

/** A value in US units written in the asked unit, with the decimals Open-Meteo prints. */
function convert(unit: string, v: number): number {
  switch (unit) {
    case '°C':
      return round(((v - 32) * 5) / 9, 1);
    case 'km/h':
      return round(v * 1.609344, 1);
    case 'm/s':
      return round(v / 2.2369363, 1);
    case 'kn':
      return round(v / 1.1507794, 1);
    case 'mm':
      return round(v * 25.4, 1);
    case 'inch':
      return round(v, 3);
    case 'm':
      return round(v / 3.28084, 2);
    case 's':
      return round(v, 2);
    case '%':
    case '°':
      return Math.round(v);
    default:
      return round(v, 1);
  }
}
