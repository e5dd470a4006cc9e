import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue } from './beacon-queue.ts';
import { routePattern } from './route-pattern.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entry = (value: number) => ({ name: 'FCP' as const, value, route: '/' });
const sentEntries = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([body]) => JSON.parse(String(body)).entries.length);

describe('beacon queue (sent at 10 entries or after 5 seconds)', () => {
  it('sends when 10 entries are held', () => {
    const send = vi.fn();
    const queue = createBeaconQueue('visit-1', send);
    for (let i = 0; i < 9; i++) queue.add(entry(i));
    expect(send).not.toHaveBeenCalled();
    queue.add(entry(9));
    expect(sentEntries(send)).toEqual([10]);
    expect(JSON.parse(String(send.mock.calls[0]![0])).sessionId).toBe('visit-1');
    queue.stop();
  });

  it('sends what it holds every 5 seconds, and nothing when it holds nothing', () => {
    const send = vi.fn();
    const queue = createBeaconQueue('visit-2', send);
    queue.add(entry(1));
    vi.advanceTimersByTime(4999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sentEntries(send)).toEqual([1]);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.stop();
  });

  it('sends when the page is hidden, drops impossible values and caps long ones', () => {
    const send = vi.fn();
    const queue = createBeaconQueue('visit-3', send);
    queue.add(entry(-1));
    queue.add(entry(Number.NaN));
    queue.add(entry(9_000_000));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(JSON.parse(String(send.mock.calls[0]![0])).entries).toEqual([
      { name: 'FCP', value: 600_000, route: '/' },
    ]);
    queue.stop();
  });
});

describe('route pattern', () => {
  it('names the screen, never the filled-in path', () => {
    expect(routePattern([{ route: {} }, { route: { path: '/app/reports/:id' } }])).toBe(
      '/app/reports/:id',
    );
    expect(routePattern([{ route: { path: '/app' } }, { route: { path: 'settings' } }])).toBe(
      '/app/settings',
    );
    expect(routePattern([])).toBe('/');
  });
});
