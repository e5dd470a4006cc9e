import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { RunResult, SetSummary } from './run.ts';

/** Renders a Vega-Lite spec to a standalone SVG string (no browser, no canvas). */
async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

const SETS = (r: RunResult): [string, SetSummary][] =>
  [
    ['development (Jan-Apr)', r.dev] as [string, SetSummary],
    ['holdout (Nov-Dec)', r.holdout] as [string, SetSummary | null],
  ].filter((s): s is [string, SetSummary] => s[1] !== null);

const SCORE_LABELS = {
  full: 'Full score',
  solunar: 'Solunar only',
  light: 'Light only',
  tide: 'Tide only',
  constant: 'Constant',
} as const;

const base = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  background: 'white',
  config: {
    font: 'sans-serif',
    axis: { labelFontSize: 12, titleFontSize: 12, labelLimit: 260 },
    legend: { labelFontSize: 12, titleFontSize: 12, orient: 'bottom', labelLimit: 300 },
  },
} as const;

function intervalChart(
  title: string,
  rows: { label: string; set: string; estimate: number; lo: number; hi: number }[],
  reference: number,
  axisTitle: string,
): TopLevelSpec {
  const lo = Math.min(reference, ...rows.map((r) => r.lo));
  const hi = Math.max(reference, ...rows.map((r) => r.hi));
  const pad = Math.max(0.005, (hi - lo) * 0.1);
  const domain = [lo - pad, hi + pad];
  const shared = {
    y: { field: 'label', type: 'nominal', sort: null, title: null },
    yOffset: { field: 'set', sort: null },
    color: { field: 'set', type: 'nominal', sort: null, title: null },
  };
  return {
    ...base,
    title,
    width: 300,
    height: { step: 22 },
    layer: [
      {
        data: { values: rows },
        encoding: shared,
        layer: [
          {
            mark: { type: 'rule', strokeWidth: 2 },
            encoding: {
              x: {
                field: 'lo',
                type: 'quantitative',
                scale: { domain, zero: false },
                title: axisTitle,
              },
              x2: { field: 'hi' },
            },
          },
          {
            mark: { type: 'point', filled: true, size: 60, opacity: 1 },
            encoding: { x: { field: 'estimate', type: 'quantitative' } },
          },
        ],
      },
      {
        data: { values: [{ reference }] },
        mark: { type: 'rule', strokeDash: [4, 4], color: '#555' },
        encoding: { x: { field: 'reference', type: 'quantitative' } },
      },
    ],
  } as TopLevelSpec;
}

export async function renderPlots(r: RunResult): Promise<Record<string, string>> {
  const concordance = SETS(r).flatMap(([set, s]) =>
    (Object.keys(SCORE_LABELS) as (keyof typeof SCORE_LABELS)[]).map((k) => ({
      label: SCORE_LABELS[k],
      set,
      ...s.result.concordance.c[k],
    })),
  );
  const differences = SETS(r).flatMap(([set, s]) => [
    { label: 'Full minus solunar', set, ...s.result.concordance.fullMinusSolunar },
    { label: 'Solunar’s part', set, ...s.result.concordance.dropOne.solunar },
    { label: 'Light’s part', set, ...s.result.concordance.dropOne.light },
    { label: 'Tide’s part', set, ...s.result.concordance.dropOne.tide },
  ]);
  const placebo = SETS(r).flatMap(([set, s]) =>
    [{ shiftDays: 0, c: s.result.concordance.c }, ...s.result.placebo].flatMap((p) =>
      (['full', 'solunar', 'tide'] as const).map((k) => ({
        label: `${SCORE_LABELS[k]}, ${p.shiftDays === 0 ? 'real date' : `${p.shiftDays > 0 ? '+' : ''}${p.shiftDays} days`}`,
        set,
        ...p.c[k],
      })),
    ),
  );
  const hours = SETS(r).flatMap(([set, s]) =>
    s.result.midpointHours.map((trips, hour) => ({ hour, trips, set })),
  );
  const timeOfDay: TopLevelSpec = {
    ...base,
    title: 'Trips by the middle hour of their fishing window',
    width: 360,
    height: 160,
    data: { values: hours },
    mark: 'bar',
    encoding: {
      x: { field: 'hour', type: 'ordinal', title: 'local hour (window middle)' },
      y: { field: 'trips', type: 'quantitative', title: 'trips' },
      xOffset: { field: 'set', sort: null },
      color: { field: 'set', type: 'nominal', sort: null, title: null },
    },
  } as TopLevelSpec;
  return {
    'concordance.svg': await renderSvg(
      intervalChart(
        'Concordance within site-days (C), 95% intervals',
        concordance,
        0.5,
        'C (0.5 = coin toss)',
      ),
    ),
    'differences.svg': await renderSvg(
      intervalChart('Differences in C, 95% intervals', differences, 0, 'difference in C'),
    ),
    'placebo.svg': await renderSvg(
      intervalChart(
        'Real dates against shifted dates (placebo)',
        placebo,
        0.5,
        'C (0.5 = coin toss)',
      ),
    ),
    'time-of-day.svg': await renderSvg(timeOfDay),
  };
}
