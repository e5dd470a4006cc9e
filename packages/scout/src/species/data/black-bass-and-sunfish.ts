import type { SpeciesRecord } from '../types.ts';
import { cite, gh, lure, read, rig, sourced, spot, typical } from './helpers.ts';

export const BLACK_BASS_AND_SUNFISH: SpeciesRecord[] = [
  {
    id: 'largemouth-bass', commonName: 'Largemouth bass', scientificName: 'Micropterus salmoides', group: 'black-bass',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north', 'hawaii'],
    preferredTempF: sourced(70, 81, 'adult', [cite('wy-bass-thermal-review', 'p. 18 (document page 18 of 108), "Influences of temperature on life history": feeding plateaus at 21-27 C, declines above 27 C')], 'the feeding rate levels off between 21 and 27 C (70-81 F) and drops above 27 C; summer fish favour about 27 C (review citing Coutant 1975 and Dendy 1948)'),
    spawnTempF: typical(60, 72, 'derived, so a typical value: the first nests appear near 13 C (55 F) and spawning peaks near 17 C (63 F) (Wyoming review, p. 18); the 55-60 F water before the bulk of bedding is counted as pre-spawn staging, and 72 F as the end of bedding outside Florida (judgement); Florida bass have their own range'),
    localTemps: [
      // Florida bass bed from December in warm water and on into the mid-to-upper 70s.
      { subRegions: ['florida-peninsula'], spawnTempF: sourced(58, 75, 'spawning', [cite('fwc-bass-spawn-2011', 'release text, paragraph on bedding temperatures')], 'Florida FWC: bedding starts above 58 F and can run into the mid-to-upper 70s, taken here as 75 F') },
      // Waters stocked with Florida bass outside Florida (TPWD, Lake Fork): the strain's range.
      { subRegions: ['water-lake-fork'], spawnTempF: sourced(58, 75, 'spawning', [cite('fwc-bass-spawn-2011', 'release text, paragraph on bedding temperatures'), cite('tpwd-lake-fork-2017', 'Management History: Lake Fork stocked with Florida Largemouth Bass')], 'Florida-strain bass (Lake Fork is stocked with them, TPWD): FWC gives bedding from above 58 F into the mid-to-upper 70s for the strain, taken here as 75 F') },
    ],
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'overcast days', 'ahead of fronts'],
    presentations: {
      artificial: lure('Texas-rigged soft plastic worm or creature bait; spinnerbait on wind-blown banks', '5-7 in plastic, 3/8-1/2 oz spinnerbait', 'green pumpkin or black/blue in clear water; white or chartreuse in stained', 'crawl the plastic through cover with pauses; slow-roll the spinnerbait along edges'),
      fly: lure('Deer-hair popper or frog; weighted baitfish streamer', 'size 1/0-4', 'black, white, chartreuse', 'pop with long pauses at dawn; strip streamers along weed edges'),
      live: lure('Golden shiner under a float or free-lined', '3-5 in shiner, 2/0-3/0 hook', 'natural', 'drift along weed edges and docks; let the fish run before setting'),
    },
    rigs: [
      rig(['artificial'], { belowF: 52 }, lure('Suspending jerkbait, football jig or lipless crankbait', '4-5 in jerkbait, 1/2-3/4 oz jig or lipless', 'shad, craw, red in stained water', 'fish slowly near the bottom or with long pauses; speed up only on warm afternoons')),
      rig(['artificial'], { kinds: ['reservoir'], phases: ['pre-spawn'] }, lure('Jig and craw, Texas- or Carolina-rigged creature bait; lipless crankbait over grass', '1/4-1/2 oz flipping jig, 1/2-3/4 oz lipless', 'black/blue, black/brown/amber; red and craw on lipless', 'work staging points and timber along creek channels; rip the lipless free of the grass'), read(cite('redington-lake-fork-2005', '7 Feb 2005: main-lake and secondary points with grass near spawning pockets, tree- and grass-lined creek channels; lipless crankbaits burned fast on some days, slow retrieves on others'), cite('margraves-lake-fork-2016', 'staging on creek channels, secondary points and timber; a 1/4-1/2 oz flipping jig in black/blue or black/brown/amber, Carolina- and Texas-rigged lizards'))),
    ],
    sources: ['usfws-hsi-largemouth', 'tpwd-species', 'mdc-field-guide', 'redington-lake-fork-2005', 'margraves-lake-fork-2016'],
  },
  {
    id: 'smallmouth-bass', commonName: 'Smallmouth bass', scientificName: 'Micropterus dolomieu', group: 'black-bass',
    habitats: ['fresh'], regions: ['mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: sourced(66, 81, 'adult', [cite('wy-bass-thermal-review', 'p. 18: summer fish occupy 19-21 C; feeding plateaus at 21-27 C'), cite('usfws-hsi-smallmouth', 'Habitat Use Information, Adult (temperature)')], 'occupies 19-21 C water in stratified lakes; feeding plateaus at 21-27 C'),
    spawnTempF: sourced(59, 70, 'spawning', [cite('usfws-hsi-smallmouth', 'Habitat Use Information, Reproduction: nest building at 12.8-21.0 C, most activity at or above 15 C'), cite('sdgfp-spawn-temps', 'list of spawning temperatures (smallmouth 59-61 F)')], 'most nest building and spawning at 15-21 C (59-70 F), a few nests from 12.8 C (HSI); South Dakota GF&P gives 59-61 F for the start; 55-59 F water is pre-spawn staging'),
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'windy periods', 'low light'],
    holding: {
      lake: { summer: gh('rock humps, gravel points and reefs in 10-25 ft'), winter: gh('the deepest rock: steep breaks and channel swings', spot('bluff banks', 'bluffs')) },
      'great-lakes': { any: gh('rock and sand flats, reefs and shoals in 10-30 ft'), spawn: gh('sand and gravel flats in protected bays and harbours') },
      flowing: { summer: gh('riffle tails, current seams and eddies behind boulders'), winter: gh('slow, deep eddies and pools out of the current') },
    },
    presentations: {
      artificial: lure('Tube jig or Ned rig on rock; a crankbait or swimbait along current seams', '3-4 in tube on 1/8-1/4 oz head, 2-3 in crankbait', 'green pumpkin, smoke, natural shad, craw', 'drag and hop along rock; run the crankbait along ledges and seams'),
      fly: lure('Clouser minnow or crayfish pattern; popper in summer evenings', 'size 2-6', 'olive/white, rust/brown', 'swing or strip along rock and current seams'),
      live: lure('Crayfish, leeches or minnows on a light split-shot rig', 'size 2-4 hook', 'natural', 'drift along rock bars and current seams'),
    },
    rigs: [
      rig(['artificial'], { belowF: 50 }, lure('Suspending jerkbait or a hair jig worked slowly', '4 in jerkbait, 1/8-1/4 oz hair jig', 'natural shad, smoke, brown', 'jerk-pause the jerkbait with long pauses; crawl the jig along deep rock')),
      // Still water has no current seams (review 9, r01: a crankbait "along current seams" in a
      // Great Lakes bay): rock breaks, humps and wind-blown points instead (common guide practice).
      rig(['artificial'], { kinds: ['lake'] }, lure('Tube jig or Ned rig on rock; a crankbait, jerkbait or swimbait along rock breaks and wind-blown points', '3-4 in tube on 1/8-1/4 oz head, 2-3 in crankbait, 4 in jerkbait', 'green pumpkin, smoke, natural shad, craw', 'drag and hop the tube along rock; run the crankbait over humps and along breaks, into the wind')),
      rig(['fly'], { kinds: ['lake'] }, lure('Clouser minnow or crayfish pattern on a sinking line; popper in summer evenings', 'size 2-6', 'olive/white, rust/brown', 'strip along rock breaks, points and weed edges')),
      rig(['live'], { kinds: ['lake'] }, lure('Crayfish, leeches or minnows on a drop-shot or light split-shot rig', 'size 2-4 hook', 'natural', 'drift or drop along rock humps and breaks')),
      // Summer river smallmouth: surface baits in the low light of dawn and dusk.
      rig(['artificial'], { kinds: ['flowing'], phases: ['summer', 'post-spawn'] }, lure('Topwater (buzzbait, popper or walking bait) at dawn and dusk; tube or Ned rig on the rock in midday', '1/4-3/8 oz buzzbait, 3-4 in popper; 3-4 in tube', 'white, bone, black; green pumpkin', 'work topwater over the riffle tails, grass edges and shaded banks in low light; drag the tube through the ledges and eddies when the sun is up')),
    ],
    sources: ['usfws-hsi-smallmouth', 'mdc-field-guide'],
  },
  {
    id: 'spotted-bass', commonName: 'Spotted bass', scientificName: 'Micropterus punctulatus', group: 'black-bass',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'inland-south', 'inland-north'],
    preferredTempF: typical(70, 81, 'proxy: no spotted bass preference figure was found, so the largemouth feeding plateau (21-27 C) is borrowed; unverified for this species'),
    spawnTempF: sourced(57, 70, 'spawning', [cite('usfws-hsi-spotted-bass', 'Reproduction section (p. 11 of the yumpu copy): spawning as temperatures rise above 14-15 C; embryo optimum 18-21 C during peak spawning (p. 13)')], 'spawning begins as water rises above 14-15 C; peak spawning at 18-21 C'),
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'wind on points'],
    holding: {
      reservoir: {
        summer: gh('deeper and more open than largemouth: rocky points and humps, suspended over timber and brush', spot('bluff walls', 'bluffs')),
        winter: gh('steep rock and clay points near the channel in 20-40 ft', spot('bluff banks', 'bluffs')),
      },
    },
    presentations: {
      artificial: lure('Shaky-head finesse worm; small swimbait on a jighead', '4-6 in worm on 3/16 oz head', 'green pumpkin, watermelon, shad', 'drag slowly on rock and clay points'),
      fly: lure('Clouser minnow', 'size 2-4', 'chartreuse/white', 'count down and strip along rocky banks'),
      live: lure('Small shiner or crayfish on a drop-shot or split-shot', 'size 1-4 hook', 'natural', 'fish along rocky points and bluffs'),
    },
    sources: ['mdc-field-guide', 'tpwd-species'],
  },
  {
    id: 'black-crappie', commonName: 'Black crappie', scientificName: 'Pomoxis nigromaculatus', group: 'sunfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(70, 77, 'unverified: recalled as the HSI growth optimum of about 22-25 C; the model text could not be read'),
    spawnTempF: sourced(60, 68, 'spawning', [cite('sdgfp-spawn-temps', 'list of spawning temperatures (crappie 60-62 F)'), cite('mn-dnr-crappie-spawn', 'article text: spawning once water reaches the mid-to-upper 60s F')], 'crappie figures not split by species: South Dakota GF&P gives 60-62 F for the start; Minnesota DNR says crappies spawn once water reaches the mid-to-upper 60s'),
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'night under lights'],
    holding: {
      lake: {
        summer: gh('suspended over brush piles and channel edges', spot('standing timber', 'standing-timber')),
        winter: gh('suspended schools over deep basins and channel bends', spot('under the ice over the deep basin', 'ice')),
      },
    },
    presentations: {
      artificial: lure('Small marabou or soft-plastic jig under a float or vertical-jigged', '1/32-1/16 oz, 1.5-2 in', 'white, chartreuse, pink/white', 'slow swim or hold still over brush'),
      fly: lure('Small baitfish streamer or woolly bugger', 'size 8-10', 'white, olive', 'slow strip near brush and docks'),
      live: lure('Crappie minnow under a slip float', 'small minnow, size 4-6 light-wire hook', 'natural', 'set the float just above the fish over brush'),
    },
    sources: ['usfws-hsi-black-crappie', 'mdc-field-guide'],
  },
  {
    id: 'white-crappie', commonName: 'White crappie', scientificName: 'Pomoxis annularis', group: 'sunfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(68, 77, 'derived, so unverified as a range: adult consumption rose from 18 to 24 C and fell by two-thirds at 27 C (figures checked); the 68-77 F span is this catalogue\'s reading of them'),
    spawnTempF: sourced(60, 68, 'spawning', [cite('sdgfp-spawn-temps', 'list of spawning temperatures (crappie 60-62 F)'), cite('mn-dnr-crappie-spawn', 'article text: spawning once water reaches the mid-to-upper 60s F')], 'crappie figures not split by species: South Dakota GF&P gives 60-62 F for the start; Minnesota DNR says crappies spawn once water reaches the mid-to-upper 60s'),
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'night under lights'],
    holding: {
      lake: {
        summer: gh('suspended over brush piles and channel edges', spot('standing timber', 'standing-timber')),
        spawn: gh('shallow brush, stumps and bushes in stained coves'),
      },
    },
    presentations: {
      artificial: lure('Tube or curly-tail jig', '1/16 oz, 2 in', 'chartreuse, white, black/chartreuse', 'spider-rig or cast and count down over brush'),
      fly: lure('Small bead-head bugger', 'size 8-10', 'white, chartreuse', 'slow strip along brushy banks'),
      live: lure('Minnow on a float or tight-line rig', 'size 4-6 hook', 'natural', 'hold at the depth of the fish over cover'),
    },
    sources: ['usfws-hsi-white-crappie', 'tpwd-species'],
  },
  {
    id: 'bluegill', commonName: 'Bluegill', scientificName: 'Lepomis macrochirus', group: 'sunfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north', 'hawaii'],
    preferredTempF: typical(72, 86, 'unverified: juveniles select about 30-31 C in lab gradients (abstract seen), but no adult range was read'),
    spawnTempF: typical(68, 80, 'partly verified: South Dakota GF&P gives 68-70 F for the start; the 80 F upper end (nesting through summer) is unverified'),
    spawnSeason: 'spring', feedingTimes: ['morning', 'evening', 'warm afternoons in spring'],
    presentations: {
      artificial: lure('Tiny jig or inline spinner', '1/64-1/32 oz jig, size 0 spinner', 'chartreuse, black, white', 'slow swim near weeds and docks'),
      fly: lure('Foam spider or small popper; nymph under an indicator', 'size 10-12', 'black, yellow, olive', 'let it sit, twitch, repeat'),
      live: lure('Red worm or cricket under a small float', 'size 8-10 long-shank hook', 'natural', 'fish just off the bottom near beds and weed edges'),
    },
    sources: ['usfws-hsi-bluegill', 'mdc-field-guide'],
  },
  {
    id: 'redear-sunfish', commonName: 'Redear sunfish', scientificName: 'Lepomis microlophus', group: 'sunfish',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(72, 86, 'proxy: the (itself unverified) bluegill range is borrowed; no redear figure was found'),
    spawnTempF: typical(66, 75, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['morning', 'afternoon', 'full-moon spawning periods'],
    holding: { lake: { summer: gh('on or near the bottom at moderate depth, over shell and snail beds') } },
    presentations: {
      artificial: lure('Small jig tipped with a piece of worm', '1/32 oz', 'black, brown', 'drag on bottom near beds'),
      fly: lure('Weighted nymph fished on bottom', 'size 10-12', 'brown, olive', 'slow crawl along bottom'),
      live: lure('Red worm or grass shrimp on bottom', 'size 8 hook', 'natural', 'fish on bottom near beds and shell'),
    },
    sources: ['tpwd-species', 'flmnh-ichthyology'],
  },
];
