/**
 * The invented-number guard: which figures in a model's answer the facts do not support.
 *
 * A figure with a unit is checked against the facts of that kind only: a temperature against the
 * temperatures, "3/8 oz" against the tackle sizes (the derived facts list every standard size
 * inside the recommended ranges), "2 hours" against the window lengths and the spans inside them,
 * a clock time against the times the facts name (within 10 minutes: "around 10:20" for a 10:21
 * period). A bare number is checked against every number in the facts. This way an ordinary
 * answer ("fish the first 2 hours", "a 3/8-oz spoon") passes, while "water near 74 °F" fails even
 * though 74 appears somewhere else in the facts (an hourly score).
 */

type Kind =
  'temperature' | 'speed' | 'height' | 'weight' | 'length' | 'line' | 'duration' | 'percent';

const NUM = String.raw`\d+\s\d+/\d+|\d+/\d+|\d+(?:\.\d+)?`;
const UNIT: [Kind, string][] = [
  ['temperature', String.raw`°\s*F?|degrees?\b|deg\b|F\b`],
  ['speed', String.raw`mph\b|mp/h|miles per hour|knots?\b|kn\b`],
  ['height', String.raw`ft\b|feet\b|foot\b`],
  ['weight', String.raw`oz\b|ounces?\b`],
  [
    'length',
    String.raw`inch(?:es)?\b|in\b(?!\s+(?:the|a|an|his|her|their|your|our|this|that)\b)|"`,
  ],
  ['line', String.raw`lbs?\b|pounds?\b`],
  ['duration', String.raw`hours?\b|hrs?\b|minutes?\b|mins?\b`],
  ['percent', String.raw`%|percent\b`],
];
const UNITS = UNIT.map(([, re]) => `(${re})`).join('|');
/** A number, or a range of two, with an optional unit after it ("68-86 °F", "3/8-oz", "2 hours"). */
const FIGURE = new RegExp(
  String.raw`(${NUM})(?:\s*(?:-|–|to)\s*(${NUM}))?(?:[\s-]*(?:${UNITS}))?`,
  'gi',
);
/** A clock time: 6:19 AM, 10:21, 7 a.m. */
const CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d/])/gi;

/** A figure's value: 3, 3.5, 3/8, 1 1/2; `minutes` turns hours into minutes for durations. */
function valueOf(token: string): number {
  const m = /^(?:(\d+)\s)?(\d+)\/(\d+)$/.exec(token);
  if (m) return Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  return Number(token);
}
const key = (v: number) => String(Math.round(v * 1e4) / 1e4);

function kindOf(groups: (string | undefined)[]): Kind | null {
  const i = groups.findIndex((g) => g !== undefined);
  return i < 0 ? null : UNIT[i]![0];
}

interface Figure {
  values: number[];
  tokens: string[];
  kind: Kind | null;
  /** Whether the unit said minutes (durations are compared in minutes). */
  minutes: boolean;
}

/** The figures of a text, with their units; clock times are left out (read separately). */
function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.replace(CLOCK_STRIP, ' ').matchAll(FIGURE)) {
    const unitGroups = m.slice(3, 3 + UNIT.length);
    const kind = kindOf(unitGroups);
    const unitText = unitGroups.find((g) => g !== undefined) ?? '';
    const tokens = [m[1]!, ...(m[2] ? [m[2]] : [])];
    out.push({
      tokens,
      values: tokens.map(valueOf),
      kind,
      minutes: kind === 'duration' && /^min/i.test(unitText),
    });
  }
  return out;
}

/** Clock times with a colon or am/pm, removed before figures are read. */
const CLOCK_STRIP =
  /\b\d{1,2}(?::\d{2}\s*(?:am|pm|a\.m\.|p\.m\.)?|\s*(?:am|pm|a\.m\.|p\.m\.))(?![\w/])/gi;

/** Minutes of the day a clock text names (both halves of the day when it says neither). */
function clockMinutes(text: string): number[][] {
  const out: number[][] = [];
  for (const m of text.matchAll(CLOCK)) {
    if (m[2] === undefined && m[3] === undefined) continue;
    const h = Number(m[1]);
    const min = Number(m[2] ?? 0);
    if (h > 23 || min > 59) continue;
    const half = m[3]?.toLowerCase().replace(/\./g, '');
    if (half === 'am') out.push([(h % 12) * 60 + min]);
    else if (half === 'pm') out.push([((h % 12) + 12) * 60 + min]);
    else out.push([h * 60 + min, ((h + 12) % 24) * 60 + min]);
  }
  return out;
}

export interface KnownFacts {
  any: Set<string>;
  byKind: Map<Kind, Set<string>>;
  clock: number[];
}

/** Field names whose numbers are of a kind: airMinF, tempF (°F), windMph, heightFt, cloudPct ... */
const FIELD_KINDS: [RegExp, Kind][] = [
  [/(?:F|TempF)$/, 'temperature'],
  [/Mph$/, 'speed'],
  [/Ft$/, 'height'],
  [/(?:Pct|Percent)$/, 'percent'],
  [/^(?:hours|frontHoursAgo)$/, 'duration'],
];

/** Everything the facts allow, by kind, plus every number and every clock time they name. */
export function knownFacts(facts: unknown): KnownFacts {
  const any = new Set<string>();
  const byKind = new Map<Kind, Set<string>>();
  const clock = new Set<number>();
  /** `exact`: a fraction (3/8 is not "about 0"): no rounded forms. */
  const add = (kind: Kind | null, v: number, exact = false) => {
    const rounded = exact ? [v] : [v, Math.round(v), Math.round(v * 10) / 10, Math.trunc(v)];
    const forms = rounded.flatMap((f) => [f, Math.abs(f)]);
    for (const f of forms) any.add(key(f));
    if (!kind) return;
    const set = byKind.get(kind) ?? new Set<string>();
    for (const f of forms) set.add(key(f));
    byKind.set(kind, set);
  };
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'number') {
      add(FIELD_KINDS.find(([re]) => re.test(field))?.[1] ?? null, value);
      if (/minute/i.test(field) && field !== 'minutes') clock.add(Math.round(value));
      // Durations given in minutes are also known in hours, and hours in minutes.
      if (field === 'minutes') add('duration', value);
      if (field === 'hours') add('duration', value * 60);
    } else if (typeof value === 'string') {
      for (const f of figuresIn(value))
        f.values.forEach((v, i) =>
          add(f.kind, f.kind === 'duration' && !f.minutes ? v * 60 : v, f.tokens[i]!.includes('/')),
        );
      for (const m of value.matchAll(/T(\d{2}):(\d{2})/g))
        clock.add(Number(m[1]) * 60 + Number(m[2]));
      for (const c of clockMinutes(value)) for (const v of c) clock.add(v);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, field);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(facts, '');
  // The derived spans are durations: hours as minutes, minutes as minutes.
  const spans = (
    facts as { derived?: { spansWithinWindows?: { hours: number[]; minutes: number[] } } }
  ).derived?.spansWithinWindows;
  for (const h of spans?.hours ?? []) add('duration', h * 60);
  for (const m of spans?.minutes ?? []) add('duration', m);
  return { any, byKind, clock: [...clock] };
}

/** Figures in the text the facts do not support, as written (e.g. "74 °F", "1/8", "6 hours"). */
export function unsupportedFigures(text: string, known: KnownFacts): string[] {
  const out: string[] = [];
  for (const times of clockMinutes(text))
    if (!times.some((t) => known.clock.some((k) => Math.abs(k - t) <= 10)))
      out.push(`${Math.floor(times[0]! / 60)}:${String(times[0]! % 60).padStart(2, '0')}`);
  for (const f of figuresIn(text)) {
    const set = f.kind ? known.byKind.get(f.kind) : known.any;
    f.values.forEach((v, i) => {
      const compared = f.kind === 'duration' && !f.minutes ? v * 60 : v;
      if (!set?.has(key(compared))) out.push(`${f.tokens[i]}${f.kind ? ` (${f.kind})` : ''}`);
    });
  }
  return [...new Set(out)];
}
