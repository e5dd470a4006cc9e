import {
  ZContactMessagesResponse,
  ZOutboxResponse,
  ZReport,
  ZOk,
  ZSessionsEnded,
  ZSubscriptionDetails,
  ZAdminStats,
  ZAdminUserDetail,
  ZAdminUsersResponse,
  ZAiSampleResponse,
  ZAiSettings,
  ZAiSettingsHistory,
  ZAiVersionReportsResponse,
  ZAiWriterOutcomes,
  ZAppLogsResponse,
  ZAuditResponse,
  ZStyleSettings,
  type TAiSettingsInput,
  type TStyleSettingsInput,
} from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** One function per admin endpoint (the server checks admin rights on each). */
const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const getStats = () => request(endpoint('GET', '/api/admin/stats', ZAdminStats));
export const listUsers = (params: Record<string, string | number | undefined>) =>
  request(endpoint('GET', `/api/admin/users${query(params)}`, ZAdminUsersResponse));
export const getUser = (id: string) =>
  request(endpoint('GET', `/api/admin/users/${encodeURIComponent(id)}`, ZAdminUserDetail));
const userPath = (id: string, rest = '') =>
  `/api/admin/users/${encodeURIComponent(id)}${rest ? `/${rest}` : ''}`;
export const setRole = (id: string, role: 'user' | 'admin') =>
  request(endpoint('PUT', userPath(id, 'role'), ZOk), { json: { role } });
export const banUser = (id: string, reason: string, expiresAt?: string) =>
  request(endpoint('POST', userPath(id, 'ban'), ZOk), { json: { reason, expiresAt } });
export const unbanUser = (id: string) => request(endpoint('POST', userPath(id, 'unban'), ZOk));
export const revokeSessions = (id: string, sessionId?: string) =>
  request(
    endpoint(
      'DELETE',
      userPath(id, sessionId ? `sessions/${encodeURIComponent(sessionId)}` : 'sessions'),
      ZSessionsEnded,
    ),
  );
export const resendVerification = (id: string) =>
  request(endpoint('POST', userPath(id, 'resend-verification'), ZOk));
export const setPlan = (id: string, tier: string) =>
  request(endpoint('PUT', userPath(id, 'subscription'), ZSubscriptionDetails), { json: { tier } });
export const deleteUser = (id: string) => request(endpoint('DELETE', userPath(id), ZOk));

export const listAudit = (params: Record<string, string | number | undefined>) =>
  request(endpoint('GET', `/api/admin/audit${query(params)}`, ZAuditResponse));
export const listLogs = (params: Record<string, string | number | undefined>) =>
  request(endpoint('GET', `/api/admin/logs${query(params)}`, ZAppLogsResponse));

export const getAiSettings = () => request(endpoint('GET', '/api/admin/ai-settings', ZAiSettings));
export const saveAiSettings = (input: TAiSettingsInput) =>
  request(endpoint('PUT', '/api/admin/ai-settings', ZAiSettings), { json: input });
export const writeSample = (input: TAiSettingsInput) =>
  request(endpoint('POST', '/api/admin/ai-settings/sample', ZAiSampleResponse), { json: input });
export const getAiOutcomes = () =>
  request(endpoint('GET', '/api/admin/ai-settings/outcomes', ZAiWriterOutcomes));
export const getAiHistory = () =>
  request(endpoint('GET', '/api/admin/ai-settings/history', ZAiSettingsHistory));
export const rollbackAiSettings = (version: number) =>
  request(endpoint('POST', '/api/admin/ai-settings/rollback', ZAiSettings), { json: { version } });
export const getVersionReports = (version: number) =>
  request(endpoint('GET', `/api/admin/ai-settings/${version}/reports`, ZAiVersionReportsResponse));

export const getStyle = () => request(endpoint('GET', '/api/admin/style-settings', ZStyleSettings));
export const saveStyle = (input: TStyleSettingsInput) =>
  request(endpoint('PUT', '/api/admin/style-settings', ZStyleSettings), { json: input });
export const resetStyle = () =>
  request(endpoint('DELETE', '/api/admin/style-settings', ZStyleSettings));
/** The logo goes up as the file's own bytes (not JSON); the server re-encodes it. */
export const uploadLogo = (file: File) =>
  request(endpoint('PUT', '/api/admin/style-settings/logo', ZStyleSettings), { file });

/** What visitors sent through /contact, newest first. */
export const listContactMessages = () =>
  request(endpoint('GET', '/api/admin/contact-messages?limit=100', ZContactMessagesResponse));
/** The e-mail (and CRM) jobs, newest first. */
export const listOutbox = () =>
  request(endpoint('GET', '/api/admin/outbox?limit=100', ZOutboxResponse));
/** A member's report as an administrator reads it (the read is audited). */
export const getMemberReport = (id: string) =>
  request(endpoint('GET', `/api/admin/reports/${encodeURIComponent(id)}`, ZReport));
