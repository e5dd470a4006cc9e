// Lighthouse on the system Chromium, median of several runs (used by the page benchmarks).
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.ts';
import { report } from './support.ts';

/**
 * Lighthouse's simulated mobile metrics vary from run to run; its maintainers advise several runs
 * and the median one (docs/variability.md in the Lighthouse repository), picked here with the
 * library's own computeMedianRun.
 */
export async function lighthouseMedian(url: string, runs = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    // A run now and then ends without a trace (NO_NAVSTART, a Chromium trace flake): retried.
    let lhrs: Parameters<typeof filterToValidRuns>[0] = [];
    for (let attempt = 0; lhrs.length < runs && attempt < runs * 2; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result?.lhr.runtimeError)
        console.log(`lighthouse run failed: ${result.lhr.runtimeError.code}`);
      lhrs = filterToValidRuns([...lhrs, result!.lhr]);
    }
    if (lhrs.length === 0) throw new Error('no valid Lighthouse run');
    const lcps = lhrs.map((l) =>
      Math.round(l.audits['largest-contentful-paint']?.numericValue ?? NaN),
    );
    const lhr = computeMedianRun(lhrs);
    // What the score is made of, so a drop can be traced to its metric.
    const parts = [
      'first-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(
        (id) =>
          `${id} ${Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000} (${lhr.audits[id]?.score})`,
      )
      .join(', ');
    console.log(`lighthouse median run: ${parts}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      lcps,
    };
  } finally {
    await chrome.kill();
  }
}

/** The three Lighthouse rows every page benchmark reports, named for the page. */
function reportLighthouse(
  page: string,
  lh: Awaited<ReturnType<typeof lighthouseMedian>>,
  lcpGoalMs: number,
) {
  console.log(`lighthouse LCP per run: ${lh.lcps.join(', ')} ms`);
  report({
    name: `${page}lighthouse mobile performance (median of 3)`,
    value: lh.performance,
    unit: 'score',
    goal: '>= 95',
    pass: lh.performance >= 95,
  });
  report({
    name: `${page}lighthouse mobile accessibility`,
    value: lh.accessibility,
    unit: 'score',
    goal: '>= 95',
    pass: lh.accessibility >= 95,
  });
  report({
    name: `${page}lighthouse mobile LCP`,
    value: lh.lcpMs,
    unit: 'ms',
    goal: `<= ${lcpGoalMs} ms`,
    pass: lh.lcpMs <= lcpGoalMs,
  });
}

/**
 * Lighthouse on `url` and its three rows, named for the page; without Chromium a failing row says
 * what to install instead (a benchmark that cannot run is not a pass).
 */
export async function benchPageWithLighthouse(page: string, url: string, lcpGoalMs: number) {
  if (!chromiumPath()) {
    report({
      name: `${page}lighthouse (chromium missing)`,
      value: NaN,
      unit: '',
      goal: 'apt-get install chromium',
      pass: false,
    });
    return;
  }
  reportLighthouse(page, await lighthouseMedian(url), lcpGoalMs);
}
