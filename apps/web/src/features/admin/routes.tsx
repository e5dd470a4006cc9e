import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

const aiSettings = {
  handle: title('AI Settings'),
  lazy: lazyPage(() => import('./pages/ai-settings-page.tsx'), 'AiSettingsPage'),
};
const aiHistory = {
  handle: title('AI Settings History'),
  lazy: lazyPage(() => import('./pages/ai-settings-history-page.tsx'), 'AiSettingsHistoryPage'),
};

/**
 * The administrator screens (composed under the admin guard; every API they
 * call checks again). The dashboard at /app/admin is composed in app/, which adds other features'
 * panels to it.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/app/admin/users',
    handle: title('Users'),
    lazy: lazyPage(() => import('./pages/admin-users-page.tsx'), 'AdminUsersPage'),
  },
  {
    path: '/app/admin/users/:id',
    handle: title('User'),
    lazy: lazyPage(() => import('./pages/admin-user-page.tsx'), 'AdminUserPage'),
  },
  { path: '/app/admin/ai-settings', ...aiSettings },
  { path: '/app/admin/settings', ...aiSettings },
  { path: '/app/admin/ai-settings-history', ...aiHistory },
  { path: '/app/admin/history', ...aiHistory },
  {
    path: '/app/admin/reports/:id',
    handle: title('Report'),
    lazy: lazyPage(() => import('./pages/admin-report-page.tsx'), 'AdminReportPage'),
  },
  {
    path: '/app/admin/style-settings',
    handle: title('Style Settings'),
    lazy: lazyPage(() => import('./pages/style-settings-page.tsx'), 'StyleSettingsPage'),
  },
  {
    path: '/app/admin/logs',
    handle: title('Logs'),
    lazy: lazyPage(() => import('./pages/admin-logs-page.tsx'), 'AdminLogsPage'),
  },
  {
    path: '/app/admin/audit',
    handle: title('Audit Log'),
    lazy: lazyPage(() => import('./pages/admin-audit-page.tsx'), 'AdminAuditPage'),
  },
  {
    path: '/app/admin/backup',
    handle: title('Backup/Restore'),
    lazy: lazyPage(() => import('./pages/backup-page.tsx'), 'BackupPage'),
  },
  {
    path: '/app/admin/outbox',
    handle: title('Outbox'),
    lazy: lazyPage(() => import('./pages/admin-outbox-page.tsx'), 'AdminOutboxPage'),
  },
  {
    path: '/app/admin/contact-messages',
    handle: title('Contact Messages'),
    lazy: lazyPage(
      () => import('./pages/admin-contact-messages-page.tsx'),
      'AdminContactMessagesPage',
    ),
  },
];
