import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/species', () => {
  it('lists at least 40 species, fresh and salt, sorted by name', async () => {
    const { items } = await body(await t.request('/api/species'));
    expect(items.length).toBeGreaterThanOrEqual(40);
    const names = items.map((s: { commonName: string }) => s.commonName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(items.some((s: { habitats: string[] }) => s.habitats.includes('salt'))).toBe(true);
    expect(items.some((s: { habitats: string[] }) => s.habitats.includes('fresh'))).toBe(true);
    expect(items.find((s: { id: string }) => s.id === 'largemouth-bass')).toMatchObject({
      commonName: expect.stringMatching(/largemouth/i),
    });
  });
});
