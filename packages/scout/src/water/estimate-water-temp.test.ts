import { describe, expect, it } from 'vitest';
import { estimateWaterTemp } from './estimate-water-temp.ts';

describe('estimateWaterTemp', () => {
  it('is warmer in summer than winter, and warmer in the south than the north', () => {
    const summer = estimateWaterTemp({ lat: 42, date: '2026-08-05', habitat: 'fresh' });
    const winter = estimateWaterTemp({ lat: 42, date: '2026-02-05', habitat: 'fresh' });
    const south = estimateWaterTemp({ lat: 27, date: '2026-02-05', habitat: 'salt' });
    expect(summer.tempF).toBeGreaterThan(winter.tempF + 20);
    expect(south.tempF).toBeGreaterThan(winter.tempF + 15);
    expect(summer.source).toBe('estimate');
  });

  it('moves toward recent air temperature and never goes below freezing-water level', () => {
    const base = estimateWaterTemp({ lat: 35, date: '2026-04-15', habitat: 'fresh' });
    const warmSpell = estimateWaterTemp({
      lat: 35,
      date: '2026-04-15',
      habitat: 'fresh',
      recentAirTempsF: Array(72).fill(90),
    });
    expect(warmSpell.tempF).toBeGreaterThan(base.tempF);
    expect(warmSpell.method).toMatch(/72 h of air/);
    const arctic = estimateWaterTemp({
      lat: 64,
      date: '2026-01-15',
      habitat: 'fresh',
      recentAirTempsF: Array(72).fill(-30),
    });
    expect(arctic.tempF).toBe(33);
  });
});
