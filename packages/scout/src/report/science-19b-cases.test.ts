/**
 * Expert cases from the nineteenth science pass, part b: review 14 r05 (Sebastian Inlet north
 * jetty, 8 January, from the bank on live bait).
 *
 * - MAJOR: the report led with king mackerel from the jetty ("free-line it from a jetty tip"),
 *   while its own "where" line said "offshore or far south; few fish near shore". Sebastian
 *   (27.86° N) sat in southeast Florida's box (to 27.9° N), whose shore king list is the Palm
 *   Beach pattern where the Gulf Stream runs close. Kings from the surf and jetties now hold only
 *   from Miami to St. Lucie Inlet (27.17° N): the Gulf Stream's western wall is 9 nm off St.
 *   Lucie Inlet and 40 nm off Ponce Inlet (NWS Melbourne), and the January reports from Fort
 *   Pierce and Sebastian name sheepshead, black drum, bluefish, whiting and pompano at the inlets
 *   (Coastal Angler, Fort Pierce, January 2015; Sebastian Inlet District, mid-January).
 * - Minor 3: those winter jetty fish are now the Treasure Coast's targets in the winter months.
 * - A coastal pelagic fish in its winter phase ("few fish near shore") does not lead a shore
 *   report unless the region lists it for that shore (species/choose-targets.ts).
 *
 * Twins: Fort Pierce Inlet and the Vero Beach surf in January. Negatives that must not change:
 * Jupiter Inlet and the Lake Worth pier in January keep kings; Biscayne Bay stays southeast
 * Florida; Mayport stays northeast; Sebastian in July. Run on the bundled climatology.
 */
import { describe, expect, it } from 'vitest';
import { salt, whereOf } from './testing/report-readers.ts';

const SEBASTIAN = {
  lat: 27.861,
  lon: -80.446,
  date: '2028-01-08',
  placeName: 'Sebastian Inlet (north jetty), Brevard County, Florida',
  state: 'FL',
  fishingType: 'shore' as const,
  baitType: 'live' as const,
  speciesIds: [] as string[],
};
const shore = (over: Partial<typeof SEBASTIAN> = {}) => salt({ ...SEBASTIAN, ...over }, 0.2);
const WINTER_JETTY = ['sheepshead', 'black-drum', 'bluefish', 'florida-pompano'];

describe('the Treasure Coast in winter fishes like the northeast from shore (review 14 r05)', () => {
  it('the review case: Sebastian Inlet north jetty, 8 January, live bait: no king mackerel; the winter jetty fish lead', () => {
    const { ids, md } = shore();
    expect(ids).not.toContain('king-mackerel');
    expect(WINTER_JETTY).toContain(ids[0]);
    expect(ids.filter((id) => WINTER_JETTY.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(md).not.toMatch(/king rig/);
  });

  it('twin: Fort Pierce Inlet, 15 January, live bait: no kings from the jetty; sheepshead or black drum is a target', () => {
    const { ids } = shore({
      lat: 27.471,
      lon: -80.292,
      date: '2028-01-15',
      placeName: 'Fort Pierce Inlet (south jetty), St. Lucie County, Florida',
    });
    expect(ids).not.toContain('king-mackerel');
    expect(WINTER_JETTY).toContain(ids[0]);
    expect(ids.some((id) => id === 'sheepshead' || id === 'black-drum')).toBe(true);
  });

  it('twin: Vero Beach surf, 20 January, live bait: no kings from the beach; the winter surf fish lead', () => {
    const { ids } = shore({
      lat: 27.64,
      lon: -80.355,
      date: '2028-01-20',
      placeName: 'Vero Beach surf at Humiston Park, Indian River County, Florida',
      waterKind: 'surf',
    } as Partial<typeof SEBASTIAN>);
    expect(ids).not.toContain('king-mackerel');
    expect(WINTER_JETTY).toContain(ids[0]);
  });
});

describe('a fish whose own "where" line says few fish near shore does not lead a shore report (review 14 r05)', () => {
  it('Sebastian north jetty taken as a rocky coast, 8 January: king mackerel (a related kind\'s fish, "few fish near shore") does not lead', () => {
    const { r, ids } = shore({ waterKind: 'rocky-coast' } as Partial<typeof SEBASTIAN>);
    expect(ids[0]).not.toBe('king-mackerel');
    expect(whereOf(r, ids[0] ?? '')).not.toMatch(/few fish near shore/);
  });

  it('negative: Dania Beach pier, January, a listed shore king: king mackerel still leads', () => {
    const { ids } = shore({
      lat: 26.05,
      lon: -80.11,
      date: '2028-01-08',
      placeName: 'Dania Beach pier, Broward County, Florida',
      waterKind: 'surf',
    } as Partial<typeof SEBASTIAN>);
    expect(ids[0]).toBe('king-mackerel');
  });
});

describe('negatives: the Gulf Stream shore keeps its kings, and the sub-regions stay put', () => {
  it('Jupiter Inlet, 10 January, live bait: king mackerel is still a shore target', () => {
    const { ids } = shore({
      lat: 26.944,
      lon: -80.07,
      date: '2028-01-10',
      placeName: 'Jupiter Inlet (north jetty), Palm Beach County, Florida',
    });
    expect(ids).toContain('king-mackerel');
    expect(ids).not.toContain('sheepshead');
  });

  it('Lake Worth pier, Palm Beach, 12 January, live bait: king mackerel leads', () => {
    const { ids } = shore({
      lat: 26.612,
      lon: -80.034,
      date: '2028-01-12',
      placeName: 'Lake Worth Beach pier, Palm Beach County, Florida',
      waterKind: 'surf',
    } as Partial<typeof SEBASTIAN>);
    expect(ids[0]).toBe('king-mackerel');
  });

  it('Biscayne Bay, Miami, January: still southeast Florida, no Treasure Coast fish', () => {
    const { ids, md } = shore({
      lat: 25.6,
      lon: -80.2,
      date: '2028-01-12',
      placeName: 'Biscayne Bay flats off Key Biscayne, Miami, Florida',
    });
    expect(md).toMatch(/southeast Florida/);
    expect(ids).not.toContain('sheepshead');
    expect(ids).not.toContain('black-drum');
  });

  it('Mayport jetties, Jacksonville, January: still northeast Florida', () => {
    const { ids, md } = shore({
      lat: 30.4,
      lon: -81.39,
      date: '2028-01-12',
      placeName: 'Mayport jetties (St. Johns River mouth), Jacksonville, Florida',
    });
    expect(md).toMatch(/northeast Florida/);
    expect(ids).not.toContain('king-mackerel');
    expect(ids.some((id) => id === 'sheepshead' || id === 'black-drum')).toBe(true);
  });

  it('Sebastian Inlet in July: the summer jetty fish, unchanged (snook and tarpon; no winter fish)', () => {
    const { ids } = shore({ date: '2028-07-08' });
    expect(ids).toContain('common-snook');
    expect(ids).not.toContain('sheepshead');
    expect(ids).not.toContain('black-drum');
  });
});
