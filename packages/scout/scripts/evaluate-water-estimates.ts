// Prints the error of the water-temperature estimates past the forecast against measured water
// (see src/climate/water-estimate-evaluation.ts). Run: npx tsx packages/scout/scripts/evaluate-water-estimates.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COOPS_STATIONS,
  evaluateFresh,
  evaluateSea,
  parseCoops,
  parseUsgs,
} from '../src/climate/water-estimate-evaluation.ts';

const data = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
const sea = evaluateSea(
  parseCoops(
    fs.readFileSync(path.join(data, 'coops-water-daily-climatology.csv'), 'utf8'),
    COOPS_STATIONS,
  ),
);
const fresh = evaluateFresh(
  parseUsgs(
    fs.readFileSync(path.join(data, 'usgs-stream-temperature-monthly-2016-2020.csv'), 'utf8'),
  ),
);
for (const s of [sea, ...fresh]) console.log(JSON.stringify(s));
