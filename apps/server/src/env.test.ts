import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EnvError, loadEnv, ZEnvFields } from './env.ts';

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

  it('with SMTP_URL, refuses a MAIL_FROM no relay accepts; without SMTP the default is fine', () => {
    const smtp = { SMTP_URL: 'smtp://relay.example.net:587' };
    const problems = (env: Record<string, string>) => {
      try {
        loadEnv(env);
        return [];
      } catch (err) {
        return (err as EnvError).problems;
      }
    };
    expect(problems({})).toEqual([]);
    expect(problems(smtp)).toEqual([
      expect.stringMatching(
        /^MAIL_FROM: SMTP_URL is set, so MAIL_FROM must be a real sender .*it is the default/,
      ),
    ]);
    expect(problems({ ...smtp, MAIL_FROM: 'Scout <alerts@mail.local>' })[0]).toContain(
      'uses the domain "mail.local"',
    );
    expect(problems({ ...smtp, MAIL_FROM: 'no-reply@invalid' })[0]).toContain('MAIL_FROM');
    expect(problems({ ...smtp, MAIL_FROM: 'not an address' })[0]).toContain(
      'is not an e-mail address',
    );
    expect(problems({ ...smtp, MAIL_FROM: 'AnglerScout <no-reply@anglerscout.com>' })).toEqual([]);
    expect(problems({ ...smtp, MAIL_FROM: 'reports@anglerscout.com' })).toEqual([]);
  });

  it('.env.example lists exactly the variables the schema reads', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = [...example.matchAll(/^#\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(listed)].sort()).toEqual(Object.keys(ZEnvFields.shape).sort());
  });
});
