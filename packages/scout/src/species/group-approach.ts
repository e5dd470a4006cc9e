import type { FishingType, SpeciesGroup } from './types.ts';

/**
 * How each fishing type gets at each group of fish: general angling guidance, with no figures,
 * like the group holding spots; species records override it where they differ.
 */
export const GROUP_APPROACH: Record<SpeciesGroup, Record<FishingType, string>> = {
  'black-bass': {
    shore:
      'work points, docks and weed edges within casting reach; fan-cast then slow down on cover',
    boat: 'run the structure pattern for the phase and fish offshore breaks with electronics',
    kayak:
      'slip quietly into pockets and backwaters boats cannot reach; anchor or stake-out on key cover',
  },
  sunfish: {
    shore: 'fish docks, weed edges and beds from the bank with a float',
    boat: 'drift or anchor over beds and brush piles',
    kayak: 'reach shallow spawning coves quietly; a kayak does not spook bedding fish',
  },
  'temperate-bass': {
    shore: 'tailraces, river bends and points where schools push bait',
    boat: 'follow birds and surface schools; troll or jig over humps with electronics',
    kayak: 'stay near shore in wind; fish creek arms and tailwaters with current',
  },
  percid: {
    shore: 'rocky points, piers and dam tailwaters at dusk and after dark',
    boat: 'troll or jig breaks and humps; drift flats with live-bait rigs',
    kayak: 'fish nearby shoals and weed edges in calm conditions; stay off big water in wind',
  },
  esocid: {
    shore: 'cast weed edges and creek mouths; use a wire or heavy fluorocarbon leader',
    boat: 'work weed edges and rock with long casts, figure-eight at the boat',
    kayak: 'fish shallow bays and weed pockets; land big fish carefully with a net',
  },
  catfish: {
    shore: 'bank rods in holes, outside bends and below dams, especially at night',
    boat: 'anchor above holes and ledges, let scent wash down; drift flats',
    kayak: 'anchor with a quick-release system on ledges and holes; mind current',
  },
  trout: {
    shore: 'wade carefully and fish upstream into riffles and seams',
    boat: 'drift rivers or troll lakes at the depth of cool water',
    kayak: 'troll lakes slowly along cool drop-offs and tributary mouths',
  },
  salmon: {
    shore: 'pier heads, river mouths and river pools during the run',
    boat: 'troll with downriggers or divers at the thermocline over bait',
    kayak: 'only in sheltered bays and rivers; troll slowly near river mouths',
  },
  inshore: {
    shore: 'wade flats and fish docks, seawalls, bridges and marsh points on moving water',
    boat: 'drift grass flats, fish oyster bars and channel edges; pole or troll-motor quietly',
    kayak: 'get into shallow backcountry, marsh creeks and potholes; sight-fish tails and wakes',
  },
  flatfish: {
    shore: 'drag baits slowly along sand edges from piers, jetties and beaches',
    boat: 'drift channel edges and inlets with the tide',
    kayak: 'drift channel edges in protected bays on light wind',
  },
  reef: {
    shore: 'jetties, rock piles, bridges and piers',
    boat: 'anchor or drift over reefs and wrecks with bottom rigs',
    kayak: 'nearshore reefs and jetties in calm seas only; use an anchor trolley',
  },
  flats: {
    shore: 'wade flats with the sun behind you and look for tails and nervous water',
    boat: 'pole the flats quietly on a rising tide and lead fish with the cast',
    kayak: 'stand-up sight fishing on calm mornings; stake out on passing lanes',
  },
  'coastal-pelagic': {
    shore: 'pier and jetty ends, surf and inlets when bait is thick',
    boat: 'run-and-gun birds and bait schools; slow-troll live bait nearshore',
    kayak: 'troll lures near inlets and piers in calm seas; stay near shore',
  },
  'offshore-pelagic': {
    shore: 'not a realistic shore target except from a few deep-water piers',
    boat: 'troll weed lines and temperature breaks; cast to fish under debris',
    kayak: 'not a kayak target except where deep water comes close to shore in calm seas',
  },
};
