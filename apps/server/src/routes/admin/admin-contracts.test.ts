import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminStats,
  ZAdminUserDetail,
  ZAdminUsersResponse,
  ZAiSettings,
  ZAiSettingsHistory,
  ZAiWriterOutcomes,
  ZAlertsCleared,
  ZAppLogsResponse,
  ZAuditResponse,
  ZBaselineSaved,
  ZBaselineState,
  ZContactMessagesResponse,
  ZMetricHistory,
  ZMonitoringStatus,
  ZOutboxResponse,
  ZPerformanceSummary,
  ZPortalState,
  ZScenarioList,
  ZSessionsEnded,
  ZStyleSettings,
  ZSubscriptionDetails,
  ZValidationRun,
} from '@anglerscout/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';

/**
 * The web client parses every answer with the endpoint's schema (apps/web/src/lib/api-client.ts,
 * `request(endpoint(...))`), so a schema that disagrees with what the server really sends breaks
 * the page. Here the real server answers each admin read, and the same schemas must accept it.
 */
let t: TestApp;
let admin: string;
let memberId: string;

const asAdmin = (method: string, path: string, payload?: unknown) =>
  t.request(path, browserInit(method, payload, admin));

async function answer(method: string, path: string, payload?: unknown): Promise<unknown> {
  const res = await asAdmin(method, path, payload);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'contracts-admin@example.com' });
  admin = await newVerifiedUser(t, 'contracts-admin@example.com', undefined, '192.0.2.81');
  await newVerifiedUser(t, 'contracts-member@example.com', undefined, '192.0.2.82');
  const list = ZAdminUsersResponse.parse(
    await answer('GET', '/api/admin/users?q=contracts-member'),
  );
  memberId = list.items[0]!.id;
});
afterAll(() => t.close());

describe('admin answers parse with the schemas the web client holds them to', () => {
  it.each([
    ['GET', '/api/admin/stats', ZAdminStats],
    ['GET', '/api/admin/users', ZAdminUsersResponse],
    ['GET', '/api/admin/audit', ZAuditResponse],
    ['GET', '/api/admin/logs', ZAppLogsResponse],
    ['GET', '/api/admin/ai-settings', ZAiSettings],
    ['GET', '/api/admin/ai-settings/history', ZAiSettingsHistory],
    ['GET', '/api/admin/ai-settings/outcomes', ZAiWriterOutcomes],
    ['GET', '/api/admin/style-settings', ZStyleSettings],
    ['GET', '/api/admin/contact-messages?limit=100', ZContactMessagesResponse],
    ['GET', '/api/admin/outbox?limit=100', ZOutboxResponse],
    ['GET', '/api/admin/performance?range=1h', ZPerformanceSummary],
    ['GET', '/api/admin/portal', ZPortalState],
    ['GET', '/api/admin/monitoring/status', ZMonitoringStatus],
    ['GET', '/api/admin/monitoring/metrics?range=3600000', ZMetricHistory],
    ['GET', '/api/admin/monitoring/baseline', ZBaselineState],
    ['GET', '/api/admin/monitoring/scenarios', ZScenarioList],
    ['GET', '/api/admin/validation', ZValidationRun],
  ] as const)('%s %s', async (method, path, schema) => {
    const parsed = schema.safeParse(await answer(method, path));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('a member’s detail, a plan change, ended sessions, a saved baseline and cleared alerts', async () => {
    const detail = ZAdminUserDetail.safeParse(await answer('GET', `/api/admin/users/${memberId}`));
    expect(detail.error?.issues ?? []).toEqual([]);
    const plan = ZSubscriptionDetails.safeParse(
      await answer('PUT', `/api/admin/users/${memberId}/subscription`, { tier: 'founding' }),
    );
    expect(plan.error?.issues ?? []).toEqual([]);
    expect(
      ZSessionsEnded.parse(await answer('DELETE', `/api/admin/users/${memberId}/sessions`)).ended,
    ).toBeGreaterThan(0);
    const baseline = ZBaselineSaved.safeParse(
      await answer('POST', '/api/admin/monitoring/baseline'),
    );
    expect(baseline.error?.issues ?? []).toEqual([]);
    expect(
      ZAlertsCleared.safeParse(await answer('POST', '/api/admin/monitoring/alerts/clear')).success,
    ).toBe(true);
  });
});
