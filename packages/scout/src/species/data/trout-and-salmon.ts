import type { SpeciesRecord } from '../types.ts';
import { cite, gh, lure, read, rig, sourced, spot, typical } from './helpers.ts';

/** Trout in near-freezing rivers feed near the bottom: no dry flies, small and slow subsurface. */
const COLD_RIVER_FLY = rig(['fly'], { kinds: ['flowing'], belowF: 42 }, lure('Small nymph, egg pattern or a slow-swung bugger', 'size 14-18 nymphs, 10-14 eggs, 8-10 buggers', 'natural, olive, black, egg colours', 'dead-drift near the bottom of the slowest runs; no dry flies in water this cold'));

/**
 * Trout in still water (review 13 r05: Pyramid Lake was given "dead-drift in riffles" and "cast
 * across current and swing"). A lake has no current to drift or swing a fly in: fly anglers strip
 * buggers and leeches on a sinking line or hang a chironomid under an indicator, and lure anglers
 * cast spoons and spinners out over the drop-offs. Not the Great Lakes, which have their own rigs.
 */
const STILL_WATER = ['natural-lake', 'reservoir', 'pond'] as const;
const STILLWATER_TROUT_FLY = rig(['fly'], { kinds: [...STILL_WATER] }, lure('Woolly bugger, leech or beetle stripped on a sinking or intermediate line; a chironomid (midge pupa) under an indicator', 'size 6-10 buggers and leeches, 12-18 chironomids', 'black, olive, maroon; black, red or olive midges', 'count the bugger down over the drop-offs and weed edges and strip it back in short pulls; hang the chironomid just off the bottom in 5-15 ft and let it sit, watching the indicator'), read(cite('pyramid-lake-fly-march-2015', 'nymphing Maholo midges under an indicator in 5-10 ft; stripping woolly buggers, beetles and tadpoles'), cite('gilligans-pyramid-march-2014', 'midging with an indicator; shooting heads with popcorn beetles and buggers'), cite('roskelley-chironomids-2005', 'chironomid pupae under a yarn indicator, or on a sinking line, in Washington lakes')));
const STILLWATER_TROUT_LURE = rig(['artificial'], { kinds: [...STILL_WATER] }, lure('Spoon or inline spinner, cast', '1/8-1/3 oz', 'silver, gold, brass; chrome in cloud or coloured water, copper or black in sun', 'cast out over the drop-offs, points and weed edges, let it sink and retrieve steadily; slower and deeper in cold water, and deeper in summer when the trout go down to colder water'), read(cite('wa-outdoors-spring-trout-2024', 'cast a spinner or toss a spoon from shore or boat; blade colour by light'), cite('wdfw-trout', 'lake trout fish best in the cool seasons and go deeper in summer heat'), cite('gilligans-pyramid-march-2014', 'Pyramid cutthroat cruise the shallows and drop-offs near the beaches in March')));
const STILLWATER_TROUT_BAIT = rig(['live'], { kinds: [...STILL_WATER] }, lure('Nightcrawler or PowerBait where bait is legal', 'size 8-12 hook', 'natural, chartreuse dough', 'on the bottom with a sliding sinker and a 2-4 ft leader, or a worm under a slip bobber above the weeds'), read(cite('wa-outdoors-spring-trout-2024', 'bait on a sliding egg weight with 2-4 ft of leader, or under a slip bobber over weeds')));

/**
 * Sow bugs and scuds: the food of tailwaters with stable cold releases over weed beds, where the
 * sources describe it (the Bighorn below Yellowtail; the White below Bull Shoals and the Norfork;
 * the Green below Flaming Gorge),
 * not of every tailwater: the Kootenai below Libby is a caddis, BWO and streamer river (review 6,
 * fresh.md g18).
 */
const SOWBUG_TAILWATER_FLY = rig(['fly'], { kinds: ['tailwater'], reaches: ['bighorn-yellowtail', 'white-bull-shoals', 'norfork-tailwater', 'green-flaming-gorge'] }, lure('Sow bug, scud or midge nymph under an indicator; a BWO or midge dry when fish rise on overcast afternoons', 'size 14-18 sow bugs and scuds, 18-24 midges and BWOs', 'gray, tan, pink, orange, olive, black', 'dead-drift the seams and the edges of the weed beds; late morning to afternoon is often best'), read(cite('bighorn-sowbug-report', 'Fort Smith: nymphing with scud and sowbug imitations, gray and tan sowbugs, orange scuds; BWO and midge dries'), cite('white-norfork-bugs', 'scuds and sow bugs among the main trout foods of the White and Norfork tailwaters'), cite('green-river-dwr-2012', 'A Section: zebra midges, grey scuds and WD40s, sizes 18-20')));

/** Any other tailwater: small nymphs and midges, and whatever hatches there. */
const TAILWATER_FLY = rig(['fly'], { kinds: ['tailwater'] }, lure('Small nymph or midge pupa under an indicator; a dry matching what hatches (caddis, mayflies, midges) when fish rise', 'size 14-20 nymphs, 18-22 midges, dries to match', 'natural, olive, black, tan', "dead-drift the seams, riffles and tailouts; ask a local shop what is hatching and check the dam's release schedule"));

/**
 * The salmonfly and golden stone hatch of the big western freestone rivers, only on the reaches
 * and in the weeks the sources give (species/data/hatch-reaches.ts): the Henrys Fork's Box Canyon
 * and lower river and the lower Deschutes from May into mid-June, the Big Hole in June, the
 * Madison above Ennis and the Yellowstone in late June and July. Not the Henrys Fork's Railroad
 * Ranch, whose flat water has small mayflies (review 6, fresh.md g12).
 */
const salmonflyLure = lure('Salmonfly or golden stone dry, with a stonefly nymph dropper before the adults fly', 'size 4-8 dries, 6-10 nymphs', 'orange, black, gold', 'slap the dry tight to the grassy and willow banks where the adults fall; fish the nymph along the edges early in the hatch');
const SALMONFLY_EARLY = rig(['fly'], { kinds: ['river'], months: [5, 6], reaches: ['henrys-fork-box-canyon', 'henrys-fork-lower', 'deschutes-lower'] }, salmonflyLure, read(cite('salmonfly-circuit-2004', "Henry's Fork, May 22 to June 7, peak in Box Canyon"), cite('henrys-fork-box-canyon-hatches', 'Box Canyon salmonflies from about the end of May to the first or second week of June'), cite('salmonfly-timing-guide', 'quick reference table: Deschutes early May to mid-June')));
const SALMONFLY_LATE = rig(['fly'], { kinds: ['river'], months: [6, 7], reaches: ['big-hole', 'madison-quake-ennis', 'madison-lower', 'yellowstone-paradise'] }, salmonflyLure, read(cite('salmonfly-timing-guide', 'quick reference table: Big Hole early to mid-June; Madison mid to late June into early July; Yellowstone late June and July'), cite('salmonfly-circuit-2004', 'the Montana rivers after the Henrys Fork, the Madison at Ennis'), cite('lower-madison-salmonflies-2012', 'the Lower Madison and the Big Hole get the first wave in early June')));

/**
 * The Henrys Fork through Harriman State Park (the Railroad Ranch, open from June 15): flat,
 * weedy spring-creek water with selective rainbows rising to small mayflies and caddis, the
 * Green and Brown Drakes in late June.
 */
const RANCH_FLY = rig(['fly'], { kinds: ['river'], months: [6, 7], reaches: ['henrys-fork-harriman'] }, lure('PMD, caddis and drake emergers, duns and spinners; Green and Brown Drake dries in late June', 'size 14-18 PMDs and caddis, 10-12 drakes', 'pale yellow, tan, olive, rusty', 'stalk single risers in the flat water on a long, fine leader (5X-6X); cast across and down so the fly reaches the fish before the leader'), read(cite('henrys-fork-june-hatches', 'the Ranch opens June 15; PMDs, Brown and Green Drakes and caddis'), cite('railroad-ranch-selective', 'ultra selective rainbows and spring creek conditions during the Green Drake hatch')));

/**
 * The Mother's Day caddis (Brachycentrus) on the Arkansas: it starts near Cañon City in mid-April
 * as the water reaches about 54 °F and moves upstream, reaching Salida around early May.
 */
// The Fryingpan below Ruedi: Mysis shrimp from the reservoir feed the trout of the first stretch
// (review 9, r02), and Blue-winged Olives hatch in the afternoons of spring and fall.
const FRYINGPAN_MYSIS = rig(['fly'], { kinds: ['tailwater', 'river'], reaches: ['fryingpan-below-ruedi'] }, lure('Mysis shrimp pattern under an indicator near the dam; BWO nymphs and emergers from late morning, a BWO dry when fish rise in the afternoon', 'size 16-20 Mysis, 18-22 BWOs', 'white, translucent, olive, gray', 'dead-drift the Mysis in the deeper slots of the first stretch below the dam, where the shrimp come out of the reservoir; switch to the BWO when the afternoon hatch starts'), read(cite('taylor-creek-mysis-2010', 'Mysis shrimp are the reason for the fast growth and large size of the trout below Ruedi Dam'), cite('hawg-trough-fryingpan-2002', 'October: a BWO hatch in the afternoon, fish rising to size 20 parachute BWOs')));
const ARKANSAS_CADDIS = rig(['fly'], { kinds: ['river'], months: [4, 5], reaches: ['arkansas-canon-salida'] }, lure("Mother's Day caddis: pupa or emerger in the morning, an elk-hair or CDC caddis dry from mid-afternoon", 'size 14-16', 'olive, tan, dark gray', 'the hatch starts near Cañon City in mid-April once the water reaches about 54 °F and moves upstream to Salida by early May: nymph the pupa until it reaches you, then fish dries from about 2 pm to dusk'), read(cite('arkansas-spring-caddis-guide', "Mother's Day caddis: mid-April to late May, 54 °F trigger, mid-afternoon through dusk"), cite('arkansas-caddis-2011', 'the hatch starts in Cañon City and marches upstream toward Salida; 55 °F "the money temp"')));

/**
 * Great Lakes tributary salmon on the fly: small single-hook flies, not West Coast 1/0-3/0 swing
 * flies (New York's tributaries allow one point with a gap of 1/2 in or less in the fall).
 */
const GREAT_LAKES_TRIB_FLY = rig(['fly'], { kinds: ['flowing'], regions: ['great-lakes'] }, lure('Egg-sucking leech, estaz egg or woolly bugger on one single-point hook', 'size 4-1', 'black/purple, chartreuse, orange, egg colours', 'swing or dead-drift it through the holding pools and tailouts; follow the local hook, leader and weight rules'));

/** Lake-run browns around Great Lakes harbours, breakwalls and warm-water outflows. */
const GREAT_LAKES_BROWN = rig(['artificial'], { kinds: ['great-lakes'] }, lure('Spoon or minnow-style stickbait', '1/4-3/4 oz spoon, 3-5 in stickbait', 'silver, gold, glow after dark', 'cast along breakwalls, harbour mouths and warm-water outflows; retrieve slowly in cold water'));

export const TROUT_AND_SALMON: SpeciesRecord[] = [
  {
    id: 'rainbow-trout', commonName: 'Rainbow trout', scientificName: 'Oncorhynchus mykiss', group: 'trout',
    habitats: ['fresh'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north', 'alaska'],
    preferredTempF: typical(54, 64, 'unverified: recalled as the HSI optimum of about 12-18 C; the model text could not be read'),
    spawnTempF: sourced(43, 46, 'spawning', [cite('rainbow-spawning-1971', 'Results: spawning runs in the Lake Huron tributary')], 'one Lake Huron tributary: spawning began at 6 C and peaked at 6-8 C (43-46 F); winter spawning at 0.3-2 C still gave viable eggs, so colder water does not rule it out'),
    spawnsWhere: { where: 'in the gravel of rivers and streams', except: { where: 'are stocked fish whose spawn adds next to nothing (southern tailwaters such as Arkansas\'s are kept up by stocking)', subRegions: ['mid-south-highlands', 'cold-tailwater-white-bull-shoals', 'cold-tailwater-southern-cold-release'], kinds: ['tailwater'] }, basis: read(cite('seafwa-beaver-tailwater-2022', 'abstract: the Beaver tailwater trout fishery relies heavily on stockings, natural reproduction limited or nonexistent'), cite('usgs-little-red-browns', 'project description: the Little Red brown trout are the only self-sustaining trout population in Arkansas; the other tailwaters require stocking')) },
    spawnSeason: 'spring', feedingTimes: ['morning', 'evening', 'insect hatches', 'overcast days'],
    presentations: {
      artificial: lure('Inline spinner or small spoon; trout magnet-style jig under a float', '1/16-1/4 oz', 'silver, gold, rainbow, olive', 'cast across and retrieve through current seams'),
      fly: lure('Nymph rig (pheasant tail, hare\'s ear) or dry fly matching the hatch; woolly bugger', 'size 12-18 nymphs and dries, 6-10 streamers', 'natural, olive, black', 'dead-drift nymphs in seams; swing buggers'),
      live: lure('Nightcrawler, salmon eggs or PowerBait where bait is legal', 'size 8-12 hook', 'natural, chartreuse dough', 'drift worms naturally; float dough off the bottom in lakes'),
    },
    rigs: [
      STILLWATER_TROUT_FLY,
      STILLWATER_TROUT_LURE,
      rig(['fly'], { kinds: ['tailwater'], belowF: 45 }, lure('Midge larva and pupa or a small egg pattern under an indicator; a small midge dry only on calm afternoons', 'size 18-24 midges, 14-16 eggs', 'black, red, olive, cream', 'dead-drift the seams slowly and deep')),
      rig(['fly'], { kinds: ['flowing'], belowF: 42 }, lure('Egg pattern or bead, small nymph, or a leech or smolt streamer swung slowly', 'size 12-16 nymphs and eggs, 6-8 mm bead; size 4-8 streamers', 'natural egg colours, olive, black', 'fish slow and deep in the softer water; dry flies do not work in water this cold'), read(cite('kenai-winter-rainbows', 'winter Kenai rainbows: swinging small smolt and fry patterns slowly and deep; egg patterns, flesh flies and leeches dead-drifted in late fall and winter'))),
      rig(['fly'], { kinds: ['flowing'], phases: ['winter'] }, lure('Nymph rig (stonefly, pheasant tail, hare\'s ear) or a slow-swung woolly bugger', 'size 10-18 nymphs, 6-10 streamers', 'natural, olive, black', 'dead-drift nymphs along the bottom of slow runs')),
      rig(['artificial'], { belowF: 42 }, lure('Small jig under a float, or a slowly worked spoon or spinner', '1/32-1/8 oz', 'olive, black, gold', 'fish slowly near the bottom in the softest water')),
      FRYINGPAN_MYSIS,
      SOWBUG_TAILWATER_FLY,
      TAILWATER_FLY,
      RANCH_FLY,
      ARKANSAS_CADDIS,
      SALMONFLY_EARLY,
      SALMONFLY_LATE,
    ],
    sources: ['usfws-hsi-rainbow-trout', 'adfg-species'],
  },
  {
    id: 'brown-trout', commonName: 'Brown trout', scientificName: 'Salmo trutta', group: 'trout',
    habitats: ['fresh'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: sourced(54, 66, 'adult', [cite('njdfw-brown-trout', 'fact sheet, habitat paragraph: optimum 12-19 C')], 'New Jersey Fish and Wildlife: optimum 12-19 C'),
    spawnTempF: sourced(45, 48, 'spawning', [cite('njdfw-brown-trout', 'fact sheet, reproduction paragraph: October-December at 7-9 C')], 'New Jersey Fish and Wildlife: spawning October to December at 7-9 C'),
    spawnSeason: 'fall', feedingTimes: ['dusk', 'night', 'overcast and high water'],
    presentations: {
      artificial: lure('Jerkbait, spinner or small swimbait', '2-4 in', 'brown trout, gold, black/gold', 'cast tight to undercut banks and wood; twitch jerkbaits'),
      fly: lure('Streamer (sculpin, bugger) or nymph; mouse patterns at night', 'size 4-8 streamers, 12-18 nymphs', 'olive, brown, black', 'strip streamers off banks; dead-drift nymphs'),
      live: lure('Nightcrawler or sculpin where legal', 'size 6-10 hook', 'natural', 'drift into undercuts and deep runs'),
    },
    rigs: [
      STILLWATER_TROUT_FLY,
      COLD_RIVER_FLY,
      FRYINGPAN_MYSIS,
      SOWBUG_TAILWATER_FLY,
      TAILWATER_FLY,
      RANCH_FLY,
      ARKANSAS_CADDIS,
      SALMONFLY_EARLY,
      SALMONFLY_LATE,
      GREAT_LAKES_BROWN,
      rig(['fly'], { kinds: ['great-lakes'] }, lure('Baitfish streamer on an intermediate or sinking line', 'size 2-6', 'white, olive/white, smelt', 'strip slowly along breakwalls and river mouths at dawn and dusk')),
      rig(['live'], { kinds: ['great-lakes'] }, lure('Spawn sac or alewife under a float, or on the bottom where bait is legal', 'size 6-10 hook for spawn, 1/0 for alewife', 'natural, orange', 'fish piers and harbour mouths at dawn, dusk and after dark')),
      rig(['artificial'], { kinds: ['natural-lake', 'reservoir'], types: ['boat', 'kayak'] }, lure('Spoon or minnow-style stickbait, trolled', '1/4-1/2 oz spoon, 3-5 in stickbait', 'silver, gold, perch', 'troll along drop-offs and inlets; at the thermocline in summer')),
      rig(['artificial'], { kinds: ['natural-lake', 'reservoir'], types: ['shore'] }, lure('Spoon or minnow-style stickbait', '1/4-1/2 oz spoon, 3-5 in stickbait', 'silver, gold, perch', 'cast to points, inlets and drop-offs while the water is cool, at dawn and dusk')),
    ],
    // The redd caution for fish spawning in rivers (report/fishing-advice.ts REDD_CAUTION) and the
    // Fryingpan's spawning reach just below Ruedi Dam (USBR 1989)
    sources: ['usfws-hsi-brown-trout', 'scott-crossman-1973', 'usbr-ruedi-fses-1989', 'troutpursuit-fryingpan-2011', 'vva-fall-spawn', 'fisherman-beware-redds'],
  },
  {
    id: 'brook-trout', commonName: 'Brook trout', scientificName: 'Salvelinus fontinalis', group: 'trout',
    habitats: ['fresh'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(52, 61, 'the often quoted 66 F is where heat stress begins, not a preferred temperature; 52-61 F is the commonly quoted comfort range'),
    spawnTempF: sourced(40, 50, 'spawning', [cite('njdfw-brook-trout', 'fact sheet, reproduction paragraph: mid-September into November at 4.5-10 C')], 'New Jersey Fish and Wildlife: spawning mid-September into November at 4.5-10 C'),
    spawnSeason: 'fall', feedingTimes: ['morning', 'evening', 'hatches'],
    holding: { flowing: { summer: gh('spring seeps, shaded headwaters and cold tributary mouths') } },
    presentations: {
      artificial: lure('Small spinner or spoon', '1/16-1/8 oz', 'gold, brass, red', 'short casts into pools and plunge pools'),
      fly: lure('Attractor dry fly or small nymph', 'size 12-16', 'royal, elk hair, hare\'s ear', 'drift along shaded banks'),
      live: lure('Small worm where legal', 'size 10 hook', 'natural', 'drift into plunge pools'),
    },
    rigs: [COLD_RIVER_FLY],
    sources: ['usfws-hsi-brook-trout', 'scott-crossman-1973'],
  },
  {
    id: 'cutthroat-trout', commonName: 'Cutthroat trout', scientificName: 'Oncorhynchus clarkii', group: 'trout',
    habitats: ['fresh'], regions: ['pacific', 'inland-south', 'inland-north', 'alaska'],
    preferredTempF: typical(50, 61, 'unverified: not found in a readable source'),
    spawnTempF: typical(43, 54, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['midday hatches', 'evening'],
    presentations: {
      artificial: lure('Small spinner or spoon', '1/8 oz', 'gold, silver', 'cast across current and swing'),
      fly: lure('Dry fly: hopper, caddis or attractor', 'size 10-16', 'tan, yellow, royal', 'dead-drift in riffles and along banks'),
      live: lure('Worm or grasshopper where legal', 'size 8-10 hook', 'natural', 'drift in riffles'),
    },
    rigs: [STILLWATER_TROUT_FLY, STILLWATER_TROUT_LURE, STILLWATER_TROUT_BAIT, COLD_RIVER_FLY, RANCH_FLY, SALMONFLY_EARLY, SALMONFLY_LATE],
    sources: ['usfws-hsi-cutthroat', 'adfg-species'],
  },
  {
    id: 'lake-trout', commonName: 'Lake trout', scientificName: 'Salvelinus namaycush', group: 'trout',
    habitats: ['fresh'], regions: ['north-atlantic', 'great-lakes', 'inland-south', 'inland-north', 'alaska'],
    preferredTempF: typical(46, 54, 'unverified: about 8-12 C; holds in the cold deep layer in summer'),
    spawnTempF: typical(46, 57, 'unverified: not found in a readable source'),
    seeksDepthInHeat: true,
    spawnSeason: 'fall', feedingTimes: ['midday in deep water', 'dawn in spring and fall shallows'],
    holding: {
      lake: {
        summer: gh('deep cold water below the thermocline near humps and basin edges'),
        spring: gh('shallow reefs, points and river mouths after ice-out, in the top 20 ft while the surface is cold'),
        spawn: gh('rocky reefs and rubble shoals in the fall'),
        winter: gh('mid-depth reefs and basin edges', spot('shallow to mid-depth under the ice near reefs', 'ice')),
      },
    },
    presentations: {
      artificial: lure('Tube jig or heavy spoon; trolled spoons behind downriggers', '1-3 oz jig, 4-5 in tube', 'white, silver, glow', 'vertical jig over fish seen on sonar; troll along deep breaks'),
      fly: lure('Large smelt streamer on a full-sink line', 'size 1/0-2', 'white, smelt', 'cast to shallow reefs and points while lake trout are shallow, after ice-out and in fall'),
      live: lure('Dead smelt or cisco on a quick-strike rig', '3-5 in bait', 'natural', 'fish on bottom near deep structure'),
    },
    rigs: [
      COLD_RIVER_FLY,
      rig(['fly'], { kinds: ['lake'], phases: ['summer'] }, lure('Baitfish streamer on a fast-sinking line, counted down to the fish (rarely practical in summer)', 'size 1/0-2', 'white, smelt', 'lake trout hold below the thermocline in summer: count the fly down over deep humps and strip slowly, or fish a jig instead')),
    ],
    sources: ['usfws-hsi-lake-trout', 'scott-crossman-1973'],
  },
  {
    id: 'chinook-salmon', commonName: 'Chinook (king) salmon', scientificName: 'Oncorhynchus tshawytscha', group: 'salmon',
    habitats: ['salt', 'fresh'], regions: ['north-atlantic', 'pacific', 'great-lakes', 'inland-north', 'alaska'],
    saltMonths: { alaska: [5, 6, 7, 8, 9], 'north-atlantic': [] },
    preferredTempF: typical(50, 57, 'unverified: not found in a readable source'),
    spawnTempF: typical(42, 56, 'unverified: not found in a readable source'),
    seeksDepthInHeat: true,
    spawnSeason: 'fall', feedingTimes: ['dawn', 'tide changes', 'low light'],
    presentations: {
      artificial: lure('Trolled flasher and hoochie or spoon; plugs in rivers', '4-6 in', 'green, glow, chartreuse, silver', 'troll at the depth of bait; back-troll plugs in rivers'),
      fly: lure('Large intruder or tube fly on a sink-tip', 'size 1/0-3/0', 'chartreuse, pink, black/blue', 'swing slowly through deep runs'),
      live: lure('Cut or whole herring or anchovy, cured roe in rivers', 'two-hook herring rig', 'natural', 'troll or mooch herring with a roll; drift roe in rivers where legal'),
    },
    rigs: [GREAT_LAKES_TRIB_FLY],
    sources: ['usfws-hsi-chinook', 'adfg-species', 'noaa-fishwatch'],
  },
  {
    id: 'coho-salmon', commonName: 'Coho (silver) salmon', scientificName: 'Oncorhynchus kisutch', group: 'salmon',
    habitats: ['salt', 'fresh'], regions: ['north-atlantic', 'pacific', 'great-lakes', 'inland-north', 'alaska'],
    saltMonths: { alaska: [7, 8, 9, 10], 'north-atlantic': [] },
    preferredTempF: typical(50, 59, 'unverified: not found in a readable source'),
    spawnTempF: typical(40, 52, 'unverified: not found in a readable source'),
    seeksDepthInHeat: true,
    spawnSeason: 'fall', feedingTimes: ['dawn', 'overcast days', 'tide changes'],
    presentations: {
      artificial: lure('Spinner, spoon or trolled hoochie', '#4-5 spinner, 3-4 in', 'pink, chartreuse, silver', 'cast to rolling fish; troll shallow near the surface'),
      fly: lure('Clouser or comet-style fly on a sink-tip', 'size 2-6', 'pink, chartreuse, purple', 'strip briskly through holding water'),
      live: lure('Cut herring or cured roe where legal', 'size 1-2/0', 'natural', 'troll plug-cut herring; drift roe in rivers'),
    },
    rigs: [GREAT_LAKES_TRIB_FLY],
    sources: ['usfws-hsi-coho', 'adfg-species', 'noaa-fishwatch'],
  },
];
