import type { WaterKind } from '@anglerscout/contracts';
import { presentationFor } from '../species/catalogue.ts';
import type {
  BaitType,
  FishingType,
  Presentation,
  SeasonPhase,
  SpeciesRecord,
} from '../species/types.ts';
import type { TackleRule } from './evaluate-rules.ts';

/** How-to advice for one target, as the report carries it (the parts a rule can change). */
interface HowTo {
  presentation: Presentation;
  approach: string;
  basis?: { status: 'sourced' | 'guide practice'; citations: string[] };
}

const BAIT_WORDS: Record<BaitType, string> = {
  artificial: 'lures',
  fly: 'flies',
  live: 'live or natural bait',
};

/** The allowed bait nearest to the one asked for: lures for bait, flies before nothing. */
function allowedBait(asked: BaitType, allowed: BaitType[]): BaitType {
  const order: Record<BaitType, BaitType[]> = {
    live: ['artificial', 'fly'],
    artificial: ['fly', 'live'],
    fly: ['artificial', 'live'],
  };
  return order[asked].find((b) => allowed.includes(b)) ?? allowed[0]!;
}

/** A live fish or a live aquatic animal an angler buys or brings (Washington: WAC 220-310-070(6)). */
const LIVE_ANIMAL =
  /\b(minnows?|shiners?|suckers?|chubs?|shad|skipjack|sunfish|bullheads?|baitfish|smelt|cisco|sculpins?|crayfish|leech(es)?|frogs?|salamanders?|waterdogs?|live)\b/i;
/** Bait no longer alive: cut, dead, cured or preserved (legal under the live-bait rules). */
const NOT_ALIVE = /\b(cut|dead|cured|salted|frozen|preserved|strips?|heads?|roe)\b/i;
const DEAD_BAIT = 'cut bait';

/**
 * A live-bait presentation without live fish or bought live animals (Washington's and Idaho's
 * fresh water): the bait list before the rig ("Minnow, leech or nightcrawler" on "a bottom-bouncer
 * rig") loses its live minnows, shiners, suckers, crayfish and leeches; cut bait (dead fish,
 * legal) stands in for the fish, and a nightcrawler leads where nothing else is left. Unchanged
 * when it names none.
 */
export function withoutLiveFish(p: Presentation): Presentation {
  if (!LIVE_ANIMAL.test(p.what) || /^dead\b/i.test(p.what)) return p;
  const at = p.what.search(/\s(on|under|behind)\s/);
  const head = at < 0 ? p.what : p.what.slice(0, at);
  const tail = at < 0 ? '' : p.what.slice(at);
  const items = head
    .split(/,\s*|\s+or\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const alive = (s: string) => LIVE_ANIMAL.test(s) && !NOT_ALIVE.test(s);
  const kept = items.filter((s) => !alive(s));
  if (kept.length === items.length) return p;
  const fish = items.some((s) => alive(s) && !/leech|crayfish|frog|salamander|waterdog/i.test(s));
  const list = kept.length
    ? [...kept, ...(fish ? [DEAD_BAIT] : [])]
    : ['Nightcrawler', ...(fish ? [DEAD_BAIT] : [])];
  const words = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]!;
  return { ...p, what: `${words.charAt(0).toUpperCase()}${words.slice(1)}${tail}` };
}

/**
 * An ice tactic's bait under the same rule: its live shiners and minnows become dead or preserved
 * ones (a jigging minnow is a lure and a minnow head is dead bait; both stay).
 */
export function iceBaitWithoutLiveFish(text: string): string {
  return text
    .replace(/\blive (shiners?|minnows?)\b/gi, 'dead $1')
    .replace(/(?<!jigging |dead )\b(minnows?)\b(?! heads?)/gi, 'dead $1');
}

/** "lures or flies" */
const baitList = (baits: BaitType[]) => baits.map((b) => BAIT_WORDS[b]).join(' or ');

/**
 * A target's how-to under the water's tackle rules: never a bait, hook or platform the rules in
 * force forbid (science-5 review RC4: "Nightcrawler or sculpin where legal" in Wisconsin's
 * artificial-only early season; 2/0-3/0 tube flies on the Salmon River, where the hook gap may
 * not exceed 1/2 in; a kayak on the lower Deschutes, where no one may fish from a floating
 * device). The rule's own presentation is used where it gives one; otherwise the species'
 * presentation for an allowed bait. Pure: the caller passes the phase, water and platform.
 */
export function howToUnderRules<T extends HowTo>(
  how: T,
  species: SpeciesRecord,
  rule: TackleRule,
  ctx: {
    bait: BaitType;
    kind: WaterKind;
    phase: SeasonPhase;
    waterTempF: number | null;
    fishingType: FishingType;
  },
): T {
  const { limits } = rule;
  const guide = { status: 'guide practice' as const, citations: [] };
  let presentation = how.presentation;
  let basis = how.basis;
  const notes: string[] = [];
  const banned = limits.baits && !limits.baits.includes(ctx.bait);
  const bait = banned ? allowedBait(ctx.bait, limits.baits!) : ctx.bait;
  const fromRule = rule.presentations[bait];
  if (fromRule) {
    presentation = fromRule;
    basis = guide;
  } else if (banned) {
    presentation = presentationFor(
      species,
      bait,
      ctx.kind,
      ctx.phase,
      ctx.waterTempF,
      ctx.fishingType,
    ).presentation;
    basis = guide;
  }
  if (limits.noLiveFishBait && bait === 'live') {
    const dead = withoutLiveFish(presentation);
    if (dead !== presentation) {
      presentation = dead;
      basis = guide;
      notes.push(
        'no live fish or bought live bait in this fresh water: nightcrawlers, dead or preserved bait, and animals other than fish taken from this water',
      );
    }
  }
  if (banned)
    notes.push(
      `${ctx.bait === 'live' ? 'live and natural bait are' : `${BAIT_WORDS[ctx.bait]} are`} not allowed here on this date: ${baitList(limits.baits!)} only`,
    );
  if (limits.singleHookMaxGapIn !== undefined && !fromRule)
    notes.push(`one single-point hook, gap ${limits.singleHookMaxGapIn} in or less`);
  const gear = [limits.barbless && 'barbless hooks', limits.leadFree && 'lead-free weights'].filter(
    Boolean,
  );
  if (gear.length) notes.push(`${gear.join(' and ')} only`);
  const how2 = notes.length ? `${presentation.how}; ${notes.join('; ')}` : presentation.how;
  const noBoat = limits.notFrom?.includes(ctx.fishingType);
  return {
    ...how,
    presentation: { ...presentation, how: how2 },
    basis,
    approach: noBoat
      ? `no fishing from a ${ctx.fishingType === 'kayak' ? 'kayak' : 'boat'} or any floating device on this water: land it and fish from the bank or wading; ${how.approach}`
      : how.approach,
  };
}
