import {
  CLOSURE_RULE_LABELS,
  type ClosureRule,
  type TReportRules,
  type TTargetRegulation,
} from '@anglerscout/contracts';
import type { FishingType } from '../species/types.ts';
import {
  STATE_AGENCIES,
  FEDERAL_OFFICES,
  ATLANTIC_HMS,
  federalRegionFor,
  type Agency,
} from './agencies.ts';
import { areasAt } from './areas.ts';
import { addDays, longDate, rowInForce } from './closure-dates.ts';
import type { ClosureRow, SpotGeo } from './types.ts';
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
}

export interface RulesResult {
  rules: TReportRules;
  /** Each target's status on the date, by species id */
  regulations: Record<string, TTargetRegulation>;
  waters: WatersAtSpot;
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
      r.speciesId === speciesId &&
      r.waters === input.habitat &&
      r.jurisdiction === place.jurisdiction &&
      (r.state === null || r.state === place.state) &&
      (r.area === null || place.areas.has(r.area)) &&
      (r.fishingTypes === null || r.fishingTypes.includes(input.fishingType)),
  );
}

function statusOn(rows: ClosureRow[], date: string): { status: Status; row: ClosureRow | null } {
  let status: Status = 'open';
  let row: ClosureRow | null = null;
  for (const r of rows)
    if (rowInForce(r, date) && worse(r.rule, status) === r.rule && r.rule !== status) {
      status = r.rule;
      row = r;
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

/** The first status change in the next 30 days, in plain words, or null. */
function nextChange(rows: ClosureRow[], date: string, now: Status): string | null {
  for (let i = 1; i <= CHANGE_WINDOW_DAYS; i++) {
    const day = addDays(date, i);
    const next = statusOn(rows, day).status;
    if (next !== now) return changeText(now, next, day);
  }
  return null;
}

function agenciesFor(place: Place, input: RulesInput): TReportRules['agencies'] {
  const out: TReportRules['agencies'] = [];
  const add = (a: Agency, scope: 'fresh' | 'salt' | 'federal') => {
    if (!out.some((o) => o.url === a.url && o.scope === scope))
      out.push({ name: `${a.name} ${a.page}`, url: a.url, scope });
  };
  const state = place.state ? STATE_AGENCIES[place.state] : null;
  if (input.habitat === 'fresh') {
    if (state) add(state.fresh, 'fresh');
    return out;
  }
  if (state) add(state.salt ?? state.fresh, 'salt');
  const region = federalRegionFor(place.state);
  if (region) add(FEDERAL_OFFICES[region], 'federal');
  if (place.areas.has('Atlantic or Gulf') && place.jurisdiction === 'federal')
    add(ATLANTIC_HMS, 'federal');
  return out;
}

/**
 * The rules block of a report and each target's status on the date: which agency's rules apply
 * (state or federal waters, from the spot), which closure rows are in force, and a season change
 * within 30 days. Pure: the rows and the spot's geography come in.
 */
export function evaluateRules(input: RulesInput): RulesResult {
  const waters = watersAt(input.geo, input.habitat, input.lat, input.lon);
  const state = input.geo?.state ?? null;
  const areas = new Set(areasAt(state, input.lat, input.lon));
  if (input.habitat === 'salt' && waters.jurisdiction === 'federal')
    for (const a of areasAt(null, input.lat, input.lon)) areas.add(a);
  const place: Place = { state, jurisdiction: waters.jurisdiction, areas };
  const agencies = agenciesFor(place, input);
  const rows = input.closures ?? [];

  const regulations: Record<string, TTargetRegulation> = {};
  const closures: TReportRules['closures'] = [];
  for (const t of input.targets) {
    const mine = rowsFor(rows, place, input, t.id);
    const { status, row } = statusOn(mine, input.date);
    const change = nextChange(mine, input.date, status);
    if (row && status !== 'open') {
      regulations[t.id] = {
        status,
        text: `${CLOSURE_RULE_LABELS[row.rule]}: ${row.summary}`,
        sourceUrl: row.sourceUrl,
        change,
      };
      closures.push({
        speciesId: t.id,
        commonName: t.commonName,
        rule: row.rule as ClosureRule,
        text: row.summary,
        sourceUrl: row.sourceUrl,
        readYear: row.readYear,
      });
    } else {
      const agency = agencies[0];
      regulations[t.id] = {
        status: 'open',
        text: agency
          ? `No closure for ${t.commonName.toLowerCase()} on this date in our table; read size and bag limits at ${agency.name}.`
          : `No closure for ${t.commonName.toLowerCase()} on this date in our table.`,
        sourceUrl: agency?.url ?? null,
        change,
      };
    }
  }

  const where =
    waters.jurisdiction === 'federal' && waters.offshoreNm !== null
      ? `This spot is about ${Math.round(waters.offshoreNm)} nautical miles out, in federal waters (state waters end at ${waters.stateLimitNm} nautical miles here). `
      : waters.jurisdiction === 'unknown'
        ? 'We could not place this spot in a state. '
        : '';
  const note =
    `${where}Rules change, sometimes in season: check ${agencies.length ? agencies.map((a) => a.name).join(' and ') : "the state's fishing agency"} before you fish. ` +
    'This is guidance, not legal advice.';
  return {
    rules: {
      state,
      jurisdiction: waters.jurisdiction,
      offshoreNm: waters.jurisdiction === 'unknown' ? null : waters.offshoreNm,
      agencies,
      closures,
      note,
    },
    regulations,
    waters,
  };
}
