import { clockText } from '../time/local-time.ts';
import { basisLabel } from '../species/basis.ts';
import { tideNotesFor } from '../species/tide-notes.ts';
import type { Feature, FishingType, SpeciesRecord, WaterKind } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import { progressiveTideWaterAt } from '../tides/progressive-tides.ts';
import type { TidePlan } from './types.ts';

/** A station name with who measured it: "NOAA CO-OPS 8771450" only for NOAA's own stations. */
export function stationLabel(s: TidePlan['station']): string {
  return s.sourceName === 'NOAA CO-OPS'
    ? `NOAA CO-OPS ${s.sourceStationId}`
    : `${s.sourceName}, station ${s.sourceStationId}`;
}

/**
 * When the tide-table lines are worth printing (judgement, common guide practice):
 * - a low below `negativeLowFt` uncovers bars and flats only where there are any to wade or pole:
 *   shallow bays, estuaries and tidal rivers, or a surf beach walked from the shore (a -0.0 ft low
 *   uncovers nothing, and offshore or on rock nothing is "exposed" for the angler);
 * - a small range means slack water only in enclosed shallow water; off points, in rips and
 *   inlets and over wrecks a small rise and fall can still drive a hard current (Wasque Rip off
 *   Martha's Vineyard, a 1-2 ft range, runs several knots), and a beach has both.
 */
const TIDE_PLAN_RULES = {
  negativeLowFt: -0.2,
  exposedKinds: ['bay-flats', 'estuary', 'tidal-river'] as readonly WaterKind[],
  smallRangeFt: 1.5,
  enclosedKinds: ['bay-flats', 'estuary', 'tidal-river', 'river'] as readonly WaterKind[],
} as const;

/**
 * Tide advice for salt water and tidal fresh rivers. The current runs fastest around mid-tide,
 * about three hours after a high or low, and is slack at the turn (the rule of twelfths: the
 * middle two hours of a rise or fall move half of the range), which is also how the bite model
 * rates the hours. Not where the current does not turn with the tide (a long estuary such as the
 * Chesapeake, or a canal or strait run by the difference in level between two bays, such as the
 * Cape Cod Canal: tides/progressive-tides.ts): there the lines give the rise and fall only, say
 * that the tide table does not time the current, send the angler to the water's current
 * predictions, which the report does not have, and a slack-water fish's line puts its slack by
 * those predictions, not at the turn of the tide.
 */
export function tidePlan(
  tides: Tides,
  targets: SpeciesRecord[],
  kind: WaterKind,
  features: readonly Feature[],
  fishingType: FishingType | null = null,
  where: { lat: number; lon: number } | null = null,
): TidePlan {
  const P = TIDE_PLAN_RULES;
  const progressive = where ? progressiveTideWaterAt(where.lat, where.lon) : null;
  const heights = tides.extremes.map((e) => e.heightFt);
  const rangeFt =
    heights.length >= 2
      ? Math.round((Math.max(...heights) - Math.min(...heights)) * 10) / 10
      : null;
  const advice: string[] = [];
  const ext = tides.extremes;
  let stretches = 0;
  for (let k = 0; k + 1 < ext.length; k++) {
    const a = ext[k]!;
    const b = ext[k + 1]!;
    // A stretch runs from a low to a high or a high to a low; two highs (or two lows) in a row,
    // which a station with a small or mixed tide can predict, bound no rise or fall to describe
    // (review 6, salt.md t15: "Falling tide" from a 0.6 ft high to a 0.5 ft high).
    if (a.kind === b.kind) continue;
    const mid = (a.minuteOfDay + b.minuteOfDay) / 2;
    const half = Math.min(60, (b.minuteOfDay - a.minuteOfDay) / 4);
    const stretch = `${b.heightFt > a.heightFt ? 'Rising' : 'Falling'} tide from ${clockText(a.minuteOfDay)} to ${clockText(b.minuteOfDay)}`;
    // The slack at the turns is said once, on the first line (reports stay short)
    advice.push(
      progressive
        ? `${stretch}.`
        : `${stretch}: the water moves fastest around ${clockText(Math.round(mid - half))}-${clockText(Math.round(mid + half))}${stretches === 0 ? '; it is slack for a while around each turn' : ''}.`,
    );
    stretches++;
  }
  const exposed = features.includes('oyster-bars')
    ? 'bars, flats and oyster bars'
    : 'bars and flats';
  const wadeable = P.exposedKinds.includes(kind) || (kind === 'surf' && fishingType === 'shore');
  // Heights are above mean lower low water only at NOAA's own stations: a station of another
  // source (TICON constants from a short coastal record) can put a whole day below its zero, so
  // a "negative low" there says nothing about the flats (review 6, salt.md t14: a -0.4 ft low on
  // a day whose high was -0.2 ft).
  const trueDatum = tides.station.sourceName === 'NOAA CO-OPS';
  if (wadeable && trueDatum)
    for (const l of ext.filter((e) => e.kind === 'low' && e.heightFt < P.negativeLowFt))
      advice.push(
        `Negative low (${l.heightFt.toFixed(1)} ft) at ${clockText(l.minuteOfDay)}: ${exposed} will be exposed.`,
      );
  if (progressive && stretches > 0)
    advice.push(
      `In ${progressive.name} the current does not turn with the tide: ${progressive.why}. Time a bite on moving water (pilings, channel edges, points) by ${progressive.timeBy}, not by these times.`,
    );
  for (const note of tideNotesFor(targets, kind, fishingType, progressive?.table ?? null))
    advice.push(`${note.text} (${basisLabel(note.basis)})`);
  if (rangeFt !== null && rangeFt < P.smallRangeFt)
    advice.push(
      progressive
        ? `A small range (${rangeFt.toFixed(1)} ft) today, but in ${progressive.name} even a small tide runs a real current at narrows, bridges and channel edges: check ${progressive.table}.`
        : P.enclosedKinds.includes(kind)
          ? `A small range (${rangeFt.toFixed(1)} ft) today: the tide barely moves the water, so wind will matter more than the tide.`
          : kind === 'surf'
            ? `A small range (${rangeFt.toFixed(1)} ft) today: along the beach wind and waves matter more, but at points, rips and inlets the current can still run hard.`
            : `A small range (${rangeFt.toFixed(1)} ft) today, but off points, in rips and inlets and over wrecks the current can still run hard: check a current prediction.`,
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
