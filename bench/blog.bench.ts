// The blog: Lighthouse (mobile preset) on a published post with a cover image, as a first-time
// visitor's phone sees it. Goals from issue 20: LCP <= 1.2 s, performance >= 95.
// Run: npm run bench blog
import sharp from 'sharp';
import { benchPageWithLighthouse } from './lighthouse.ts';
import { post, startServer, verifiedMember } from './support.ts';

const PASSWORD = 'blog-bench-password-42';
const PARAGRAPH =
  'When the water cools below sixty degrees, speckled trout slide off the flats into the deeper guts and channel edges, feeding hardest on the afternoon warm-up. Fish a soft plastic slowly along the bottom, and let the tide do the work.';

const server = await startServer({ LOG_LEVEL: 'info', ADMIN_EMAILS: 'bench-blog@example.com' });
try {
  const { cookie } = await verifiedMember(server, 'bench-blog@example.com', PASSWORD);
  const cover = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#2f6f7e' },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const upload = await fetch(`${server.url}/api/admin/blog/images`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', origin: server.url, cookie },
    body: cover,
  });
  if (upload.status !== 201) throw new Error(`image upload answered ${upload.status}`);
  const image = (await upload.json()) as { id: string };
  const body = Array.from(
    { length: 12 },
    (_, i) => `## Part ${i + 1}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`,
  ).join('\n\n');
  const created = await post(
    server,
    '/api/admin/blog/posts',
    {
      slug: 'winter-trout-in-deep-holes',
      title: 'Winter trout in deep holes',
      description: 'Where speckled trout hold when the water drops, and how to fish for them.',
      category: 'tactics',
      body,
      coverImageId: image.id,
      status: 'published',
    },
    { cookie },
  );
  if (created.status !== 201)
    throw new Error(`publishing answered ${created.status}: ${await created.text()}`);

  await benchPageWithLighthouse(
    'blog post: ',
    `${server.url}/blog/winter-trout-in-deep-holes`,
    1200,
  );
} finally {
  await server.stop();
}
