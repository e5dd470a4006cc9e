import { authRequest } from '@/lib/auth/auth-api.ts';

export const updateDisplayName = (name: string) =>
  authRequest<unknown>('/api/auth/update-user', { json: { name } });
/** Changing the password ends every other session (a stolen session dies with the old password). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  authRequest<unknown>('/api/auth/change-password', {
    json: { currentPassword, newPassword, revokeOtherSessions: true },
    context: 'signup',
  });
export const revokeAllSessions = () =>
  authRequest<unknown>('/api/auth/revoke-sessions', { json: {} });
export const deleteAccount = () =>
  authRequest<unknown>('/api/account/delete', { json: { confirm: 'DELETE' } });
