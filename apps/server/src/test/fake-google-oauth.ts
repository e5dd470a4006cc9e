import { vi } from 'vitest';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface FakeGoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Google's token endpoint, faked in-process for OAuth tests (no network in tests). Shaped like the
 * real one (https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code):
 * a code is exchanged once for `access_token`, `expires_in`, `scope`, `token_type` and an
 * `id_token` JWT; a reused or unknown code gets 400 `{"error":"invalid_grant"}`. better-auth reads
 * the user from the id_token's claims. Every other request goes to the real fetch.
 */
export function fakeGoogleTokenEndpoint() {
  const codes = new Map<string, FakeGoogleIdentity>();
  const exchanges: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(GOOGLE_TOKEN_URL)) return realFetch(input, init);
    const form = new URLSearchParams(
      String(init?.body ?? (input instanceof Request ? await input.text() : '')),
    );
    const code = form.get('code') ?? '';
    exchanges.push(code);
    const identity = codes.get(code);
    codes.delete(code);
    if (!identity || form.get('grant_type') !== 'authorization_code') {
      return Response.json(
        { error: 'invalid_grant', error_description: 'Bad Request' },
        { status: 400 },
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      aud: form.get('client_id'),
      iat: now,
      exp: now + 3600,
      ...identity,
    };
    return Response.json({
      access_token: `ya29.fake-${code}`,
      expires_in: 3599,
      scope:
        'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      token_type: 'Bearer',
      id_token: `${b64url({ alg: 'RS256', kid: 'fake', typ: 'JWT' })}.${b64url(claims)}.fake-signature`,
    });
  });
  return {
    /** A one-time authorization code that Google would hand the browser for this identity. */
    issueCode(identity: FakeGoogleIdentity): string {
      const code = `4/fake-${Math.random().toString(36).slice(2)}`;
      codes.set(code, identity);
      return code;
    },
    /** Codes the app sent to the token endpoint, in order. */
    exchanges,
    restore: () => spy.mockRestore(),
  };
}
