/**
 * `npm run validate`: the whole pre-registered analysis of docs/validation.md in one command.
 *
 *   npm run validate                  development set (waves 1-2) only
 *   npm run validate -- --holdout     development and holdout (wave 6): run once, at the end
 *   npm run validate -- --sample 200 --out DIR   a random sample of whole site-days, written to DIR only
 *   npm run validate -- --render-only  redraw every output from the last results JSON (no scoring)
 *
 * A full run rewrites tools/validate/results/validation-results.json, the SVG plots (docs/validation/
 * and apps/web/public/validation/), the results section of docs/validation.md and the public page's
 * data (apps/web/src/features/marketing/data/validation-results.ts).
 */
import { parseArgs } from 'node:util';
import { writeOutputs } from './outputs.ts';
import { OUTPUTS } from './paths.ts';
import { runValidation, type RunResult } from './run.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const { values } = parseArgs({
  options: {
    holdout: { type: 'boolean', default: false },
    sample: { type: 'string' },
    out: { type: 'string' },
    'render-only': { type: 'boolean', default: false },
  },
});
const sample = values.sample === undefined ? undefined : Number(values.sample);
if (sample !== undefined && !(Number.isInteger(sample) && sample > 1)) {
  console.error('--sample must be a whole number of trips above 1');
  process.exit(2);
}
if (sample !== undefined && !values.out) {
  console.error('--sample needs --out DIR: a sample never overwrites the published results');
  process.exit(2);
}
// --render-only: redraw the plots, the doc's section and the page's data from the last results JSON.
const result: RunResult = values['render-only']
  ? (JSON.parse(
      readFileSync(join(OUTPUTS.resultsDir, 'validation-results.json'), 'utf8'),
    ) as RunResult)
  : await runValidation({ holdout: values.holdout, sample, log: (line) => console.log(line) });
const written = await writeOutputs(result, {
  resultsDir: values.out ?? OUTPUTS.resultsDir,
  publish: values.out === undefined,
});
for (const f of written) console.log(`wrote ${f}`);
console.log(
  `${result.tripsScored} trip windows scored in ${result.seconds.toFixed(1)} s (${result.tripsPerSecond.toFixed(0)} per second)`,
);
