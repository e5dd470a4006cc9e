// The western release curve of water/release-rivers.ts: the mean by month of seven USGS gauges
// just below western storage dams, its leave-one-out error (each gauge predicted by the mean of
// the other six, with its day-to-day spread within the month), and the error of the air-to-water
// relation at the same gauges, for docs/model-card.md ("Western tailwaters").
// Run: npx tsx packages/scout/scripts/fit-western-releases.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateFresh, parseUsgs } from '../src/climate/water-estimate-evaluation.ts';

const GAUGES = ['09234500', '09355500', '14092500', '14337600', '14187200', '06066500', '06038500'];
const data = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
const rows = parseUsgs(
  fs.readFileSync(path.join(data, 'usgs-stream-temperature-monthly-2016-2020.csv'), 'utf8'),
).filter((r) => GAUGES.includes(r.site));
const at = (site: string, month: number) => rows.find((r) => r.site === site && r.month === month)!;
const meanOf = (sites: string[], month: number) =>
  sites.reduce((s, g) => s + at(g, month).meanF, 0) / sites.length;

const curve = Array.from({ length: 12 }, (_, m) => meanOf(GAUGES, m + 1));
console.log('western release curve (°F):', curve.map((v) => v.toFixed(1)).join(' '));
let pooled = 0;
for (const g of GAUGES) {
  const others = GAUGES.filter((x) => x !== g);
  let sq = 0;
  for (let m = 1; m <= 12; m++) {
    const bias = meanOf(others, m) - at(g, m).meanF;
    sq += bias * bias + at(g, m).sdF ** 2;
  }
  pooled += sq;
  console.log(`${g} held out: RMS ${Math.sqrt(sq / 12).toFixed(2)} °F`);
}
console.log(`pooled leave-one-out RMS ${Math.sqrt(pooled / (12 * GAUGES.length)).toFixed(2)} °F`);
// The same gauges from the air (the fresh-water climatology path a report would use without this)
for (const s of evaluateFresh(rows)) if (s.samples) console.log('air model:', JSON.stringify(s));
