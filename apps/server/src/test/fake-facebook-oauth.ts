import { vi } from 'vitest';

const FACEBOOK_GRAPH = 'https://graph.facebook.com';

export interface FakeFacebookIdentity {
  /** The app-scoped user id. */
  id: string;
  email: string;
  name?: string;
}

/**
 * Facebook's Graph endpoints faked in-process for OAuth tests (no network in tests), answering as
 * Facebook documents them:
 * - code exchange, GET/POST /v24.0/oauth/access_token: `{access_token, token_type, expires_in}`
 *   (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow#confirm);
 *   an unknown or reused code answers 400 with `{error: {message, type: "OAuthException", code:
 *   100, fbtrace_id}}` (https://developers.facebook.com/docs/graph-api/guides/error-handling);
 * - /debug_token: `{data: {app_id, type: "USER", application, expires_at, is_valid, scopes,
 *   user_id}}` (https://developers.facebook.com/docs/facebook-login/guides/access-tokens/debugging);
 * - /me?fields=id,name,email,picture: the profile, with no `email_verified` (Facebook has none;
 *   https://developers.facebook.com/docs/graph-api/reference/user/).
 * Every other request goes to the real fetch.
 */
export function fakeFacebookGraph(appId: string) {
  const codes = new Map<string, FakeFacebookIdentity>();
  const tokens = new Map<string, FakeFacebookIdentity>();
  const realFetch = globalThis.fetch;
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== FACEBOOK_GRAPH) return realFetch(input, init);
    if (url.pathname.endsWith('/oauth/access_token')) {
      const form = new URLSearchParams(
        String(init?.body ?? (input instanceof Request ? await input.text() : '')),
      );
      const code = form.get('code') ?? url.searchParams.get('code') ?? '';
      const who = codes.get(code);
      codes.delete(code);
      if (!who)
        return json(
          {
            error: {
              message: 'This authorization code has been used.',
              type: 'OAuthException',
              code: 100,
              fbtrace_id: 'AcHuJpVfYv5cWZnTfYv5cWZ',
            },
          },
          400,
        );
      const token = `EAAfake${Math.random().toString(36).slice(2)}`;
      tokens.set(token, who);
      return json({ access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/debug_token') {
      const who = tokens.get(url.searchParams.get('input_token') ?? '');
      return json({
        data: {
          app_id: appId,
          type: 'USER',
          application: 'AnglerScout',
          expires_at: Math.floor(Date.now() / 1000) + 5183944,
          is_valid: Boolean(who),
          scopes: ['email', 'public_profile'],
          user_id: who?.id,
        },
      });
    }
    if (url.pathname === '/me') {
      const auth = new Headers(init?.headers).get('authorization') ?? '';
      const who = tokens.get(auth.replace(/^Bearer /, ''));
      if (!who)
        return json(
          {
            error: {
              message: 'Invalid OAuth access token data.',
              type: 'OAuthException',
              code: 190,
              fbtrace_id: 'AcHuJpVfYv5cWZnTfYv5cWZ',
            },
          },
          400,
        );
      return json({
        id: who.id,
        name: who.name ?? 'Facebook Angler',
        email: who.email,
        picture: {
          data: {
            height: 50,
            is_silhouette: true,
            url: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1&height=50&width=50',
            width: 50,
          },
        },
      });
    }
    return json({ error: { message: 'Unknown path', type: 'OAuthException', code: 2500 } }, 400);
  });
  return {
    issueCode(identity: FakeFacebookIdentity): string {
      const code = `AQfake-${Math.random().toString(36).slice(2)}`;
      codes.set(code, identity);
      return code;
    },
    restore: () => spy.mockRestore(),
  };
}
