import { beforeEach, describe, expect, it } from 'vitest';
import { beginLoadingScreen, LOADING_SCREEN_KEY } from './loading-screen-state.ts';

describe('beginLoadingScreen (spec 000 sections 4 and 9)', () => {
  beforeEach(() => localStorage.clear());

  it('starts a full delay and persists the start under loading_screen_state', () => {
    expect(beginLoadingScreen('/app', 1000, 10_000, localStorage)).toBe(1000);
    expect(JSON.parse(localStorage.getItem(LOADING_SCREEN_KEY)!)).toEqual({
      path: '/app',
      startedAt: 10_000,
    });
  });

  it('resumes on the same path within 5 seconds', () => {
    beginLoadingScreen('/app', 1000, 10_000, localStorage);
    expect(beginLoadingScreen('/app', 1000, 10_400, localStorage)).toBe(600);
    expect(beginLoadingScreen('/app', 1000, 14_000, localStorage)).toBe(0);
  });

  it('starts over on another path or after 5 seconds', () => {
    beginLoadingScreen('/app', 1000, 10_000, localStorage);
    expect(beginLoadingScreen('/app/settings', 1000, 10_400, localStorage)).toBe(1000);
    expect(beginLoadingScreen('/app/settings', 1000, 15_400, localStorage)).toBe(1000);
  });

  it('treats a corrupt entry as absent', () => {
    localStorage.setItem(LOADING_SCREEN_KEY, '{nope');
    expect(beginLoadingScreen('/app', 1000, 1, localStorage)).toBe(1000);
  });
});
