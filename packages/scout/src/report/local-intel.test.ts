import { describe, expect, it } from 'vitest';
import { summariseLocalIntel, type NearbyCatchReport } from './local-intel.ts';

const drum = (over: Partial<NearbyCatchReport>): NearbyCatchReport => ({
  speciesName: 'Red Drum',
  daysAgo: 2,
  distanceMi: 4,
  light: 'day',
  tideStage: 'rising',
  pressureTrend: null,
  solunar: 'none',
  bait: 'shrimp',
  ...over,
});

describe('local intel', () => {
  it('counts the reports and names the conditions most of them share', () => {
    const intel = summariseLocalIntel({
      radiusMi: 10,
      days: 7,
      speciesName: 'Red Drum',
      reports: [
        drum({ tideStage: 'falling', light: 'dawn', bait: 'Cut mullet', distanceMi: 3.24 }),
        drum({ tideStage: 'falling', light: 'dawn', bait: 'cut mullet ' }),
        drum({ tideStage: 'falling', light: 'dawn', bait: 'gulp shrimp' }),
        drum({ tideStage: 'rising', light: 'day', bait: 'gold spoon' }),
      ],
    });
    expect(intel.count).toBe(4);
    expect(intel.summary).toBe(
      '4 red drum reported within 10 miles this week: 3 on a falling tide, 3 around dawn, 2 on Cut mullet.',
    );
    expect(intel.nearestMi).toBe(3.2);
  });

  it('says so when there are none, with the radius and window it searched', () => {
    const intel = summariseLocalIntel({
      radiusMi: 25,
      days: 30,
      speciesName: 'Snook',
      reports: [],
    });
    expect(intel.count).toBe(0);
    expect(intel.summary).toBe('No member has shared a snook within 25 miles in the last 30 days.');
  });

  it('lists species when no target was chosen, and claims nothing shared by a minority', () => {
    const intel = summariseLocalIntel({
      radiusMi: 10,
      days: 7,
      speciesName: null,
      reports: [
        drum({ light: 'dawn', tideStage: 'rising', pressureTrend: 'steady', bait: 'a' }),
        drum({
          speciesName: 'Spotted Seatrout',
          light: 'dusk',
          tideStage: 'falling',
          pressureTrend: 'steady',
          bait: 'b',
        }),
        drum({ light: 'night', tideStage: 'high slack', pressureTrend: 'rising', bait: 'c' }),
      ],
    });
    expect(intel.summary).toMatch(
      /^3 catches reported within 10 miles this week \(2 red drum, 1 spotted seatrout\)/,
    );
    expect(intel.summary).toContain('2 with steady pressure');
    expect(intel.summary).not.toMatch(/tide|dawn/);
  });
});
