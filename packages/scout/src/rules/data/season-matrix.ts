import type { UsStateCode } from '@anglerscout/contracts';
import type { Region } from '../../species/types.ts';

/**
 * What the rules data knows, state by state, for the salt fish we recommend most whose seasons
 * differ from state to state (science-6 review salt RC-3: the table grew one reviewed spot at a
 * time, and held-out spots fell in its gaps). Each coastal state of the regions listed must have a
 * cell (rules/season-matrix.test.ts fails on an empty one):
 *
 * - `rows`: dated rows in the closure table (closure-seed.ts) hold the season;
 * - `notice`: the season is set each year, and a "Season set each year" notice (notices.ts) says
 *   so in the report;
 * - `no-closure`: no closed season, only size and bag limits, as read from the source;
 * - `unverified`: no source read yet; the report says "no closure on file" and links the agency.
 *
 * The matrix is the coverage record a biologist reviews; the rows and notices are what reports
 * read. Sources were read in 2026.
 */
type MatrixCell =
  | { status: 'rows'; ids: string[]; note?: string }
  | { status: 'notice'; id: string; ids?: string[] }
  | { status: 'no-closure'; note: string; sourceUrl: string; readYear: number }
  | { status: 'unverified'; note: string };

export interface MatrixEntry {
  speciesId: string;
  /** The catalogue regions this entry covers (a subset of the species' own) */
  regions: Region[];
  cells: Partial<Record<UsStateCode, MatrixCell>>;
}

/** The coastal states of each salt region (a state may sit in two). */
export const REGION_STATES: Partial<Record<Region, UsStateCode[]>> = {
  gulf: ['TX', 'LA', 'MS', 'AL', 'FL'],
  'south-atlantic': ['NC', 'SC', 'GA', 'FL'],
  'mid-atlantic': ['NC', 'VA', 'MD', 'DE', 'NJ'],
  'north-atlantic': ['NY', 'CT', 'RI', 'MA', 'NH', 'ME'],
  pacific: ['CA', 'OR', 'WA'],
  alaska: ['AK'],
  hawaii: ['HI'],
};

const MS_FLOUNDER = 'https://redstardigitalpublishing.net/lib/smliving/5.2021.1/files/basic-html/page107.html';
const SC_FLOUNDER = 'https://apnews.com/article/sc-state-wire-lifestyle-9f03bd1f74cb09b93b5a6eb7044f712d';
const NOT_READ = 'no source read for this state yet';

const fluke = (state: string): MatrixCell => ({
  status: 'notice',
  id: `${state}-summer-flounder-set-each-year`,
});

export const SEASON_MATRIX: MatrixEntry[] = [
  {
    speciesId: 'southern-flounder',
    regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    cells: {
      TX: { status: 'rows', ids: ['tx-southern-flounder-fall'] },
      LA: { status: 'rows', ids: ['la-southern-flounder-fall'] },
      MS: { status: 'no-closure', note: '10 a day, 12 in minimum (MDMR, as reported 2021)', sourceUrl: MS_FLOUNDER, readYear: 2026 },
      AL: { status: 'rows', ids: ['al-southern-flounder-november'] },
      FL: { status: 'rows', ids: ['fl-southern-flounder-fall', 'fl-southern-flounder-fall-federal'] },
      GA: { status: 'unverified', note: NOT_READ },
      SC: { status: 'no-closure', note: '5 a day (10 a boat), 16 in minimum from July 2021; a season was proposed and not adopted', sourceUrl: SC_FLOUNDER, readYear: 2026 },
      NC: { status: 'rows', ids: ['nc-southern-flounder-before-season', 'nc-southern-flounder-after-season'] },
      VA: { status: 'unverified', note: `${NOT_READ} (southern flounder)` },
      MD: { status: 'unverified', note: `${NOT_READ} (southern flounder)` },
      DE: { status: 'unverified', note: `${NOT_READ} (southern flounder)` },
      NJ: { status: 'unverified', note: `${NOT_READ} (southern flounder)` },
    },
  },
  {
    speciesId: 'summer-flounder',
    regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic'],
    cells: {
      FL: { status: 'rows', ids: ['fl-summer-flounder-fall', 'fl-summer-flounder-fall-federal'] },
      GA: { status: 'unverified', note: NOT_READ },
      SC: { status: 'no-closure', note: "South Carolina's flounder limits (5 a day, 16 in) cover all flounder", sourceUrl: SC_FLOUNDER, readYear: 2026 },
      NC: { status: 'rows', ids: ['nc-summer-flounder-before-season', 'nc-summer-flounder-after-season'] },
      VA: fluke('va'),
      MD: fluke('md'),
      DE: fluke('de'),
      NJ: fluke('nj'),
      NY: fluke('ny'),
      CT: fluke('ct'),
      RI: fluke('ri'),
      MA: fluke('ma'),
      NH: { status: 'unverified', note: NOT_READ },
      ME: { status: 'unverified', note: NOT_READ },
    },
  },
  {
    speciesId: 'red-snapper',
    regions: ['gulf', 'south-atlantic'],
    cells: {
      TX: { status: 'notice', id: 'tx-gulf-red-snapper-set-each-year', ids: ['tx-red-snapper-federal-before-june'] },
      LA: { status: 'notice', id: 'la-gulf-red-snapper-set-each-year' },
      MS: { status: 'notice', id: 'ms-gulf-red-snapper-set-each-year' },
      AL: { status: 'notice', id: 'al-gulf-red-snapper-set-each-year', ids: ['al-red-snapper-before-season', 'al-red-snapper-before-season-federal'] },
      FL: { status: 'rows', ids: ['fl-red-snapper-gulf-spring', 'fl-red-snapper-gulf-late-may', 'fl-red-snapper-gulf-august', 'south-atlantic-red-snapper-spring', 'south-atlantic-red-snapper-fall'], note: 'Gulf: FWC season gaps to Aug 31 (fall weekdays not modelled); Atlantic: the federal rows' },
      GA: { status: 'rows', ids: ['south-atlantic-red-snapper-spring', 'south-atlantic-red-snapper-fall'], note: 'federal waters; state waters not verified' },
      SC: { status: 'rows', ids: ['south-atlantic-red-snapper-spring', 'south-atlantic-red-snapper-fall'], note: 'federal waters; state waters not verified' },
      NC: { status: 'rows', ids: ['south-atlantic-red-snapper-spring', 'south-atlantic-red-snapper-fall'], note: 'federal waters; state waters not verified' },
    },
  },
  {
    speciesId: 'chinook-salmon',
    regions: ['pacific', 'alaska'],
    cells: {
      CA: { status: 'notice', id: 'ca-ocean-salmon-set-each-year' },
      OR: { status: 'notice', id: 'or-chinook-salmon-set-each-year' },
      WA: { status: 'notice', id: 'wa-chinook-salmon-set-each-year', ids: ['wa-ma10-chinook-salmon-winter', 'wa-ma11-chinook-salmon-winter', 'wa-ma7-chinook-salmon-in-season'] },
      AK: { status: 'rows', ids: ['ak-cook-inlet-north-of-bluff-point-kings', 'ak-lower-cook-inlet-kings', 'ak-southeast-kings'], note: 'by area; ADF&G emergency orders each season elsewhere' },
    },
  },
  {
    speciesId: 'coho-salmon',
    regions: ['pacific', 'alaska'],
    cells: {
      CA: { status: 'rows', ids: ['ca-coho-ocean-no-retention', 'ca-coho-ocean-no-retention-federal'] },
      OR: { status: 'notice', id: 'or-coho-salmon-set-each-year', ids: ['or-wild-coho-salt'] },
      WA: { status: 'notice', id: 'wa-coho-salmon-set-each-year', ids: ['wa-ma9-coho-wild-release', 'wa-ma10-coho-in-season', 'wa-ma7-coho-salmon-in-season'] },
      AK: { status: 'unverified', note: NOT_READ },
    },
  },
]; // prettier-ignore
