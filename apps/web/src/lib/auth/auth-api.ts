import { AUTH_MESSAGES, type TSessionValidateResponse } from '@anglerscout/contracts';
import { errorOfBody, stringField } from '@/lib/api-client.ts';
import { noteAnswer, noteNoAnswer } from '@/lib/connectivity.ts';
import { AuthError, authErrorMessage } from './auth-messages.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  emailVerified: boolean;
  image?: string | null;
}
export interface SessionInfo {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

type Context = 'signin' | 'signup' | 'other';

/**
 * fetch for our auth endpoints (better-auth under /api/auth and our /api/session, /api/account).
 * Errors become AuthError with the user-facing message for the code.
 */
export async function authRequest<T>(
  path: string,
  init: { method?: string; json?: unknown; context?: Context } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  } catch {
    noteNoAnswer();
    throw new AuthError(0, 'NETWORK_ERROR', AUTH_MESSAGES.network_error);
  }
  noteAnswer(res);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    // better-auth answers { code, message }; our own routes { error: { code, message } }.
    const own = errorOfBody(body);
    const code =
      stringField(own, 'code') ??
      stringField(body, 'code') ??
      (res.status === 429 ? 'TOO_MANY_REQUESTS' : `HTTP_${res.status}`);
    const message = stringField(own, 'message') ?? stringField(body, 'message');
    throw new AuthError(res.status, code, authErrorMessage(code, message, init.context ?? 'other'));
  }
  return body as T;
}

export const getSession = () => authRequest<SessionInfo | null>('/api/auth/get-session');
export const validateSession = () =>
  authRequest<TSessionValidateResponse>('/api/session/validate', { json: {} });
export const signInEmail = (input: { email: string; password: string; rememberMe?: boolean }) =>
  authRequest<{ user: SessionUser }>('/api/auth/sign-in/email', { json: input, context: 'signin' });
export const signUpEmail = (input: { email: string; password: string }) =>
  authRequest<{ user: SessionUser | null }>('/api/auth/sign-up/email', {
    json: { ...input, name: input.email.split('@')[0] || 'User', callbackURL: '/new/signin' },
    context: 'signup',
  });
export const signOutRemote = () => authRequest<unknown>('/api/auth/sign-out', { json: {} });
export const requestPasswordReset = (email: string) =>
  authRequest<unknown>('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/new/reset-password' },
  });
export const resetPassword = (token: string, newPassword: string) =>
  authRequest<unknown>('/api/auth/reset-password', { json: { token, newPassword } });
export const verifyEmail = (token: string) =>
  authRequest<unknown>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
export const emergencyAccess = (input: { email: string; password: string; code: string }) =>
  authRequest<unknown>('/api/session/emergency', { json: input, context: 'signin' });
export const getAuthProviders = () =>
  authRequest<{ google: boolean; facebook: boolean }>('/api/session/providers');
/** The sign-in methods of the signed-in member (better-auth's list-accounts). */
export const listAccounts = () => authRequest<{ providerId: string }[]>('/api/auth/list-accounts');
/** Connects a provider to the signed-in account; returns the provider's page to go to. */
export const linkSocial = (provider: 'google' | 'facebook') =>
  authRequest<{ url?: string }>('/api/auth/link-social', {
    json: {
      provider,
      callbackURL: `/app/settings?linked=${provider}`,
      errorCallbackURL: '/app/settings',
    },
  });
export const signInSocial = (provider: 'google' | 'facebook') =>
  authRequest<{ url?: string }>('/api/auth/sign-in/social', {
    json: {
      provider,
      callbackURL: '/new/callback',
      errorCallbackURL: '/new/callback',
      newUserCallbackURL: '/new/callback',
    },
    context: 'signin',
  });
