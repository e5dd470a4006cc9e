import { beforeAll, describe, expect, it } from 'vitest';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { getSpecies } from '../species/catalogue.ts';
import { predictTides } from '../tides/predict-tides.ts';
import { findNearestTideStation, loadTideDatabase } from '../tides/tide-stations.ts';
import { BITE_RULES } from './bite-rules.ts';
import { scoreDay } from './score-day.ts';
import { tideRate } from './tide-movement.ts';

beforeAll(() => loadTideDatabase());

describe('the tide weight after the MRIP test (docs/validation.md)', () => {
  it('no longer moves the score: slack and strong flow hours score as if there were no tide', () => {
    const place = { lat: 32.78, lon: -79.92, timeZone: 'America/New_York' }; // Charleston Harbor
    const date = '2026-03-03';
    const sky = computeSky({ ...place, date });
    const station = findNearestTideStation(place)!;
    const tides = predictTides({ station, date, timeZone: place.timeZone });
    const rates = Array.from({ length: 24 }, (_, h) => tideRate(tides, h * 60));
    // The day really has slack water and running water, so a tide weight would show.
    expect(Math.min(...rates)).toBeLessThan(BITE_RULES.tide.slackBelowFtPerHour);
    expect(Math.max(...rates)).toBeGreaterThan(BITE_RULES.tide.strongFromFtPerHour);
    const input = {
      date,
      timeZone: place.timeZone,
      habitat: 'salt' as const,
      waterBody: 'coast' as const,
      fishingType: 'shore' as const,
      sky,
      solunar: computeSolunar(sky),
      species: getSpecies('red-drum')!,
    };
    const withTides = scoreDay({ ...input, tides });
    const without = scoreDay({ ...input, tides: null });
    expect(withTides.hours.map((h) => h.score)).toEqual(without.hours.map((h) => h.score));
    for (const h of withTides.hours) expect(h.factors.tide ?? 0).toBe(0);
    // Tides still count as an input the day had (a report keeps showing them).
    expect(withTides.missing).not.toContain('tides (no station nearby)');
  });

  it('carries the evidence for the change in its basis', () => {
    expect(BITE_RULES.tide.basis).toMatch(/MRIP/);
    expect(BITE_RULES.tide.basis).toMatch(/-0\.021/);
    expect(BITE_RULES.tide.basis).toMatch(/docs\/validation\.md/);
  });
});
