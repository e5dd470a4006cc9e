import { describe, expect, it } from 'vitest';
import { cellOf, cellsCovering, FINE_CELL_DEG, milesBetween, publicPoint } from './spot-grid.ts';

const SPOT = { lat: 29.30712, lon: -94.79341 };

describe('spot privacy', () => {
  it('moves an "about 1 mile" spot to its cell centre, within about a mile, the same every time', () => {
    const shown = publicPoint(SPOT.lat, SPOT.lon, 'mile')!;
    expect(shown).not.toEqual(SPOT);
    expect(milesBetween(shown, SPOT)).toBeLessThan(1);
    expect(publicPoint(SPOT.lat + 0.001, SPOT.lon - 0.001, 'mile')).toEqual(shown);
  });

  it('moves an "about 10 miles" spot up to about 9 miles and hides a region-only one', () => {
    const shown = publicPoint(SPOT.lat, SPOT.lon, 'ten-miles')!;
    expect(milesBetween(shown, SPOT)).toBeLessThan(9.5);
    expect(shown.lat.toString()).toMatch(/^29\.3$/);
    expect(publicPoint(SPOT.lat, SPOT.lon, 'region')).toBeNull();
    expect(publicPoint(SPOT.lat, SPOT.lon, 'exact')).toEqual(SPOT);
  });
});

describe('area search cells', () => {
  it("covers a small circle with fine cells, including the spot's own", () => {
    const { grid, cells } = cellsCovering(SPOT.lat, SPOT.lon, 10);
    expect(grid).toBe('fine');
    expect(cells).toContain(cellOf(SPOT.lat, SPOT.lon, FINE_CELL_DEG));
    // A point 9 miles east is inside the circle, so its cell is covered.
    expect(cells).toContain(cellOf(SPOT.lat, SPOT.lon + 9 / 60, FINE_CELL_DEG));
  });

  it('switches to the coarse grid for a wide circle, keeping the cell count small', () => {
    const { grid, cells } = cellsCovering(SPOT.lat, SPOT.lon, 100);
    expect(grid).toBe('coarse');
    expect(cells.length).toBeLessThanOrEqual(16);
  });
});
