// Prints the error of the water-temperature estimates past the forecast against measured water
// (see src/climate/water-estimate-evaluation.ts). Run: npx tsx packages/scout/scripts/evaluate-water-estimates.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  coastalHeldOut,
  COOPS_STATIONS,
  evaluateFresh,
  evaluateSea,
  parseCoops,
  parseUsgs,
  shallowHeldOut,
} from '../src/climate/water-estimate-evaluation.ts';
import { SHALLOW_SALT } from '../src/water/water-temperature.ts';

const data = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
const coops = parseCoops(
  fs.readFileSync(path.join(data, 'coops-water-daily-climatology.csv'), 'utf8'),
  COOPS_STATIONS,
);
const sea = evaluateSea(coops);
const seaBefore = evaluateSea(coops, { seaOnly: true, label: 'salt water, sea normals only' });
const shallow = evaluateSea(coops, {
  kinds: SHALLOW_SALT.kinds,
  label: 'shallow bays and estuaries (blend)',
});
const usgs = parseUsgs(
  fs.readFileSync(path.join(data, 'usgs-stream-temperature-monthly-2016-2020.csv'), 'utf8'),
);
const fresh = [...evaluateFresh(usgs, { terrain: false }), ...evaluateFresh(usgs)];
for (const s of [seaBefore, sea, shallow, ...fresh]) console.log(JSON.stringify(s));
for (const h of shallowHeldOut(coops)) console.log(JSON.stringify(h));
for (const c of coastalHeldOut(coops)) console.log(JSON.stringify(c));
