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
