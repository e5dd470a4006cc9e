import type { LocalEvent, Sky } from '../sky/types.ts';
import { SOLUNAR_RULES as R } from './solunar-rules.ts';

export type SolunarKind = 'major' | 'minor';

export interface SolunarPeriod {
  kind: SolunarKind;
  /** What the period is centred on */
  event: 'moon overhead' | 'moon underfoot' | 'moonrise' | 'moonset';
  centre: LocalEvent;
  /** Minutes after local midnight; may fall outside 0..1440 at the ends of the day */
  startMinute: number;
  endMinute: number;
  /** Sunrise or sunset within the coincidence window */
  coincidesWith: 'sunrise' | 'sunset' | null;
}

export interface Solunar {
  periods: SolunarPeriod[];
  /** 0-100 day rating from phase, distance and coincidences */
  dayRating: number;
  reasons: string[];
  sources: readonly string[];
}

function coincidence(centre: LocalEvent, sky: Sky): 'sunrise' | 'sunset' | null {
  const near = (e: LocalEvent | null): boolean =>
    e !== null && Math.abs(e.minuteOfDay - centre.minuteOfDay) <= R.coincidenceWindowMin;
  if (near(sky.sunrise)) return 'sunrise';
  if (near(sky.sunset)) return 'sunset';
  return null;
}

/** Weight 1 at new/full moon, falling linearly with elongation to the quarter weight. */
export function phaseWeight(phaseAngle: number): number {
  const fromSyzygy = Math.min(phaseAngle % 180, 180 - (phaseAngle % 180)); // 0..90
  return 1 - (1 - R.phaseWeightAtQuarter) * (fromSyzygy / 90);
}

export function distanceWeight(distanceKm: number): number {
  const t = (distanceKm - R.perigeeKm) / (R.apogeeKm - R.perigeeKm);
  return 1 - (1 - R.distanceWeightAtApogee) * Math.min(1, Math.max(0, t));
}

/**
 * Solunar periods for a day computed by computeSky, and a day rating with its reasons:
 * 55% moon phase, 20% moon distance, 25% for periods that coincide with sunrise or sunset.
 */
export function computeSolunar(sky: Sky): Solunar {
  const periods: SolunarPeriod[] = [];
  const add = (
    kind: SolunarKind,
    event: SolunarPeriod['event'],
    centre: LocalEvent | null,
  ): void => {
    if (!centre) return;
    const half = kind === 'major' ? R.majorHalfWidthMin : R.minorHalfWidthMin;
    periods.push({
      kind,
      event,
      centre,
      startMinute: centre.minuteOfDay - half,
      endMinute: centre.minuteOfDay + half,
      coincidesWith: coincidence(centre, sky),
    });
  };
  add('major', 'moon overhead', sky.moonUpperTransit);
  add('major', 'moon underfoot', sky.moonLowerTransit);
  add('minor', 'moonrise', sky.moonrise);
  add('minor', 'moonset', sky.moonset);
  periods.sort((a, b) => a.centre.minuteOfDay - b.centre.minuteOfDay);

  const pw = phaseWeight(sky.moon.phaseAngle);
  const dw = distanceWeight(sky.moon.distanceKm);
  const coinciding = periods.filter((p) => p.coincidesWith !== null);
  const cw = Math.min(
    1,
    coinciding.reduce((s, p) => s + (p.kind === 'major' ? 0.6 : 0.4), 0),
  );
  const dayRating = Math.round(100 * (0.55 * pw + 0.2 * dw + 0.25 * cw));

  const reasons: string[] = [];
  const { phaseName, daysToNewMoon, daysToFullMoon } = sky.moon;
  const nearest = Math.min(daysToNewMoon, daysToFullMoon);
  if (pw >= 0.8)
    reasons.push(`${phaseName}: solunar tradition rates days near new and full moon highest`);
  else if (pw <= 0.45)
    reasons.push(`${phaseName}: quarter-moon days rate lowest in solunar tables`);
  else
    reasons.push(
      `${phaseName}, ${nearest.toFixed(1)} days from the next ${daysToNewMoon < daysToFullMoon ? 'new' : 'full'} moon`,
    );
  if (dw >= 0.85)
    reasons.push(`moon near perigee (${sky.moon.distanceKm.toLocaleString('en-US')} km)`);
  else if (dw <= 0.4)
    reasons.push(`moon near apogee (${sky.moon.distanceKm.toLocaleString('en-US')} km)`);
  for (const p of coinciding)
    reasons.push(`${p.kind} period (${p.event}) overlaps ${p.coincidesWith}`);
  return { periods, dayRating, reasons, sources: R.sources };
}
