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
