import { fileURLToPath } from 'node:url';

/** Where the validation's inputs and outputs live, relative to this file. */
export const DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));
export const TRIPS_FILE = 'mrip-2018-trips.csv';
export const COUNTIES_FILE = 'county-points.csv';

/** Columns of the compact trip table (see data/README.md for their meaning). */
export const TRIP_COLUMNS = [
  'id_code',
  'date',
  'wave',
  'county',
  'intsite',
  'mode_fx',
  'area_x',
  'time',
  'hrsf',
  'cntrbtrs',
  'prim1',
  'prim2',
  'tot_cat',
] as const;

/** Outputs of a run: the results JSON, the plots, the doc's results section, the page's data. */
export const OUTPUTS = {
  resultsDir: fileURLToPath(new URL('../results', import.meta.url)),
  doc: fileURLToPath(new URL('../../../docs/validation.md', import.meta.url)),
  docPlots: fileURLToPath(new URL('../../../docs/validation', import.meta.url)),
  webPlots: fileURLToPath(new URL('../../../apps/web/public/validation', import.meta.url)),
  webData: fileURLToPath(
    new URL('../../../apps/web/src/features/marketing/data/validation-results.ts', import.meta.url),
  ),
} as const;
