/** The signed-in navigation bar (Dashboard, Reports, Conditions, Settings, Admin), as data. */
interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavMenuItem {
  label: string;
  items: NavLinkItem[];
}
export type NavItem = NavLinkItem | NavMenuItem;

export const APP_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/app' },
  {
    label: 'Reports',
    items: [
      { label: 'Create Report', to: '/app/reports/new' },
      { label: 'Report Manager', to: '/app/reports' },
    ],
  },
  { label: 'Conditions', to: '/app/conditions' },
  { label: 'My Spots', to: '/app/spots' },
  { label: 'Catch Log', to: '/app/catches' },
  { label: 'Community', to: '/app/community' },
  { label: 'Settings', to: '/app/settings' },
];

/** Shown to administrators only; the server checks every admin call again. */
export const ADMIN_NAV: NavMenuItem = {
  label: 'Admin',
  items: [
    { label: 'Admin Dashboard', to: '/app/admin' },
    { label: 'Users', to: '/app/admin/users' },
    { label: 'AI Settings', to: '/app/admin/ai-settings' },
    { label: 'AI Settings History', to: '/app/admin/ai-settings-history' },
    { label: 'Style Settings', to: '/app/admin/style-settings' },
    { label: 'Logs', to: '/app/admin/logs' },
    { label: 'Audit Log', to: '/app/admin/audit' },
    { label: 'Backup/Restore', to: '/app/admin/backup' },
    { label: 'Outbox', to: '/app/admin/outbox' },
    { label: 'Contact Messages', to: '/app/admin/contact-messages' },
    { label: 'Blog', to: '/app/admin/blog' },
    { label: 'Moderation', to: '/app/admin/moderation' },
    { label: 'Monitoring', to: '/app/admin/monitoring' },
    { label: 'Performance', to: '/app/admin/performance' },
    { label: 'Regulations', to: '/app/admin/regulations' },
    { label: 'Validation', to: '/validation' },
  ],
};

export const isMenu = (item: NavItem): item is NavMenuItem => 'items' in item;
