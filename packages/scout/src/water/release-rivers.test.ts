/**
 * The release rivers' curves are the USGS gauges' own monthly means (scripts/data), and the
 * western release curve with its ± is what scripts/fit-western-releases.ts measures: pinned here
 * so the table cannot drift from the data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseUsgs } from '../climate/water-estimate-evaluation.ts';
import { RELEASE_RIVERS, releaseRiverFor, WESTERN_RELEASE } from './release-rivers.ts';

const data = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/data');
const rows = parseUsgs(
  fs.readFileSync(path.join(data, 'usgs-stream-temperature-monthly-2016-2020.csv'), 'utf8'),
);
const GAUGES = ['09234500', '09355500', '14092500', '14337600', '14187200', '06066500', '06038500'];
const at = (site: string, month: number) => rows.find((r) => r.site === site && r.month === month)!;
const meanOf = (sites: string[], m: number) =>
  sites.reduce((s, g) => s + at(g, m).meanF, 0) / sites.length;

describe('western release rivers (water/release-rivers.ts)', () => {
  it('each gauged entry is its gauge\u2019s monthly mean, rounded', () => {
    for (const r of RELEASE_RIVERS) {
      const id = /USGS (\d+)/.exec(r.source)?.[1];
      if (!id || !/^USGS/.test(r.source)) continue;
      expect(r.monthlyF).toEqual(
        Array.from({ length: 12 }, (_, m) => Math.round(at(id, m + 1).meanF)),
      );
    }
  });

  it('the western release curve is the seven gauges\u2019 mean, and its ± covers the leave-one-out error', () => {
    expect(WESTERN_RELEASE.monthlyF).toEqual(
      Array.from({ length: 12 }, (_, m) => Math.round(meanOf(GAUGES, m + 1))),
    );
    let worst = 0;
    for (const g of GAUGES) {
      const others = GAUGES.filter((x) => x !== g);
      let sq = 0;
      for (let m = 1; m <= 12; m++)
        sq += (meanOf(others, m) - at(g, m).meanF) ** 2 + at(g, m).sdF ** 2;
      worst = Math.max(worst, Math.sqrt(sq / 12));
    }
    expect(Math.round(worst)).toBeLessThanOrEqual(WESTERN_RELEASE.errorF);
  });

  it('finds the reach below the dam and nothing far from it', () => {
    expect(releaseRiverFor(45.17, -121.08)?.id).toBe('deschutes-pelton'); // Maupin
    expect(releaseRiverFor(47.07, -111.96)?.id).toBe('missouri-holter'); // Craig
    expect(releaseRiverFor(45.31, -107.93)?.id).toBe('bighorn-yellowtail'); // Fort Smith
    expect(releaseRiverFor(46.87, -113.99)).toBeNull(); // Clark Fork at Missoula
  });
});
