/**
 * Old top-level paths and where they live now (/settings, /reports, /admin/..., /community).
 * `target` may use `:param` and a trailing `*` for whatever the old path matched. Query string and
 * hash are kept. Where two entries match, the router prefers the more specific path.
 */
export interface LegacyRedirect {
  path: string;
  target: string;
}

export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  { path: '/settings/*', target: '/app/settings' },
  { path: '/reports/new/*', target: '/app/reports/new' },
  { path: '/reports/:id', target: '/app/reports/:id' },
  { path: '/reports/*', target: '/app/reports' },
  { path: '/admin', target: '/app/admin' },
  { path: '/admin/ai-settings/*', target: '/app/admin/ai-settings' },
  { path: '/admin/ai-settings-history/*', target: '/app/admin/ai-settings-history' },
  { path: '/admin/users/*', target: '/app/admin/users' },
  { path: '/admin/style-settings/*', target: '/app/admin/style-settings' },
  { path: '/new/admin', target: '/app/admin' },
  { path: '/new/admin/*', target: '/app/admin' },
  { path: '/community/*', target: '/app/community' },
  { path: '/admin/blog/*', target: '/app/admin/blog' },
];
