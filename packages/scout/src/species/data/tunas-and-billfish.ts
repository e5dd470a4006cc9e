import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, sourced, typical, way } from './helpers.ts';

/**
 * Blue-water fish the catalogue missed (review 5, RC-E): Pacific bluefin, yellowfin (ahi in
 * Hawaii) and albacore tuna, blue marlin, and the Atlantic bonito of the Northeast's late-summer
 * run. The tunas and marlin anglers meet off US coasts feed there and spawn elsewhere, so their
 * phases follow the season (nonSpawning).
 */
export const TUNAS_AND_BILLFISH: SpeciesRecord[] = [
  {
    id: 'pacific-bluefin-tuna', commonName: 'Pacific bluefin tuna', scientificName: 'Thunnus orientalis', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['pacific'],
    kinds: ['reef-offshore'],
    maxLat: 38,
    saltMonths: { pacific: [5, 6, 7, 8, 9, 10, 11] },
    nonSpawning: true,
    preferredTempF: sourced(60, 64, 'adult', [cite('marcinek-pbf-2001', 'Abstract: 2-4 year-old bluefin tracked in the eastern Pacific swam in water averaging 15.7-17.5 C and spent over 80% of their time in the top 40 m')], 'tracked bluefin off California and Baja swam in water averaging 15.7-17.5 C (60-64 F)'),
    spawnTempF: typical(75, 84, 'they spawn only in the western Pacific (Sea of Japan, East China Sea); no spawning has been found in the California Current (NOAA Southwest Fisheries Science Center, Dewar et al. 2022); the temperatures are not sourced'),
    spawnSeason: 'summer',
    feedingTimes: ['first light', 'dusk', 'foamers and meter marks over the banks'],
    holding: { offshore: { any: gh('offshore banks, high spots and temperature breaks, often 20-60 mi out; schools show as foamers, puddlers or deep marks on the meter') } },
    presentations: {
      artificial: lure('Flat-fall or knife jig for fish on the meter; surface iron or a stickbait for foamers', '150-300 g flat-fall, 6-8 in stickbait', 'sardine, blue/white, purple', 'drop the flat-fall to the marks and wind it up; cast stickbaits ahead of breaking fish'),
      fly: lure('Large baitfish fly on a fast-sinking line (rarely practical)', 'size 4/0-6/0', 'sardine, blue/white', 'strip fast through a chummed school'),
      live: lure('Live sardine or mackerel fly-lined on light fluorocarbon; a sinker rig for deep fish', '2/0-6/0 ring or circle hook, 40-100 lb fluorocarbon', 'natural', 'fly-line baits back into the chum; go lighter when the fish are line-shy'),
    },
    approach: [way(['boat'], 'run the offshore banks at first light, find the fish by birds, sonar or foamers, then drift and chum with live bait or drop jigs')],
    sources: ['marcinek-pbf-2001', 'swfsc-pbf-spawning-2022', 'noaa-fishwatch'],
  },
  {
    id: 'yellowfin-tuna', commonName: 'Yellowfin tuna (ahi)', scientificName: 'Thunnus albacares', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['pacific', 'hawaii', 'gulf', 'south-atlantic', 'mid-atlantic'],
    kinds: ['reef-offshore'],
    saltMonths: { pacific: [6, 7, 8, 9, 10, 11], 'mid-atlantic': [6, 7, 8, 9, 10], 'south-atlantic': [4, 5, 6, 7, 8, 9, 10] },
    nonSpawning: true,
    preferredTempF: typical(68, 84, 'partly verified: yellowfin tracked in the Southern California Bight, the north edge of their range, spent most of their time above the thermocline in water warmer than 17.5 C (64 F) (Block et al. 1997); the range itself is not sourced'),
    spawnTempF: sourced(79, 88, 'spawning', [cite('wexler-yellowfin-larvae-2011', 'Abstract: optimal temperature for first-feeding larvae about 26-31 C; lethal below 21 C')], 'their larvae need about 26-31 C water, so they spawn only in warm tropical water'),
    spawnSeason: 'summer',
    feedingTimes: ['first light', 'with porpoise schools and bird piles', 'around FADs and buoys'],
    holding: { offshore: { any: hold(read(cite('block-yellowfin-1997', 'Abstract: in the California Bight yellowfin spent most of their time above the thermocline, just above its top, in water over 17.5 C, with short dives below it')), 'porpoise schools, bird piles, FADs and buoys, and temperature breaks', 'in the warm mixed layer just above the thermocline') } },
    presentations: {
      artificial: lure('Trolled cedar plugs, feathers or skirted lures to find them; popper or stickbait for breaking fish', '4-6 in feathers, 6-9 in skirts, 6-8 in stickbait', 'purple/black, green/yellow, pink, sardine', 'troll 6-8 knots near porpoise, birds and FADs, then stop and cast to breaking fish'),
      fly: lure('Baitfish fly on a sinking line in a chum slick', 'size 2/0-5/0', 'white, sardine, blue/white', 'dead-drift with the chum, then strip fast'),
      live: lure('Live bait of the place (sardine or mackerel in California, opelu or akule in Hawaii, chunked butterfish or sardine in the Atlantic slick)', '2/0-7/0 ring or circle hook, 40-130 lb fluorocarbon by the size of the fish', 'natural', 'fly-line or drift baits into the school or the chum line; go lighter on the leader when they are shy'),
    },
    rigs: [
      rig(['live'], { regions: ['hawaii'] }, lure('Live opelu, akule or small aku slow-trolled, or a palu-ahi drop with chum', '7/0-12/0 circle hook, 150-300 lb leader', 'natural', 'slow-troll live bait around FADs and porpoise schools, or drop chum and bait together on the ahi grounds')),
    ],
    approach: [way(['boat'], 'troll the spread to find fish by porpoise, birds or the FADs, then stop and fish bait, jigs or poppers')],
    sources: ['block-yellowfin-1997', 'wexler-yellowfin-larvae-2011', 'noaa-fishwatch'],
  },
  {
    id: 'albacore', commonName: 'Albacore tuna', scientificName: 'Thunnus alalunga', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['pacific'],
    kinds: ['reef-offshore'],
    saltMonths: { pacific: [6, 7, 8, 9, 10] },
    nonSpawning: true,
    preferredTempF: sourced(58, 61, 'adult', [cite('albacore-temps-pnw', 'Abstract: the fishery off Oregon, Washington and British Columbia works surface water above 58 F; highest catch rates at 58-61 F; none taken below 54 F')], 'highest catch rates at 58-61 F; none taken below 54 F'),
    spawnTempF: typical(75, 84, 'they spawn in the subtropical Pacific; the fish off Oregon and Washington are juveniles and sub-adults that have not spawned (ODFW); the temperatures are not sourced'),
    spawnSeason: 'summer',
    feedingTimes: ['morning', 'along temperature breaks', 'when a jig strike shows a school'],
    holding: { offshore: { any: hold(read(cite('albacore-temps-pnw', 'Abstract: concentrations along the interface of warm oceanic water and cooler coastal water, in the mixed layer above a thermocline near 60 ft')), 'temperature breaks where warm blue water (58-62 F) meets cooler green coastal water, often 20-60 mi out') } },
    presentations: {
      artificial: lure('Trolled jigs (feathers or clones) on the surface; swimbaits or iron for fish raised to the boat', '4-6 in jig, 4-6 in swimbait', 'purple/black, red/black, green/yellow', 'troll jigs at 6-7 knots until a fish strikes, then stop and cast swimbaits to the school'),
      fly: lure('Baitfish fly on a sinking line for a school held at the boat (rarely practical)', 'size 1/0-3/0', 'white, sardine, blue/white', 'strip fast through chummed fish'),
      live: lure('Live anchovy or sardine, chummed and fly-lined', '1/0-2/0 hook, 20-30 lb fluorocarbon', 'natural', 'chum a few baits to hold the school at the boat and fly-line a bait back'),
    },
    approach: [way(['boat'], 'run offshore to the temperature break, troll jigs to find a school, then stop and work it with bait and swimbaits; watch the weather, the bar and the fuel')],
    sources: ['albacore-temps-pnw', 'odfw-albacore', 'noaa-fishwatch'],
  },
  {
    id: 'blue-marlin', commonName: 'Blue marlin', scientificName: 'Makaira nigricans', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['hawaii', 'south-atlantic', 'gulf', 'mid-atlantic'],
    kinds: ['reef-offshore'],
    saltMonths: { 'mid-atlantic': [6, 7, 8, 9], gulf: [5, 6, 7, 8, 9, 10], 'south-atlantic': [5, 6, 7, 8, 9] },
    nonSpawning: true,
    preferredTempF: typical(75, 86, 'unverified: a tropical billfish of the warmest blue water'),
    spawnTempF: typical(79, 86, 'unverified: spawns in warm water in summer'),
    spawnSeason: 'summer',
    feedingTimes: ['mid-morning to afternoon', 'current edges and FADs', 'bait schools'],
    holding: { offshore: { any: gh('blue water over ledges, ridges and seamounts; current lines, FADs and bait schools') } },
    presentations: {
      artificial: lure('Large trolling lures (plungers and straight-runners) in a spread of four to six', '8-14 in lures, 50-130 lb tackle', 'black/purple, blue/white, pink', 'troll 7-9 knots along ledges, current lines and FADs'),
      fly: lure('Not a practical fly target: billfish flies need a teased fish and a crew trained for it', 'n/a', 'n/a', 'troll lures or bait instead'),
      live: lure('Live skipjack (aku), small tuna or opelu, bridled and slow-trolled', '10/0-12/0 circle hook, 200-400 lb leader', 'natural', 'slow-troll the bridled bait near FADs and bait schools; let the fish eat before coming tight'),
    },
    approach: [way(['boat'], 'troll a lure spread along ledges, current lines and FADs; release marlin in the water')],
    sources: ['noaa-fishwatch', 'fishbase'],
  },
  {
    id: 'atlantic-bonito', commonName: 'Atlantic bonito', scientificName: 'Sarda sarda', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic'],
    kinds: ['inlet-jetty', 'surf', 'rocky-coast', 'reef-offshore'],
    saltMonths: { 'north-atlantic': [7, 8, 9, 10], 'mid-atlantic': [6, 7, 8, 9, 10] },
    preferredTempF: typical(60, 75, 'partly verified: FishBase gives 12-27 C (54-81 F) for the species; the range fished is the commonly quoted value'),
    spawnTempF: typical(64, 75, 'unverified: spawns offshore in early summer (June off Long Island)'),
    spawnSeason: 'summer',
    feedingTimes: ['dawn', 'moving tide', 'bait blitzes'],
    holding: { coast: { any: gh('rips, points and inlet mouths where small bait is pushed to the surface; fast-moving schools'), fall: gh('the late-summer and fall run along the rips, points and beaches, with the false albacore') } },
    presentations: {
      artificial: lure('Small metal (epoxy jig, tin) or slim soft plastic', '1/2-1 oz, 3 in', 'silver, bone, bay anchovy', 'cast into the breaking fish and burn it back'),
      fly: lure('Small epoxy or Clouser minnow matching the bait', 'size 1-4', 'white, tan, chartreuse/white', 'lead the school and strip fast'),
      live: lure('Live spearing or a small strip of squid or butterfish', 'size 1-2/0 hook, 15-25 lb fluorocarbon', 'natural', 'free-line the bait near the schools or into a chum slick'),
    },
    sources: ['noaa-fishwatch', 'fishbase'],
  },
];
