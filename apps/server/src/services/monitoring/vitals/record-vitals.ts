import { WEB_VITALS, type TVitalsBeacon } from '@anglerscout/contracts';
import type { PerformanceRow, VitalsWriter } from './vitals-writer.ts';

const isWebVital = (name: string) => (WEB_VITALS as readonly string[]).includes(name);

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSER_TOKENS = (
  [
    ['Edg', 'Edge'],
    ['OPR', 'Opera'],
    ['FxiOS', 'Firefox'],
    ['CriOS', 'Chrome'],
    ['Firefox', 'Firefox'],
    ['HeadlessChrome', 'Chrome (headless)'],
    ['Chrome', 'Chrome'],
  ] as const
).map(([token, name]) => [new RegExp(`${token}/(\\d+)`), name] as const);

/**
 * Browser family and major version only ("Chrome 131"): enough to tell browsers apart on the
 * dashboard, too little to single anyone out.
 */
function browserOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  for (const [pattern, name] of BROWSER_TOKENS) {
    const found = pattern.exec(ua);
    if (found) return `${name} ${found[1]}`;
  }
  const safari = /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//.exec(ua);
  return safari ? `Safari ${safari[1]}` : 'Other';
}

export interface RecordVitalsOptions {
  writer: VitalsWriter;
  beacon: TVitalsBeacon;
  /** From the session cookie, never from the beacon. */
  userId: string | null;
  userAgent: string | undefined;
  /** Route transitions also feed the state-transition metric. */
  onRouteTransition?: (ms: number) => void;
}

/** Turns a beacon's entries into performance_metrics rows (written in the next batch). */
export function recordVitals(opts: RecordVitalsOptions): number {
  const userAgent = browserOf(opts.userAgent);
  const now = new Date();
  const rows: PerformanceRow[] = opts.beacon.entries.map((e) => {
    if (e.name === 'route_transition') opts.onRouteTransition?.(e.value);
    const metadata: Record<string, unknown> = {};
    if (e.from) metadata.from = e.from;
    if (e.navigationType) metadata.navigationType = e.navigationType;
    return {
      metricName: e.name,
      metricValue: e.value,
      metricUnit: e.name === 'CLS' ? 'score' : 'ms',
      metricType: isWebVital(e.name) ? 'web_vital' : 'custom',
      userId: opts.userId,
      sessionId: opts.beacon.sessionId,
      route: e.route,
      userAgent,
      metadata,
      timestamp: now,
    };
  });
  opts.writer.add(rows);
  return rows.length;
}
