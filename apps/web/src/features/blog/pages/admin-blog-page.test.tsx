import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZAdminBlogList } from '@anglerscout/contracts';
import { apiError, serveApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aBlogPost } from '@/test/fixtures/blog.ts';
import { AdminBlogPage } from './admin-blog-page.tsx';

const renderPage = () => renderWithProviders(<AdminBlogPage />, { path: '/app/admin/blog' });

describe('AdminBlogPage', () => {
  it('lists every post with its address and state, dated unless it is a draft', async () => {
    const live = aBlogPost();
    const scheduled = aBlogPost({
      id: '11111111-2222-4333-8444-555555555555',
      slug: 'winter-crappie',
      title: 'Winter crappie',
      state: 'scheduled',
      publishedAt: '2099-01-10T14:00:00.000Z',
    });
    const draft = aBlogPost({
      id: '66666666-7777-4888-9999-000000000000',
      slug: 'tides-explained',
      title: 'Tides explained',
      status: 'draft',
      state: 'draft',
      publishedAt: '2026-09-01T14:00:00.000Z',
    });
    serveApi().get('/api/admin/blog/posts', ZAdminBlogList, { items: [live, scheduled, draft] });
    renderPage();
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([
      `/app/admin/blog/${live.id}`,
      `/app/admin/blog/${scheduled.id}`,
      `/app/admin/blog/${draft.id}`,
    ]);
    expect(rows[0]).toHaveTextContent(
      `Fall redfish on the Texas coast/blog/fall-redfish-on-the-texas-coastLive · ${new Date(live.publishedAt!).toLocaleString()}`,
    );
    expect(rows[1]).toHaveTextContent(/Scheduled · /);
    // A draft's old date would read as a publication date: it is left out.
    expect(rows[2]).toHaveTextContent(/Draft$/);
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/app/admin/blog/new',
    );
  });

  it('says when there are no posts, and shows a failure as the server words it', async () => {
    const api = serveApi().get('/api/admin/blog/posts', ZAdminBlogList, { items: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    unmount();
    api.get('/api/admin/blog/posts', ZAdminBlogList, apiError('AUTH_FORBIDDEN', 'Admins only.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
  });
});
