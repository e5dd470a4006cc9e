import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import { adminAuditLog } from '../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { browserInit, newVerifiedUser, ORIGIN } from '../test/auth-test-helpers.ts';
import { HOSTILE } from '../test/hostile-text.ts';
import { phonePhoto } from '../test/phone-photo.ts';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ BETTER_AUTH_URL: ORIGIN, ADMIN_EMAILS: 'editor@example.com' });
  admin = await newVerifiedUser(t, 'editor@example.com', undefined, '192.0.2.41');
  member = await newVerifiedUser(t, 'reader@example.com', undefined, '192.0.2.42');
});
afterAll(() => t.close());

const draft = (over: Record<string, unknown> = {}) => ({
  slug: 'fall-redfish-on-the-flats',
  title: 'Fall redfish on the flats',
  description: 'Where the reds go when the water cools, and what to throw.',
  category: 'tactics',
  body: `## Read the tide\n\nFish the **falling** tide.\n\n${HOSTILE.join('\n\n')}`,
  status: 'draft',
  ...over,
});

const save = (payload: unknown, cookie = admin, id?: string) =>
  t.request(
    id ? `/api/admin/blog/posts/${id}` : '/api/admin/blog/posts',
    browserInit(id ? 'PUT' : 'POST', payload, cookie),
  );
const publicText = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, text: await res.text(), res };
};

describe('the blog', () => {
  let id: string;

  it('is written by admins only', async () => {
    expect((await save(draft(), member)).status).toBe(403);
    const res = await save(draft());
    expect(res.status).toBe(201);
    id = (await body(res)).id;
    const [audit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'blog_post.create', actorEmail: 'editor@example.com' });
  });

  it('keeps a draft off the blog, its feed and the sitemap', async () => {
    expect((await publicText('/blog/fall-redfish-on-the-flats')).status).toBe(404);
    expect((await publicText('/blog')).text).not.toContain('Fall redfish');
    expect((await publicText('/blog/rss.xml')).text).not.toContain('fall-redfish');
    expect((await publicText('/sitemap.xml')).text).not.toContain('fall-redfish');
  });

  it('keeps a scheduled post off until its date', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await save(draft({ status: 'published', publishedAt: later }), admin, id);
    expect((await body(res)).state).toBe('scheduled');
    expect((await publicText('/blog/fall-redfish-on-the-flats')).status).toBe(404);
  });

  it('serves a published post as a complete page with SEO tags and inert content', async () => {
    const upload = await t.request('/api/admin/blog/images', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin, 'content-type': 'image/jpeg' },
      body: await phonePhoto(1200, 800),
    });
    expect(upload.status).toBe(201);
    const image = await body(upload);
    expect(
      (await save(draft({ status: 'published', coverImageId: image.id }), admin, id)).status,
    ).toBe(200);

    const { status, text, res } = await publicText('/blog/fall-redfish-on-the-flats');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(text).toContain('<h1>Fall redfish on the flats</h1>');
    expect(text).toContain('<strong>falling</strong>');
    expect(text).toContain('<title>Fall redfish on the flats - AnglerScout Blog</title>');
    expect(text).toContain(`rel="canonical" href="${ORIGIN}/blog/fall-redfish-on-the-flats"`);
    expect(text).toContain('property="og:type" content="article"');
    expect(text).toContain(`property="og:image" content="${ORIGIN}${image.url}"`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)![1]!);
    expect(ld).toMatchObject({ '@type': 'Article', headline: 'Fall redfish on the flats' });
    // No JavaScript at all: the only script element is the JSON-LD data block.
    expect(text.match(/<script/g)).toHaveLength(1);
    const article = text.slice(text.indexOf('<article>'));
    expect(article).not.toMatch(/<script|<iframe|<svg|<form|\son\w+=|javascript:|data:text/i);

    const cover = await t.request(image.url);
    expect(cover.headers.get('cache-control')).toContain('immutable');
    expect(
      await exifr.gps(Buffer.from(await cover.arrayBuffer())).catch(() => undefined),
    ).toBeUndefined();
  });

  it('lists it on /blog and in its category, the RSS feed and the sitemap', async () => {
    expect((await publicText('/blog')).text).toContain('href="/blog/fall-redfish-on-the-flats"');
    expect((await publicText('/blog?category=tactics')).text).toContain('Fall redfish');
    expect((await publicText('/blog?category=gear')).text).not.toContain('Fall redfish');
    const rss = await publicText('/blog/rss.xml');
    expect(rss.res.headers.get('content-type')).toContain('application/rss+xml');
    expect(rss.text).toContain(`<link>${ORIGIN}/blog/fall-redfish-on-the-flats</link>`);
    const map = await publicText('/sitemap.xml');
    expect(map.text).toContain(`<loc>${ORIGIN}/blog/fall-redfish-on-the-flats</loc>`);
    expect(map.text).toContain(`<loc>${ORIGIN}/pages/faq-app</loc>`);
  });

  it('previews markdown exactly as it will be published, sanitised', async () => {
    const res = await t.request(
      '/api/admin/blog/preview',
      browserInit('POST', { body: '**hi** <script>x()</script>' }, admin),
    );
    expect((await body(res)).html.trim()).toBe('<p><strong>hi</strong> </p>');
  });

  it('unpublishes: the post leaves the blog again', async () => {
    expect((await save(draft({ status: 'draft' }), admin, id)).status).toBe(200);
    expect((await publicText('/blog/fall-redfish-on-the-flats')).status).toBe(404);
    expect((await publicText('/blog/rss.xml')).text).not.toContain('fall-redfish');
  });

  it('audits every change: create, each update, the image upload and the deletion', async () => {
    const del = await t.request(
      `/api/admin/blog/posts/${id}`,
      browserInit('DELETE', undefined, admin),
    );
    expect(del.status).toBe(204);
    const rows = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorEmail, 'editor@example.com'));
    const actions = rows.map((r) => r.action);
    expect(actions.filter((a) => a === 'blog_post.update')).toHaveLength(3);
    expect(actions).toContain('blog_image.upload');
    expect(rows.find((r) => r.action === 'blog_post.delete')).toMatchObject({
      targetId: id,
      before: { slug: 'fall-redfish-on-the-flats', status: 'draft' },
    });
  });
});
