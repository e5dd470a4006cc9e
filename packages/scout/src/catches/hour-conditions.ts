import type { TCatchConditions } from '@anglerscout/contracts';
import { BITE_RULES } from '../bite/bite-rules.ts';
import { pressureChange, trendOf } from '../bite/front-detection.ts';
import { weatherRows, type HourlyWeather } from '../bite/weather-series.ts';
import { tideRate } from '../bite/tide-movement.ts';
import { compassPoint } from '../report/weather-summary.ts';
import { computeSky } from '../sky/compute-sky.ts';
import { sunAltitudeDeg } from '../sky/sun-altitude.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { predictTides, type Tides } from '../tides/predict-tides.ts';
import type { TideStationRef } from '../tides/tide-stations.ts';
import { localDayBounds, offsetMinutes, toLocalIso } from '../time/local-time.ts';
import { resolveWaterTemp } from '../water/water-temperature.ts';
import type { ClimateNormals } from '../climate/types.ts';

export interface HourConditionsInput {
  lat: number;
  lon: number;
  /** The moment of the catch */
  at: Date;
  timeZone: string;
  habitat: 'salt' | 'fresh';
  /** Hourly weather around the moment (local wall-clock times), or null when none reaches back */
  weather: HourlyWeather | null;
  weatherSource: string | null;
  tideStation: TideStationRef | null;
  /** A water temperature measured near the spot close to the moment */
  measuredWater: { tempF: number; source: string } | null;
  seaForecast: { tempF: number; source: string } | null;
  /** Typical temperatures for the spot: fill what the weather archive misses, as reports do */
  climate?: ClimateNormals | null;
  /** lake or river (lakes lag the air by weeks); absent: treated as a stream */
  waterBody?: 'lake' | 'river' | 'coast' | 'unknown';
}

type TideStage = NonNullable<TCatchConditions['tide']>['stage'];

const round1 = (n: number) => Math.round(n * 10) / 10;

function lightAt(
  at: Date,
  lat: number,
  lon: number,
): { light: TCatchConditions['light']; altitude: number } {
  const L = BITE_RULES.light;
  const altitude = sunAltitudeDeg(at, lat, lon);
  if (altitude < L.twilightMinDeg) return { light: 'night', altitude };
  if (altitude >= L.lowLightMaxDeg) return { light: 'day', altitude };
  const rising = sunAltitudeDeg(new Date(at.getTime() + 600_000), lat, lon) > altitude;
  return { light: rising ? 'dawn' : 'dusk', altitude };
}

function heightAt(tides: Tides, minute: number): number | null {
  const c = tides.curve;
  const i = Math.max(0, Math.min(c.length - 2, Math.floor(minute / 15)));
  const a = c[i];
  const b = c[i + 1];
  if (!a || !b) return null;
  const f = Math.max(0, Math.min(1, (minute - a.minuteOfDay) / (b.minuteOfDay - a.minuteOfDay)));
  return a.heightFt + (b.heightFt - a.heightFt) * f;
}

function tideAt(tides: Tides, minute: number, distanceKm: number): TCatchConditions['tide'] {
  const height = heightAt(tides, minute);
  const before = heightAt(tides, minute - 15);
  const after = heightAt(tides, minute + 15);
  if (height === null || before === null || after === null) return null;
  // The rate over the half hour centred on the catch (tideRate reads the hour starting at its argument).
  const rate = tideRate(tides, minute - 30);
  let stage: TideStage;
  if (rate < BITE_RULES.tide.slackBelowFtPerHour) {
    const nearest = [...tides.extremes].sort(
      (x, y) => Math.abs(x.minuteOfDay - minute) - Math.abs(y.minuteOfDay - minute),
    )[0];
    stage = nearest?.kind === 'low' ? 'low slack' : 'high slack';
  } else stage = after > before ? 'rising' : 'falling';
  return {
    stage,
    heightFt: round1(height),
    flowFtPerHour: Math.round(rate * 100) / 100,
    stationName: tides.station.name,
    stationDistanceKm: distanceKm,
  };
}

/**
 * The conditions of one hour at one place, for a logged catch: weather of that hour and the
 * pressure trend into it, water temperature, tide stage and flow, moon phase, whether a solunar
 * period was running, and the light from the sun's altitude. Pure: every outside fact is input.
 */
export function hourConditions(input: HourConditionsInput): TCatchConditions {
  const { lat, lon, at, timeZone } = input;
  const local = toLocalIso(at, timeZone);
  const date = local.slice(0, 10);
  const sky = computeSky({ lat, lon, date, timeZone });
  const solunar = computeSolunar(sky);
  const minute = Math.round(
    (at.getTime() - localDayBounds(date, timeZone).start.getTime()) / 60_000,
  );
  const period = solunar.periods.find((p) => p.startMinute <= minute && p.endMinute > minute);
  const { light, altitude } = lightAt(at, lat, lon);
  const missing: string[] = [];
  const sources = ['Sun and moon: computed (astronomy-engine)'];

  const rows = weatherRows(input.weather);
  const hourKey = `${local.slice(0, 13)}:00`;
  const i = rows.findIndex((r) => r.time === hourKey);
  const row = i >= 0 ? rows[i]! : null;
  if (row) sources.push(input.weatherSource ?? 'hourly weather');
  else missing.push('weather for that hour (the forecast archive reaches back 7 days)');
  const change =
    row && i >= 0
      ? pressureChange(rows, i, BITE_RULES.pressure.trendHours, {
          lat,
          lon,
          utcOffsetMin: offsetMinutes(at, timeZone),
        })
      : null;

  let tide: TCatchConditions['tide'] = null;
  if (input.tideStation && input.habitat === 'salt') {
    tide = tideAt(
      predictTides({ station: input.tideStation, date, timeZone }),
      minute,
      input.tideStation.distanceKm,
    );
    if (tide) sources.push(`Tides: predicted for ${tide.stationName}`);
  } else if (input.habitat === 'salt') missing.push('tides (no tide station near enough)');

  const endLocal = `${date}T24:00`;
  const water = resolveWaterTemp({
    habitat: input.habitat,
    measured: input.measuredWater,
    seaForecast: input.seaForecast,
    recentAirTempsF: rows
      .filter((r) => r.time < endLocal)
      .slice(-168)
      .map((r) => r.temperatureF),
    date,
    weatherRows: rows,
    climate: input.climate ?? null,
    waterBody: input.waterBody ?? 'unknown',
  });
  if (water) sources.push(`Water: ${water.source}`);
  else missing.push('water temperature');

  return {
    local,
    airTempF: row?.temperatureF ?? null,
    windMph: row?.windMph ?? null,
    gustMph: row?.gustMph ?? null,
    windFrom: row?.windFromDeg != null ? compassPoint(row.windFromDeg) : null,
    pressureHpa: row?.pressureHpa ?? null,
    pressureTrend: trendOf(change),
    water: water
      ? { tempF: water.tempF, kind: water.kind, errorF: water.errorF, source: water.source }
      : null,
    tide,
    moonPhase: sky.moon.phaseName,
    moonIlluminationPct: Math.round(sky.moon.illuminationPct),
    solunar: period?.kind ?? 'none',
    solunarEvent: period ? `${period.kind} period (${period.event})` : null,
    light,
    sunAltitudeDeg: round1(altitude),
    sources,
    missing,
  };
}
