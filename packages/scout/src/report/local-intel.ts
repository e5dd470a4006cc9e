import type { TLocalIntel } from '@anglerscout/contracts';

/** One shared catch report near the spot, as the server found it (its spot already blurred). */
export interface NearbyCatchReport {
  speciesName: string;
  /** Days between the catch and the report's date, 0 for the same day */
  daysAgo: number;
  /** Miles from the spot to the point the poster allowed others to see */
  distanceMi: number;
  light: 'night' | 'dawn' | 'day' | 'dusk';
  tideStage: 'rising' | 'falling' | 'high slack' | 'low slack' | null;
  pressureTrend: 'falling' | 'steady' | 'rising' | null;
  solunar: 'major' | 'minor' | 'none';
  bait: string;
}

export interface LocalIntelInput {
  /** The search the server ran: its radius, its age window and the species, stated in the report */
  radiusMi: number;
  days: number;
  speciesName: string | null;
  reports: NearbyCatchReport[];
}

const LIGHT_WORDS = {
  dawn: 'around dawn',
  dusk: 'around dusk',
  day: 'in daylight',
  night: 'after dark',
} as const;
const TIDE_WORDS = {
  rising: 'on a rising tide',
  falling: 'on a falling tide',
  'high slack': 'at high slack',
  'low slack': 'at low slack',
} as const;
const PRESSURE_WORDS = {
  falling: 'with the barometer falling',
  steady: 'with steady pressure',
  rising: 'with the barometer rising',
} as const;
const SOLUNAR_WORDS = {
  major: 'in a major solunar period',
  minor: 'in a minor solunar period',
} as const;

/** A condition at least half of the reports share (and at least two, when there are two or more). */
function shared<K extends string>(
  values: (K | null)[],
  words: Partial<Record<K, string>>,
  total: number,
) {
  const counts = new Map<K, number>();
  for (const v of values) if (v !== null && words[v]) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, n]) => n >= Math.min(2, total) && n * 2 >= total)
    .map(([k, n]) => ({ label: words[k]!, count: n }));
}

const within = (days: number) =>
  days === 7 ? 'this week' : days === 1 ? 'in the last day' : `in the last ${days} days`;

/**
 * What members have shared near the spot, counted and summarised by the conditions they have in
 * common ("4 red drum reported within 10 miles this week: 3 on a falling tide, 3 around dawn, 2 on
 * cut mullet"). Pure: the server finds the reports and passes them in.
 */
export function summariseLocalIntel(input: LocalIntelInput): TLocalIntel {
  const { reports, radiusMi, days, speciesName } = input;
  const what = speciesName ? speciesName.toLowerCase() : 'fish';
  const where = `within ${radiusMi} miles ${within(days)}`;
  if (reports.length === 0)
    return {
      radiusMi,
      days,
      speciesName,
      count: 0,
      summary: `No member has shared a ${speciesName ? what : 'catch'} ${where}.`,
      shared: [],
      nearestMi: null,
    };
  const total = reports.length;
  const baits = new Map<string, { label: string; count: number }>();
  for (const r of reports) {
    const key = r.bait.trim().toLowerCase();
    const entry = baits.get(key) ?? { label: `on ${r.bait.trim()}`, count: 0 };
    entry.count += 1;
    baits.set(key, entry);
  }
  // Tide, light and bait first: on equal counts they are what an angler acts on.
  const common = [
    ...shared(
      reports.map((r) => r.tideStage),
      TIDE_WORDS,
      total,
    ),
    ...shared(
      reports.map((r) => r.light),
      LIGHT_WORDS,
      total,
    ),
    ...[...baits.values()].filter((b) => b.count >= Math.min(2, total) && b.count * 2 >= total),
    ...shared(
      reports.map((r) => r.pressureTrend),
      PRESSURE_WORDS,
      total,
    ),
    ...shared(
      reports.map((r) => (r.solunar === 'none' ? null : r.solunar)),
      SOLUNAR_WORDS,
      total,
    ),
  ].sort((a, b) => b.count - a.count);
  const bySpecies = new Map<string, number>();
  for (const r of reports) bySpecies.set(r.speciesName, (bySpecies.get(r.speciesName) ?? 0) + 1);
  const head = speciesName
    ? `${total} ${what} reported ${where}`
    : `${total} catches reported ${where} (${[...bySpecies.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, n]) => `${n} ${name.toLowerCase()}`)
        .join(', ')})`;
  const detail = common
    .slice(0, 4)
    .map((c) => `${c.count} ${c.label}`)
    .join(', ');
  return {
    radiusMi,
    days,
    speciesName,
    count: total,
    summary: detail ? `${head}: ${detail}.` : `${head}; they share no one condition.`,
    shared: common,
    nearestMi: Math.round(Math.min(...reports.map((r) => r.distanceMi)) * 10) / 10,
  };
}
