import { clockText, parseLocalDate } from '../time/local-time.ts';
import { rangeWords } from './species-ranges.ts';
import { tacticsFor } from './tactics.ts';
import { stationLabel } from './tide-plan.ts';
import type { StructuredReport } from './types.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { WATER_KIND_LABELS, type TAdviceBasis } from '@anglerscout/contracts';
import { rulesLines } from '../rules/rules-lines.ts';
import { CLOSED_SEASON } from './verdict.ts';

const BAIT_LABEL = {
  artificial: 'lures',
  fly: 'fly tackle',
  live: 'live and natural bait',
} as const;
const TYPE_LABEL = { shore: 'from the bank', boat: 'from a boat', kayak: 'from a kayak' } as const;
const RATING_LABEL = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' } as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const t = (e: { minuteOfDay: number } | null): string | null =>
  e ? clockText(e.minuteOfDay) : null;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "common guide practice" or "sourced: NOAA Fisheries; CDFW" for an advice line. */
function basisWords(b: TAdviceBasis | undefined): string {
  if (!b || b.status === 'guide practice') return 'common guide practice';
  const publishers = [...new Set(b.citations.map((c) => c.split(' (')[0]))];
  return `sourced: ${publishers.join('; ')}`;
}

/** One label when the presentation and the approach rest on the same kind of basis. */
function howBasis(h: StructuredReport['howToFish'][number]): string {
  const rig = basisWords(h.basis);
  const way = basisWords(h.approachBasis);
  return rig === way ? rig : `rig ${rig}; approach ${way}`;
}

const PHASE_FROM_WORDS = {
  'water temperature': 'from the water temperature',
  'typical water temperature': 'from the typical water temperature for the date',
  'run calendar': 'from the run calendar',
  month: 'guessed from the date',
} as const;

/** The kind of water and where the report placed the spot, in one sentence. */
function waterLine(r: StructuredReport): string {
  // A named water or pond list names the water itself in the reasons, not a region to be "in".
  const sub = r.place.subRegion;
  const region = sub && !/^(water|ponds)-/.test(sub.id) ? ` in ${sub.name}` : '';
  if (!r.waterKind) return '';
  const label = WATER_KIND_LABELS[r.waterKind.kind].toLowerCase();
  return r.waterKind.chosenBy === 'user'
    ? ` Water: ${label}${region} (your choice).`
    : ` Water: ${label}${region} (suggested: ${r.waterKind.reasons.join('; ')}).`;
}

function longDate(date: string): string {
  const { year, month, day } = parseLocalDate(date);
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

function conditionsLines(r: StructuredReport): string[] {
  const c = r.conditions;
  const lines: string[] = [];
  const sun = [t(c.sunrise) && `rises ${t(c.sunrise)}`, t(c.sunset) && `sets ${t(c.sunset)}`]
    .filter(Boolean)
    .join(', ');
  lines.push(
    `**Sun:** ${sun || 'does not rise or set today'}${c.civilDawn ? ` (first light ${t(c.civilDawn)}` : ''}${c.civilDusk ? `, last light ${t(c.civilDusk)})` : c.civilDawn ? ')' : ''}.`,
  );
  const moonEvents = [
    t(c.moonrise) ? `rises ${t(c.moonrise)}` : 'no moonrise today',
    t(c.moonset) ? `sets ${t(c.moonset)}` : 'no moonset today',
  ].join(', ');
  lines.push(
    `**Moon:** ${c.moon.phaseName}, ${Math.round(c.moon.illuminationPct)}% lit; ${moonEvents}. Solunar day rating ${c.solunar.dayRating}/100 (${c.solunar.reasons.join('; ')}).`,
  );
  const w = c.weather;
  if (w) {
    const parts: string[] = [];
    if (w.airMinF !== null && w.airMaxF !== null) parts.push(`air ${w.airMinF}-${w.airMaxF} °F`);
    if (w.windMaxMph !== null)
      parts.push(
        `wind ${w.windFrom ? `${w.windFrom} ` : ''}${w.windMinMph}-${w.windMaxMph} mph${w.gustMaxMph !== null ? `, gusts to ${w.gustMaxMph}` : ''}`,
      );
    if (w.pressureTrend)
      parts.push(
        `barometer ${w.pressureTrend}${w.pressureChangeHpa !== null && w.pressureTrend !== 'steady' ? ` (${w.pressureChangeHpa > 0 ? '+' : ''}${w.pressureChangeHpa} hPa over the morning)` : ''}`,
      );
    if (w.cloudMeanPct !== null) parts.push(`${w.cloudMeanPct}% cloud`);
    if (w.precipProbMaxPct !== null) parts.push(`rain chance up to ${w.precipProbMaxPct}%`);
    lines.push(`**Weather:** ${parts.join('; ')}.`);
  } else
    lines.push('**Weather:** no forecast was available, so weather did not count in the scores.');
  lines.push(
    !c.water
      ? '**Water:** temperature unknown (nothing measured, forecast or typical for this spot and date), so it counted as the worst case.'
      : c.water.kind === 'measured'
        ? `**Water:** ${c.water.tempF} °F, measured today (${c.water.source}).`
        : c.water.kind === 'climatology'
          ? `**Water:** ${c.water.tempF} °F ±${c.water.errorF}, ${c.water.method.startsWith('typical for this date') ? '' : 'typical for this date: '}${c.water.method} (sources below).`
          : `**Water:** about ${c.water.tempF} °F ±${c.water.errorF} °F, ${c.water.method}.`,
  );
  return lines;
}

/** Ice: the estimate with its range and method, the agency's thickness guidance, and where to check. */
function iceSection(r: StructuredReport): string[] {
  const ice = r.ice;
  if (!ice || ice.state === 'open') return [];
  const lead =
    ice.state === 'likely'
      ? `The water is likely iced over on this date: about ${ice.thicknessIn} in of ice (anywhere from ${ice.rangeIn?.[0]} to ${ice.rangeIn?.[1]} in), estimated, not measured.`
      : `Ice is possible on this date (${ice.rangeIn ? `up to about ${ice.rangeIn[1]} in where it forms` : 'thin or partial'}): expect skim, shelf or slush ice and treat none of it as safe.`;
  return [
    '## Ice',
    '',
    lead,
    '',
    `How: ${ice.method} (sources below).`,
    '',
    'Thickness guidance (new clear ice):',
    '',
    ...ice.guidance.map((g) => `- ${g}`),
    '',
    'Check local ice reports and measure as you go: ice thickness varies across one lake.',
    '',
  ];
}

/**
 * The built-in writer: turns the structured report into markdown an angler can act on. Every
 * sentence comes from a fact in the report, so two different days read differently.
 */
export function writeReport(r: StructuredReport): string {
  const out: string[] = [];
  const place = r.place.name
    ? escapeMarkdown(r.place.name)
    : `${r.place.lat.toFixed(3)}, ${r.place.lon.toFixed(3)}`;
  out.push(`# ${place}: ${longDate(r.date)}`, '');
  out.push(
    `**${r.verdict.cappedBy === CLOSED_SEASON ? 'Closed' : RATING_LABEL[r.verdict.rating]} (${r.verdict.score}/100).** ${r.verdict.headline}`,
    '',
  );
  const habitatNote =
    r.habitat.chosenBy === 'user'
      ? ''
      : ` We treated this as ${r.habitat.habitat === 'salt' ? 'salt' : 'fresh'} water (${r.habitat.reasons.join('; ')}); change it if that is wrong.`;
  const targetNames = r.targets.map((x) => x.commonName.toLowerCase()).join(', ');
  out.push(
    `Fishing ${TYPE_LABEL[r.fishingType]} with ${BAIT_LABEL[r.baitType]} for ${targetNames || 'whatever is biting'}.${habitatNote}${escapeMarkdown(waterLine(r))}`,
    '',
  );
  out.push(...rulesLines(r));

  const closed = r.verdict.cappedBy === CLOSED_SEASON;
  if (!closed || r.bestWindows.length) out.push('## Best times', '');
  if (r.bestWindows.length === 0 && !closed)
    out.push('No hour stands out today; fish when you can.');
  for (const win of r.bestWindows) {
    out.push(
      `- **${clockText(win.startMinute)} to ${clockText(win.endMinute % 1440)}** (score ${win.peakScore}): ${win.reasons.join(', ') || 'steady conditions'}.`,
    );
  }
  if (!closed || r.bestWindows.length) out.push('');

  if (r.localIntel)
    out.push(
      '## Local intel',
      '',
      `${escapeMarkdown(r.localIntel.summary)}${r.localIntel.count > 0 && r.localIntel.nearestMi !== null ? ` The nearest was about ${r.localIntel.nearestMi} miles away, as its poster chose to show it.` : ''} (Shared catch reports from AnglerScout members, within ${r.localIntel.radiusMi} miles and the last ${r.localIntel.days} days.)`,
      '',
    );

  const tactics = tacticsFor(r);
  if (tactics.length) out.push('## Reading the day', '', ...tactics.map((x) => `- ${x}`), '');

  out.push('## Where to fish', '');
  if (r.whereToFish.length === 0)
    out.push(
      closed && r.targetsChosenBy === 'user'
        ? 'No plan: the fish you named is closed to all fishing here on this date (see Rules).'
        : r.targets.length > 0
          ? `No plan: ${r.targets.map((x) => x.commonName.toLowerCase()).join(', ')}, the main fish here this month, ${r.targets.length > 1 ? 'are' : 'is'} closed to all fishing on this date (see Rules); name an open species to get its plan.`
          : 'No fish in our regional calendar is a main target for this kind of water, way of fishing and month; name a species to get its plan.',
      '',
    );
  // One "why" line when every suggested fish has the same reason (the regional calendar).
  const whys = new Set(r.targets.map((t) => t.why));
  const sharedWhy = r.targetsChosenBy === 'suggested' && whys.size === 1 ? [...whys][0]! : null;
  if (sharedWhy) out.push(`Why these fish: ${sharedWhy}.`, '');
  for (const w of r.whereToFish) {
    const target = r.targets.find((x) => x.id === w.speciesId);
    const bothSourced =
      target?.preferredTempF.status === 'sourced' && target.spawnTempF.status === 'sourced';
    const ranges = !target
      ? ''
      : bothSourced
        ? ` Best growth ${target.preferredTempF.minF}-${target.preferredTempF.maxF} °F, spawning ${target.spawnTempF.minF}-${target.spawnTempF.maxF} °F (both sourced).`
        : ` Best growth ${rangeWords(target.preferredTempF)}; spawning ${rangeWords(target.spawnTempF)}.`;
    const phaseNote = target
      ? ` (${PHASE_FROM_WORDS[target.phaseFrom]}${target.phaseBasis ? `: ${target.phaseBasis}` : ''})`
      : '';
    const why =
      r.targetsChosenBy === 'suggested' && target && !sharedWhy ? ` Why: ${target.why}.` : '';
    out.push(
      `**${w.commonName}, ${w.phase} phase**${phaseNote}. ${cap(w.where)} (${basisWords(w.basis)}).${why}${ranges}`,
      '',
    );
  }

  if (r.howToFish.length)
    out.push(`## How to fish: ${BAIT_LABEL[r.baitType]} ${TYPE_LABEL[r.fishingType]}`, '');
  // An approach every species shares (through the ice on foot) is said once, before them.
  const shared =
    r.howToFish.length > 1 && r.howToFish.every((h) => h.approach === r.howToFish[0]!.approach)
      ? r.howToFish[0]!.approach
      : null;
  if (shared) out.push(`${cap(shared)}.`, '');
  for (const h of r.howToFish) {
    const p = h.presentation;
    out.push(
      `**${h.commonName}:** ${p.what}${p.size !== 'n/a' ? ` (${p.size}` : ''}${p.colours !== 'n/a' ? `; ${p.colours})` : p.size !== 'n/a' ? ')' : ''}. ${cap(p.how)}.${shared ? '' : ` ${cap(h.approach)}.`} Feeds best: ${h.feedingTimes.join(', ')} (${howBasis(h)}).`,
      '',
    );
  }

  if (r.tidePlan) {
    const s = r.tidePlan.station;
    out.push(
      '## Tide plan',
      '',
      `Station: ${s.name}${s.region ? `, ${s.region}` : ''} (${stationLabel(s)}, ${s.distanceKm} km away). Heights in feet above mean lower low water.`,
      '',
    );
    out.push('| Time | Tide | Height |', '|---|---|---|');
    for (const e of r.tidePlan.extremes)
      out.push(`| ${clockText(e.minuteOfDay)} | ${e.kind} | ${e.heightFt.toFixed(1)} ft |`);
    out.push('', ...r.tidePlan.advice.map((a) => `- ${a}`), '');
  }

  out.push('## Conditions', '', ...conditionsLines(r).map((l) => `- ${l}`), '');
  out.push(...iceSection(r));

  if (r.safety.length) {
    out.push('## Safety', '');
    for (const n of r.safety)
      out.push(
        `- ${n.level === 'warning' ? '**Warning:** ' : n.level === 'caution' ? '**Caution:** ' : ''}${n.text}`,
      );
    out.push('');
  }
  if (r.missing.length)
    out.push(
      '## What this report could not use',
      '',
      `The scores were computed without: ${r.missing.join('; ')}.`,
      '',
    );
  if (r.verdict.contributions.length)
    out.push(
      '## What moved the score',
      '',
      `Points each factor added over the best hours (neutral is 50): ${r.verdict.contributions.map((c) => `${c.factor} ${c.points > 0 ? '+' : ''}${c.points}`).join(', ')}.`,
      '',
    );
  out.push('## Sources', '', ...r.sources.map((s) => `- ${s.label}: ${briefSource(s)}`), '');
  out.push(
    `_Solunar periods are angling tradition with small measured effects.${r.tidePlan ? ' Tide predictions are not for navigation.' : ''}_`,
  );
  return out.join('\n');
}

/**
 * A species' temperature source, named by publisher and year in the written report (title, page
 * and quote stay in the report's structured sources, shown in full under the report and in the
 * PDF): the citations were a third of a long report's words.
 */
function briefSource(s: { label: string; detail: string }): string {
  if (!/, (preferred|spawning) water$/.test(s.label)) return s.detail;
  const at = s.detail.indexOf(': ');
  if (at < 0 || s.detail.startsWith(`${s.detail.slice(0, at)}: is`)) return s.detail;
  const range = s.detail.slice(0, at);
  if (/typical value/.test(range)) return s.detail;
  const who = s.detail
    .slice(at + 2)
    .split(' | ')
    .map((c) => /^(.+?\((?:n\.d\.|\d{4})\))/.exec(c)?.[1] ?? c);
  return `${range}: ${[...new Set(who)].join('; ')}`;
}
