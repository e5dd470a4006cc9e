import { useStation } from '@neaps/tide-predictor';
import { localDayBounds } from '../time/local-time.ts';
import { toLocalEvent } from '../sky/compute-sky.ts';
import type { LocalEvent } from '../sky/types.ts';
import { tideStationById, type TideStationRef } from './tide-stations.ts';

export interface TideExtreme extends LocalEvent {
  kind: 'high' | 'low';
  /** Feet above mean lower low water */
  heightFt: number;
}

export interface TidePoint {
  /** Minutes elapsed since local midnight (on DST days this differs from the wall clock) */
  minuteOfDay: number;
  utc: string;
  heightFt: number;
}

export interface Tides {
  station: TideStationRef;
  datum: 'MLLW';
  units: 'ft';
  extremes: TideExtreme[];
  /** Every 15 minutes across the local day, for charts and for tide movement in the bite model */
  curve: TidePoint[];
  /** Reference stations: harmonic curve; subordinate: interpolated between offset extremes */
  method: 'harmonic' | 'subordinate-offsets';
  attribution: string;
}

export interface PredictTidesInput {
  station: TideStationRef;
  date: string;
  timeZone: string;
}

const HOUR_MS = 3_600_000;
const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * High and low water and a 15-minute curve for one local day, in feet above MLLW. The window is
 * widened by 6 h on each side before filtering to the day because a subordinate station's time
 * offset can move an extreme across midnight.
 */
export function predictTides({ station, date, timeZone }: PredictTidesInput): Tides {
  const record = tideStationById(station.id);
  if (!record) throw new RangeError(`unknown tide station ${station.id}`);
  // The predictor types `disclaimers` as required; the database leaves it out when empty.
  const predictor = useStation({ ...record, disclaimers: record.disclaimers ?? '' });
  const { start, end } = localDayBounds(date, timeZone);
  const opts = { datum: 'MLLW', units: 'feet' } as const;

  const extremes = predictor
    .getExtremesPrediction({
      ...opts,
      start: new Date(start.getTime() - 6 * HOUR_MS),
      end: new Date(end.getTime() + 6 * HOUR_MS),
    })
    .extremes.filter((e) => e.time >= start && e.time < end)
    .map((e) => ({
      ...toLocalEvent(e.time, timeZone),
      kind: e.high ? ('high' as const) : ('low' as const),
      heightFt: round2(e.level),
    }));

  const curve = predictor
    .getTimelinePrediction({ ...opts, start, end, timeFidelity: 900 })
    .timeline.filter((p) => p.time < end)
    .map((p) => ({
      minuteOfDay: Math.round((p.time.getTime() - start.getTime()) / 60_000),
      utc: p.time.toISOString(),
      heightFt: round2(p.level),
    }));

  return {
    station,
    datum: 'MLLW',
    units: 'ft',
    extremes,
    curve,
    method: record.type === 'reference' ? 'harmonic' : 'subordinate-offsets',
    attribution: `Tide predictions computed from ${station.attribution}. Not for navigation.`,
  };
}
