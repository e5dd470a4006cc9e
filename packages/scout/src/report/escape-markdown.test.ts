import { beforeAll, describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { buildReport } from './build-report.ts';
import { TAMPA_BAY } from './testing/coastal-day.ts';
import { writeReport } from './write-report.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';

beforeAll(async () => {
  await loadTideDatabase();
});

describe('a place name in the written report', () => {
  it('stays plain text: no link, image, emphasis or HTML from what the user typed', () => {
    const name =
      '[Claim your prize](https://evil.example) ![x](https://evil.example/p.png) **Hot** <b>x</b>';
    const md = writeReport(buildReport({ ...TAMPA_BAY, placeName: name }));
    const html = marked.parse(md.split('\n')[0]!, { async: false });
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<strong>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Claim your prize');
  });
});
