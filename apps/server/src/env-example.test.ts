import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './env.ts';

/**
 * `.env.example` is the operator's list of every variable: it must name exactly what the server's
 * schema reads, so a new variable cannot ship undocumented and a removed one cannot linger.
 */
const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
const documented = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

describe('.env.example', () => {
  it('documents every variable of the env schema, and nothing else', () => {
    const schema = Object.keys(ZEnv.shape).sort();
    expect([...new Set(documented)].sort()).toEqual(schema);
  });

  it('lists each variable once', () => {
    expect(documented.length).toBe(new Set(documented).size);
  });
});
