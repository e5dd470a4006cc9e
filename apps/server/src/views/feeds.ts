import type { PublicBlogPost } from '../services/blog/read-blog.ts';

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RSS 2.0 of the live posts (title, link, date, summary, category). */
export function blogRss(origin: string, posts: PublicBlogPost[]): string {
  const items = posts
    .map(
      (p) =>
        `<item><title>${xml(p.title)}</title><link>${origin}/blog/${p.slug}</link><guid isPermaLink="true">${origin}/blog/${p.slug}</guid><pubDate>${p.publishedAt.toUTCString()}</pubDate><category>${xml(p.category)}</category><description>${xml(p.description)}</description></item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>AnglerScout Blog</title><link>${origin}/blog</link><description>Fishing tactics, species guides and the science behind the bite.</description><language>en-us</language>
<atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items}
</channel></rss>`;
}

/** The public pages every visitor can open. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/blog',
  '/pages/about-app',
  '/pages/faq-app',
  '/pages/contact-us-app',
  '/pages/terms-app',
  '/pages/privacy-app',
];

export function sitemap(origin: string, posts: PublicBlogPost[]): string {
  const urls = [
    ...PUBLIC_PAGES.map((p) => `<url><loc>${origin}${p}</loc></url>`),
    ...posts.map(
      (p) =>
        `<url><loc>${origin}/blog/${p.slug}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>`;
}
