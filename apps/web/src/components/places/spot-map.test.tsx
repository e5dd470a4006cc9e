import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import SpotMap, { type MapSpot } from './spot-map.tsx';

/**
 * Real Leaflet in jsdom. The map has no size here, so a click at client point (x, y) lands x pixels
 * east and y pixels south of the map's centre (give or take Leaflet's whole-pixel rounding, a few
 * thousandths of a degree); at zoom 9 the world is 256 * 2^9 pixels wide.
 */
const DEGREES_PER_PIXEL_AT_9 = 360 / (256 * 2 ** 9);

function clickMap(x: number, y = 0) {
  const container = screen.getByRole('region', { name: 'Map: click to choose a fishing spot' });
  fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: x, clientY: y });
}

describe('SpotMap', () => {
  it('picks the clicked point, rounded to 4 decimals', () => {
    const onPick = vi.fn<(spot: MapSpot) => void>();
    render(<SpotMap spot={{ latitude: 29.3, longitude: -94.8 }} onPick={onPick} />);
    clickMap(100);
    const [picked] = onPick.mock.calls[0]!;
    expect(picked.latitude).toBeCloseTo(29.3, 2);
    expect(picked.longitude).toBeCloseTo(-94.8 + 100 * DEGREES_PER_PIXEL_AT_9, 2);
    for (const value of [picked.latitude, picked.longitude])
      expect(Math.round(value * 10_000) / 10_000).toBe(value);
  });

  it('wraps a click past the date line back into -180..180', () => {
    const onPick = vi.fn<(spot: MapSpot) => void>();
    // Aleutians, just west of the date line: a click 100 px east is beyond 180° on the map.
    render(<SpotMap spot={{ latitude: 52, longitude: 179.9 }} onPick={onPick} />);
    clickMap(100);
    const [picked] = onPick.mock.calls[0]!;
    const unwrapped = 179.9 + 100 * DEGREES_PER_PIXEL_AT_9;
    expect(unwrapped).toBeGreaterThan(180);
    expect(picked.longitude).toBeCloseTo(unwrapped - 360, 2);
  });

  it('starts on the whole country when no spot is chosen yet', () => {
    const onPick = vi.fn<(spot: MapSpot) => void>();
    render(<SpotMap spot={null} onPick={onPick} />);
    clickMap(0);
    const [picked] = onPick.mock.calls[0]!;
    expect(picked.latitude).toBeCloseTo(39.5, 1);
    expect(picked.longitude).toBeCloseTo(-98.35, 1);
  });
});
