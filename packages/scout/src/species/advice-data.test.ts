/**
 * A walk over all the advice data (issue 27, item 6): every line a report can show as where,
 * how, approach, tide note, regional target or run window carries a basis, and no line is shown
 * as fact without one. Also the wording rules the data must keep: feature words only behind the
 * feature, no tide words in fresh water, no surf baits in a reservoir, no dry flies in ice water.
 */
import { describe, expect, it } from 'vitest';
import { WATER_KIND_HABITAT, WATER_KINDS, type WaterKind } from '@anglerscout/contracts';
import {
  approachFor,
  feedingTimesFor,
  holdingAdvice,
  holdingFor,
  presentationFor,
  SPECIES,
} from './catalogue.ts';
import { GROUP_APPROACH } from './group-approach.ts';
import { FRESH_GROUP_HOLDING } from './group-holding-fresh.ts';
import { SALT_GROUP_HOLDING } from './group-holding-salt.ts';
import { SUB_REGIONS } from './regions/index.ts';
import { SOURCES } from './sources.ts';
import { TIDE_NOTES } from './tide-notes.ts';
import type { BaitType, Basis, HoldingAdvice, PhaseHolding, SeasonPhase } from './types.ts';

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
const FRESH_KINDS = WATER_KINDS.filter((k) => WATER_KIND_HABITAT[k] === 'fresh');

/** Every advice line in the data with its basis (undefined when a line has none). */
function allLines(): { where: string; text: string; basis: Basis | undefined }[] {
  const out: { where: string; text: string; basis: Basis | undefined }[] = [];
  const fromHolding = (where: string, h: HoldingAdvice) =>
    out.push({ where, text: h.spots.map((s) => s.text).join('; '), basis: h.basis });
  const fromTable = (where: string, t: Partial<Record<string, PhaseHolding>> | undefined) => {
    for (const [key, byPhase] of Object.entries(t ?? {}))
      for (const [phase, h] of Object.entries(byPhase ?? {}))
        if (h) fromHolding(`${where} ${key} ${phase}`, h);
  };
  for (const [group, t] of Object.entries({ ...FRESH_GROUP_HOLDING }))
    fromTable(`fresh ${group}`, t);
  for (const [group, t] of Object.entries({ ...SALT_GROUP_HOLDING })) fromTable(`salt ${group}`, t);
  for (const [group, rules] of Object.entries(GROUP_APPROACH))
    for (const r of rules) out.push({ where: `approach ${group}`, text: r.text, basis: r.basis });
  for (const s of SPECIES) {
    fromTable(s.id, s.holding);
    for (const r of s.rigs ?? [])
      out.push({ where: `${s.id} rig`, text: r.presentation.what, basis: r.basis });
    for (const r of s.approach ?? [])
      out.push({ where: `${s.id} approach`, text: r.text, basis: r.basis });
  }
  for (const n of TIDE_NOTES) out.push({ where: 'tide note', text: n.text, basis: n.basis });
  for (const r of SUB_REGIONS) {
    for (const t of r.targets)
      out.push({ where: `${r.id} target`, text: t.species, basis: t.basis });
    for (const w of r.runs ?? []) out.push({ where: `${r.id} run`, text: w.text, basis: w.basis });
    for (const n of r.nearshore ?? [])
      out.push({ where: `${r.id} nearshore`, text: n.species, basis: n.basis });
  }
  return out;
}

describe('advice data walk: no advice line shown as fact without a basis', () => {
  const lines = allLines();

  it('walks hundreds of lines and finds none without a basis', () => {
    expect(lines.length).toBeGreaterThan(400);
    const bare = lines.filter(
      (l) => !l.basis || !['sourced', 'guide practice'].includes(l.basis.status),
    );
    expect(bare.map((l) => `${l.where}: ${l.text}`)).toEqual([]);
  });

  it('cites a known source and the place in it for every sourced line', () => {
    const sourced = lines.filter((l) => l.basis?.status === 'sourced');
    expect(sourced.length).toBeGreaterThan(20);
    for (const l of sourced) {
      if (l.basis?.status !== 'sourced') continue;
      expect(l.basis.citations.length, l.where).toBeGreaterThan(0);
      for (const c of l.basis.citations) {
        expect(SOURCES, `${l.where}: unknown source ${c.source}`).toHaveProperty(c.source);
        expect(c.where.length, `${l.where}: say where in ${c.source}`).toBeGreaterThan(15);
      }
    }
  });

  it('gives every default presentation the guide-practice label in a report', () => {
    for (const s of SPECIES)
      for (const kind of WATER_KINDS.filter((k) => s.habitats.includes(WATER_KIND_HABITAT[k])))
        for (const bait of BAITS)
          for (const phase of PHASES) {
            const p = presentationFor(s, bait, kind, phase, 40);
            expect(['sourced', 'guide practice']).toContain(p.basis.status);
          }
  });
});

/** Words that name a feature of the place, and the feature a spot needs to use them. */
const FEATURE_WORDS: [RegExp, string][] = [
  [/oyster/i, 'oyster-bars'],
  [/mangrove/i, 'mangroves'],
  [/\bkelp\b/i, 'kelp'],
  [/bluff/i, 'bluffs'],
  [/standing timber|timber along/i, 'standing-timber'],
  [/\bcanals?\b/i, 'canals'],
  [/bulrush|kissimmee grass|reeds/i, 'emergent-grass'],
  [/under the ice/i, 'ice'],
  [/turtle grass|grass flats/i, 'seagrass'],
];

describe('advice wording follows the water', () => {
  it('names an oyster bar, mangrove, kelp bed, bluff or canal only behind that feature', () => {
    const wrong: string[] = [];
    const check = (where: string, h: HoldingAdvice) => {
      for (const s of h.spots)
        for (const [re, feature] of FEATURE_WORDS)
          if (re.test(s.text) && !(s.needs ?? []).includes(feature as never))
            // Species whose whole range has the feature (kelp bass and kelp) may name it bare.
            wrong.push(`${where}: "${s.text}" needs ${feature}`);
    };
    for (const t of [FRESH_GROUP_HOLDING, SALT_GROUP_HOLDING])
      for (const [group, table] of Object.entries(t))
        for (const [key, byPhase] of Object.entries(table ?? {}))
          for (const [phase, h] of Object.entries(byPhase ?? {}))
            if (h) check(`${group} ${key} ${phase}`, h);
    for (const s of SPECIES)
      for (const [key, byPhase] of Object.entries(s.holding ?? {}))
        for (const [phase, h] of Object.entries(byPhase ?? {}))
          if (h) check(`${s.id} ${key} ${phase}`, h);
    expect(wrong).toEqual([]);
  });

  it('never shows an oyster bar, mangrove or kelp bed to a place without one', () => {
    for (const s of SPECIES)
      for (const kind of WATER_KINDS.filter((k) => s.habitats.includes(WATER_KIND_HABITAT[k])))
        for (const phase of PHASES) {
          const text = holdingFor(s, kind, phase, []).text;
          expect(text, `${s.id} ${kind} ${phase}`).not.toMatch(
            /oyster|mangrove|\bkelp\b|bluff|canal/i,
          );
        }
  });

  it('has holding water for every species in every kind of its habitats and phase', () => {
    for (const s of SPECIES)
      for (const kind of WATER_KINDS.filter((k) => s.habitats.includes(WATER_KIND_HABITAT[k])))
        for (const phase of PHASES) {
          const h = holdingAdvice(s, kind, phase);
          expect(h, `${s.id} ${kind} ${phase}`).toBeDefined();
          expect(
            h!.spots.some((x) => !x.needs),
            `${s.id} ${kind} ${phase} needs a spot with no feature`,
          ).toBe(true);
        }
  });

  it('speaks of no tide, surf, eels or clams on fresh water', () => {
    const TIDE =
      /\btides?\b|\bsurf\b|\bebb\b|\bflood(ing)? tide|\beels?\b|\bclams?\b|bunker|menhaden/i;
    for (const s of SPECIES.filter((x) => x.habitats.includes('fresh')))
      for (const kind of FRESH_KINDS as WaterKind[])
        for (const phase of PHASES) {
          expect(holdingFor(s, kind, phase, ['bluffs', 'ice']).text).not.toMatch(TIDE);
          expect(feedingTimesFor(s, kind, phase, 60).join(' ')).not.toMatch(TIDE);
          for (const type of ['shore', 'boat', 'kayak'] as const)
            expect(approachFor(s, type, kind).text, `${s.id} ${kind} ${type}`).not.toMatch(TIDE);
          for (const bait of BAITS) {
            const p = presentationFor(s, bait, kind, phase, 60).presentation;
            expect(`${p.what} ${p.size} ${p.how}`, `${s.id} ${kind} ${bait}`).not.toMatch(TIDE);
          }
        }
  });

  it('offers no dry fly to a trout in water near freezing', () => {
    for (const s of SPECIES.filter((x) => x.group === 'trout'))
      for (const kind of ['river', 'tailwater'] as WaterKind[]) {
        const p = presentationFor(s, 'fly', kind, 'winter', 34).presentation;
        // "no dry flies ..." is the advice itself; any dry fly offered is wrong.
        const offered = `${p.what} ${p.how}`.replace(
          /no dry flies[^;.]*|dry flies do not[^;.]*/gi,
          '',
        );
        expect(offered, `${s.id} ${kind}`).not.toMatch(
          /\bdry fl(y|ies)\b|hopper|caddis|attractor/i,
        );
      }
  });
});
