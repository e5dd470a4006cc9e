import type { TStructuredReport } from '@anglerscout/contracts';

/**
 * Figures a writer may fairly derive from the report, given to the model as facts so it can use
 * them, and so the invented-number guard accepts them: how long each best window lasts (and the
 * whole and half hours within it), and every standard tackle size inside the ranges the report
 * recommends ("1/4-1/2 oz spoon" allows a 5/16 or 3/8 oz spoon; "3-4 in" a 3.5 in tail).
 */
export interface DerivedFacts {
  windowLengths: { from: string; to: string; minutes: number; hours: number }[];
  /** Lengths a writer may name inside a window: "the first 2 hours", "the last 30 minutes". */
  spansWithinWindows: { hours: number[]; minutes: number[] };
  tackleSizes: { species: string; sizes: string[] }[];
}

/** Lure weights as tackle is sold, in ounces. */
const OUNCES: [number, string][] = [
  [1 / 64, '1/64'],
  [1 / 32, '1/32'],
  [1 / 16, '1/16'],
  [3 / 32, '3/32'],
  [1 / 8, '1/8'],
  [3 / 16, '3/16'],
  [1 / 4, '1/4'],
  [5 / 16, '5/16'],
  [3 / 8, '3/8'],
  [7 / 16, '7/16'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
  [1, '1'],
  [1.25, '1 1/4'],
  [1.5, '1 1/2'],
  [1.75, '1 3/4'],
  [2, '2'],
  [2.5, '2 1/2'],
  [3, '3'],
  [3.5, '3 1/2'],
  [4, '4'],
  [5, '5'],
  [6, '6'],
  [8, '8'],
];

const NUM = String.raw`\d+(?:\.\d+)?(?:/\d+)?`;
const RANGE = new RegExp(
  String.raw`(${NUM})(?:\s*(?:-|–|to)\s*(${NUM}))?\s*(oz|ounces?|in\b|inch(?:es)?|"|lb|pound)`,
  'gi',
);

const value = (text: string) => {
  const [a, b] = text.split('/');
  return b ? Number(a) / Number(b) : Number(a);
};
const trim = (n: number) => String(Math.round(n * 100) / 100);

/** Every size a range of a size text allows, with its unit: "3/8 oz", "3.5 in". */
function sizesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(RANGE)) {
    const lo = value(m[1]!);
    const hi = m[2] ? value(m[2]) : lo;
    const unit = /^o/i.test(m[3]!) ? 'oz' : /^(lb|pound)/i.test(m[3]!) ? 'lb' : 'in';
    if (unit === 'oz') {
      for (const [oz, name] of OUNCES)
        if (oz >= lo - 1e-9 && oz <= hi + 1e-9) out.add(`${name} oz`);
      out.add(`${m[1]} oz`);
      if (m[2]) out.add(`${m[2]} oz`);
    } else {
      for (let v = lo; v <= hi + 1e-9; v += unit === 'in' ? 0.5 : 1) out.add(`${trim(v)} ${unit}`);
    }
  }
  return [...out];
}

export function deriveFacts(report: TStructuredReport): DerivedFacts {
  const windowLengths = report.bestWindows.map((w) => {
    const minutes = w.endMinute - w.startMinute;
    return { from: w.start, to: w.end, minutes, hours: Math.round((minutes / 60) * 10) / 10 };
  });
  const longest = Math.max(0, ...windowLengths.map((w) => w.minutes));
  const hours: number[] = [];
  for (let h = 0.5; h * 60 <= longest; h += 0.5) hours.push(h);
  const minutes: number[] = [];
  for (let m = 15; m <= longest; m += 15) minutes.push(m);
  return {
    windowLengths,
    spansWithinWindows: { hours, minutes },
    tackleSizes: report.howToFish.map((h) => ({
      species: h.commonName,
      sizes: sizesIn(h.presentation.size),
    })),
  };
}
