import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { DEFAULT_TITLE, titleFromMatches } from './document-title.ts';

const match = (handle: unknown, params: Record<string, string> = {}) =>
  ({ id: '', pathname: '', params, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('titleFromMatches', () => {
  it('uses the deepest route title, formatted with the product name', () => {
    expect(
      titleFromMatches([match({ title: 'Help' }), match(undefined), match({ title: 'About' })]),
    ).toBe('About - AnglerScout');
  });
  it('accepts a title computed from the params', () => {
    expect(
      titleFromMatches([
        match({ title: (p: { slug: string }) => p.slug.toUpperCase() }, { slug: 'faq' }),
      ]),
    ).toBe('FAQ - AnglerScout');
  });
  it('falls back to the product title', () => {
    expect(titleFromMatches([match(undefined)])).toBe(DEFAULT_TITLE);
  });
});
