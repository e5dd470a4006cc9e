import { beforeEach, describe, expect, it } from 'vitest';
import {
  REDIRECT_KEY,
  forgetRedirect,
  markRedirect,
  peekRedirect,
  redirectedRecently,
  rememberRedirect,
} from './redirect-after-login.ts';

beforeEach(() => sessionStorage.clear());

describe('redirectAfterLogin', () => {
  it('remembers a same-origin path and returns to it', () => {
    rememberRedirect('/app/settings');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/app/settings');
    expect(peekRedirect()).toBe('/app/settings');
    forgetRedirect();
    expect(peekRedirect()).toBe('/app');
  });

  it('never stores or follows a foreign target', () => {
    rememberRedirect('//evil.tld/app');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    sessionStorage.setItem(REDIRECT_KEY, 'https://evil.tld');
    expect(peekRedirect()).toBe('/app');
  });

  it('maps sign-in-like paths to /app', () => {
    for (const p of ['/new/signin', '/new/auth/signup', '/auth/signin', '/new/login']) {
      sessionStorage.setItem(REDIRECT_KEY, p);
      expect(peekRedirect()).toBe('/app');
    }
  });

  it('knows whether an auth redirect happened in the last 2 seconds', () => {
    markRedirect(10_000);
    expect(redirectedRecently(11_999)).toBe(true);
    expect(redirectedRecently(12_001)).toBe(false);
  });
});
