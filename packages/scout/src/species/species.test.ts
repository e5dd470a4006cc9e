import { describe, expect, it } from 'vitest';
import { approachFor, getSpecies, holdingFor, SPECIES } from './catalogue.ts';
import { chooseTargets } from './choose-targets.ts';
import { phaseFor } from './phases.ts';
import { regionFor } from './region.ts';
import { SOURCES } from './sources.ts';
import type { BaitType, FishingType, Habitat, SeasonPhase } from './types.ts';

const PHASES: SeasonPhase[] = ['winter', 'pre-spawn', 'spawn', 'post-spawn', 'summer', 'fall'];
const BAITS: BaitType[] = ['artificial', 'fly', 'live'];
const TYPES: FishingType[] = ['shore', 'boat', 'kayak'];

describe('species knowledge base', () => {
  it('has at least 40 species with unique ids, fresh and salt', () => {
    expect(SPECIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SPECIES.map((s) => s.id)).size).toBe(SPECIES.length);
    expect(SPECIES.filter((s) => s.habitats.includes('fresh')).length).toBeGreaterThanOrEqual(15);
    expect(SPECIES.filter((s) => s.habitats.includes('salt')).length).toBeGreaterThanOrEqual(15);
  });

  for (const s of SPECIES) {
    it(`${s.id} is complete and every figure names a known source`, () => {
      expect(s.commonName.length).toBeGreaterThan(2);
      expect(s.scientificName).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
      expect(s.habitats.length).toBeGreaterThan(0);
      expect(s.regions.length).toBeGreaterThan(0);
      expect(s.feedingTimes.length).toBeGreaterThan(0);
      expect(s.sources.length).toBeGreaterThan(0);
      for (const id of s.sources) expect(SOURCES, `unknown source ${id}`).toHaveProperty(id);
      for (const r of [s.preferredTempF, s.spawnTempF]) {
        expect(r.minF).toBeLessThan(r.maxF);
        expect(r.minF).toBeGreaterThanOrEqual(32);
        expect(r.maxF).toBeLessThanOrEqual(95);
        expect(r.sources.length).toBeGreaterThan(0);
        for (const id of r.sources) expect(SOURCES, `unknown source ${id}`).toHaveProperty(id);
        if (r.note?.startsWith('proxy')) expect(r.checked).toBe(false);
      }
      for (const habitat of s.habitats as Habitat[]) {
        for (const phase of PHASES)
          expect(holdingFor(s, habitat, phase).length).toBeGreaterThan(10);
      }
      for (const bait of BAITS) {
        const p = s.presentations[bait];
        expect(p.what.length && p.size.length && p.colours.length && p.how.length).toBeGreaterThan(
          0,
        );
      }
      for (const t of TYPES) expect(approachFor(s, t).length).toBeGreaterThan(10);
    });
  }

  it('cites every source in the registry at least once', () => {
    const cited = new Set(
      SPECIES.flatMap((s) => [...s.sources, ...s.preferredTempF.sources, ...s.spawnTempF.sources]),
    );
    expect(Object.keys(SOURCES).filter((id) => !cited.has(id as keyof typeof SOURCES))).toEqual([]);
  });

  it('looks species up by id', () => {
    expect(getSpecies('largemouth-bass')?.scientificName).toBe('Micropterus salmoides');
    expect(getSpecies('nope')).toBeUndefined();
  });
});

describe('phases and target choice', () => {
  const bass = getSpecies('largemouth-bass')!;
  it('keys largemouth phases to water temperature and season', () => {
    expect(phaseFor(bass, 42, 1)).toBe('winter');
    expect(phaseFor(bass, 52, 3)).toBe('pre-spawn');
    expect(phaseFor(bass, 63, 4)).toBe('spawn');
    expect(phaseFor(bass, 85, 7)).toBe('summer');
    expect(phaseFor(bass, 62, 10)).toBe('fall');
  });

  it('places coordinates in plausible regions', () => {
    expect(regionFor(27.95, -82.46)).toBe('southeast');
    expect(regionFor(29.3, -94.8)).toBe('gulf');
    expect(regionFor(44.98, -93.27)).toBe('midwest');
    expect(regionFor(47.6, -122.3)).toBe('pacific');
    expect(regionFor(21.3, -157.8)).toBe('hawaii');
    expect(regionFor(61.2, -149.9)).toBe('alaska');
    expect(regionFor(41.5, -71.3)).toBe('northeast');
  });

  it('chooses salt targets for a warm Gulf day and cold-water targets for a cold northern lake', () => {
    const gulf = chooseTargets({ habitat: 'salt', region: 'gulf', month: 6, waterTempF: 82 });
    expect(gulf.length).toBe(3);
    expect(gulf.every((t) => t.species.habitats.includes('salt'))).toBe(true);
    expect(gulf[0]!.reason).toMatch(/preferred/);
    const north = chooseTargets({ habitat: 'fresh', region: 'midwest', month: 5, waterTempF: 50 });
    expect(north.map((t) => t.species.id)).not.toContain('channel-catfish');
  });
});
