import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { readStoredStructuredReport, type TReport } from '@anglerscout/contracts';
import { renderReportPdf } from './render-report-pdf.ts';

/** A frozen stored report (never regenerated; packages/contracts/src/stored-reports/). */
function frozen(name: string) {
  const raw: unknown = JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/contracts/src/stored-reports/${name}.json`, import.meta.url),
      'utf8',
    ),
  );
  const read = readStoredStructuredReport(raw);
  if (!read.ok) throw new Error(read.reason);
  return read.value;
}

/** A report whose writer said almost nothing: whatever else the PDF holds came from the structure. */
function reportOf(structured: TReport['structured']): TReport {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-20T12:00:00.000Z',
    date: '2026-11-22',
    locationName: 'Tampa Bay, St. Petersburg',
    latitude: 27.76,
    longitude: -82.63,
    species: null,
    speciesName: null,
    fishingType: 'shore',
    baitType: 'artificial',
    habitat: 'salt',
    score: 80,
    verdict: 'excellent',
    timeZone: 'America/New_York',
    placeId: null,
    markdown: '# Short\n\nThe writer kept it brief.',
    structured,
    conditions: null,
    writer: { kind: 'built-in', model: null, aiSettingsVersion: null, note: null },
    timings: {},
  };
}

async function pdfText(report: TReport): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await renderReportPdf(report)) });
  try {
    // Lines wrap on paper: compare with runs of whitespace collapsed.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('renderReportPdf', () => {
  it('prints the facts from the stored structure, not only the writer’s text', async () => {
    const s = frozen('v2-tampa-bay-salt');
    const text = await pdfText(reportOf(s));
    expect(text).toContain('The writer kept it brief.');
    // The verdict, the timeline's best window, the conditions, targets, where/how, sources.
    expect(text).toContain(s.verdict.headline.replace(/\s+/g, ' '));
    expect(text).toContain('Best times');
    expect(text).toMatch(/7:00 AM to \d{1,2}:\d{2} [AP]M, peak \d+/);
    expect(text).toContain('Sunrise 6:57 AM');
    expect(text).toContain('Water 71 °F (measured: measured today');
    for (const target of s.targets) expect(text).toContain(`${target.commonName}: ${target.phase}`);
    expect(text).toContain(`${s.whereToFish[0]!.commonName}: ${s.whereToFish[0]!.where}`);
    expect(text).toContain(s.howToFish[0]!.presentation.what);
    const weather = s.sources.find((x) => x.label === 'Weather')!;
    expect(text).toContain(`Sources ${s.sources[0]!.label}: `);
    expect(text).toContain(`Weather: ${weather.detail}`);
  });

  it('prints rules, plan basis and a target’s closure when the structure has them', async () => {
    const s = frozen('v2-tampa-bay-salt');
    const withRules: TReport['structured'] = {
      ...s,
      plannedFrom: { basis: 'season and climatology', text: 'Beyond the 16-day forecast.' },
      targets: s.targets.map((t, i) =>
        i === 0
          ? {
              ...t,
              regulation: {
                status: 'harvest-closed',
                text: 'Harvest of red drum is closed in this zone',
                sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/red-drum/',
                change: null,
              },
            }
          : t,
      ),
      rules: {
        state: 'FL',
        jurisdiction: 'state',
        offshoreNm: null,
        agencies: [
          { name: 'Florida Fish and Wildlife', url: 'https://myfwc.com/fishing/', scope: 'salt' },
        ],
        closures: [],
        note: 'Rules change; check before you fish. This is guidance, not legal advice.',
      },
    };
    const text = await pdfText(reportOf(withRules));
    expect(text).toContain('Planned from season and climatology: Beyond the 16-day forecast.');
    expect(text).toContain('Rules: Harvest of red drum is closed in this zone');
    expect(text).toContain('Florida Fish and Wildlife: https://myfwc.com/fishing/');
    expect(text).toContain('This is guidance, not legal advice.');
  });

  it('prints an older report without the newer optional parts, and a report without structure by its text', async () => {
    const lake = await pdfText(reportOf(frozen('v2-lake-fork-no-weather')));
    expect(lake).toContain('Largemouth bass: ');
    expect(lake).not.toContain('Rules of the water');
    expect(lake).not.toContain('Planned from');
    const bare = await pdfText(reportOf(null));
    expect(bare).toContain('The writer kept it brief.');
    expect(bare).not.toContain('Best times');
    expect(bare).not.toContain("In the writer's words");
  });
});
