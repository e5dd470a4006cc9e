import type {
  TAdminStats,
  TAdminUserDetail,
  TAdminUsersResponse,
  TAiSampleResponse,
  TAiWriterOutcomes,
  TAiSettings,
  TAiSettingsInput,
  TAiVersionReportsResponse,
  TAppLogsResponse,
  TAuditResponse,
  TStyleSettings,
  TStyleSettingsInput,
} from '@anglerscout/contracts';
import { api, apiErrorFrom, errorOfBody, networkError } from '@/lib/api-client.ts';

/** One function per admin endpoint (the server checks admin rights on each). */
const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const getStats = () => api<TAdminStats>('/api/admin/stats');
export const listUsers = (params: Record<string, string | number | undefined>) =>
  api<TAdminUsersResponse>(`/api/admin/users${query(params)}`);
export const getUser = (id: string) =>
  api<TAdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);
const userPath = (id: string, rest = '') =>
  `/api/admin/users/${encodeURIComponent(id)}${rest ? `/${rest}` : ''}`;
export const setRole = (id: string, role: 'user' | 'admin') =>
  api(userPath(id, 'role'), { method: 'PUT', json: { role } });
export const banUser = (id: string, reason: string, expiresAt?: string) =>
  api(userPath(id, 'ban'), { method: 'POST', json: { reason, expiresAt } });
export const unbanUser = (id: string) => api(userPath(id, 'unban'), { method: 'POST' });
export const revokeSessions = (id: string, sessionId?: string) =>
  api(userPath(id, sessionId ? `sessions/${encodeURIComponent(sessionId)}` : 'sessions'), {
    method: 'DELETE',
  });
export const resendVerification = (id: string) =>
  api(userPath(id, 'resend-verification'), { method: 'POST' });
export const setPlan = (id: string, tier: string) =>
  api(userPath(id, 'subscription'), { method: 'PUT', json: { tier } });
export const deleteUser = (id: string) => api(userPath(id), { method: 'DELETE' });

export const listAudit = (params: Record<string, string | number | undefined>) =>
  api<TAuditResponse>(`/api/admin/audit${query(params)}`);
export const listLogs = (params: Record<string, string | number | undefined>) =>
  api<TAppLogsResponse>(`/api/admin/logs${query(params)}`);

export const getAiSettings = () => api<TAiSettings>('/api/admin/ai-settings');
export const saveAiSettings = (input: TAiSettingsInput) =>
  api<TAiSettings>('/api/admin/ai-settings', { method: 'PUT', json: input });
export const writeSample = (input: TAiSettingsInput) =>
  api<TAiSampleResponse>('/api/admin/ai-settings/sample', { method: 'POST', json: input });
export const getAiOutcomes = () => api<TAiWriterOutcomes>('/api/admin/ai-settings/outcomes');
export const getAiHistory = () => api<{ items: TAiSettings[] }>('/api/admin/ai-settings/history');
export const rollbackAiSettings = (version: number) =>
  api<TAiSettings>('/api/admin/ai-settings/rollback', { method: 'POST', json: { version } });
export const getVersionReports = (version: number) =>
  api<TAiVersionReportsResponse>(`/api/admin/ai-settings/${version}/reports`);

export const getStyle = () => api<TStyleSettings>('/api/admin/style-settings');
export const saveStyle = (input: TStyleSettingsInput) =>
  api<TStyleSettings>('/api/admin/style-settings', { method: 'PUT', json: input });
export const resetStyle = () =>
  api<TStyleSettings>('/api/admin/style-settings', { method: 'DELETE' });
/** The logo goes up as the file's own bytes (not JSON); the server re-encodes it. */
export async function uploadLogo(file: File): Promise<TStyleSettings> {
  let res: Response;
  try {
    res = await fetch('/api/admin/style-settings/logo', {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw apiErrorFrom(errorOfBody(body), res.status);
  return body as TStyleSettings;
}
