/**
 * Builds the compact data files the validation reads (tools/validate/data/) from NOAA's raw MRIP
 * 2018 intercept files and the Census 2019 county gazetteer. Run once when the raw files change:
 *
 *   npm run prepare-data -w @anglerscout/validate -- <mrip-dir> <gazetteer-file>
 *
 * <mrip-dir> holds trip_2018{1,2,6}.csv and catch_2018{1,2,6}.csv (MRIP's own CSV downloads);
 * <gazetteer-file> is 2019_Gaz_counties_national (tab or comma separated, with or without header).
 * The outputs keep every trip record (the tool applies the inclusion rules) and only the counties
 * those trips name.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { DATA_DIR, TRIPS_FILE, COUNTIES_FILE, TRIP_COLUMNS } from './paths.ts';

const WAVES = ['1', '2', '6'] as const;

type Row = Record<string, string>;

const readCsv = (file: string): Row[] =>
  parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true }) as Row[];

const sha256 = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

function main(): void {
  const [mripDir, gazetteer] = process.argv.slice(2);
  if (!mripDir || !gazetteer) {
    console.error('usage: prepare-data <mrip-dir> <gazetteer-file>');
    process.exit(2);
  }
  const hashes: string[] = [];
  const catchByTrip = new Map<string, number>();
  const trips: Row[] = [];
  for (const wave of WAVES) {
    const catchFile = join(mripDir, `catch_2018${wave}.csv`);
    const tripFile = join(mripDir, `trip_2018${wave}.csv`);
    hashes.push(
      `${sha256(tripFile)}  trip_2018${wave}.csv`,
      `${sha256(catchFile)}  catch_2018${wave}.csv`,
    );
    for (const c of readCsv(catchFile)) {
      const n = Number(c.tot_cat);
      if (!Number.isFinite(n)) throw new Error(`bad tot_cat for ${c.ID_CODE}`);
      catchByTrip.set(c.ID_CODE!, (catchByTrip.get(c.ID_CODE!) ?? 0) + n);
    }
    for (const t of readCsv(tripFile)) trips.push({ ...t, wave });
  }

  const lines = [TRIP_COLUMNS.join(',')];
  const counties = new Set<string>();
  for (const t of trips) {
    const id = t.ID_CODE!;
    const date = `${id.slice(5, 9)}-${id.slice(9, 11)}-${id.slice(11, 13)}`;
    const geoid = `${t.ST!.padStart(2, '0')}${t.CNTY!.padStart(3, '0')}`;
    counties.add(geoid);
    const clean = (s: string | undefined) => (s ?? '').replace(/[,"\n]/g, ' ').trim();
    lines.push(
      [
        id,
        date,
        t.wave,
        geoid,
        t.INTSITE,
        t.MODE_FX,
        t.AREA_X,
        t.TIME,
        t.HRSF,
        t.CNTRBTRS,
        clean(t.prim1_common),
        clean(t.prim2_common),
        String(Math.round((catchByTrip.get(id) ?? 0) * 1000) / 1000),
      ].join(','),
    );
  }
  writeFileSync(join(DATA_DIR, TRIPS_FILE), lines.join('\n') + '\n');

  const gazText = readFileSync(gazetteer, 'utf8');
  const delimiter = gazText.split('\n')[0]!.includes('\t') ? '\t' : ',';
  const rows = parse(gazText, { delimiter, skip_empty_lines: true, trim: true }) as string[][];
  const out = ['geoid,state,name,lat,lon'];
  for (const r of rows) {
    const [usps, geoid, , name, , , , , lat, lon] = r;
    if (!geoid || !counties.has(geoid)) continue;
    out.push([geoid, usps, name!.replace(/,/g, ' '), Number(lat), Number(lon)].join(','));
  }
  writeFileSync(join(DATA_DIR, COUNTIES_FILE), out.join('\n') + '\n');
  hashes.push(`${sha256(gazetteer)}  ${gazetteer.split('/').pop()}`);
  writeFileSync(join(DATA_DIR, 'raw-sha256.txt'), hashes.join('\n') + '\n');
  const missing = [...counties].filter((c) => !out.some((l) => l.startsWith(`${c},`)));
  console.log(
    `${trips.length} trips, ${counties.size} counties (${missing.length} without a gazetteer point: ${missing.join(' ')})`,
  );
}

main();
