import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import exifr from 'exifr';
import type { Page } from 'playwright-core';
import { baseUrl, hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

// The catch log, sharing with spot privacy, local intel and the blog, on a phone-sized screen
// against the real server (PROVIDERS=fake answers weather, water and tides from fixtures).
const b = useBrowser();
const PASSWORD = 'redfish-on-the-falling-tide-7';
const PHONE = { width: 390, height: 844 };
/** The angler's own spot on Galveston Bay: these digits must never reach anyone else. */
const SPOT = { latitude: 29.30712, longitude: -94.79341 };
const EXACT = [/29\.3071/, /-94\.7934/];
const slow = { timeout: 20_000 };

/** A phone photo: a JPEG whose EXIF carries the GPS position of the spot. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#40708f' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '29/1 18/1 2563/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '94/1 47/1 3628/100',
      },
    })
    .toBuffer();

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Text an API path answers with, fetched inside the page (the member's session). */
const apiText = (page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p)).text(), path);

describe.skipIf(!hasBrowser())('catch log, community and local intel', () => {
  it('logs a catch on a phone, shares it at about 1 mile; another member sees it in the community and in local intel, never the exact spot, and the photo without GPS', async () => {
    const photo = await photoWithGps();
    expect((await exifr.gps(photo))?.latitude).toBeCloseTo(29.307, 2);

    const angler = await signedInMember(
      () => b.newPage({ viewport: PHONE, geolocation: SPOT }),
      'angler',
      PASSWORD,
    );
    const page = angler.page;
    await page.goto('/app/catches/new');
    await page.getByRole('button', { name: 'Use my current position' }).click(slow);
    await expect.poll(() => page.getByText(/^Spot set:/).textContent()).toContain('29.30712');
    await page.getByLabel('Species').selectOption({ label: 'Red drum (redfish)' });
    await page.getByLabel('Length (in, optional)').fill('27');
    await page.getByLabel('Bait or lure').fill('cut mullet');
    await page.getByLabel('Method').selectOption({ label: 'Bait on the bottom' });
    await page.getByLabel('Photo (optional)').setInputFiles({
      name: 'red.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByText('Photo added. Its location and camera data were removed.').waitFor(slow);
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Save catch' }).click();

    await page.getByRole('heading', { name: 'Conditions that hour' }).waitFor(slow);
    expect(page.url()).toMatch(/\/app\/catches\/[0-9a-f-]{36}$/);
    const conditions = page.getByRole('region', { name: 'Conditions that hour' });
    for (const label of ['Light', 'Air', 'Water', 'Wind', 'Pressure', 'Tide', 'Moon', 'Solunar'])
      expect(await conditions.getByText(label, { exact: true }).count()).toBe(1);
    expect(await conditions.textContent()).toMatch(/Tide(rising|falling|high slack|low slack)/);
    expect(await noSideScroll(page)).toBe(true);

    await page.getByLabel(/About 1 mile/).check();
    await page.getByRole('button', { name: 'Share with the community' }).click();
    await page.getByText('Shared with the community.').waitFor(slow);

    // Another member, elsewhere on a phone, browses the community around Galveston.
    const other = await signedInMember(() => b.newPage({ viewport: PHONE }), 'reader', PASSWORD);
    const reader = other.page;
    await reader.goto('/app/community');
    await reader.getByLabel('Search for a place').fill('Galveston');
    await reader
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: 'Galveston, Texas' })
      .first()
      .click(slow);
    await reader.getByLabel('Within').selectOption('10');
    const card = reader
      .getByRole('article')
      .filter({ hasText: 'Red drum (redfish) (27 in) on cut mullet' });
    await card.waitFor(slow);
    expect(await card.textContent()).toContain('Within about a mile of');
    expect(await card.textContent()).toContain('(about 1 mile)');
    expect(await noSideScroll(reader)).toBe(true);

    const feed = await apiText(reader, '/api/community/posts?lat=29.3&lon=-94.8&radiusMi=10');
    for (const exact of EXACT) expect(feed).not.toMatch(exact);
    const postId = JSON.parse(feed).items[0].id as string;
    const detail = await apiText(reader, `/api/community/posts/${postId}`);
    for (const exact of EXACT) expect(detail).not.toMatch(exact);

    // The photo as the other member's browser receives it: re-encoded, no GPS left.
    const photoUrl = JSON.parse(detail).post.catch.photoUrl as string;
    const bytes = await reader.evaluate(async (u) => {
      const res = await fetch(u);
      return Array.from(new Uint8Array(await res.arrayBuffer()));
    }, photoUrl);
    expect(await exifr.gps(Buffer.from(bytes)).catch(() => undefined)).toBeUndefined();

    // The other member's report for the same water carries it as local intel.
    await reader.goto('/app/reports/new');
    await reader.getByLabel('Search for a place').fill('Galveston');
    await reader
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: 'Galveston, Texas' })
      .first()
      .click(slow);
    await reader.getByText('Salt Water', { exact: true }).click();
    await reader
      .getByLabel('Target species (optional)')
      .selectOption({ label: 'Red drum (redfish)' });
    await reader.getByText('From Shore', { exact: true }).click();
    await reader.getByText('Live/Natural', { exact: true }).click();
    await reader.getByRole('button', { name: 'Create Report' }).click();
    await reader.getByRole('heading', { name: 'Local intel' }).waitFor(slow);
    const intel = await reader.locator('h3:text("Local intel") + p').textContent();
    expect(intel).toMatch(/^1 red drum \(redfish\) reported within 25 miles in the last 30 days: /);
    expect(intel).toContain('on cut mullet');
    const reportJson = await apiText(reader, `/api/reports/${reader.url().split('/').pop()}`);
    for (const exact of EXACT) expect(reportJson).not.toMatch(exact);
  });

  it('renders script and HTML typed into a discussion inert', async () => {
    const { page } = await signedInMember(() => b.newPage({ viewport: PHONE }), 'poster', PASSWORD);
    await page.goto('/app/community/new');
    await page.getByLabel('Title').fill('<img src=x onerror="window.__pwned=1"> Jetty tips');
    await page
      .getByLabel('Message (markdown)')
      .fill(
        '**Go early.**\n\n<script>window.__pwned=2</script>\n\n<img src=x onerror="window.__pwned=3">\n\n[tap](javascript:window.__pwned=4)',
      );
    await page.getByRole('button', { name: 'Post discussion' }).click();
    await page
      .getByRole('heading', { name: '<img src=x onerror="window.__pwned=1"> Jetty tips' })
      .waitFor(slow);
    expect(await page.locator('article strong', { hasText: 'Go early.' }).count()).toBe(1);
    await page
      .getByLabel('Your reply (markdown)')
      .fill('<svg onload="window.__pwned=5"></svg> nice');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await page.getByText('nice').waitFor(slow);
    expect(await page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined();
    expect(
      await page.locator('[onerror], [onload], script:not([type]), a[href^="javascript"]').count(),
    ).toBe(0);
  });
});

describe.skipIf(!hasBrowser())('the blog', () => {
  it('an admin writes a post with a live preview; the draft stays hidden; published, it is a full page without JavaScript, in RSS and the sitemap', async () => {
    const { page } = await signedInMember(
      () => b.newPage(),
      'e2e-blog-admin@example.com',
      PASSWORD,
    );
    const slug = `winter-trout-${Date.now()}`;
    await page.goto('/app/admin/blog/new');
    await page.getByLabel('Title').fill('Winter trout in deep holes');
    await page.getByLabel('Address (slug)').fill(slug);
    await page
      .getByLabel('Summary (for search results and the feed)')
      .fill('Where speckled trout hold when the water drops below 55 °F.');
    await page
      .getByLabel('Post (markdown)')
      .fill('## Find the deep water\n\nFish **slow**.\n\n<script>window.__pwned=1</script>');
    await expect
      .poll(() => page.getByTestId('blog-preview').innerHTML(), slow)
      .toContain('<strong>slow</strong>');
    expect(await page.getByTestId('blog-preview').innerHTML()).not.toContain('<script');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('This post is a draft: only admins can see it.').waitFor(slow);

    expect((await fetch(`${baseUrl()}/blog/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl()}/blog/rss.xml`)).text()).not.toContain(slug);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('This post is live on the blog.').waitFor(slow);

    const reader = await b.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await reader.goto(`/blog/${slug}`);
    expect(await reader.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Winter trout in deep holes',
    );
    expect(await reader.locator('article strong').textContent()).toBe('slow');
    expect(await reader.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl()}/blog/${slug}`,
    );
    expect(await reader.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Winter trout in deep holes - AnglerScout Blog',
    );
    const ld = JSON.parse(
      (await reader.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(ld['@type']).toBe('Article');
    expect(await reader.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await reader.goto('/blog');
    expect(await reader.getByRole('link', { name: 'Winter trout in deep holes' }).count()).toBe(1);

    expect(await (await fetch(`${baseUrl()}/blog/rss.xml`)).text()).toContain(
      `/blog/${slug}</link>`,
    );
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toContain(`/blog/${slug}</loc>`);

    // The landing page links the blog.
    const visitor = await b.newPage();
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Blog' }).click();
    await visitor.getByRole('link', { name: 'Winter trout in deep holes' }).waitFor(slow);
  });
});

describe.skipIf(!hasBrowser())('moderation', () => {
  it('a member reports a post; an admin removes it with a reason; it leaves the feed', async () => {
    const { page: poster } = await signedInMember(
      () => b.newPage({ viewport: PHONE }),
      'spammer',
      PASSWORD,
    );
    const title = `Cheap lures here ${Date.now()}`;
    const created = await poster.evaluate(
      async (t) =>
        (
          await fetch('/api/community/posts', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ kind: 'discussion', title: t, body: 'Buy now' }),
          })
        ).json(),
      title,
    );
    const { page: member } = await signedInMember(
      () => b.newPage({ viewport: PHONE }),
      'reporter',
      PASSWORD,
    );
    await member.goto(`/app/community/${created.id}`);
    await member.getByRole('button', { name: 'Report' }).click();
    await member.getByLabel('What is wrong?').fill('Spam for lures');
    await member.getByRole('button', { name: 'Send report' }).click();
    await member.getByText('Reported. Thank you').waitFor(slow);

    const { page: admin } = await signedInMember(
      () => b.newPage(),
      'e2e-mod-admin@example.com',
      PASSWORD,
    );
    await admin.goto('/app/admin/moderation');
    const item = admin.getByRole('listitem').filter({ hasText: title });
    await item.waitFor(slow);
    expect(await item.textContent()).toContain('Spam for lures');
    await item.getByLabel('Reason (recorded in the audit log)').fill('Advertising');
    await item.getByRole('button', { name: 'Remove' }).click();
    await item.waitFor({ state: 'detached', ...slow });

    const feed = await apiText(member, '/api/community/posts?kind=discussion&limit=50');
    expect(feed).not.toContain(title);
    b.expectFailedRequest(404, `/api/community/posts/${created.id}`);
    await member.goto(`/app/community/${created.id}`);
    await member.getByText('This post does not exist or was removed.').waitFor(slow);
  });
});
