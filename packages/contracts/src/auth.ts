import { z } from 'zod';
import { UNEXPECTED_ERROR_MESSAGE } from './error-codes.ts';
import { oneLineText } from './validation.ts';

/** Password rules: 8 to 128 characters, no composition rules, checked as typed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Form, validation and result messages of sign-in, sign-up and password reset, worded exactly. */
export const AUTH_TEXT = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  alreadyRegistered: 'This email is already registered. Please try signing in instead.',
  signUpError: 'An error occurred during signup.',
  signUpSuccess: 'Sign up successful. Check your email for confirmation.',
  signInSuccess: 'Sign in successful',
  signInFailed: 'Failed to sign in',
  signOutSuccess: 'Sign out successful',
  resetEmailSent: 'Password reset email sent',
  resetSuccess: 'Password reset successful',
  passwordUpdated: 'Password updated successfully',
  sessionInvalid: 'Session validation failed. Please try again.',
  sessionError: 'An error occurred during session validation.',
  unexpected: UNEXPECTED_ERROR_MESSAGE,
  noResetToken: 'No reset token available',
  resetTokenInvalid:
    'Password reset token is invalid or has expired. Please request a new password reset link.',
  noVerificationToken: 'No verification token found in URL',
  invalidVerificationToken: 'Invalid verification token',
  invalidEmergencyCode: 'Invalid emergency code',
  /** Any refused emergency access: it never says which of the three was wrong. */
  emergencyRefused: 'Invalid email, password or emergency code',
  noAuthenticatedUser: 'No authenticated user',
} as const;

const ZEmail = z
  .string()
  .trim()
  .min(1, AUTH_TEXT.fillAllFields)
  .max(254)
  .regex(/@/, AUTH_TEXT.invalidEmail);
const ZPassword = z
  .string()
  .min(1, AUTH_TEXT.fillAllFields)
  .max(PASSWORD_MAX, AUTH_TEXT.passwordTooLong);

/**
 * POST /api/session/validate (verify_user_credentials): is the session valid, is the user an admin.
 * The session cookie is the credential.
 */
export const ZSessionValidateRequest = z.object({
  user_id: oneLineText().max(200).optional(),
  session_token: oneLineText().max(500).optional(),
});
export const ZSessionValidateResponse = z.object({ valid: z.boolean(), is_admin: z.boolean() });
export type TSessionValidateResponse = z.infer<typeof ZSessionValidateResponse>;

/** POST /api/session/emergency: emergency access for admins, with a one-time code. */
export const ZEmergencyAccessRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  code: oneLineText().trim().min(1, AUTH_TEXT.fillAllFields).max(100),
});
export type TEmergencyAccessRequest = z.input<typeof ZEmergencyAccessRequest>;

/** POST /api/account/delete: the final step of the five-step deletion. */
export const ZDeleteAccountRequest = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE in capitals to confirm' }),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** GET /api/admin/outbox */
export const ZOutboxQuery = z.object({
  kind: z.enum(['email', 'crm']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZOutboxItem = z.object({
  id: z.string(),
  kind: z.enum(['email', 'crm']),
  /** kept: stored without a relay (no SMTP); pending: queued for sending; sent; failed for good. */
  status: z.enum(['kept', 'pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  link: z.string().nullable(),
  action: z.string().nullable(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;
export const ZOutboxResponse = z.object({ items: z.array(ZOutboxItem), smtp: z.boolean() });
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;
