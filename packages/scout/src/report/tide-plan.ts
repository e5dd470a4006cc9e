import { clockText } from '../time/local-time.ts';
import { basisLabel } from '../species/basis.ts';
import { tideNotesFor } from '../species/tide-notes.ts';
import type { Feature, SpeciesRecord, WaterKind } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import type { TidePlan } from './types.ts';

/** A station name with who measured it: "NOAA CO-OPS 8771450" only for NOAA's own stations. */
export function stationLabel(s: TidePlan['station']): string {
  return s.sourceName === 'NOAA CO-OPS'
    ? `NOAA CO-OPS ${s.sourceStationId}`
    : `${s.sourceName}, station ${s.sourceStationId}`;
}

/**
 * Tide advice for salt water. The current runs fastest around mid-tide, about three hours after a
 * high or low, and is slack at the turn (the rule of twelfths: the middle two hours of a rise or
 * fall move half of the range), which is also how the bite model rates the hours.
 */
export function tidePlan(
  tides: Tides,
  targets: SpeciesRecord[],
  kind: WaterKind,
  features: readonly Feature[],
): TidePlan {
  const heights = tides.extremes.map((e) => e.heightFt);
  const rangeFt =
    heights.length >= 2
      ? Math.round((Math.max(...heights) - Math.min(...heights)) * 10) / 10
      : null;
  const advice: string[] = [];
  const ext = tides.extremes;
  for (let k = 0; k + 1 < ext.length; k++) {
    const a = ext[k]!;
    const b = ext[k + 1]!;
    const mid = (a.minuteOfDay + b.minuteOfDay) / 2;
    const half = Math.min(60, (b.minuteOfDay - a.minuteOfDay) / 4);
    advice.push(
      `${a.kind === 'low' ? 'Rising' : 'Falling'} tide from ${clockText(a.minuteOfDay)} to ${clockText(b.minuteOfDay)}: the water moves fastest around ${clockText(Math.round(mid - half))}-${clockText(Math.round(mid + half))}; it is slack for a while around each turn.`,
    );
  }
  const exposed = features.includes('oyster-bars')
    ? 'bars, flats and oyster bars'
    : 'bars and flats';
  for (const l of ext.filter((e) => e.kind === 'low' && e.heightFt < 0))
    advice.push(
      `Negative low (${l.heightFt.toFixed(1)} ft) at ${clockText(l.minuteOfDay)}: ${exposed} will be exposed.`,
    );
  const groups = new Set(targets.map((t) => t.group));
  for (const note of tideNotesFor(groups, kind))
    advice.push(`${note.text} (${basisLabel(note.basis)})`);
  if (rangeFt !== null && rangeFt < 1.5)
    advice.push(
      `A small range (${rangeFt.toFixed(1)} ft) today: the tide barely moves the water, so wind will matter more than the tide.`,
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
