/**
 * The ± a report prints with a typical-for-the-date water temperature must be at least the error
 * measured against real water (NOAA CO-OPS bay and sound stations; USGS stream gauges, water
 * years 2016-2020; data in scripts/data, provenance in src/climate/data/README.md). These fail
 * if the printed error is narrowed below the measurement, or if the estimates drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COOPS_STATIONS,
  dateOfIndex,
  evaluateFresh,
  evaluateSea,
  expectedRange,
  parseCoops,
  parseUsgs,
} from './water-estimate-evaluation.ts';

const data = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/data');
const read = (f: string): string => fs.readFileSync(path.join(data, f), 'utf8');

describe('water estimates past the forecast against measured water', () => {
  const sea = evaluateSea(parseCoops(read('coops-water-daily-climatology.csv'), COOPS_STATIONS));
  const [river, tail] = evaluateFresh(
    parseUsgs(read('usgs-stream-temperature-monthly-2016-2020.csv')),
  );

  it('covers every place and day offline (no station or cell out of reach)', () => {
    expect(sea.places).toBe(6);
    expect(sea.missing).toBe(0);
    expect(river!.places + tail!.places).toBe(410);
    expect(river!.missing + tail!.missing).toBe(0);
  });

  it('salt water: the printed ± is no narrower than the measured RMS error', () => {
    expect(sea.rmsF).toBeGreaterThan(5); // the measurement itself (6.4 °F when written)
    expect(sea.printedErrorF).toBeGreaterThanOrEqual(sea.rmsF);
    expect(Math.abs(sea.biasF)).toBeLessThan(3);
    expect(sea.withinPrinted).toBeGreaterThanOrEqual(0.68);
  });

  it('rivers and tailwaters: the printed ± is no narrower than the measured RMS error', () => {
    for (const s of [river!, tail!]) {
      expect(s.rmsF).toBeGreaterThan(6);
      expect(s.printedErrorF).toBeGreaterThanOrEqual(s.rmsF);
      expect(Math.abs(s.biasF)).toBeLessThan(3);
      expect(s.withinPrinted).toBeGreaterThanOrEqual(0.68);
    }
  });

  it('helpers: calendar index to date, expected range of n normal draws', () => {
    expect(dateOfIndex(0)).toBe('2024-01-01');
    expect(dateOfIndex(59)).toBe('2024-02-29');
    expect(dateOfIndex(365)).toBe('2024-12-31');
    expect(expectedRange(2)).toBeCloseTo(1.128, 3);
    expect(expectedRange(30)).toBeCloseTo(4.086, 3);
  });
});
