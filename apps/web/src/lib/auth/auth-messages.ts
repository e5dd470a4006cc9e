import { AUTH_MESSAGES, AUTH_TEXT } from '@anglerscout/contracts';

/**
 * better-auth error codes mapped to their user-facing messages. Backend
 * messages without a mapping are shown as they are.
 */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalid_credentials,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.email_not_confirmed,
  TOO_MANY_REQUESTS: AUTH_MESSAGES.too_many_requests,
  RATE_LIMITED: AUTH_MESSAGES.too_many_requests,
  NETWORK_ERROR: AUTH_MESSAGES.network_error,
  USER_ALREADY_EXISTS: AUTH_TEXT.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_TEXT.alreadyRegistered,
  INVALID_TOKEN: AUTH_TEXT.resetTokenInvalid,
  INVALID_EMAIL: AUTH_TEXT.invalidEmail,
};

const PASSWORD_CODES = new Set([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_PASSWORD',
]);

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function authErrorMessage(
  code: string,
  message: string | undefined,
  context: 'signin' | 'signup' | 'other',
): string {
  if (context === 'signup' && PASSWORD_CODES.has(code)) return `Password error: ${message ?? code}`;
  if (context === 'signup' && /already (exists|registered)/i.test(message ?? ''))
    return AUTH_TEXT.alreadyRegistered;
  return (
    BY_CODE[code] ??
    message ??
    (context === 'signup' ? AUTH_TEXT.signUpError : AUTH_TEXT.unexpected)
  );
}

/**
 * What the sign-in page says after an OAuth callback the server refused, by the `error` code
 * better-auth puts in the callback URL; anything else reads as a plain failure.
 */
export const OAUTH_CALLBACK_MESSAGES: Record<string, string> = {
  account_not_linked:
    'This e-mail address already has an AnglerScout account, and Facebook cannot join it on its own because Facebook does not confirm e-mail addresses. Sign in with your e-mail and password, then connect Facebook in Account Settings under Sign-in methods. (Never confirmed the address? Confirm it from the e-mail we sent first.)',
  email_does_not_match:
    'That Facebook login uses a different e-mail address from this account, so it was not connected.',
  unable_to_link_account: 'That login could not be connected to this account. Please try again.',
};
