/**
 * Science review harness: writes fresh reports with the real science, as the server's scout report
 * engine passes its inputs (bundled climatology, geo index, closure seed, mapped lakes, tide station
 * lookup). Usage: npx tsx packages/scout/scripts/review-reports.ts <out-dir> [case-name-filter]
 * [--cases cases.json]; a cases file (an array of the Case records below) replaces the built-in
 * cases, so a reviewer can read held-out spots without editing this file.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport } from '../src/report/build-report.ts';
import { writeReport } from '../src/report/write-report.ts';
import { bundledClimateAt } from '../src/climate/normals.ts';
import { loadTideDatabase } from '../src/tides/tide-stations.ts';
import { decodeLakes, isInLake, lakeAreaAt, LAKES_DATA_URL } from '../src/water/lakes.ts';
import { COAST_DATA_URL, decodeCoast } from '../src/geo/coastline.ts';
import { spotGeo, type GeoIndex } from '../src/geo/spot-geo.ts';
import { decodeStates, US_STATES_DATA_MODULE } from '../src/geo/us-states.ts';
import { CLOSURE_SEED } from '../src/rules/data/closure-seed.ts';
import type { BaitType, FishingType } from '../src/species/types.ts';
import type { WaterKind } from '@anglerscout/contracts';

interface Case {
  id: string;
  place: string;
  lat: number;
  lon: number;
  date: string;
  habitat: 'fresh' | 'salt';
  kind?: WaterKind;
  fishing: FishingType;
  bait: BaitType;
  species?: string;
}

export const CASES: Case[] = [
  {
    id: '01-lotw-feb',
    place: 'Lake of the Woods',
    lat: 48.85,
    lon: -94.65,
    date: '2027-02-10',
    habitat: 'fresh',
    fishing: 'shore',
    bait: 'live',
  },
  {
    id: '02-upper-miss-ld14-mar',
    place: 'Mississippi River below Lock and Dam 14',
    lat: 41.565,
    lon: -90.41,
    date: '2027-03-18',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
    species: 'sauger',
  },
  {
    id: '03-champlain-may',
    place: 'Lake Champlain',
    lat: 44.55,
    lon: -73.33,
    date: '2027-05-20',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
    species: 'smallmouth-bass',
  },
  {
    id: '04-bwca-jun',
    place: 'Basswood Lake',
    lat: 48.06,
    lon: -91.55,
    date: '2027-06-12',
    habitat: 'fresh',
    fishing: 'kayak',
    bait: 'artificial',
  },
  {
    id: '05-white-river-oct',
    place: 'White River below Bull Shoals Dam',
    lat: 36.36,
    lon: -92.58,
    date: '2027-10-14',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '06-table-rock-apr',
    place: 'Table Rock Lake',
    lat: 36.6,
    lon: -93.4,
    date: '2027-04-10',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '07-guntersville-mar',
    place: 'Lake Guntersville',
    lat: 34.42,
    lon: -86.2,
    date: '2027-03-12',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
    species: 'largemouth-bass',
  },
  {
    id: '08-santee-apr',
    place: 'Lake Marion',
    lat: 33.5,
    lon: -80.35,
    date: '2027-04-08',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'live',
  },
  {
    id: '09-st-johns-jan',
    place: 'St. Johns River near Sanford',
    lat: 28.85,
    lon: -81.3,
    date: '2027-01-22',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
    species: 'american-shad',
  },
  {
    id: '10-charleston-oct',
    place: 'Charleston Harbor',
    lat: 32.76,
    lon: -79.9,
    date: '2027-10-16',
    habitat: 'salt',
    fishing: 'kayak',
    bait: 'live',
    species: 'red-drum',
  },
  {
    id: '11-barnegat-may',
    place: 'Barnegat Bay',
    lat: 39.78,
    lon: -74.12,
    date: '2027-05-15',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'live',
  },
  {
    id: '12-cape-cod-canal-jun',
    place: 'Cape Cod Canal',
    lat: 41.77,
    lon: -70.55,
    date: '2027-06-10',
    habitat: 'salt',
    fishing: 'shore',
    bait: 'artificial',
  },
  {
    id: '13-montauk-oct',
    place: 'Montauk Point',
    lat: 41.07,
    lon: -71.86,
    date: '2027-10-20',
    habitat: 'salt',
    fishing: 'shore',
    bait: 'artificial',
  },
  {
    id: '14-galveston-jul',
    place: 'Galveston North Jetty',
    lat: 29.35,
    lon: -94.7,
    date: '2027-07-12',
    habitat: 'salt',
    fishing: 'shore',
    bait: 'live',
  },
  {
    id: '15-port-aransas-dec',
    place: 'Port Aransas',
    lat: 27.83,
    lon: -97.05,
    date: '2026-12-28',
    habitat: 'salt',
    fishing: 'shore',
    bait: 'live',
  },
  {
    id: '16-venice-sep',
    place: 'Venice, Louisiana',
    lat: 29.27,
    lon: -89.35,
    date: '2027-09-15',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '17-san-diego-aug',
    place: 'Point Loma kelp beds',
    lat: 32.68,
    lon: -117.27,
    date: '2027-08-10',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'live',
    species: 'yellowtail',
  },
  {
    id: '18-tillamook-sep',
    place: 'Tillamook Bay',
    lat: 45.5,
    lon: -123.9,
    date: '2027-09-20',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '19-bonneville-jun',
    place: 'Columbia River below Bonneville Dam',
    lat: 45.62,
    lon: -121.98,
    date: '2027-06-15',
    habitat: 'fresh',
    fishing: 'shore',
    bait: 'artificial',
  },
  {
    id: '20-sitka-jul',
    place: 'Sitka Sound',
    lat: 57.0,
    lon: -135.5,
    date: '2027-07-14',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'live',
  },
  {
    id: '21-kona-may',
    place: 'Kona coast',
    lat: 19.64,
    lon: -156.0,
    date: '2027-05-12',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '22-tahoe-jan',
    place: 'Lake Tahoe',
    lat: 39.1,
    lon: -120.04,
    date: '2027-01-18',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '23-pyramid-mar',
    place: 'Pyramid Lake',
    lat: 40.0,
    lon: -119.55,
    date: '2027-03-15',
    habitat: 'fresh',
    fishing: 'shore',
    bait: 'fly',
  },
  {
    id: '24-green-river-may',
    place: 'Green River below Flaming Gorge Dam',
    lat: 40.9,
    lon: -109.42,
    date: '2027-05-18',
    habitat: 'fresh',
    fishing: 'shore',
    bait: 'fly',
  },
  // science-2: held-out cases, not tuned on
  {
    id: '25-lake-davis-jul',
    place: 'Lake Davis',
    lat: 39.88,
    lon: -120.48,
    date: '2027-07-15',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '26-caney-fork-aug',
    place: 'Caney Fork River below Center Hill Dam',
    lat: 36.1,
    lon: -85.83,
    date: '2027-08-12',
    habitat: 'fresh',
    fishing: 'shore',
    bait: 'fly',
  },
  {
    id: '27-lake-erie-apr',
    place: 'Lake Erie western basin',
    lat: 41.65,
    lon: -82.95,
    date: '2027-04-20',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '28-okeechobee-mar',
    place: 'Lake Okeechobee',
    lat: 26.95,
    lon: -80.8,
    date: '2027-03-10',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'live',
  },
  {
    id: '29-puget-sound-sep',
    place: 'Point No Point, Puget Sound',
    lat: 47.91,
    lon: -122.53,
    date: '2027-09-05',
    habitat: 'salt',
    fishing: 'shore',
    bait: 'artificial',
  },
  {
    id: '30-lake-mead-nov',
    place: 'Lake Mead',
    lat: 36.1,
    lon: -114.75,
    date: '2027-11-10',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  // science-3: held-out cases, not tuned on
  {
    id: '31-kentucky-lake-apr',
    place: 'Kentucky Lake',
    lat: 36.75,
    lon: -88.1,
    date: '2027-04-12',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'live',
    species: 'black-crappie',
  },
  {
    id: '32-winnipesaukee-jun',
    place: 'Lake Winnipesaukee',
    lat: 43.6,
    lon: -71.35,
    date: '2027-06-10',
    habitat: 'fresh',
    fishing: 'boat',
    bait: 'artificial',
  },
  {
    id: '33-snake-river-id-oct',
    place: 'Snake River near Lewiston',
    lat: 46.3,
    lon: -117.0,
    date: '2027-10-15',
    habitat: 'fresh',
    fishing: 'shore',
    bait: 'artificial',
  },
  {
    id: '34-mobile-bay-feb',
    place: 'Mobile Bay',
    lat: 30.5,
    lon: -88.0,
    date: '2027-02-12',
    habitat: 'salt',
    fishing: 'boat',
    bait: 'live',
  },
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const casesAt = args.indexOf('--cases');
  const casesFile = casesAt >= 0 ? args.splice(casesAt, 2)[1] : undefined;
  const cases: Case[] = casesFile ? (JSON.parse(readFileSync(casesFile, 'utf8')) as Case[]) : CASES;
  const out = args[0] ?? '/tmp/review-reports';
  const filter = args[1];
  mkdirSync(out, { recursive: true });
  await loadTideDatabase();
  const lakes = decodeLakes(readFileSync(LAKES_DATA_URL));
  const geoIndex: GeoIndex = {
    coast: decodeCoast(readFileSync(COAST_DATA_URL)),
    states: decodeStates(
      JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve(US_STATES_DATA_MODULE), 'utf8'),
      ),
    ),
  };
  for (const c of cases) {
    if (filter && !c.id.includes(filter)) continue;
    const inLake = isInLake(lakes, c.lat, c.lon);
    const r = buildReport({
      lat: c.lat,
      lon: c.lon,
      date: c.date,
      placeName: c.place,
      habitat: c.habitat,
      waterKind: c.kind ?? null,
      inLake,
      lakeAreaKm2: inLake ? lakeAreaAt(lakes, c.lat, c.lon) : null,
      fishingType: c.fishing,
      baitType: c.bait,
      speciesIds: c.species ? [c.species] : [],
      weather: null,
      climate: bundledClimateAt(c.lat, c.lon),
      geo: spotGeo(geoIndex, c.lat, c.lon),
      closures: CLOSURE_SEED,
    });
    const md = writeReport(r);
    const head = `<!-- ${c.id}: ${c.place} (${c.lat}, ${c.lon}) ${c.date} ${c.habitat} ${c.kind ?? 'kind suggested'} ${c.fishing} ${c.bait} ${c.species ?? 'targets chosen'}; inLake=${inLake} -->\n`;
    writeFileSync(join(out, `${c.id}.md`), head + md);
    writeFileSync(join(out, `${c.id}.json`), JSON.stringify(r, null, 2));
    const t = r.targets.map((x) => `${x.commonName}:${x.phase ?? ''}`).join(', ');
    console.log(
      `${c.id}\t${r.waterKind?.kind ?? ''}\t${r.verdict.score} ${r.verdict.rating}\t${t}`,
    );
  }
}

await main();
