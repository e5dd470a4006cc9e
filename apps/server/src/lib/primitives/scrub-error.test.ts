import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createLogger } from '../../logger.ts';

describe('error logging', () => {
  it('never writes the values bound to a failed query (a session token, an e-mail), only the SQL and codes', () => {
    const token = 'sess_9f8e7d6c5b4a3f2e1d0c';
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: `Key (token)=(${token}) already exists.`,
    });
    const err = new DrizzleQueryError(
      'select "id" from "session" where "token" = $1 and "email" = $2',
      [token, 'angler@example.com'],
      cause,
    );
    let written = '';
    const out = new Writable({
      write(chunk, _enc, done) {
        written += chunk;
        done();
      },
    });
    createLogger('info', out).error({ err }, 'unhandled error');
    expect(written).toContain('select \\"id\\" from \\"session\\"');
    expect(written).toContain('22021');
    expect(written).not.toContain(token);
    expect(written).not.toContain('angler@example.com');
  });
});
