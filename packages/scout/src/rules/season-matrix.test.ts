import { describe, expect, it } from 'vitest';
import { getSpecies } from '../species/catalogue.ts';
import { CLOSURE_SEED } from './data/closure-seed.ts';
import { RULE_NOTICES } from './data/notices.ts';
import { REGION_STATES, SEASON_MATRIX } from './data/season-matrix.ts';

/**
 * The species x state matrix (science-6 review salt RC-3): every coastal state of the regions an
 * entry covers has a cell, and every cell points at data that exists and is about the fish.
 */
describe('the species x state season matrix', () => {
  for (const entry of SEASON_MATRIX)
    describe(entry.speciesId, () => {
      const species = getSpecies(entry.speciesId);

      it('is a catalogue salt species, over regions the catalogue gives it', () => {
        expect(species?.habitats).toContain('salt');
        for (const region of entry.regions) expect(species!.regions).toContain(region);
      });

      it('has a cell for every coastal state of its regions', () => {
        const states = new Set(entry.regions.flatMap((r) => REGION_STATES[r] ?? []));
        const empty = [...states].filter((s) => !entry.cells[s]);
        expect(empty).toEqual([]);
      });

      it('names rows and notices that exist and are about this fish', () => {
        for (const [state, cell] of Object.entries(entry.cells)) {
          const ids = cell.status === 'rows' || cell.status === 'notice' ? (cell.ids ?? []) : [];
          for (const id of ids) {
            const row = CLOSURE_SEED.find((r) => r.id === id);
            expect(row, `${state}: row ${id}`).toBeDefined();
            expect(row!.speciesId).toBe(entry.speciesId);
          }
          if (cell.status === 'notice') {
            const notice = RULE_NOTICES.find((n) => n.id === cell.id);
            expect(notice, `${state}: notice ${cell.id}`).toBeDefined();
            expect(notice!.state).toBe(state);
            expect(notice!.speciesIds).toContain(entry.speciesId);
            expect(notice!.text).toMatch(/^Season set each year/);
          }
          if (cell.status === 'no-closure') expect(cell.sourceUrl).toMatch(/^https:\/\//);
        }
      });
    });
});
