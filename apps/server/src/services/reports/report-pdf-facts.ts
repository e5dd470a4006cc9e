import type { TAdviceBasis, TStructuredReport } from '@anglerscout/contracts';

/** One section of the PDF's facts: a heading and its lines, in order. */
export interface PdfSection {
  heading: string;
  lines: string[];
}

const f = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? null : `${Math.round(value)}${unit}`;
const joined = (parts: (string | null | undefined | false)[], sep = ', ') =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(sep);
/** "2026-11-22T07:00" (the spot's own clock) as "7:00 AM". */
const clock = (local: string) =>
  new Date(`${local.slice(0, 16)}Z`).toLocaleTimeString('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
const basisLabel = (basis: TAdviceBasis | undefined) =>
  basis ? (basis.status === 'sourced' ? ' (sourced)' : ' (common guide practice)') : '';

/**
 * The PDF's facts, read from the stored structure (not the writer's prose), so whatever the
 * science stores reaches the paper whichever writer wrote the text. Optional fields an older
 * report lacks are left out, never guessed. A new structured field is one more line here.
 */
export function reportPdfFacts(s: TStructuredReport): PdfSection[] {
  const c = s.conditions;
  const sections: PdfSection[] = [];
  const add = (heading: string, lines: (string | null | undefined | false)[]) => {
    const kept = lines.filter((l): l is string => typeof l === 'string' && l.trim() !== '');
    if (kept.length) sections.push({ heading, lines: kept });
  };

  add('The day', [
    `${s.verdict.rating[0]!.toUpperCase()}${s.verdict.rating.slice(1)} (${Math.round(s.verdict.score)}/100): ${s.verdict.headline}`,
    s.verdict.cappedBy && `Held down by ${s.verdict.cappedBy}.`,
    s.plannedFrom && `Planned from ${s.plannedFrom.basis}: ${s.plannedFrom.text}`,
  ]);
  add('Why', [
    ...s.verdict.drivers,
    s.verdict.contributions.length > 0 &&
      `Factors over the best hours: ${s.verdict.contributions
        .map((x) => `${x.factor} ${x.points >= 0 ? '+' : ''}${Math.round(x.points)}`)
        .join(', ')}`,
  ]);
  add(
    'Best times',
    s.bestWindows.map(
      (w) =>
        `${clock(w.start)} to ${clock(w.end)}, peak ${Math.round(w.peakScore)}${w.reasons.length ? `: ${w.reasons.join('; ')}` : ''}`,
    ),
  );
  add('Conditions', [
    joined([
      c.sunrise && `Sunrise ${clock(c.sunrise.local)}`,
      c.sunset && `sunset ${clock(c.sunset.local)}`,
      `${c.moon.phaseName} (${Math.round(c.moon.illuminationPct)}% lit)`,
    ]),
    c.weather &&
      joined([
        c.weather.airMinF !== null &&
          c.weather.airMaxF !== null &&
          `Air ${f(c.weather.airMinF, '')}-${f(c.weather.airMaxF, ' °F')}`,
        c.weather.windMaxMph !== null &&
          `wind ${f(c.weather.windMinMph, '')}-${f(c.weather.windMaxMph, ' mph')}${c.weather.windFrom ? ` from ${c.weather.windFrom}` : ''}`,
        c.weather.gustMaxMph !== null && `gusts ${f(c.weather.gustMaxMph, ' mph')}`,
        c.weather.pressureTrend && `pressure ${c.weather.pressureTrend}`,
        c.weather.precipProbMaxPct !== null && `rain chance ${f(c.weather.precipProbMaxPct, '%')}`,
      ]),
    c.water &&
      `Water ${f(c.water.tempF, ' °F')}${c.water.errorF !== null ? ` ± ${f(c.water.errorF, ' °F')}` : ''} (${c.water.kind}: ${c.water.method}; ${c.water.source})`,
    s.ice &&
      `Ice: ${s.ice.state}${s.ice.thicknessIn !== null ? `, about ${s.ice.thicknessIn} in` : ''} (${s.ice.method})`,
    s.conditions.solunar.periods.length > 0 &&
      `Solunar periods (angling tradition): ${s.conditions.solunar.periods
        .map((p) => `${p.kind} ${clock(p.centre.local)}`)
        .join(', ')}`,
  ]);
  if (s.tidePlan)
    add('Tides', [
      `${s.tidePlan.station.sourceName} station ${s.tidePlan.station.sourceStationId}`,
      s.tidePlan.extremes
        .map((e) => `${e.kind} ${clock(e.local)} (${e.heightFt.toFixed(1)} ft)`)
        .join(', '),
      ...s.tidePlan.advice,
    ]);
  add(
    'Targets',
    s.targets.map((t) =>
      joined(
        [
          `${t.commonName}: ${t.phase} (from ${t.phaseFrom})`,
          t.why,
          t.phaseBasis,
          t.regulation && t.regulation.status !== 'open' && `Rules: ${t.regulation.text}`,
          t.regulation?.change,
        ],
        '. ',
      ),
    ),
  );
  add(
    'Where to fish',
    s.whereToFish.map((w) => `${w.commonName}: ${w.where}${basisLabel(w.basis)}`),
  );
  add(
    'How to fish',
    s.howToFish.map(
      (h) =>
        `${h.commonName}: ${h.presentation.what} (${h.presentation.size}, ${h.presentation.colours}), ${h.presentation.how}${basisLabel(h.basis)}. ${h.approach}`,
    ),
  );
  add(
    'Safety',
    s.safety.map((n) => `${n.level === 'info' ? '' : `${n.level.toUpperCase()}: `}${n.text}`),
  );
  if (s.rules)
    add('Rules of the water', [
      ...s.rules.closures.map((x) => `${x.commonName}: ${x.text} (${x.sourceUrl})`),
      ...(s.rules.notices ?? []).map((n) => `Special rules here: ${n.text} (${n.sourceUrl})`),
      ...s.rules.agencies.map((a) => `${a.name}: ${a.url}`),
      s.rules.note,
    ]);
  add('Sources', [
    ...s.sources.map((x) => `${x.label}: ${x.detail}`),
    s.missing.length > 0 && `Not available: ${s.missing.join('; ')}`,
  ]);
  return sections;
}
