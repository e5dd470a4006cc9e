import { describe, expect, it } from 'vitest';
import { resolveResetCallback } from './password-reset-callback-page.tsx';

const run = (search: string, hash = '') =>
  resolveResetCallback(new URLSearchParams(search), new URLSearchParams(hash));

describe('password reset callback branches', () => {
  it('a hash error goes to the reset page with the details', () => {
    expect(run('', 'error=access_denied&error_description=Email+link+expired')).toEqual({
      go: '/new/reset-password?error=access_denied&error_description=Email+link+expired',
    });
  });
  it('a query token of type recovery goes to the reset page', () => {
    expect(run('token=abc&type=recovery')).toEqual({ go: '/new/reset-password?token=abc' });
  });
  it('a hash token or access_token is used when the query has none', () => {
    expect(run('', 'access_token=xyz')).toEqual({ go: '/new/reset-password?token=xyz' });
    expect(run('', 'token=t1')).toEqual({ go: '/new/reset-password?token=t1' });
  });
  it('another type is refused as an invalid reset link', () => {
    expect(run('token=abc&type=signup')).toEqual({
      error: 'Invalid password reset link. Please try again.',
    });
  });
  it('nothing usable is an error', () => {
    expect(run('')).toEqual({ error: 'Password reset failed. Please try again.' });
  });
});
