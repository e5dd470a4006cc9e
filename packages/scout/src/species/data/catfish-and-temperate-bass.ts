import type { KindKey, SeasonPhase, SpeciesRecord } from '../types.ts';
import { cite, gh, lure, read, rig, sourced, typical, way } from './helpers.ts';

/** White bass run: the phases and waters of the spring run up the rivers and creeks. */
const RUN_PHASES: SeasonPhase[] = ['pre-spawn', 'spawn'];
const RUN_KINDS: KindKey[] = ['reservoir', 'natural-lake', 'flowing'];
const RUN_BASIS = read(
  cite('tpwd-white-bass-run-2022', 'TPWD: the run goes upstream from reservoirs into rivers and creeks until early May; small jigs and crank baits'),
  cite('chron-colorado-bend-2017', 'Colorado above Lake Buchanan: fish cluster in eddies and channels downstream from shoals'),
  cite('williams-white-bass-run-2024', 'small spinners, crank baits and Rat-L-Traps; the 1/4 oz Roadrunner an all-time favourite'),
);
const RUN_WAY_BASIS = read(
  cite('chron-colorado-bend-2017', 'anglers on the bank, wading the shallows or in boats on the river at Colorado Bend State Park'),
  cite('wacotrib-white-bass-2023', 'in a drought there is no flowing water: the fish stage at the mouths of rivers and creeks and many turn back to the main lake'),
);

export const CATFISH_AND_TEMPERATE_BASS: SpeciesRecord[] = [
  {
    id: 'channel-catfish', commonName: 'Channel catfish', scientificName: 'Ictalurus punctatus', group: 'catfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: sourced(79, 84, 'adult', [cite('usfws-hsi-channel-catfish', 'Habitat Use Information, Adult: optimum temperature for growth')], 'optimum for adult growth 26-29 C; growth poor below 21 C'),
    spawnTempF: sourced(70, 85, 'spawning', [cite('schultz-field-guide', 'channel catfish account, Spawning paragraph')]),
    spawnSeason: 'summer', feedingTimes: ['night', 'dusk', 'rising water after rain'],
    presentations: {
      artificial: lure('Scented soft-plastic or jig tipped with bait', '1/4 oz', 'dark or chartreuse', 'drag slowly on bottom'),
      fly: lure('Weighted crayfish or leech pattern', 'size 2-6', 'brown, black', 'dead-drift near bottom in current'),
      live: lure('Cut shad, chicken liver, nightcrawlers or prepared bait on a slip-sinker rig', '2/0-4/0 circle hook', 'natural', 'fish on bottom in holes and on flats at night'),
    },
    sources: ['usfws-hsi-channel-catfish', 'mdc-field-guide'],
  },
  {
    id: 'blue-catfish', commonName: 'Blue catfish', scientificName: 'Ictalurus furcatus', group: 'catfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(79, 84, 'proxy: the channel catfish growth optimum (26-29 C) is borrowed; blues stay active in colder water than channels'),
    spawnTempF: typical(70, 75, 'unverified: not found in a readable source'),
    spawnSeason: 'summer', feedingTimes: ['day and night', 'moving current', 'winter days in deep water'],
    presentations: {
      artificial: lure('Heavy jigging spoon over schools', '1-2 oz', 'silver, white', 'vertical jig over suspended fish on ledges'),
      fly: lure('Large weighted baitfish pattern', 'size 1/0-3/0', 'white', 'sink deep in current below dams'),
      live: lure('Fresh cut shad or skipjack on a Santee or Carolina rig', '5/0-8/0 circle hook', 'natural', 'fish it on the bottom of channel ledges and holes; re-bait often so the scent stays strong'),
    },
    sources: ['tpwd-species', 'mdc-field-guide'],
  },
  {
    id: 'flathead-catfish', commonName: 'Flathead catfish', scientificName: 'Pylodictis olivaris', group: 'catfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(79, 84, 'proxy: the channel catfish growth optimum (26-29 C) is borrowed'),
    spawnTempF: sourced(72, 75, 'spawning', [cite('mdwfp-flathead', 'species page, spawning paragraph (May-July at about 72-75 F)')], 'Mississippi Wildlife, Fisheries and Parks: spawning in cavities from May through July once water reaches about 72-75 F'),
    spawnSeason: 'summer', feedingTimes: ['night'],
    holding: {
      flowing: { summer: gh('log jams, undercut banks and deep wood by day; flats next to cover at night') },
      lake: { summer: gh('deep wood and rock by day; flats next to cover at night') },
    },
    presentations: {
      artificial: lure('Large swimbait near wood (rarely targeted on lures)', '5-7 in', 'shad', 'slow-roll past log jams at dusk'),
      fly: lure('Large weighted baitfish pattern', 'size 2/0', 'white, olive', 'slow near wood at night'),
      live: lure('Live sunfish or bullhead on a heavy sliding-sinker rig', '5/0-7/0 hook', 'natural', 'anchor near wood at night; flatheads want live bait'),
    },
    sources: ['mdc-field-guide', 'tpwd-species'],
  },
  {
    id: 'striped-bass', commonName: 'Striped bass', scientificName: 'Morone saxatilis', group: 'temperate-bass',
    habitats: ['salt', 'fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'inland-south', 'inland-north'],
    saltMonths: { gulf: [], 'south-atlantic': [11, 12, 1, 2, 3, 4], 'north-atlantic': [5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: sourced(68, 75, 'adult', [cite('striped-bass-hsi-review', 'Adult temperature section (lacustrine and riverine)'), cite('striped-bass-thermal-niche-1980', 'abstract: temperatures occupied by tagged adults')], 'adults in Tennessee reservoirs averaged about 20 C when it was available; tagged subadults occupied 20-24 C; juveniles grow best warmer'),
    spawnTempF: sourced(57, 68, 'spawning', [cite('md-dnr-striped-bass-spawn', 'department statement: optimal spawning conditions at 57-68 F')], 'Maryland DNR: optimal spawning conditions at 57-68 F in Chesapeake tributaries; larvae need water above 54 F'),
    localTemps: [
      { habitat: 'salt', preferredTempF: typical(55, 68, 'angling press, not a primary source: coastal stripers are most active in about 55-70 F water (Daily Press chart, 2003) and follow that water north in summer and south in winter (NOAA Chesapeake Bay Office); the 68-75 F figure is for adults in reservoirs') },
    ],
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'night', 'moving tide'],
    spawnsWhere: { where: 'in spring in the fresh and tidal fresh reaches of their rivers (and a reservoir\'s rivers and lake)', kinds: ['river', 'tailwater', 'reservoir', 'natural-lake', 'tidal-river', 'estuary'], months: [3, 4, 5, 6], basis: read(cite('asmfc-species', 'Atlantic striped bass: adults spawn in spring in fresh or brackish tidal rivers and return to the coast'), cite('md-dnr-striped-bass-spawn', 'department statement: the spring spawn in the Chesapeake tributaries')) },
    seeksDepthInHeat: true,
    holding: {
      reservoir: {
        summer: gh('the cool, oxygenated layer over the old river channel, humps and timber lines, often 30-60 ft down'),
        winter: gh('creek mouths and channel bends where the shad gather; on mild days in the backs of creeks'),
      },
    },
    presentations: {
      artificial: lure('Swimbait, bucktail jig or topwater plug', '4-6 in swimbait, 1/2-1 oz bucktail', 'white, bone, shad', 'work them where the bait is schooling'),
      fly: lure('Clouser minnow or baitfish fly on an intermediate line', 'size 1/0-2/0', 'white, white/chartreuse', 'strip through schooling fish and along points'),
      live: lure('Live baitfish of the kind the fish are eating here', 'circle or octopus hook sized to the bait', 'natural', 'fish the bait at the depth of the fish'),
    },
    rigs: [
      // Western reservoirs (Powell, Mead, the California lakes): cut anchovy, chummed.
      rig(['live'], { kinds: ['reservoir'], subRegions: ['desert-southwest', 'california-inland'] }, lure('Cut or whole anchovy, chummed, or live shad where they are legal', '1/0-2/0 hook, 1/4-1/2 oz sliding sinker or none', 'natural', 'anchor in a canyon or over a point, chum a few anchovy pieces and let the baits sink through the school; move when the bite stops'), read(cite('gustaveson-powell-stripers', 'report of 5 September 1997: stripers suspended on steep canyon walls at 20-60 ft; cut anchovies suspended near the school make great catches'))),
      rig(['live'], { kinds: ['reservoir', 'natural-lake'] }, lure('Live herring or shad, whichever the lake holds (blueback herring on Lanier and many Southeast lakes, gizzard and threadfin shad elsewhere), on a downline, freeline or planer board', '1/0-2/0 octopus hook for herring or small shad on 12-15 lb fluorocarbon; 4/0 for big gizzard shad', 'natural', 'downline baits just above the fish you mark on sonar in summer and winter; freeline and planer-board them over points and humps when the fish move shallow'), read(cite('mack-lanier-stripers', 'March 2022: a 1/0 octopus hook with herring on 12-15 lb line, "the Lanier staple", pulled at 1 mph over humps and points; gizzard shad on a 4/0 hook behind planer boards; December 2009: downlines best, gizzard shad on freelines'))),
      rig(['artificial'], { kinds: ['reservoir', 'natural-lake'] }, lure('Bucktail jig or soft swimbait; umbrella rig or lead-core trolled jigs in summer', '1/4-1 oz bucktail, 4-6 in swimbait', 'white, chartreuse, shad', 'cast to fish on the banks and schooling fish; troll channel edges and humps in summer'), read(cite('mack-lanier-stripers', 'March 2022: a 1/4 oz white or chartreuse bucktail when the fish move to the banks; some days it outfishes live bait'))),
      rig(['live'], { kinds: ['flowing'] }, lure('Live or cut shad, minnows or sardines on a sliding-sinker rig, or drifted', '3/0-6/0 circle hook', 'natural', 'anchor at the head of a hole or drift the channel edges with the current')),
      rig(['artificial'], { kinds: ['flowing'] }, lure('Swimbait, bucktail or a lipless crankbait', '4-6 in swimbait, 1/2-1 oz', 'white, shad, chartreuse', 'cast to the current seams below riffles and dams; troll the channel edges')),
      rig(['live'], { kinds: ['surf'] }, lure('Fresh menhaden (bunker) chunks or clams on a fish-finder rig', '6/0-8/0 inline circle hook, 3-6 oz pyramid sinker', 'natural', 'cast into the sloughs and cuts and let the rig sit; keep the bait fresh')),
      // Holdover and winter stripers in cold salt water: slow and low, no topwater.
      rig(['artificial'], { kinds: ['inshore', 'coast', 'offshore'], belowF: 50 }, lure('Soft-plastic swimbait or paddle-tail on a jighead, or a suspending jerkbait', '4-6 in plastic on a 3/8-1 oz head, 4-5 in jerkbait', 'white, bone, olive; dark at night', 'work it slowly near the bottom of deep holes and channel edges, best after dark on the outgoing tide; no topwater in water this cold')),
      rig(['fly'], { kinds: ['inshore', 'coast', 'offshore'], belowF: 50 }, lure('Small Clouser or sand-eel fly on a sinking line', 'size 1-1/0', 'olive/white, tan, chartreuse', 'let it sink to the bottom of the hole and strip very slowly')),
      rig(['live'], { kinds: ['inshore', 'coast', 'offshore'] }, lure('Live eels or live menhaden (bunker), free-lined or slow-trolled', '6/0-8/0 inline circle hook', 'natural', 'drift them through rips, along jetties and over structure on moving water')),
      rig(['artificial'], { kinds: ['inshore', 'coast', 'offshore'] }, lure('Soft-plastic swimbait, bucktail jig or topwater plug', '4-7 in swimbait, 1/2-2 oz bucktail', 'white, bone, chartreuse; dark at night', 'swim with the current through rips; walk topwater at dawn')),
      rig(['fly'], { kinds: ['inshore', 'coast', 'offshore'] }, lure('Clouser minnow or large deceiver on an intermediate line', 'size 1/0-3/0', 'white/chartreuse, olive/white', 'strip through rips and along jetties on moving water')),
    ],
    sources: ['usfws-hsi-striped-bass', 'asmfc-species', 'noaa-fishwatch', 'gustaveson-powell-stripers'],
  },
  {
    id: 'white-bass', commonName: 'White bass', scientificName: 'Morone chrysops', group: 'temperate-bass',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(68, 80, 'unverified: not found in a readable source'),
    spawnTempF: typical(54, 68, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'surface schooling on calm evenings'],
    presentations: {
      artificial: lure('Slab spoon, small crankbait or inline spinner', '1/4-1/2 oz, 2-3 in', 'silver, white, chrome', 'cast to breaking fish; jig spoons over schools'),
      fly: lure('Small Clouser or shad pattern', 'size 4-6', 'white, chartreuse', 'strip fast through breaking schools'),
      live: lure('Small shad or minnow', 'size 4 hook', 'natural', 'drift over humps and in river current'),
    },
    // The spawning run (pre-spawn and spawn): the fish leave the open lake for the rivers and
    // creeks above it, so the open-lake schooling card is no plan (review 13 r03, Lake Buchanan).
    rigs: [
      rig(['artificial'], { kinds: RUN_KINDS, phases: RUN_PHASES }, lure('Small curly-tail jig (Roadrunner type), small inline spinner or small crankbait', '1/8-1/4 oz jig, 2-3 in', 'white, chartreuse, yellow', 'cast across the current seams and eddies below the first shoals and riffles above the lake and at the creek mouths, and let the jig work down with the current near the bottom; slowly while the water is still cold'), RUN_BASIS),
      rig(['live'], { kinds: RUN_KINDS, phases: RUN_PHASES }, lure('Small minnow on a light jighead or under a small float', 'size 4-6 hook, 1/16-1/8 oz head', 'natural', 'drift it through the eddies and current seams below the shoals and riffles and at the creek mouths'), read(cite('chron-colorado-bend-2017', 'the run fish cluster in eddies and channels downstream from shoals in the rocky current of the Colorado'))),
      rig(['fly'], { kinds: RUN_KINDS, phases: RUN_PHASES }, lure('Small Clouser minnow or bead-head woolly bugger on a sink-tip line', 'size 6-8', 'white, chartreuse, yellow', 'swing and strip it through the eddies and current seams below the shoals and riffles')),
    ],
    approach: [
      way(['boat'], 'run up the river arm to the first shoals and riffles above the lake when the flow and the lake level allow, or fish the staging schools at the river and creek mouths; work the eddies and current seams through the day', RUN_KINDS, RUN_WAY_BASIS, { phases: RUN_PHASES }),
      way(['shore'], 'walk the river and creek banks above the lake to the first shoals and riffles, and fish the eddies and current seams below them and the creek mouths', RUN_KINDS, RUN_WAY_BASIS, { phases: RUN_PHASES }),
      way(['kayak'], 'paddle up the river arm to the eddies below the shoals and riffles; keep clear of fast water after rain', RUN_KINDS, RUN_WAY_BASIS, { phases: RUN_PHASES }),
    ],
    sources: ['tpwd-species', 'mdc-field-guide', 'tpwd-white-bass-run-2022', 'chron-colorado-bend-2017', 'wacotrib-white-bass-2023'],
  },
  {
    id: 'common-carp', commonName: 'Common carp', scientificName: 'Cyprinus carpio', group: 'sunfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(75, 90, 'unverified: not found in a readable source'),
    spawnTempF: typical(60, 75, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['warm sunny afternoons', 'morning on flats'],
    holding: { lake: { summer: gh('mud flats and weedy shallows, tailing and clouding the water'), spawn: gh('very shallow weedy margins, splashing') } },
    presentations: {
      artificial: lure('Small weighted jig or nymph-like soft plastic', '1/32 oz', 'brown, olive', 'drop in front of tailing fish and crawl'),
      fly: lure('Carp fly: weighted nymph or crayfish pattern', 'size 6-10', 'olive, brown, rust', 'sight-cast in front of feeding fish and wait'),
      live: lure('Sweet corn, dough bait or boilie on a hair rig', 'size 4-8 hook', 'yellow, natural', 'fish on bottom in a chummed spot'),
    },
    sources: ['scott-crossman-1973', 'mdc-field-guide'],
  },
];
