import { ProviderError } from '../shared/provider-error.ts';

/**
 * Open-Meteo states every series' unit in `hourly_units` (mph is written "mp/h"). We ask for US
 * units, but read the stated unit and convert from it, so a response in other units (a recorded
 * one, a changed default) can never be taken for ours.
 */
const TO_US: Record<string, Record<string, (v: number) => number>> = {
  temperatureF: { '°F': (v) => v, '°C': (v) => (v * 9) / 5 + 32 },
  speedMph: {
    'mp/h': (v) => v,
    'km/h': (v) => v / 1.609344,
    'm/s': (v) => v * 2.2369363,
    kn: (v) => v * 1.1507794,
  },
  precipIn: { inch: (v) => v, mm: (v) => v / 25.4 },
  heightFt: { ft: (v) => v, m: (v) => v * 3.28084 },
  same: {},
};

export type UsQuantity = keyof typeof TO_US;

/** The series converted to US units (nulls stay null), or EXTERNAL_SERVICE_ERROR for a unit we do not know. */
export function inUsUnits(
  source: string,
  variable: string,
  unit: string | undefined,
  quantity: UsQuantity,
  series: (number | null)[],
): (number | null)[] {
  if (quantity === 'same') return series;
  const convert = unit === undefined ? undefined : TO_US[quantity]![unit];
  if (!convert)
    throw new ProviderError(
      'EXTERNAL_SERVICE_ERROR',
      source,
      `unexpected unit "${unit ?? '(none)'}" for ${variable}`,
    );
  return series.map((v) => (v === null ? null : convert(v)));
}

/**
 * The UTC instant (ms) of every row. With `timeformat=unixtime` the values are seconds in GMT+0;
 * otherwise each label is local time at the one fixed `utc_offset_seconds` Open-Meteo applies to
 * the whole series (it never switches offset inside a series: open-meteo issues #1255, #261), so
 * subtracting that offset gives the true instant either way.
 */
export function instantsOf(
  time: string[] | number[],
  timeUnit: string | undefined,
  utcOffsetSeconds: number,
): number[] {
  if (timeUnit === 'unixtime') return (time as number[]).map((s) => s * 1000);
  return (time as string[]).map(
    (label) =>
      Date.parse(`${label.length === 16 ? `${label}:00` : label}Z`) - utcOffsetSeconds * 1000,
  );
}
