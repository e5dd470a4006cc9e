import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('environment', () => {
  it('has defaults that need no keys', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', PROVIDERS: 'real' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad field at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', BETTER_AUTH_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const text = (err as EnvError).problems.join('\n');
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('BETTER_AUTH_SECRET');
    }
  });
});
