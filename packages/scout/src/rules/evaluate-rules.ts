import {
  CLOSURE_RULE_LABELS,
  type ClosureRule,
  type TReportRules,
  type TTargetRegulation,
  type UsStateCode,
  type WaterKind,
} from '@anglerscout/contracts';
import type { BaitType, FishingType, Presentation } from '../species/types.ts';
import {
  STATE_AGENCIES,
  FEDERAL_OFFICES,
  ATLANTIC_HMS,
  federalRegionFor,
  type Agency,
} from './agencies.ts';
import { areasAt } from './areas.ts';
import { addDays, longDate, rowInForce } from './closure-dates.ts';
import { RULE_NOTICES } from './data/notices.ts';
import { waterAuthoritiesAt } from './data/water-authorities.ts';
import { rowCoversSpecies } from './species-keys.ts';
import type { ClosureRow, RuleNotice, SpotGeo, TackleLimits, WaterAuthority } from './types.ts';
import { watersAt, type WatersAtSpot } from './waters.ts';

export interface RulesInput {
  geo: SpotGeo | null;
  lat: number;
  lon: number;
  /** Local date, yyyy-MM-dd */
  date: string;
  habitat: 'fresh' | 'salt';
  fishingType: FishingType;
  targets: { id: string; commonName: string }[];
  /** The table in force (the database's rows); null or empty: none known */
  closures: ClosureRow[] | null;
  /** The kind of water, when known: stream rules skip lakes */
  kind?: WaterKind | null;
  /** Fishing from a pier (the place name says "pier" and the angler is on shore) */
  pier?: boolean;
  /** The angler's bait, when known: a bait rule is shown to a bait angler only */
  bait?: BaitType;
}

/** What the water's rules allow a target's presentation (see TackleLimits), with why. */
export interface TackleRule {
  limits: TackleLimits;
  /** Presentations that keep to the rule, by bait */
  presentations: Partial<Record<BaitType, Presentation>>;
  /** The notices the limits come from */
  notices: RuleNotice[];
}

export interface RulesResult {
  rules: TReportRules;
  /** Each target's status on the date, by species id */
  regulations: Record<string, TTargetRegulation>;
  waters: WatersAtSpot;
  /** Tackle and platform limits in force for each target, by species id (absent: none known) */
  tackle: Record<string, TackleRule>;
  /**
   * The species each of `rules.notices` is about, by notice text (absent: the whole water's), so
   * the report keeps only those about a fish it shows (the rules are read for the alternates too).
   */
  noticeSpecies: Map<string, string[]>;
}

type Status = TTargetRegulation['status'];
/** Most restrictive first. */
const SEVERITY: Status[] = [
  'closed',
  'harvest-closed',
  'catch-and-release',
  'release-rules',
  'open',
];
const worse = (a: Status, b: Status) => (SEVERITY.indexOf(a) <= SEVERITY.indexOf(b) ? a : b);
/** Look this far ahead for a season change worth saying. */
const CHANGE_WINDOW_DAYS = 30;

interface Place {
  state: TReportRules['state'];
  jurisdiction: TReportRules['jurisdiction'];
  areas: Set<string>;
}

/** The rows that apply to this place, water and way of fishing, for one species (any date). */
function rowsFor(
  rows: ClosureRow[],
  place: Place,
  input: RulesInput,
  speciesId: string,
): ClosureRow[] {
  return rows.filter(
    (r) =>
      rowCoversSpecies(r.speciesId, speciesId) &&
      r.waters === input.habitat &&
      r.jurisdiction === place.jurisdiction &&
      (r.state === null || r.state === place.state) &&
      (r.area === null || place.areas.has(r.area)) &&
      (r.fishingTypes === null || r.fishingTypes.includes(input.fishingType)),
  );
}

/** Days from `date` that a row stays in force (0 when it is not in force), up to a year. */
function daysInForce(row: ClosureRow, date: string): number {
  let n = 0;
  while (n < 367 && rowInForce(row, addDays(date, n))) n++;
  return n;
}

/**
 * The status on a date: the most restrictive row in force. Between rows of the same status the
 * one that holds longest is shown (the Susquehanna Flats row to May 31 over the Bay's to May 15).
 */
function statusOn(rows: ClosureRow[], date: string): { status: Status; row: ClosureRow | null } {
  let status: Status = 'open';
  let row: ClosureRow | null = null;
  for (const r of rows) {
    if (!rowInForce(r, date)) continue;
    if (worse(r.rule, status) === r.rule && r.rule !== status) {
      status = r.rule;
      row = r;
    } else if (r.rule === status && row && daysInForce(r, date) > daysInForce(row, date)) row = r;
  }
  return { status, row };
}

function changeText(from: Status, to: Status, date: string): string {
  const on = longDate(date);
  if (to === 'open')
    return from === 'closed'
      ? `opens ${on}`
      : from === 'release-rules'
        ? `release rules end ${on}`
        : `harvest opens ${on}`;
  if (to === 'closed') return `closes to all fishing ${on}`;
  if (to === 'harvest-closed') return `harvest closes ${on} (catch and release only)`;
  if (to === 'catch-and-release') return `catch and release only from ${on}`;
  return `release rules apply from ${on}`;
}

/**
 * The first status change in the next 30 days, in plain words, or null; for a fishery closed to
 * all fishing, its reopening however far off (the angler needs the date to plan around it).
 */
function nextChange(rows: ClosureRow[], date: string, now: Status): string | null {
  const window = now === 'closed' ? 366 : CHANGE_WINDOW_DAYS;
  for (let i = 1; i <= window; i++) {
    const day = addDays(date, i);
    const next = statusOn(rows, day).status;
    if (next !== now) return changeText(now, next, day);
  }
  return null;
}

function agenciesFor(
  place: Place,
  input: RulesInput,
  special: WaterAuthority[],
): TReportRules['agencies'] {
  const out: TReportRules['agencies'] = [];
  const add = (a: Agency, scope: 'fresh' | 'salt' | 'federal') => {
    if (!out.some((o) => o.url === a.url))
      out.push({ name: a.page ? `${a.name} ${a.page}` : a.name, url: a.url, scope });
  };
  // A national park's permit and rules replace the state's; border waters add the other state's.
  const replaced = special.some((w) => w.replacesState);
  for (const w of special.filter((x) => x.replacesState))
    for (const a of w.agencies) add({ ...a, page: '' }, 'federal');
  const state = place.state && !replaced ? STATE_AGENCIES[place.state] : null;
  if (input.habitat === 'fresh') {
    if (state) add(state.fresh, 'fresh');
  } else {
    if (state) add(state.salt ?? state.fresh, 'salt');
    const region = federalRegionFor(place.state);
    if (region) add(FEDERAL_OFFICES[region], 'federal');
    if (place.areas.has('Atlantic or Gulf') && place.jurisdiction === 'federal')
      add(ATLANTIC_HMS, 'federal');
  }
  for (const w of special.filter((x) => !x.replacesState))
    for (const a of w.agencies) add({ ...a, page: '' }, input.habitat);
  return out;
}

/**
 * The rules block of a report and each target's status on the date: which agency's rules apply
 * (state or federal waters, from the spot), which closure rows are in force, and a season change
 * within 30 days. Pure: the rows and the spot's geography come in.
 */
export function evaluateRules(input: RulesInput): RulesResult {
  const waters0 = watersAt(input.geo, input.habitat, input.lat, input.lon);
  // Waters the state polygons place wrongly or do not tell (the Potomac is Maryland's and the
  // District's to the Virginia shore; border waters; national parks).
  const special = waterAuthoritiesAt(input.lat, input.lon);
  const override = special.find((w) => w.state)?.state ?? null;
  const waters: WatersAtSpot =
    override && waters0.jurisdiction === 'unknown'
      ? { ...waters0, jurisdiction: 'state' }
      : waters0;
  const state: UsStateCode | null = override ?? input.geo?.state ?? null;
  const kind = input.kind ?? null;
  const areas = new Set(areasAt(state, input.lat, input.lon, kind));
  if (input.habitat === 'salt' && waters.jurisdiction === 'federal')
    for (const a of areasAt(null, input.lat, input.lon, kind)) areas.add(a);
  const place: Place = { state, jurisdiction: waters.jurisdiction, areas };
  const agencies = agenciesFor(place, input, special);
  const rows = input.closures ?? [];
  const inForce = noticesInForce(place, input);

  const regulations: Record<string, TTargetRegulation> = {};
  const closures: TReportRules['closures'] = [];
  const tackle: Record<string, TackleRule> = {};
  for (const t of input.targets) {
    const mine = rowsFor(rows, place, input, t.id);
    const { status, row } = statusOn(mine, input.date);
    const change = nextChange(mine, input.date, status);
    if (row && status !== 'open') {
      const inside = stateWatersInstead(rows, place, input, waters, t.id, status);
      const summary = inside ? `${row.summary} ${inside}` : row.summary;
      regulations[t.id] = {
        status,
        text: `${CLOSURE_RULE_LABELS[row.rule]}: ${summary}`,
        sourceUrl: row.sourceUrl,
        change,
      };
      closures.push({
        speciesId: t.id,
        commonName: t.commonName,
        rule: row.rule as ClosureRule,
        text: summary,
        sourceUrl: row.sourceUrl,
        readYear: row.readYear,
      });
    } else {
      const agency = agencies[0];
      regulations[t.id] = {
        status: 'open',
        text: `No closure on file for ${t.commonName.toLowerCase()} here on this date; seasons, size and bag limits and tackle rules may still apply${agency ? `: read ${agency.name}` : ''}.`,
        sourceUrl: agency?.url ?? null,
        change,
      };
    }
    const mineNotices = inForce.filter(
      (n) => n.speciesIds === null || n.speciesIds.some((id) => rowCoversSpecies(id, t.id)),
    );
    const limited = mineNotices.filter((n) => n.tackle || n.presentations);
    if (limited.length) tackle[t.id] = mergeTackle(limited);
  }

  const targetIds = input.targets.map((t) => t.id);
  // Each notice once (review 10, r02: one text kept for chinook and for coho was printed twice).
  const notices = [
    ...special.map((w) => ({ text: w.text, sourceUrl: w.sourceUrl, readYear: w.readYear })),
    ...inForce
      .filter(
        (n) =>
          n.speciesIds === null ||
          n.speciesIds.some((id) => targetIds.some((t) => rowCoversSpecies(id, t))),
      )
      .map((n) => ({ text: n.text, sourceUrl: n.sourceUrl, readYear: n.readYear })),
  ].filter((n, i, all) => all.findIndex((m) => m.text === n.text) === i);

  const where =
    waters.jurisdiction === 'federal' && waters.offshoreNm !== null
      ? `This spot is about ${Math.round(waters.offshoreNm)} nautical miles out, in federal waters (state waters end at ${waters.stateLimitNm} nautical miles here). `
      : waters.jurisdiction === 'unknown'
        ? 'We could not place this spot in a state. '
        : '';
  const note =
    // The agencies are listed beside the note (report, web, PDF); naming them again only adds words.
    `${where}Rules change, sometimes in season: check ${agencies.length ? `the agency page${agencies.length > 1 ? 's' : ''} listed` : "the state's fishing agency"} before you fish. ` +
    'This is guidance, not legal advice.';
  return {
    rules: {
      state,
      jurisdiction: waters.jurisdiction,
      offshoreNm: waters.jurisdiction === 'unknown' ? null : waters.offshoreNm,
      agencies,
      closures,
      note,
      ...(notices.length ? { notices } : {}),
    },
    regulations,
    waters,
    tackle,
    noticeSpecies: noticeSpeciesOf(inForce, targetIds),
  };
}

/**
 * The species each notice text is about, among the targets. One text kept in several notices
 * (the same season line for chinook and for coho) is about all their species together; a text
 * also kept for the whole water is about every fish (absent from the map).
 */
function noticeSpeciesOf(inForce: RuleNotice[], targetIds: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const whole = new Set(inForce.filter((n) => n.speciesIds === null).map((n) => n.text));
  for (const n of inForce) {
    if (n.speciesIds === null || whole.has(n.text)) continue;
    const about = targetIds.filter((t) => n.speciesIds!.some((id) => rowCoversSpecies(id, t)));
    out.set(n.text, [...new Set([...(out.get(n.text) ?? []), ...about])]);
  }
  return out;
}

/**
 * A fish closed (or closed to harvest) only because the spot is in federal waters: where it
 * becomes legal, in the state's waters nearer the shore (striped bass beyond 3 nautical miles off
 * New England). Null when the state's rows on the date are as strict, or the spot is not at sea.
 */
function stateWatersInstead(
  rows: ClosureRow[],
  place: Place,
  input: RulesInput,
  waters: WatersAtSpot,
  speciesId: string,
  status: Status,
): string | null {
  if (place.jurisdiction !== 'federal' || !place.state || waters.stateLimitNm === null) return null;
  const statePlace: Place = {
    state: place.state,
    jurisdiction: 'state',
    areas: new Set(areasAt(place.state, input.lat, input.lon, input.kind ?? null)),
  };
  const there = statusOn(rowsFor(rows, statePlace, input, speciesId), input.date).status;
  if (SEVERITY.indexOf(there) <= SEVERITY.indexOf(status)) return null;
  const rule =
    there === 'open'
      ? 'no closure is on file for it there on this date'
      : `it is ${CLOSURE_RULE_LABELS[there].toLowerCase()} there on this date`;
  const agency = STATE_AGENCIES[place.state].salt?.name ?? place.state;
  return `Inside state waters (within ${waters.stateLimitNm} nautical miles of the shore, or of a bay's closing line), ${agency} rules apply and ${rule}.`;
}

/** The bundled special rules in force at this place, water and date. */
function noticesInForce(place: Place, input: RulesInput): RuleNotice[] {
  return RULE_NOTICES.filter(
    (n) =>
      n.state === place.state &&
      n.waters === input.habitat &&
      (n.area === null || place.areas.has(n.area)) &&
      !n.exceptAreas?.some((a) => place.areas.has(a)) &&
      (!n.kinds || input.kind == null || n.kinds.includes(input.kind)) &&
      (!n.pierOnly || input.pier === true) &&
      (!n.baitsOnly || input.bait == null || n.baitsOnly.includes(input.bait)) &&
      rowInForce(n, input.date),
  );
}

/** Several rules on one water: the strictest of each limit, presentations from the first that has one. */
function mergeTackle(notices: RuleNotice[]): TackleRule {
  const limits: TackleLimits = {};
  const presentations: TackleRule['presentations'] = {};
  for (const n of notices) {
    const t = n.tackle ?? {};
    if (t.baits)
      limits.baits = limits.baits ? limits.baits.filter((b) => t.baits!.includes(b)) : [...t.baits];
    if (t.barbless) limits.barbless = true;
    if (t.leadFree) limits.leadFree = true;
    if (t.singleHookMaxGapIn !== undefined)
      limits.singleHookMaxGapIn = Math.min(
        limits.singleHookMaxGapIn ?? Infinity,
        t.singleHookMaxGapIn,
      );
    if (t.noLiveFishBait) limits.noLiveFishBait = true;
    if (t.notFrom) limits.notFrom = [...new Set([...(limits.notFrom ?? []), ...t.notFrom])];
    for (const [bait, p] of Object.entries(n.presentations ?? {}) as [BaitType, Presentation][])
      presentations[bait] ??= p;
  }
  return { limits, presentations, notices };
}
