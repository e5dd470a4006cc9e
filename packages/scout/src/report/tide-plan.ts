import { clockText } from '../time/local-time.ts';
import type { SpeciesRecord } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import type { TidePlan } from './types.ts';

/** Tide advice for salt water: when the water moves, and what that means for the targets. */
export function tidePlan(tides: Tides, targets: SpeciesRecord[]): TidePlan {
  const heights = tides.extremes.map((e) => e.heightFt);
  const rangeFt =
    heights.length >= 2
      ? Math.round((Math.max(...heights) - Math.min(...heights)) * 10) / 10
      : null;
  const advice: string[] = [];
  const highs = tides.extremes.filter((e) => e.kind === 'high');
  const lows = tides.extremes.filter((e) => e.kind === 'low');
  for (const h of highs)
    advice.push(
      `High ${h.heightFt.toFixed(1)} ft at ${clockText(h.minuteOfDay)}: the two hours either side are the moving water around it; slack comes right at the turn.`,
    );
  for (const l of lows) {
    const negative =
      l.heightFt < 0 ? ' (a negative low: bars and oyster reefs will be exposed)' : '';
    advice.push(`Low ${l.heightFt.toFixed(1)} ft at ${clockText(l.minuteOfDay)}${negative}.`);
  }
  const groups = new Set(targets.map((t) => t.group));
  if (groups.has('inshore') || groups.has('flats'))
    advice.push(
      'On flats and marsh, fish the rising tide as it floods the grass and the first of the falling tide as bait drains out of creeks.',
    );
  if (groups.has('flatfish'))
    advice.push(
      'Flatfish feed along channel edges and inlet mouths while the tide runs; drift with it.',
    );
  if (groups.has('reef') || groups.has('coastal-pelagic'))
    advice.push(
      'Structure and inlets fish best while the current runs; anchor or drift up-current of the structure.',
    );
  if (groups.has('temperate-bass') || groups.has('salmon'))
    advice.push('Rips, points and river mouths concentrate bait when the current is strongest.');
  if (rangeFt !== null && rangeFt < 1.5)
    advice.push(
      `A small range (${rangeFt.toFixed(1)} ft) today: wind may move the water more than the tide.`,
    );
  return {
    station: tides.station,
    extremes: tides.extremes,
    curve: tides.curve,
    rangeFt,
    advice,
    attribution: tides.attribution,
  };
}
