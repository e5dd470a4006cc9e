import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fetchApi } from './api-client.ts';
import { SERVED_OFFLINE_HEADER } from './offline/cache-names.ts';
import { useOnline } from './use-online.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const live = () => new Response('{}', { status: 200 });
const kept = () => new Response('{}', { status: 200, headers: { [SERVED_OFFLINE_HEADER]: '1' } });

describe('useOnline', () => {
  it('reads offline when an answer comes from the kept copies, online again on a live one', async () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => kept()),
    );
    await act(() => fetchApi('/api/reports/x'));
    expect(result.current).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => live()),
    );
    await act(() => fetchApi('/api/reports/x'));
    expect(result.current).toBe(true);
  });

  it('reads offline when a request gets no answer, and notices the server again by itself', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useOnline());
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', down);
    await act(() => fetchApi('/api/spots').catch(() => undefined));
    expect(result.current).toBe(false);
    // The page asks nothing more; the check every 15 s finds the server back.
    const up = vi.fn(async () => live());
    vi.stubGlobal('fetch', up);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(up).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(result.current).toBe(true);
    // Back online, the checks stop.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(up).toHaveBeenCalledTimes(1);
  });
});
