import { GUIDE, way } from './data/helpers.ts';
import type { ApproachRule, SpeciesGroup } from './types.ts';

/**
 * How each fishing type gets at each group of fish, by kind of water where it differs: common
 * guide practice with no figures. The first rule that fits the fishing type and water wins; the
 * last rules of each group have no kinds, so every combination has a line. Species records
 * override these.
 */
export const GROUP_APPROACH: Record<SpeciesGroup, ApproachRule[]> = {
  'black-bass': [
    way(['shore'], 'wade or walk the bank and fish current breaks and eddies', ['flowing']),
    way(['boat', 'kayak'], 'drift or paddle downstream and cast to eddies, wood and rock', [
      'flowing',
    ]),
    way(
      ['boat'],
      'work the weed lines, pockets in the vegetation and docks with the trolling motor; flip the heavy cover',
      ['natural-lake'],
    ),
    way(['shore'], 'work points, docks and weed edges within casting reach; slow down on cover'),
    way(['boat'], 'run the structure pattern for the phase and check offshore breaks on sonar'),
    way(['kayak'], 'slip quietly into pockets and backwaters boats cannot reach'),
  ],
  sunfish: [
    way(['shore'], 'fish docks, weed edges and beds from the bank with a float'),
    way(['boat'], 'drift or anchor over beds and brush piles'),
    way(['kayak'], 'reach shallow spawning coves quietly; a kayak does not spook bedding fish'),
  ],
  'temperate-bass': [
    way(['shore'], 'fish inlets, jetties and beaches at first and last light on a moving tide', [
      'coast',
    ]),
    way(
      ['shore'],
      'fish harbour and river mouths, points, bridges and jetties on a moving tide, best at dawn, dusk and night',
      ['inshore'],
    ),
    way(['boat'], 'drift or troll the rips and channel edges; watch for birds over bait', [
      'inshore',
      'coast',
      'offshore',
    ]),
    way(['kayak'], 'fish protected bays and creek mouths; stay inside in wind and current', [
      'inshore',
      'coast',
      'offshore',
    ]),
    way(['shore'], 'fish tailraces, river bends and points where schools push bait'),
    way(
      ['boat'],
      'follow birds and surface schools; fish live bait or jig over humps with sonar',
      undefined,
      GUIDE,
      { baits: ['live'] },
    ),
    way(['boat'], 'follow birds and surface schools; jig or cast over humps found with sonar'),
    way(['kayak'], 'stay near shore in wind; fish creek arms and tailwaters with current'),
  ],
  percid: [
    way(['shore'], 'fish rocky points, piers and dam tailwaters at dusk and after dark'),
    // Rigs and harnesses are bait fishing: a lure angler trolls crankbaits or stickbaits
    // (review 9, r01)
    way(
      ['boat'],
      'troll or jig breaks and humps; drift flats with live-bait rigs',
      undefined,
      GUIDE,
      {
        baits: ['live'],
      },
    ),
    way(
      ['boat'],
      'jig breaks and humps, or troll crankbaits and stickbaits over the reefs and weed edges',
    ),
    way(['kayak'], 'fish nearby shoals and weed edges in calm weather; stay off big water in wind'),
  ],
  esocid: [
    way(['shore'], 'cast weed edges and creek mouths; use a wire or heavy fluorocarbon leader'),
    way(['boat'], 'work weed edges and rock with long casts; figure-eight at the boat'),
    way(['kayak'], 'fish shallow bays and weed pockets; land big fish carefully with a net'),
  ],
  catfish: [
    way(['shore'], 'set bank rods in holes, outside bends and below dams, especially at night'),
    way(['boat'], 'anchor above holes and ledges and let the scent wash down, or drift the flats'),
    way(['kayak'], 'anchor with a quick-release system on ledges and holes; mind the current'),
  ],
  trout: [
    // Ice fishing has its own line (build-report), so no ice words here in July or November.
    way(
      ['shore'],
      'fish pier heads, breakwalls and river mouths, best at dawn, dusk and after dark while the lake is cold',
      ['great-lakes'],
    ),
    way(
      ['boat', 'kayak'],
      'troll spoons and stickbaits along temperature breaks and near river mouths; stay inside in wind',
      ['great-lakes'],
    ),
    way(['shore'], 'fish from shore at inlets, points and drop-offs', ['lake']),
    way(['boat', 'kayak'], 'troll slowly along cool drop-offs and inlets', ['lake']),
    way(['shore'], 'wade carefully and fish upstream into riffles and seams'),
    way(['boat'], 'drift the river and fish seams and tailouts'),
    way(['kayak'], 'float the river and stop to wade the best riffles and runs'),
  ],
  salmon: [
    way(['shore'], 'fish pools, tailouts and seams from the bank during the run', ['flowing']),
    way(['boat', 'kayak'], 'drift or back-troll the pools and slots where fish rest', ['flowing']),
    way(['shore'], 'fish pier heads, points and river mouths as the run moves in'),
    way(
      ['boat'],
      'troll herring or a spinner behind a flasher with a banana weight in 15-40 ft along the channel edges, best on the incoming tide',
      ['inshore'],
    ),
    way(['boat'], 'troll with downriggers or divers at the depth of the bait and the fish'),
    way(['kayak'], 'troll or cast near river mouths and harbour entrances in calm water', ['lake']),
    way(
      ['kayak'],
      'only in calm water close to shore: jig or troll slowly along points, kelp lines and tide rips, clear of strong current and shipping lanes',
    ),
  ],
  inshore: [
    way(['shore'], 'fish the sloughs and cuts from the beach; a sand spike holds the rod', [
      'surf',
    ]),
    way(['shore'], 'fish the jetty rocks and inlet edges carefully on a moving tide', [
      'inlet-jetty',
    ]),
    way(['shore'], 'wade the flats or fish docks, seawalls and points on moving water', [
      'bay-flats',
    ]),
    way(['shore'], 'fish piers, docks, bridges and seawalls over the channel edge on moving water'),
    way(['boat'], 'fish the outer bar, cuts and rips from outside the break on a moving tide', [
      'surf',
    ]),
    way(
      ['boat'],
      'drift the inlet and its channel edges on moving tide, or anchor off the jetty rocks',
      ['inlet-jetty'],
    ),
    way(['boat'], 'anchor or drift over nearshore reefs, wrecks and hard bottom', [
      'offshore',
      'rocky-coast',
    ]),
    way(['boat'], 'drift the flats, fish points and channel edges; pole or troll-motor quietly'),
    way(['kayak'], 'get into shallow backcountry, creeks and potholes; sight-fish tails and wakes'),
  ],
  flatfish: [
    way(['shore'], 'drag baits slowly along sand edges from piers, jetties and beaches'),
    way(['boat'], 'drift channel edges and inlets with the tide'),
    way(['kayak'], 'drift channel edges in protected bays on light wind'),
  ],
  reef: [
    way(['shore'], 'fish jetties, rock piles, bridges and piers'),
    way(['boat'], 'anchor or drift over reefs and wrecks with bottom rigs'),
    way(['kayak'], 'nearshore reefs and jetties in calm seas only; use an anchor trolley'),
  ],
  flats: [
    way(['shore'], 'fish bridges, jetty ends and pass edges on the outgoing tide', [
      'inlet-jetty',
      'tidal-river',
      'estuary',
    ]),
    way(['shore'], 'wade the flats with the sun behind you and look for tails and nervous water'),
    way(
      ['boat'],
      'anchor or drift uptide of the wreck or reef and drift live crabs or baitfish back to fish near the surface',
      ['offshore'],
    ),
    way(
      ['boat'],
      'drift the pass with the current, live bait just off the bottom; the outgoing tide is best',
      ['inlet-jetty'],
    ),
    way(['boat'], 'fish the deep bends, channels and bridges; tarpon roll on the moving tide', [
      'tidal-river',
      'estuary',
    ]),
    way(['boat'], 'pole the flats quietly on a rising tide and lead fish with the cast'),
    way(['kayak'], 'sight-fish standing up on calm mornings; stake out on passing lanes'),
  ],
  'coastal-pelagic': [
    way(['shore'], 'fish pier and jetty ends, the surf and inlets when bait is thick'),
    way(['boat'], 'run and gun to birds and bait schools; slow-troll live bait nearshore'),
    way(['kayak'], 'troll near inlets and piers in calm seas; stay near shore'),
  ],
  'offshore-pelagic': [
    way(['shore'], 'not a realistic shore target except from a few deep-water piers'),
    way(['boat'], 'troll weed lines and temperature breaks; cast to fish under debris'),
    way(['kayak'], 'not a kayak target except where deep water comes close to shore in calm seas'),
  ],
};
