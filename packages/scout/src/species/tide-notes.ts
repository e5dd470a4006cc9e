import { GUIDE } from './data/helpers.ts';
import { kindMatches } from './kinds.ts';
import type {
  Basis,
  FishingType,
  KindKey,
  SpeciesGroup,
  SpeciesRecord,
  WaterKind,
} from './types.ts';

/** A tide note for some groups of fish in some kinds of water, with its basis. */
export interface TideNote {
  groups: SpeciesGroup[];
  kinds: KindKey[];
  /** Only for these ways of fishing (the surf note is for anglers on the beach) */
  types?: FishingType[];
  /** Only when one of these species is a target (and then before its group's note) */
  species?: string[];
  /** Not for these species (they have a note of their own) */
  exceptSpecies?: string[];
  /**
   * The note says the bite comes with the running current and slows at slack: it does not speak
   * for a fish that feeds at slack (tautog, rockfish), whose own word wins (`slackNote`)
   */
  runningCurrent?: boolean;
  /**
   * The note times the bite by the turn of the tide: where the current does not turn with the
   * tide it says what times the turn instead (`slackBy`)
   */
  atTurn?: boolean;
  text: string;
  basis: Basis;
}

/**
 * How the tide matters for each group in each kind of tidal water (common guide practice). Only
 * tidal kinds are listed, and `river` for a fresh river with a tide station on it (the tidal
 * James or Potomac): a reservoir or an untidal river gets no tide plan, so no tide note at all.
 */
export const TIDE_NOTES: TideNote[] = [
  {
    // Homer and Kachemak Bay charters plan around the two slack tides of the day (Homer News
    // fishing columns, 2002 and 2016): a bait holds bottom only while the big tide slows.
    groups: ['flatfish'],
    species: ['pacific-halibut'],
    kinds: ['inshore', 'coast', 'offshore'],
    atTurn: true,
    text: 'Halibut bite best from the hour before slack to the first of the new tide, when a bait holds bottom; on a big tide the middle of the flood and ebb runs too hard.',
    basis: GUIDE,
  },
  {
    groups: ['inshore', 'flats'],
    kinds: ['bay-flats', 'estuary', 'tidal-river'],
    text: 'On the flats and shorelines, fish the rising tide as it floods the shallows and the first of the falling tide as bait drains off them.',
    basis: GUIDE,
  },
  {
    groups: ['inshore', 'temperate-bass', 'flatfish', 'coastal-pelagic'],
    kinds: ['surf'],
    types: ['shore'],
    text: 'In the surf, the last hours of the rising tide and the first of the falling fill the sloughs; look at the beach at low tide to find the sloughs and cuts.',
    basis: GUIDE,
  },
  {
    groups: ['flatfish'],
    exceptSpecies: ['pacific-halibut'],
    kinds: ['inshore', 'inlet-jetty'],
    runningCurrent: true,
    text: 'Flatfish feed along channel edges and inlet mouths while the tide runs.',
    basis: GUIDE,
  },
  {
    groups: ['reef', 'coastal-pelagic', 'temperate-bass', 'inshore'],
    kinds: ['inlet-jetty'],
    runningCurrent: true,
    text: 'At inlets and jetties fish feed while the current runs; slack water is slow.',
    basis: GUIDE,
  },
  {
    groups: ['salmon'],
    kinds: ['inshore', 'rocky-coast', 'inlet-jetty'],
    atTurn: true,
    text: 'Fish the hour either side of the tide change around points and rips, where bait gathers.',
    basis: GUIDE,
  },
  {
    groups: ['reef', 'temperate-bass', 'coastal-pelagic'],
    kinds: ['rocky-coast'],
    text: 'On rocky shores the rising tide lets fish into the shallow rock; watch the swell around the low.',
    basis: GUIDE,
  },
  {
    // Tidal fresh rivers (the James below Richmond): "The last two hours of an outgoing tide and
    // the first two hours on an incoming tide can be deadly on big catfish" (Capt. J. Garland,
    // catfishnow.com, tidal trophies of the James River, read 2026)
    groups: ['catfish'],
    kinds: ['river'],
    text: 'In a tidal river, anchor on a channel ledge for the last two hours of the ebb and the first two of the flood; catfish feed while the current carries the scent.',
    basis: GUIDE,
  },
  {
    // Shad and striper anglers on the tidal Potomac fish the running tide; the bite stops at slack
    // (Fletcher's Cove reports, mikescatchreport.com, April 2017, read 2026)
    groups: ['salmon', 'temperate-bass'],
    kinds: ['river'],
    runningCurrent: true,
    text: 'In a tidal river, shad and stripers hold on the current seams while the tide runs; the bite slows at slack.',
    basis: GUIDE,
  },
  {
    groups: ['black-bass', 'sunfish'],
    kinds: ['river'],
    text: 'On a tidal river, bass feed as the falling tide drains the grass beds and creek mouths.',
    basis: GUIDE,
  },
];

type TideTarget = Pick<SpeciesRecord, 'id' | 'group'> &
  Partial<Pick<SpeciesRecord, 'commonName' | 'feedingTimes'>>;

/** A fish whose own feeding times put its bite at slack water (tautog, black rockfish). */
const feedsAtSlack = (t: TideTarget): boolean =>
  (t.feedingTimes ?? []).some((f) => /\bslack\b/i.test(f));

const applies = (n: TideNote, t: TideTarget): boolean =>
  n.groups.includes(t.group) &&
  (!n.species || n.species.includes(t.id)) &&
  !n.exceptSpecies?.includes(t.id);

/**
 * A slack-feeding fish's own tide note, where the water's note would have told the angler to
 * fish the running current: at a hard inlet tautog anglers fish the last of the tide and the
 * slack because a bait cannot hold bottom at peak flow (review 6, salt.md t05 and t18). Its
 * basis is that of the species' feeding times (common guide practice). Where the current does not
 * turn with the tide (tides/progressive-tides.ts) the slack is not at the turn of the tide, so the
 * note says where it comes from instead (`slackBy`: "the Canal's current table").
 */
function slackNote(t: TideTarget, slackBy: string | null): TideNote {
  const name = t.commonName ?? 'This fish';
  return {
    groups: [t.group],
    kinds: [],
    species: [t.id],
    text: slackBy
      ? `${name}: best around slack water; here time the slack by ${slackBy}, not by high and low water. Fish the last of the running current, the slack and the first of the new current, while a bait or jig stays down by the rocks; at full flow it is swept off the bottom.`
      : `${name}: best around slack water. Fish the last of the tide, the slack and the first of the new tide, while a bait or jig stays down by the rocks; at full flow it is swept off the bottom.`,
    basis: GUIDE,
  };
}

/**
 * The tide notes for these target fish in this kind of water, for this way of fishing: a note
 * applies when a target is of one of its groups (and, where it names species, one of them, and
 * not one it leaves to a note of its own). A fish that feeds at slack takes no running-current
 * note: it gets its own note first, and a running-current note that still applies to the other
 * targets names them.
 */
export function tideNotesFor(
  targets: readonly TideTarget[],
  kind: WaterKind,
  fishingType: FishingType | null = null,
  /** Where the current does not turn with the tide: what times the slack instead */
  slackBy: string | null = null,
): TideNote[] {
  const own: TideNote[] = [];
  const notes: TideNote[] = [];
  for (const n of TIDE_NOTES) {
    if (!kindMatches(n.kinds, kind)) continue;
    if (n.types && (fishingType === null || !n.types.includes(fishingType))) continue;
    const mine = targets.filter((t) => applies(n, t));
    if (!mine.length) continue;
    if (!n.runningCurrent) {
      notes.push(
        n.atTurn && slackBy
          ? {
              ...n,
              text: `${n.text.replace('the tide change', 'the turn of the current')} Here time the turn by ${slackBy}; it does not come at high or low water.`,
            }
          : n,
      );
      continue;
    }
    const slack = mine.filter(feedsAtSlack);
    for (const t of slack)
      if (
        !own.some((o) => o.species?.includes(t.id)) &&
        !targets.some((x) => x.id === t.id && hasOwnNote(x, kind))
      )
        own.push(slackNote(t, slackBy));
    const running = mine.filter((t) => !feedsAtSlack(t));
    if (!running.length) continue;
    notes.push(
      slack.length
        ? {
            ...n,
            text: `For ${running.map((t) => (t.commonName ?? t.id).toLowerCase()).join(' and ')}: ${n.text.charAt(0).toLowerCase()}${n.text.slice(1)}`,
          }
        : n,
    );
  }
  return [...own, ...notes];
}

/** Whether a species-specific note in TIDE_NOTES already speaks for this fish in this water. */
function hasOwnNote(t: TideTarget, kind: WaterKind): boolean {
  return TIDE_NOTES.some((n) => n.species?.includes(t.id) && kindMatches(n.kinds, kind));
}
