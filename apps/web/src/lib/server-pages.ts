/**
 * Pages the server renders itself (apps/server routes/blog-pages.ts), outside the app's route
 * table: links to them are plain <a href> so the browser loads the document (no client routing).
 */
export const SERVER_PAGES = {
  blog: '/blog',
  rss: '/blog/rss.xml',
  sitemap: '/sitemap.xml',
} as const;

export const isServerPage = (path: string) =>
  path === SERVER_PAGES.blog ||
  path.startsWith(`${SERVER_PAGES.blog}/`) ||
  path === SERVER_PAGES.sitemap;
