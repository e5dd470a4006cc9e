import type { SpeciesRecord } from '../types.ts';
import { lure, range } from './helpers.ts';

export const TROUT_AND_SALMON: SpeciesRecord[] = [
  {
    id: 'rainbow-trout', commonName: 'Rainbow trout', scientificName: 'Oncorhynchus mykiss', group: 'trout',
    habitats: ['fresh'], regions: ['northeast', 'mid-atlantic', 'southeast', 'midwest', 'south-central', 'mountain-west', 'pacific', 'alaska'],
    preferredTempF: range(54, 64, ['usfws-hsi-rainbow-trout', 'coutant-1977'], false, 'unverified: recalled as the HSI optimum of about 12-18 C; the model text could not be read'),
    spawnTempF: range(43, 46, ['rainbow-spawning-1971'], true, 'one Lake Huron tributary: spawning began at 6 C and peaked at 6-8 C (43-46 F); winter spawning at 0.3-2 C still gave viable eggs, so colder water does not rule it out'),
    spawnSeason: 'spring', feedingTimes: ['morning', 'evening', 'insect hatches', 'overcast days'],
    presentations: {
      artificial: lure('Inline spinner or small spoon; trout magnet-style jig under a float', '1/16-1/4 oz', 'silver, gold, rainbow, olive', 'cast across and retrieve through current seams'),
      fly: lure('Nymph rig (pheasant tail, hare\'s ear) or dry fly matching the hatch; woolly bugger', 'size 12-18 nymphs and dries, 6-10 streamers', 'natural, olive, black', 'dead-drift nymphs in seams; swing buggers'),
      live: lure('Nightcrawler, salmon eggs or PowerBait where bait is legal', 'size 8-12 hook', 'natural, chartreuse dough', 'drift worms naturally; float dough off the bottom in lakes'),
    },
    sources: ['usfws-hsi-rainbow-trout', 'adfg-species'],
  },
  {
    id: 'brown-trout', commonName: 'Brown trout', scientificName: 'Salmo trutta', group: 'trout',
    habitats: ['fresh'], regions: ['northeast', 'mid-atlantic', 'midwest', 'mountain-west', 'pacific', 'southeast'],
    preferredTempF: range(54, 66, ['njdfw-brown-trout'], true, 'New Jersey Fish and Wildlife: optimum 12-19 C'),
    spawnTempF: range(45, 48, ['njdfw-brown-trout'], true, 'New Jersey Fish and Wildlife: spawning October to December at 7-9 C'),
    spawnSeason: 'fall', feedingTimes: ['dusk', 'night', 'overcast and high water'],
    presentations: {
      artificial: lure('Jerkbait, spinner or small swimbait', '2-4 in', 'brown trout, gold, black/gold', 'cast tight to undercut banks; twitch jerkbaits'),
      fly: lure('Streamer (sculpin, bugger) or nymph; mouse patterns at night', 'size 4-8 streamers, 12-18 nymphs', 'olive, brown, black', 'strip streamers off banks; dead-drift nymphs'),
      live: lure('Nightcrawler or sculpin where legal', 'size 6-10 hook', 'natural', 'drift into undercuts and deep runs'),
    },
    sources: ['usfws-hsi-brown-trout', 'scott-crossman-1973'],
  },
  {
    id: 'brook-trout', commonName: 'Brook trout', scientificName: 'Salvelinus fontinalis', group: 'trout',
    habitats: ['fresh'], regions: ['northeast', 'mid-atlantic', 'southeast', 'midwest', 'mountain-west'],
    preferredTempF: range(54, 66, ['usfws-hsi-brook-trout', 'wismer-christie-1987'], false, 'unverified: growth about 12-19 C and stress above about 20 C were seen only on an unattributed page'),
    spawnTempF: range(40, 50, ['njdfw-brook-trout'], true, 'New Jersey Fish and Wildlife: spawning mid-September into November at 4.5-10 C'),
    spawnSeason: 'fall', feedingTimes: ['morning', 'evening', 'hatches'],
    holding: { fresh: { summer: 'spring seeps, shaded headwaters and cold tributary mouths' } },
    presentations: {
      artificial: lure('Small spinner or spoon', '1/16-1/8 oz', 'gold, brass, red', 'short casts into pools and plunge pools'),
      fly: lure('Attractor dry fly or small nymph', 'size 12-16', 'royal, elk hair, hare\'s ear', 'drift along shaded banks'),
      live: lure('Small worm where legal', 'size 10 hook', 'natural', 'drift into plunge pools'),
    },
    sources: ['usfws-hsi-brook-trout', 'scott-crossman-1973'],
  },
  {
    id: 'cutthroat-trout', commonName: 'Cutthroat trout', scientificName: 'Oncorhynchus clarkii', group: 'trout',
    habitats: ['fresh'], regions: ['mountain-west', 'pacific', 'alaska'],
    preferredTempF: range(50, 61, ['usfws-hsi-cutthroat', 'adfg-species'], false, 'unverified: not found in a readable source'),
    spawnTempF: range(43, 54, ['usfws-hsi-cutthroat'], false, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['midday hatches', 'evening'],
    presentations: {
      artificial: lure('Small spinner or spoon', '1/8 oz', 'gold, silver', 'cast across current and swing'),
      fly: lure('Dry fly: hopper, caddis or attractor', 'size 10-16', 'tan, yellow, royal', 'dead-drift in riffles and along banks'),
      live: lure('Worm or grasshopper where legal', 'size 8-10 hook', 'natural', 'drift in riffles'),
    },
    sources: ['usfws-hsi-cutthroat', 'adfg-species'],
  },
  {
    id: 'lake-trout', commonName: 'Lake trout', scientificName: 'Salvelinus namaycush', group: 'trout',
    habitats: ['fresh'], regions: ['northeast', 'midwest', 'mountain-west', 'alaska'],
    preferredTempF: range(46, 54, ['usfws-hsi-lake-trout', 'wismer-christie-1987'], false, 'unverified: about 8-12 C; holds in the cold deep layer in summer'),
    spawnTempF: range(46, 57, ['scott-crossman-1973', 'usfws-hsi-lake-trout'], false, 'unverified: not found in a readable source'),
    spawnSeason: 'fall', feedingTimes: ['midday in deep water', 'dawn in spring and fall shallows'],
    holding: { fresh: { summer: 'deep cold water below the thermocline near humps and basin edges', spawn: 'rocky reefs and rubble shoals in the fall', winter: 'shallow to mid-depth under ice near reefs' } },
    presentations: {
      artificial: lure('Tube jig or heavy spoon; trolled spoons behind downriggers', '1-3 oz jig, 4-5 in tube', 'white, silver, glow', 'vertical jig over fish seen on sonar; troll along deep breaks'),
      fly: lure('Large streamer on a full-sink line (spring and fall only)', 'size 1/0-2', 'white, smelt', 'cast to shallow reefs at ice-out'),
      live: lure('Dead smelt or cisco on a quick-strike rig', '3-5 in bait', 'natural', 'fish on bottom near deep structure'),
    },
    sources: ['usfws-hsi-lake-trout', 'scott-crossman-1973'],
  },
  {
    id: 'chinook-salmon', commonName: 'Chinook (king) salmon', scientificName: 'Oncorhynchus tshawytscha', group: 'salmon',
    habitats: ['salt', 'fresh'], regions: ['pacific', 'alaska', 'midwest', 'northeast'],
    preferredTempF: range(50, 57, ['usfws-hsi-chinook', 'coutant-1977'], false, 'unverified: not found in a readable source'),
    spawnTempF: range(42, 56, ['usfws-hsi-chinook', 'adfg-species'], false, 'unverified: not found in a readable source'),
    spawnSeason: 'fall', feedingTimes: ['dawn', 'tide changes', 'low light'],
    presentations: {
      artificial: lure('Trolled flasher and hoochie or spoon; plugs in rivers', '4-6 in', 'green, glow, chartreuse, silver', 'troll at the depth of bait; back-troll plugs in rivers'),
      fly: lure('Large intruder or tube fly on a sink-tip', 'size 1/0-3/0', 'chartreuse, pink, black/blue', 'swing slowly through deep runs'),
      live: lure('Cut or whole herring or anchovy, cured roe in rivers', 'two-hook herring rig', 'natural', 'troll or mooch herring with a roll; drift roe in rivers where legal'),
    },
    sources: ['usfws-hsi-chinook', 'adfg-species', 'noaa-fishwatch'],
  },
  {
    id: 'coho-salmon', commonName: 'Coho (silver) salmon', scientificName: 'Oncorhynchus kisutch', group: 'salmon',
    habitats: ['salt', 'fresh'], regions: ['pacific', 'alaska', 'midwest', 'northeast'],
    preferredTempF: range(50, 59, ['usfws-hsi-coho', 'coutant-1977'], false, 'unverified: not found in a readable source'),
    spawnTempF: range(40, 52, ['usfws-hsi-coho', 'adfg-species'], false, 'unverified: not found in a readable source'),
    spawnSeason: 'fall', feedingTimes: ['dawn', 'overcast days', 'tide changes'],
    presentations: {
      artificial: lure('Spinner, spoon or trolled hoochie', '#4-5 spinner, 3-4 in', 'pink, chartreuse, silver', 'cast to rolling fish; troll shallow near the surface'),
      fly: lure('Clouser or comet-style fly on a sink-tip', 'size 2-6', 'pink, chartreuse, purple', 'strip briskly through holding water'),
      live: lure('Cut herring or cured roe where legal', 'size 1-2/0', 'natural', 'troll plug-cut herring; drift roe in rivers'),
    },
    sources: ['usfws-hsi-coho', 'adfg-species', 'noaa-fishwatch'],
  },
];
