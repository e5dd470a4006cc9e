import { describe, expect, it } from 'vitest';
import { HOSTILE } from '../../test/hostile-text.ts';
import { markdownToText, renderMarkdown, sanitizeHtmlFragment } from './render-markdown.ts';

describe('markdown rendering', () => {
  it.each(HOSTILE)('renders %s inert', (payload) => {
    const html = renderMarkdown(`Hello\n\n${payload}\n\nend`);
    expect(html).not.toMatch(
      /<script|<iframe|<svg|<form|<input|\son\w+=|javascript:|data:text|style=/i,
    );
    expect(html).toContain('Hello');
  });

  it('keeps what an angler writes: emphasis, lists, links and tables', () => {
    const html = renderMarkdown(
      '**Big** fish\n\n- cut mullet\n- shrimp\n\n[tides](https://tidesandcurrents.noaa.gov)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<strong>Big</strong>');
    expect(html).toContain('<li>cut mullet</li>');
    expect(html).toContain(
      '<a href="https://tidesandcurrents.noaa.gov" rel="nofollow ugc noopener noreferrer">tides</a>',
    );
    expect(html).toContain('<td>1</td>');
  });

  it('sanitises an upstream page the same way', () => {
    const html = sanitizeHtmlFragment(
      '<h1>FAQ</h1><script src="https://x"></script><p onmouseover="x()">Hi</p>',
    );
    expect(html).toBe('<h1>FAQ</h1><p>Hi</p>');
  });

  it('gives plain text for excerpts without the markup or script text', () => {
    expect(markdownToText('# Title &\n\n<script>evil()</script>\n\nSome **bold** text', 100)).toBe(
      'Title & Some bold text',
    );
  });
});
