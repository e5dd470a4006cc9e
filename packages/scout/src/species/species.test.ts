import { describe, expect, it } from 'vitest';
import { WATER_KIND_HABITAT, WATER_KINDS } from '@anglerscout/contracts';
import { approachFor, getSpecies, holdingFor, SPECIES } from './catalogue.ts';
import { chooseTargets } from './choose-targets.ts';
import { activitySuitability, phaseFor } from './phases.ts';
import { regionFor } from './region.ts';
import { SOURCES } from './sources.ts';
import { BLACK_BASS_AND_SUNFISH_SOURCES } from './sources/black-bass-and-sunfish.ts';
import { CATFISH_AND_TEMPERATE_BASS_SOURCES } from './sources/catfish-and-temperate-bass.ts';
import { GENERAL_REFERENCES } from './sources/general-references.ts';
import { NAMED_WATER_SOURCES } from './sources/named-waters.ts';
import { PERCIDS_AND_ESOCIDS_SOURCES } from './sources/percids-and-esocids.ts';
import { REGIONAL_SOURCES } from './sources/regional.ts';
import { SALTWATER_SOURCES } from './sources/saltwater.ts';
import { TROUT_AND_SALMON_SOURCES } from './sources/trout-and-salmon.ts';
import { SUB_REGIONS } from './regions/index.ts';
import type { BaitType, FishingType, SeasonPhase } from './types.ts';

const PHASES: SeasonPhase[] = [
  'winter',
  'spring',
  'pre-spawn',
  'spawn',
  'post-spawn',
  'summer',
  'fall',
];
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
      }
      const kinds = WATER_KINDS.filter((k) => s.habitats.includes(WATER_KIND_HABITAT[k]));
      for (const kind of kinds)
        for (const phase of PHASES)
          expect(holdingFor(s, kind, phase, []).text.length).toBeGreaterThan(10);
      for (const bait of BAITS) {
        const p = s.presentations[bait];
        expect(p.what.length && p.size.length && p.colours.length && p.how.length).toBeGreaterThan(
          0,
        );
      }
      for (const t of TYPES)
        for (const kind of kinds) expect(approachFor(s, t, kind).text.length).toBeGreaterThan(10);
    });
  }

  it('cites every source in the registry at least once (species, their rigs, or regions)', () => {
    const cited = new Set<string>([
      ...SPECIES.flatMap((s) => [
        ...s.sources,
        ...[s.preferredTempF, s.spawnTempF].flatMap((r) => r.citations.map((c) => c.source)),
        ...(s.rigs ?? []).flatMap((r) =>
          r.basis.status === 'sourced' ? r.basis.citations.map((c) => c.source) : [],
        ),
        ...(s.spawnsWhere?.basis.status === 'sourced'
          ? s.spawnsWhere.basis.citations.map((c) => c.source)
          : []),
      ]),
      ...SUB_REGIONS.flatMap((r) => r.sources),
    ]);
    expect(Object.keys(SOURCES).filter((id) => !cited.has(id as keyof typeof SOURCES))).toEqual([]);
  });

  it('defines each source id in one family file only', () => {
    const ids = [
      BLACK_BASS_AND_SUNFISH_SOURCES,
      CATFISH_AND_TEMPERATE_BASS_SOURCES,
      PERCIDS_AND_ESOCIDS_SOURCES,
      TROUT_AND_SALMON_SOURCES,
      SALTWATER_SOURCES,
      GENERAL_REFERENCES,
      REGIONAL_SOURCES,
      NAMED_WATER_SOURCES,
    ].flatMap((family) => Object.keys(family));
    expect(ids.length).toBe(Object.keys(SOURCES).length);
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

  it('places coordinates in the regions the issue names', () => {
    expect(regionFor(27.95, -82.46)).toBe('gulf'); // Tampa
    expect(regionFor(29.3, -94.8)).toBe('gulf'); // Galveston
    expect(regionFor(32.78, -79.93)).toBe('south-atlantic'); // Charleston
    expect(regionFor(25.77, -80.13)).toBe('south-atlantic'); // Miami
    expect(regionFor(38.98, -76.49)).toBe('mid-atlantic'); // Annapolis
    expect(regionFor(42.36, -71.05)).toBe('north-atlantic'); // Boston
    expect(regionFor(47.6, -122.3)).toBe('pacific'); // Seattle
    expect(regionFor(41.5, -81.7)).toBe('great-lakes'); // Cleveland
    expect(regionFor(36.16, -86.78)).toBe('inland-south'); // Nashville
    expect(regionFor(44.98, -93.27)).toBe('inland-north'); // Minneapolis
    expect(regionFor(46.87, -113.99)).toBe('inland-north'); // Missoula
    expect(regionFor(21.3, -157.8)).toBe('hawaii');
    expect(regionFor(61.2, -149.9)).toBe('alaska');
  });

  it('chooses salt targets for a warm Gulf day and cold-water targets for a cold northern lake', () => {
    const gulf = chooseTargets({
      habitat: 'salt',
      region: 'gulf',
      subRegion: null,
      lat: 29.3,
      date: '2026-06-15',
      kind: 'bay-flats',
      fishingType: 'shore',
      water: { tempF: 82, kind: 'measured' },
    });
    expect(gulf.length).toBe(3);
    expect(gulf.every((t) => t.species.habitats.includes('salt'))).toBe(true);
    expect(gulf[0]!.phase.basis).toMatch(/82 °F/);
    const north = chooseTargets({
      habitat: 'fresh',
      region: 'inland-north',
      subRegion: null,
      lat: 45,
      date: '2026-05-15',
      kind: 'natural-lake',
      fishingType: 'boat',
      water: { tempF: 50, kind: 'measured' },
    });
    expect(north.map((t) => t.species.id)).not.toContain('channel-catfish');
  });

  it('never calls November water "in the spawning range" of a spring spawner', () => {
    const fit = activitySuitability(bass, 58, 11);
    expect(fit.inSpawnRange).toBe(false);
    expect(activitySuitability(bass, 63, 4).inSpawnRange).toBe(true);
  });
});

/**
 * Finding 2: a walk over the species data. A range is shown as fact only when it is sourced:
 * each citation names a known source and the page, table, figure or section where the figures
 * were read, for adults or spawning fish. Everything else must be marked typical, which reports
 * print as "a typical value, not a sourced fact".
 */
describe('species data walk: no unsourced range shown as fact', () => {
  for (const s of SPECIES)
    for (const [field, r] of [
      ['preferredTempF', s.preferredTempF],
      ['spawnTempF', s.spawnTempF],
    ] as const)
      it(`${s.id} ${field} is sourced with a location, or marked typical`, () => {
        expect(['sourced', 'typical']).toContain(r.status);
        if (r.status === 'typical') {
          expect(r.citations).toEqual([]);
          return;
        }
        expect(r.citations.length).toBeGreaterThan(0);
        expect(r.lifeStage).toBe(field === 'spawnTempF' ? 'spawning' : 'adult');
        for (const c of r.citations) {
          expect(SOURCES, `unknown source ${c.source}`).toHaveProperty(c.source);
          expect(c.where.trim().length, `${c.source}: say where in the source`).toBeGreaterThan(8);
          expect(c.where).not.toMatch(/TODO|unverified/i);
        }
        expect(r.note ?? '').not.toMatch(/unverified|proxy/i);
      });
});
