import { html, raw } from 'hono/html';
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from '@anglerscout/contracts';
import type { PublicBlogPost } from '../services/blog/read-blog.ts';
import { blogImageUrl } from '../services/blog/blog-view.ts';
import { pageShell } from './page-shell.ts';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const when = (d: Date) => html`<time datetime="${d.toISOString()}">${DATE.format(d)}</time>`;

/** /blog: the live posts, newest first, with the categories as filters. */
export function blogListPage(opts: {
  origin: string;
  posts: PublicBlogPost[];
  category?: BlogCategory;
}) {
  const { origin, posts, category } = opts;
  const heading = category
    ? `${BLOG_CATEGORY_LABELS[category]} - AnglerScout Blog`
    : 'AnglerScout Blog';
  return pageShell(
    {
      title: heading,
      description:
        'Fishing tactics, species guides and the science behind the bite, from the AnglerScout team.',
      canonical: `${origin}/blog${category ? `?category=${category}` : ''}`,
      type: 'website',
    },
    html`<h1>${category ? BLOG_CATEGORY_LABELS[category] : 'The AnglerScout Blog'}</h1>
      <p class="meta">Tactics, species and the science behind the bite.</p>
      <ul class="cats" aria-label="Categories">
        <li><a href="/blog" ${category ? '' : raw(' aria-current="page"')}>All</a></li>
        ${BLOG_CATEGORIES.map((c) => html`<li><a href="/blog?category=${c}" ${c === category ? raw(' aria-current="page"') : ''}>${BLOG_CATEGORY_LABELS[c]}</a></li>`)}
      </ul>
      ${
        posts.length === 0
          ? html`<p>No posts here yet. Check back soon.</p>`
          : html`<ul class="posts">
              ${posts.map(
                (p) =>
                  html`<li>
                    <article>
                      <h2><a href="/blog/${p.slug}">${p.title}</a></h2>
                      <p class="meta">
                        ${when(p.publishedAt)} · ${BLOG_CATEGORY_LABELS[p.category]}
                      </p>
                      <p>${p.description}</p>
                    </article>
                  </li>`,
              )}
            </ul>`
      }`,
  );
}

/** /blog/{slug}: one post as a complete HTML document (readable without JavaScript). */
export function blogPostPage(opts: { origin: string; post: PublicBlogPost }) {
  const { origin, post } = opts;
  const url = `${origin}/blog/${post.slug}`;
  const image = post.coverImage ? `${origin}${blogImageUrl(post.coverImage.id)}` : null;
  return pageShell(
    {
      title: `${post.title} - AnglerScout Blog`,
      description: post.description,
      canonical: url,
      type: 'article',
      image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        datePublished: post.publishedAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        author: { '@type': 'Person', name: post.authorName },
        publisher: { '@type': 'Organization', name: 'AnglerScout' },
        mainEntityOfPage: url,
        articleSection: BLOG_CATEGORY_LABELS[post.category],
        ...(image ? { image } : {}),
      },
    },
    html`<article>
        <h1>${post.title}</h1>
        <p class="meta">
          ${when(post.publishedAt)} · ${post.authorName} ·
          <a href="/blog?category=${post.category}">${BLOG_CATEGORY_LABELS[post.category]}</a>
        </p>
        ${post.coverImage ? html`<img class="cover" src="${blogImageUrl(post.coverImage.id)}" width="${post.coverImage.width}" height="${post.coverImage.height}" alt="" fetchpriority="high" />` : ''}
        <div class="body">${raw(post.bodyHtml)}</div>
      </article>
      <p><a href="/blog">← All posts</a></p>`,
  );
}

export function blogNotFoundPage(origin: string) {
  return pageShell(
    {
      title: '404 - Page Not Found',
      description: 'The page you are looking for does not exist.',
      canonical: `${origin}/blog`,
      type: 'website',
    },
    html`<h1>404 - Page Not Found</h1>
      <p>The page you are looking for does not exist.</p>
      <p><a href="/blog">Back to the blog</a></p>`,
  );
}
