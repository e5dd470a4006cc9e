import type { BaitType, SpeciesGroup, SpeciesRecord } from './types.ts';

/**
 * How a species is fished through the ice: where it holds and what to use. Common guide and
 * state-agency practice (e.g. Minnesota DNR's "Ice fishing" pages and Wisconsin DNR's ice fishing
 * guide describe tip-ups, jigging spoons and flashers for walleye, pike, perch and panfish),
 * labelled "guide practice" in reports rather than sourced fact.
 */
export interface IceTactic {
  where: string;
  what: string;
  size: string;
  how: string;
}

const I = (where: string, what: string, size: string, how: string): IceTactic => ({
  where,
  what,
  size,
  how,
});

export const ICE_TACTICS: Record<string, IceTactic> = {
  walleye: I(
    'first ice: 8-20 ft on weed edges, rock humps and points next to deep water; midwinter: deeper mud flats and basin edges',
    'jigging spoon or jigging rap tipped with a minnow head, plus a deadstick or tip-up with a live shiner',
    '1/8-1/4 oz spoons; 2-3 in minnows',
    'watch a flasher (sonar) for fish rising to the bait, jig sharply then hold still; fish hardest in the hour around dawn and dusk',
  ),
  sauger: I(
    'deep holes and river-channel edges, below dams where ice is safe',
    'jigging spoon or a jig and minnow',
    '1/8-3/8 oz',
    'work right on the bottom and pause often; river ice is unreliable over current',
  ),
  'yellow-perch': I(
    'mud flats and weed edges in 10-30 ft; schools move, so drill several holes',
    'small spoon or tungsten jig tipped with a minnow head, waxworms or spikes',
    '1/16-1/8 oz',
    'pound the bottom to stir silt, then lift and hold; move to a new hole when the flasher goes quiet',
  ),
  'northern-pike': I(
    'shallow weed flats and bays in 4-15 ft, strongest at first and last ice',
    'tip-ups with a live sucker or shiner, or a dead smelt or herring',
    '5-8 in baitfish; quick-strike rig or single circle hook',
    'set tip-ups over weeds and let the fish run before setting the hook; check tip-ups often and follow local tip-up limits',
  ),
  muskellunge: I(
    'rarely fished through ice; where legal, shallow weed flats',
    'large tip-up baits',
    '8-12 in suckers',
    'check the state rules first: many states close muskie season in winter',
  ),
  'black-crappie': I(
    'deep basins and holes in 15-35 ft; schools suspend off the bottom',
    'small jig or jigging minnow tipped with a minnow or plastic',
    '1/32-1/16 oz',
    'use a flasher to find the suspended school and fish just above it; best at dusk and after dark',
  ),
  'white-crappie': I(
    'deep basins and creek-channel bends',
    'small jig and minnow',
    '1/32-1/16 oz',
    'fish just above the suspended school; slow and still',
  ),
  bluegill: I(
    'weed edges and soft-bottom flats in 6-20 ft',
    'tiny tungsten jig with waxworms, spikes or a small plastic',
    '2-4 mm jigs',
    'light line and a spring bobber; tiny quivers, long pauses',
  ),
  'redear-sunfish': I(
    'deeper soft-bottom flats',
    'tiny jig with waxworms',
    '2-4 mm jigs',
    'keep it still near the bottom',
  ),
  'lake-trout': I(
    'deep basins, humps and steep breaks in 40-100 ft; fish often suspend',
    'large jigging spoon, tube jig or swimbait; a dead cisco on a tip-up',
    '1/2-1 oz',
    'watch the flasher, jig hard to draw fish in, then reel up fast to trigger a chase',
  ),
  'brook-trout': I(
    'shallow shorelines and inlets in 3-15 ft',
    'small spoon or jig with a waxworm or minnow',
    '1/32-1/8 oz',
    'fish high in the water column; check whether the water is open to winter fishing',
  ),
  'rainbow-trout': I(
    'shallow shorelines, inlets and points in 4-15 ft; stocked lakes',
    'small spoon or jig with a waxworm, PowerBait or minnow',
    '1/32-1/8 oz',
    'fish the top few feet under the ice first, then work down',
  ),
  'brown-trout': I(
    'shallow shorelines and inlets',
    'small spoon or jigging minnow; a minnow under a tip-up',
    '1/16-1/8 oz',
    'fish shallow in low light',
  ),
  'cutthroat-trout': I(
    'shallow shorelines and inlets',
    'small spoon or jig with a waxworm',
    '1/16-1/8 oz',
    'fish high in the water column',
  ),
  'largemouth-bass': I(
    'deep weed edges near the basin',
    'small jigging spoon or a tip-up with a shiner',
    '1/8-1/4 oz',
    'bass feed little under ice; slow presentations near green weeds',
  ),
  'smallmouth-bass': I(
    'deep rock and the edges of basins',
    'small jig or blade bait',
    '1/8-1/4 oz',
    'slow and near the bottom',
  ),
  kokanee: I(
    'suspended over the deep basin, often high in the water column; 15-40 ft down',
    'small jigging spoon or jig tipped with white corn or a maggot',
    '1/16-1/8 oz; size 8-10 hook',
    'watch the flasher for suspended schools and jig just above them; check that the water is open to ice fishing',
  ),
  'atlantic-salmon': I(
    'over 15-40 ft of water near points and smelt; salmon often cruise just under the ice',
    'tip-up with a live smelt set high in the water column; a small spoon jigged near the ice',
    'size 4-6 hook; 1/8-1/4 oz spoon',
    'set baits a few feet under the ice; many salmon lakes are closed to winter fishing, so check the rules first',
  ),
  'white-perch': I(
    'schools over the deep basin and mud flats in 15-30 ft; they move, so drill several holes',
    'small jigging spoon or a jig with a minnow or a piece of worm',
    '1/16-1/8 oz',
    'find the school with a flasher and fish just off the bottom',
  ),
  'chain-pickerel': I(
    'shallow weedy bays and weed edges in 3-10 ft',
    'tip-up with a small shiner, or a small jigging spoon',
    '2-4 in shiner; 1/8 oz spoon',
    'set tip-ups along the weed edges; pickerel bite through the day',
  ),
  'lake-sturgeon': I(
    'not a hook-and-line ice fish in most waters; Lake Winnebago allows licensed spearing in February',
    'none by hook and line in most states',
    'n/a',
    'check the state sturgeon rules: most seasons are short, open-water and often catch-and-release',
  ),
  'channel-catfish': I(
    'deep holes',
    'cut bait on the bottom',
    'size 2-1/0 hooks',
    'slow and still; catfish feed little under ice',
  ),
};

const GROUP_FALLBACK: Partial<Record<SpeciesGroup, IceTactic>> = {
  percid: ICE_TACTICS['walleye'],
  esocid: ICE_TACTICS['northern-pike'],
  sunfish: ICE_TACTICS['bluegill'],
  trout: ICE_TACTICS['rainbow-trout'],
  'black-bass': ICE_TACTICS['largemouth-bass'],
  catfish: ICE_TACTICS['channel-catfish'],
};

/**
 * Through the ice with lures only: the same fish without the live minnow, sucker or waxworm of the
 * default (an angler who chose lures got "a tip-up with a live sucker"; review 6, fresh.md g04).
 * Where the default already uses no live bait it stands. Common guide practice.
 */
const ICE_LURE_TACTICS: Record<string, Pick<IceTactic, 'what' | 'how'>> = {
  walleye: {
    what: 'jigging spoon, jigging rap or lipless blade bait',
    how: 'watch a flasher for fish rising to the lure, rip it up then let it settle and hold still; fish hardest in the hour around dawn and dusk',
  },
  sauger: {
    what: 'jigging spoon or a jig with a plastic',
    how: 'work right on the bottom and pause often; river ice is unreliable over current',
  },
  'yellow-perch': {
    what: 'small spoon or tungsten jig with a small plastic',
    how: 'pound the bottom to stir silt, then lift and hold; move to a new hole when the flasher goes quiet',
  },
  'northern-pike': {
    what: 'large jigging spoon, jigging rap or soft swimbait',
    how: 'work it over the weed tops with sharp lifts and long pauses; a flasher shows pike coming in',
  },
  'black-crappie': {
    what: 'small jig with a plastic, or a small jigging minnow',
    how: 'use a flasher to find the suspended school and fish just above it; best at dusk and after dark',
  },
  'white-crappie': {
    what: 'small jig with a plastic',
    how: 'fish just above the suspended school; slow and still',
  },
  bluegill: {
    what: 'tiny tungsten jig with a small plastic',
    how: 'light line and a spring bobber; tiny quivers, long pauses',
  },
  'redear-sunfish': {
    what: 'tiny tungsten jig with a small plastic',
    how: 'keep it still near the bottom',
  },
  'lake-trout': {
    what: 'large jigging spoon, tube jig or swimbait',
    how: 'watch the flasher, jig hard to draw fish in, then reel up fast to trigger a chase',
  },
  'brook-trout': {
    what: 'small spoon or jig',
    how: 'fish high in the water column; check whether the water is open to winter fishing',
  },
  'rainbow-trout': {
    what: 'small spoon or jig with a small plastic',
    how: 'fish the top few feet under the ice first, then work down',
  },
  'brown-trout': { what: 'small spoon or jigging minnow', how: 'fish shallow in low light' },
  'largemouth-bass': {
    what: 'small jigging spoon',
    how: 'bass feed little under ice; slow presentations near green weeds',
  },
  kokanee: {
    what: 'small jigging spoon or jig with a small plastic',
    how: 'watch the flasher for suspended schools and jig just above them; check that the water is open to ice fishing',
  },
  'atlantic-salmon': {
    what: 'small spoon or jigging minnow worked just under the ice',
    how: 'fish a few feet under the ice; many salmon lakes are closed to winter fishing, so check the rules first',
  },
  'white-perch': {
    what: 'small jigging spoon',
    how: 'find the school with a flasher and fish just off the bottom',
  },
  'chain-pickerel': {
    what: 'small jigging spoon',
    how: 'work it along the weed edges; pickerel bite through the day',
  },
};

/**
 * The species' ice tactic, its group's, or null (not an ice-fishing fish); with lures or flies
 * chosen, its no-live-bait version (ICE_LURE_TACTICS) where there is one.
 */
export function iceTacticFor(
  species: Pick<SpeciesRecord, 'id' | 'group'>,
  bait: BaitType = 'live',
): IceTactic | null {
  const base = ICE_TACTICS[species.id] ?? GROUP_FALLBACK[species.group] ?? null;
  if (!base || bait === 'live') return base;
  const fallbackId = Object.entries(ICE_TACTICS).find(([, t]) => t === base)?.[0];
  const lure =
    ICE_LURE_TACTICS[species.id] ?? (fallbackId ? ICE_LURE_TACTICS[fallbackId] : undefined);
  return lure ? { ...base, ...lure } : base;
}
