import type { BaitType, FishingType, PresentationRule, SpeciesRecord } from '../types.ts';
import { lure, rig } from './helpers.ts';

/**
 * Presentations that depend on where the angler stands. A trolled flasher, a downrigger, an
 * anchored boat over a ledge or a drift down a pass needs a boat (or a kayak); a pier rig, a
 * slide-bait from the rocks or surf bottom fishing needs the shore. Each species' defaults that
 * need one platform are marked here, with the rig the other platform fishes instead (merged into
 * the catalogue ahead of the species' own rules). All common guide practice, except where cited.
 *
 * Bank fishing for Columbia River salmon and steelhead by "plunking" (a sinker holds a
 * Spin-N-Glo or plug in the current while the fish travel past): WDFW, "Plunking the big river:
 * Lower Columbia salmon and steelhead", wdfw.wa.gov/fishing/vacation/lower_columbia.html
 * (read 2026); Buzz Ramsey, "Springers from shore", Northwest Sportsman, March 2022, p. 79 (bank
 * anglers below Bonneville Dam plunking a Spin-N-Glo with a hoochie on tandem 4/0 hooks).
 */
const BOAT: FishingType[] = ['boat', 'kayak'];
const SHORE: FishingType[] = ['shore'];

interface PlatformRigs {
  defaultTypes?: Partial<Record<BaitType, FishingType[]>>;
  rigs: PresentationRule[];
}

const PLATFORM_RIGS: Record<string, PlatformRigs> = {
  'black-rockfish': {
    defaultTypes: { artificial: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Swimbait on a light jighead, or a small metal jig', '3-5 in on 1/2-1 oz, 1-2 oz metal', 'black, brown, root beer, white', 'cast from jetties and rocky points and swim it over the tops of the rocks; light lead snags less')),
    ],
  },
  walleye: {
    defaultTypes: { artificial: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Jig and soft-plastic minnow; shallow-running stickbait after dark', '1/8-3/8 oz jig, 3-4 in plastic', 'white, chartreuse, perch', 'cast from points, riprap and piers; hop the jig slowly on bottom; swim stickbaits over shallow shoals after dark')),
    ],
  },
  'blue-catfish': {
    defaultTypes: { artificial: BOAT, live: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Jigging spoon or heavy blade bait', '1/2-1 oz', 'silver, white', 'cast to the channel edge or the current below a dam and jig it back along the bottom')),
      rig(['live'], { types: SHORE }, lure('Fresh cut shad or skipjack on a Santee or Carolina rig', '5/0-8/0 circle hook, 2-6 oz sinker', 'natural', 'cast to the channel edge or a scour hole from the bank, prop the rod and let the scent wash down')),
    ],
  },
  'flathead-catfish': {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Live sunfish or bullhead on a heavy sliding-sinker rig', '5/0-8/0 circle hook', 'natural', 'cast next to wood, riprap or the head of a hole from the bank at night; flatheads want live bait')),
    ],
  },
  'striped-bass': {
    rigs: [
      rig(['artificial'], { kinds: ['reservoir', 'natural-lake'], types: SHORE }, lure('Bucktail jig, soft swimbait or a topwater plug', '1/2-1 oz, 4-6 in', 'white, shad, chrome', 'cast from points and dam riprap at dawn and dusk, and to schooling fish within reach')),
      rig(['live'], { kinds: ['flowing'], types: SHORE }, lure('Live or cut shad on a sliding-sinker rig', '3/0-6/0 circle hook', 'natural', 'cast to the head of a hole or the edge of the current below the dam and let it sit')),
      rig(['artificial'], { kinds: ['flowing'], types: SHORE }, lure('Swimbait, bucktail or a lipless crankbait', '4-6 in swimbait, 1/2-1 oz', 'white, shad, chartreuse', 'cast to the current seams below riffles and dams and swing it through')),
      rig(['live'], { kinds: ['inshore', 'coast', 'offshore'], types: SHORE }, lure('Live eel or live menhaden (bunker)', '6/0-8/0 inline circle hook', 'natural', 'cast from the rocks, jetty or beach on moving water and let it swim, free-lined or on a light sinker')),
    ],
  },
  'white-bass': {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Small shad or minnow under a float or on a light jig head', '1/16-1/8 oz, size 4-6 hook', 'natural', 'cast to current breaks, creek mouths and points')),
    ],
  },
  'lake-trout': {
    defaultTypes: { artificial: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Heavy spoon or tube jig cast from rocky points', '1/2-1 oz spoon, 4 in tube', 'white, silver, glow', 'fish from shore after ice-out and in fall, when lake trout come shallow; let it sink and retrieve slowly near bottom')),
    ],
  },
  'chinook-salmon': {
    defaultTypes: { artificial: BOAT, live: BOAT },
    rigs: [
      rig(['artificial'], { kinds: ['flowing', 'tidal-river'], types: SHORE }, lure('Spin-N-Glo with a hoochie on a plunking rig, or a spinner or spoon cast into the current', 'size 2-4 Spin-N-Glo, tandem 4/0 hooks; #5-6 spinner', 'chartreuse, pink, silver', 'plunk: a pyramid sinker on a dropper holds the lure in the fish\'s travel lane near the bank; or cast spinners across the seams')),
      rig(['live'], { kinds: ['flowing', 'tidal-river'], types: SHORE }, lure('Cured roe or sand shrimp, drifted or plunked', 'size 1/0-2/0 hook', 'natural, pink yarn', 'drift roe along the bottom of the run, or plunk it on a sinker rig where bait is legal')),
      rig(['artificial'], { kinds: ['inshore', 'coast'], types: SHORE }, lure('Casting spoon or jig (Buzz Bomb style)', '1-3 oz', 'silver, green, glow', 'cast from beaches, points and piers where salmon pass close, at dawn and on the tide change')),
      rig(['live'], { kinds: ['inshore', 'coast'], types: SHORE }, lure('Herring under a float or on a sliding sinker', 'two-hook herring rig', 'natural', 'cast from piers and points on the tide change where legal')),
      rig(['artificial'], { kinds: ['lake'], types: SHORE }, lure('Spoon, spinner or crankbait cast from piers and points', '1/2-1 oz spoon, #5 spinner', 'silver, chartreuse, glow', 'cast at dawn and dusk in spring and fall, when salmon come near shore and the surface')),
      rig(['live'], { kinds: ['lake'], types: SHORE }, lure('Alewife or skein under a float or on a sliding sinker', 'size 1/0-2/0 hook', 'natural', 'fish piers and river mouths at dawn in spring and fall where bait is legal')),
    ],
  },
  'coho-salmon': {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Spinner or casting spoon', '#4-5 spinner, 1/2-1 oz spoon', 'pink, chartreuse, silver', 'cast to rolling fish from the bank, beach or pier and retrieve briskly')),
      rig(['live'], { types: SHORE }, lure('Cured roe under a float, or herring where legal', 'size 1-2/0 hook', 'natural', 'float roe through slow pools and tailouts; cast herring from piers in salt water')),
    ],
  },
  blackmouth: {
    defaultTypes: { artificial: BOAT, live: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Casting spoon or jig (Buzz Bomb style)', '1-3 oz', 'silver, green, glow', 'cast from points and beaches on the tide change at dawn; let it fall near bottom and jig it back')),
      rig(['live'], { types: SHORE }, lure('Herring on a sliding sinker or under a float', 'two-hook herring rig', 'natural', 'cast from piers and points near deep water on the tide change')),
    ],
  },
  'spotted-seatrout': {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Live shrimp under a popping cork or free-lined', 'size 1/0-2/0 hook', 'natural', 'cast along grass edges, dock lights and drop-offs from the bank or pier, or wade the flats')),
    ],
  },
  weakfish: {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Shrimp, squid strips or peeler crab', 'size 1/0-2/0 hook', 'natural', 'cast from piers, bridges and inlet banks on moving tide and fish near bottom')),
    ],
  },
  tarpon: {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Live mullet, crab or pinfish', '5/0-8/0 circle hook, heavy leader', 'natural', 'free-line or float it from bridges, jetties and beaches where tarpon roll, on the outgoing tide')),
    ],
  },
  bluefish: {
    defaultTypes: { live: SHORE },
    rigs: [
      rig(['live'], { types: BOAT }, lure('Cut menhaden or mullet chunks on wire', '3/0-5/0 hook, short wire leader', 'natural', 'chum and drift chunks on moving tide, or cast cut bait to breaking fish')),
    ],
  },
  'king-mackerel': {
    defaultTypes: { artificial: BOAT, live: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Casting spoon or heavy jig from a pier end', '1-2 oz', 'silver, chrome', 'cast beyond the breakers to bait schools and retrieve fast')),
      rig(['live'], { types: SHORE }, lure('Live menhaden or blue runner on a king rig with a treble stinger', '4/0 hook with a treble stinger on wire', 'natural', 'slide the live bait down an anchor line from a pier end, or free-line it from a jetty tip')),
    ],
  },
  'red-snapper': {
    defaultTypes: { artificial: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Jig tipped with squid or cut bait', '1/2-2 oz', 'white, pink', 'fish deep rocks at jetty tips and pier ends; small snapper only, big fish are offshore')),
    ],
  },
  'pacific-halibut': {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Herring or squid on a sliding sinker rig', '8/0-12/0 circle hook', 'natural', 'cast from piers or jetties into a deep channel and keep the bait on the bottom on the slack tide')),
    ],
  },
  'giant-trevally': {
    defaultTypes: { live: SHORE },
    rigs: [
      rig(['live'], { types: BOAT }, lure('Live opelu, small jacks or whole octopus', '7/0-10/0 circle hook, 100-200 lb leader', 'natural', 'drift or slow-troll the bait along the reef edge and drop-offs; papio take small live bait and jigs')),
    ],
  },
  tautog: {
    defaultTypes: { live: BOAT },
    rigs: [
      rig(['live'], { types: SHORE }, lure('Green crab or Asian shore crab on a tog rig', 'size 2-4/0 tog hook', 'natural', 'fish straight down along jetty, seawall and breakwater rocks; keep the bait tight to the structure')),
    ],
  },
  lingcod: {
    defaultTypes: { live: BOAT, artificial: BOAT },
    rigs: [
      rig(['artificial'], { types: SHORE }, lure('Swimbait or leadhead jig with a large grub', '5-7 in, 1-3 oz', 'white, green, root beer', 'cast from jetties and rocky points into deep rocky water and work it just over the rocks; heavy lead snags in jetty rock')),
      rig(['live'], { types: SHORE }, lure('Live or whole dead herring, or a large jig', '5/0-7/0 hook, 2-4 oz', 'natural', 'cast from jetties and rocky points into deep rocky water and bounce it near bottom')),
    ],
  },
};

/** A species with its platform rigs ahead of its own rules and its defaults' platforms marked. */
export function withPlatformRigs(species: SpeciesRecord): SpeciesRecord {
  const p = PLATFORM_RIGS[species.id];
  if (!p) return species;
  return {
    ...species,
    ...(p.defaultTypes ? { defaultTypes: { ...species.defaultTypes, ...p.defaultTypes } } : {}),
    rigs: [...p.rigs, ...(species.rigs ?? [])],
  };
}
