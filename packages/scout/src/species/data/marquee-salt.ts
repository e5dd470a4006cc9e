import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, spot, typical, way } from './helpers.ts';

/**
 * The marquee warm-water saltwater fish the first catalogue missed: sailfish, blackfin tuna,
 * wahoo, giant trevally (ulua), permit, Florida pompano and false albacore. Temperatures are
 * typical values unless a source is cited; their temperature-response entries (issue 26) are
 * still to be written.
 */
export const MARQUEE_SALT: SpeciesRecord[] = [
  {
    id: 'sailfish', commonName: 'Atlantic sailfish', scientificName: 'Istiophorus platypterus', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['south-atlantic', 'gulf', 'mid-atlantic'],
    kinds: ['reef-offshore'],
    saltMonths: { 'mid-atlantic': [7, 8, 9], gulf: [6, 7, 8, 9, 10] },
    preferredTempF: typical(73, 82, 'angling press, not a primary source: sailfish seek warm, food-rich water of about 73-82 F'),
    spawnTempF: typical(79, 86, 'unverified: spawns in summer in warm water off southeast Florida'),
    spawnSeason: 'summer', feedingTimes: ['morning', 'north or east wind in winter', 'current and color edges'],
    holding: {
      offshore: {
        any: hold(read(cite('reelreports-upper-keys', 'winter sailfishing: live bait just beyond the reef in 100-300 ft')), spot('just beyond the reef edge', 'coral-reef'), 'color changes and current edges in 100-300 ft'),
        summer: gh('farther offshore along the current edge; fewer fish'),
      },
    },
    presentations: {
      artificial: lure('Rigged ballyhoo or a small skirted lure trolled on the edge', '7/0 hook in ballyhoo, 20-30 lb tackle', 'natural, blue/white', 'troll 5-7 knots along the color change'),
      fly: lure('Tandem billfish fly with a popper head, tease-and-switch', 'size 4/0-6/0', 'pink/white, blue/white', 'raise the fish with a hookless teaser, then switch to the fly'),
      live: lure('Live ballyhoo, pilchard or goggle-eye flat-lined or under a kite', '20 lb spinning tackle, 30-50 lb fluorocarbon leader, 5/0-7/0 circle hook', 'natural', 'slow-troll or drift four baits (two on outriggers or a kite, two flat lines); give the fish time to turn before coming tight'),
    },
    rigs: [
      rig(['live'], { kinds: ['reef-offshore'] }, lure('Live ballyhoo (or pilchard, goggle-eye) on flat lines, outriggers or a kite', '20 lb spinning tackle, 30-50 lb fluorocarbon leader, 5/0-7/0 circle hook', 'natural', 'four baits just beyond the reef in 100-300 ft; let the fish eat before coming tight'), read(cite('reelreports-upper-keys', 'live bait fishing just beyond the reef in 100-300 ft; live ballyhoo; four baits, two on outriggers and two flat lines, on 20 lb spinning tackle'))),
    ],
    approach: [
      way(['boat'], 'kite-fish or slow-troll live baits along the reef edge and color changes; run a teaser spread when trolling'),
      way(['kayak'], 'only where the reef edge is close and seas are calm; otherwise a boat target'),
    ],
    sources: ['thoemke-florida-sailfish', 'reelreports-upper-keys', 'fwc-species'],
  },
  {
    id: 'blackfin-tuna', commonName: 'Blackfin tuna', scientificName: 'Thunnus atlanticus', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['south-atlantic', 'gulf'],
    kinds: ['reef-offshore'],
    maxLat: 35.5,
    preferredTempF: typical(70, 84, 'unverified: a warm-water tuna of the Gulf Stream edge'),
    spawnTempF: typical(77, 84, 'unverified: spawns offshore in spring and summer'),
    spawnSeason: 'summer', feedingTimes: ['first light', 'dusk', 'moving current over the humps'],
    holding: {
      offshore: {
        any: hold(read(cite('keys-weekly-islamorada-sails', 'winter: the blackfin bite on deep-water wrecks at first light'), cite('reelreports-upper-keys', 'winter: blackfin over 20 lb at the Islamorada Hump')), 'deep wrecks and offshore humps, best at first light', 'bait schools and birds along the current edge'),
      },
    },
    presentations: {
      artificial: lure('Small feather or cedar plug trolled; butterfly or knife jig', '1-2 oz feather, 3-5 oz jig', 'pink/white, purple/black, silver', 'troll feathers on light fluorocarbon; jig fast over marks on wrecks and humps'),
      fly: lure('Small baitfish fly in a chum slick', 'size 1/0-3/0', 'white, tan, olive/white', 'dead-drift with the chum, then strip fast'),
      live: lure('Live pilchards chummed over the hump or wreck', '3/0-5/0 circle hook, 30-40 lb fluorocarbon', 'natural', 'chum and free-line baits back into the slick'),
    },
    sources: ['noaa-fishwatch', 'reelreports-upper-keys', 'keys-weekly-islamorada-sails'],
  },
  {
    id: 'wahoo', commonName: 'Wahoo (ono)', scientificName: 'Acanthocybium solandri', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['south-atlantic', 'gulf', 'hawaii'],
    kinds: ['reef-offshore'],
    maxLat: 36,
    preferredTempF: typical(70, 84, 'unverified: not found in a readable source'),
    spawnTempF: typical(76, 84, 'unverified: a long warm-water spawning season'),
    spawnSeason: 'summer', feedingTimes: ['first light', 'around the moons in winter', 'along drop-offs'],
    holding: { offshore: { any: gh('drop-offs, reef edges, ledges and current edges; often in packs') } },
    presentations: {
      artificial: lure('High-speed trolling lure or bullet head on wire', '1-3 lb trolling weight, 30-50 lb class', 'black/red, purple, pink', 'troll 12-16 knots along the drop-off'),
      fly: lure('Large baitfish fly on a wire bite tippet', 'size 4/0-6/0', 'black/purple, blue/white', 'strip fast past fish raised by teasers; rarely practical'),
      live: lure('Live blue runner, bonito or goggle-eye on wire', '7/0-9/0 hook, #7-9 wire leader', 'natural', 'slow-troll along the reef edge and drop-offs'),
    },
    sources: ['noaa-fishwatch', 'fishbase'],
  },
  {
    id: 'giant-trevally', commonName: 'Giant trevally (ulua; papio when small)', scientificName: 'Caranx ignobilis', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['hawaii'],
    kinds: ['rocky-coast', 'surf', 'inlet-jetty', 'bay-flats', 'reef-offshore'],
    preferredTempF: typical(75, 84, 'unverified: Hawaii nearshore water runs about 75-82 F through the year'),
    spawnTempF: typical(77, 84, 'partly verified: ulua come near shore to spawn in the summer months (Ka Wai Ola 1990); the temperatures are not sourced'),
    spawnSeason: 'summer', feedingTimes: ['night', 'dawn', 'dusk', 'rising tide on the reef'],
    holding: {
      'rocky-coast': { any: hold(read(cite('oha-ulua-1990', 'papio are among the best shoreline sport fishes; summer is best for ulua, when they come near shore to spawn'), cite('dar-ulua-2000', 'Introduction and Background: the ulua/papio shoreline sport fishery')), 'rocky points, ledges and benches that drop into deep water', 'channels and cuts into the reef, at night for big ulua') },
      surf: { any: gh('sand channels, beach breaks and reef gaps, where papio chase bait') },
      'bay-flats': { any: gh('reef flats, harbour mouths and stream mouths; papio in estuaries') },
      'inlet-jetty': { any: gh('harbour entrances, breakwaters and the channels through the reef') },
      offshore: { any: gh('ledges, drop-offs, pinnacles and the reef edge') },
    },
    presentations: {
      artificial: lure('Popper or stickbait; metal jig or small plug for papio', '5-7 in popper for ulua, 2-4 in plug or 1/2-1 oz metal for papio', 'white, silver, sardine', 'work topwater fast along the reef edge at dawn; whip small plugs for papio'),
      fly: lure('Baitfish or shrimp fly for papio on the flats', 'size 1/0-4', 'white, tan, chartreuse', 'strip fast past cruising papio'),
      live: lure('Whole octopus (tako), eel or crab slid down a slide-bait rig for ulua; shrimp (\u2018opae) or squid for papio', 'ulua: 10/0-14/0 circle hook on a 100-150 lb leader; papio: 1/0-3/0', 'natural', 'anchor a sinker line from the rocks and slide the bait down at night; whip or drift small baits for papio'),
    },
    rigs: [
      rig(['live'], { kinds: ['rocky-coast', 'inlet-jetty', 'surf'], types: ['shore'] }, lure('Whole octopus (tako), eel or crab on a slide-bait rig for ulua; shrimp (\u2018opae), squid or small fish for papio', 'ulua: 10/0-14/0 circle hook on a 100-150 lb leader; papio: 1/0-3/0', 'natural', 'cast a sinker line from the rocks, then slide the bait down it; fish through the night'), read(cite('oha-ulua-1990', 'baits: \u2018opae (shrimp), muhe\u2018e (squid) and aku belly for papio; whole he\u2018e (octopus), \u2018a\u2018ama crab or whole \u2018oama for ulua'))),
    ],
    approach: [
      way(['shore'], 'fish from rocky points and ledges into deep water, usually overnight with two or three rods; watch the surf and never turn your back on the sea'),
      way(['kayak'], 'troll or drift live bait along the reef edge in calm seas'),
    ],
    sources: ['oha-ulua-1990', 'dar-ulua-2000', 'fishbase'],
  },
  {
    id: 'permit', commonName: 'Permit', scientificName: 'Trachinotus falcatus', group: 'flats',
    habitats: ['salt'], regions: ['south-atlantic', 'gulf'],
    maxLat: 27.5,
    kinds: ['bay-flats', 'reef-offshore', 'inlet-jetty'],
    preferredTempF: typical(72, 86, 'unverified: not found in a readable source'),
    spawnTempF: typical(75, 82, 'unverified: aggregates on offshore wrecks and reefs in spring and early summer'),
    spawnSeason: 'spring', feedingTimes: ['rising tide on the flats', 'bright sun for sight fishing'],
    holding: {
      'bay-flats': { any: gh('the edges of ocean-side and Gulf flats on a rising tide', spot('turtle grass flats', 'seagrass')), spawn: gh('wrecks and reefs offshore; flats fishing slows') },
      offshore: { any: gh('wrecks and reef edges, often in schools near the surface') },
    },
    presentations: {
      artificial: lure('Small bucktail or crab jig', '1/8-3/8 oz', 'tan, white, brown', 'cast ahead of the fish, let it sink to the bottom, hop once'),
      fly: lure('Weighted crab fly (Merkin-style)', 'size 1/0-4', 'tan, olive, brown', 'lead the fish, let the fly drop, strip short when it turns'),
      live: lure('Live crab (silver-dollar sized blue or pass crab)', '1/0-3/0 hook', 'natural', 'cast ahead of tailing or wreck fish and let the crab swim down'),
    },
    sources: ['flmnh-ichthyology', 'fwc-species'],
  },
  {
    id: 'florida-pompano', commonName: 'Florida pompano', scientificName: 'Trachinotus carolinus', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['south-atlantic', 'gulf'],
    maxLat: 34,
    kinds: ['surf', 'inlet-jetty', 'bay-flats'],
    preferredTempF: typical(68, 82, 'unverified: not found in a readable source'),
    spawnTempF: typical(72, 82, 'unverified: spawns offshore in spring and summer'),
    spawnSeason: 'spring', feedingTimes: ['moving tide', 'morning', 'clear surf after a front passes'],
    holding: { surf: { any: gh('the first trough close to the beach, where waves wash out sand fleas'), winter: gh('troughs along south-facing beaches; they follow water near 70 F') } },
    presentations: {
      artificial: lure('Small pompano jig bounced along the bottom', '1/4-1/2 oz', 'yellow, pink, chartreuse', 'cast into the trough and hop it back so it puffs sand'),
      fly: lure('Small weighted crab or shrimp fly', 'size 2-4', 'tan, pink, chartreuse', 'strip slowly along the bottom of the trough'),
      live: lure('Sand fleas (mole crabs), clam or shrimp on a double-dropper pompano rig', 'size 1-1/0 hooks, 3-4 oz pyramid sinker', 'natural; small floats on the dropper', 'cast to the first trough and set the rod in a spike'),
    },
    sources: ['fwc-species', 'flmnh-ichthyology'],
  },
  {
    id: 'false-albacore', commonName: 'False albacore (little tunny)', scientificName: 'Euthynnus alletteratus', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic', 'gulf'],
    kinds: ['inlet-jetty', 'surf', 'reef-offshore'],
    saltMonths: { 'north-atlantic': [8, 9, 10], 'mid-atlantic': [9, 10, 11], 'south-atlantic': [3, 4, 5, 9, 10, 11, 12] },
    preferredTempF: typical(64, 78, 'unverified: not found in a readable source'),
    spawnTempF: typical(75, 84, 'unverified: spawns offshore in summer'),
    spawnSeason: 'summer', feedingTimes: ['morning', 'moving tide', 'bait blitzes'],
    holding: { coast: { any: gh('inlets, points and the outside of the bars where bait balls up; fast-moving schools'), fall: gh('the fall bait run along the beaches and inlets') } },
    presentations: {
      artificial: lure('Small metal (epoxy jig, tin) or slim soft plastic', '1/2-1 oz, 3 in', 'silver, bone, bay anchovy', 'cast into the blitz and burn it back'),
      fly: lure('Small epoxy or Clouser minnow matching anchovies or silversides', 'size 1-4', 'white, tan, chartreuse/white', 'lead the school and strip fast'),
      live: lure('Live or chunked menhaden, glass minnows', '2/0-4/0 circle hook, 20-30 lb fluorocarbon', 'natural', 'free-line live bait near the schools'),
    },
    sources: ['noaa-fishwatch', 'asmfc-species'],
  },
];
