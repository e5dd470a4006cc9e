import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZAdminUsersQuery, type TAdminUsersResponse } from '@anglerscout/contracts';
import { serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aUserRow } from '@/test/fixtures/admin.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

const THREE: TAdminUsersResponse = {
  items: [
    aUserRow(),
    aUserRow({
      id: 'u-sam',
      email: 'sam@tackle.example',
      name: 'Sam Kim',
      role: 'admin',
      tier: 'founding',
    }),
    aUserRow({
      id: 'u-spam',
      email: 'spam@junk.example',
      name: 'Spammer',
      banned: true,
      emailVerified: false,
    }),
  ],
  total: 3,
  totalCapped: false,
  page: 1,
  pageSize: 25,
};

function renderPage(answer: TAdminUsersResponse = THREE, at = '/app/admin/users') {
  const api = serveApi().get('/api/admin/users', shapeOf<TAdminUsersResponse>(), answer);
  const view = renderWithProviders(<AdminUsersPage />, { path: '/app/admin/users', at });
  /** The newest request's query, as the server's contract reads it. */
  const lastQuery = () =>
    ZAdminUsersQuery.parse(
      Object.fromEntries(api.requests('GET', '/api/admin/users').at(-1)!.query),
    );
  return { api, lastQuery, ...view };
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    );

describe('AdminUsersPage', () => {
  it('lists the users with role, plan and status in words, each linked to its page', async () => {
    renderPage();
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['dana@example.com', 'Dana Reyes', 'User', 'Free', 'Active'],
      ['sam@tackle.example', 'Sam Kim', 'Administrator', 'Founding Member Special', 'Active'],
      ['spam@junk.example', 'Spammer', 'User', 'Free', 'Banned, Not verified'],
    ]);
    expect(screen.getByRole('link', { name: 'sam@tackle.example' })).toHaveAttribute(
      'href',
      '/app/admin/users/u-sam',
    );
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says "more than" past the count cap and keeps Next open', async () => {
    renderPage({ ...THREE, total: 1000, totalCapped: true });
    expect(await screen.findByText('More than 1,000 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 40+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says "1 user" for one', async () => {
    renderPage({ ...THREE, items: [aUserRow()], total: 1 });
    expect(await screen.findByText('1 user')).toBeInTheDocument();
  });

  it('asks the server for newest first, 25 a page, by default', async () => {
    const { lastQuery } = renderPage();
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ sort: 'createdAt', order: 'desc', page: 1, pageSize: 25 });
  });

  it('keeps search, filters, sort and page in the address, and a new filter starts at page 1', async () => {
    const { user, router, lastQuery } = renderPage({ ...THREE, total: 60 });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  @tackle ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ q: '@tackle', page: 1 }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ q: '@tackle', page: 2 }));
    expect(router.state.location.search).toBe('?q=%40tackle&page=2');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.selectOptions(screen.getByLabelText('Sort'), 'email:asc');
    await vi.waitFor(() =>
      expect(lastQuery()).toEqual({
        q: '@tackle',
        role: 'admin',
        sort: 'email',
        order: 'asc',
        page: 1,
        pageSize: 25,
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    // "Any" takes the filter off again.
    await user.selectOptions(screen.getByLabelText('Role'), '');
    await vi.waitFor(() => expect(lastQuery().role).toBeUndefined());
  });

  it('opens on the filters and page the address names (the dashboard links to paid members)', async () => {
    const { lastQuery } = renderPage(THREE, '/app/admin/users?plan=founding&q=sam&page=3');
    await screen.findByRole('table');
    expect(lastQuery()).toMatchObject({ plan: 'founding', q: 'sam', page: 3 });
    expect(screen.getByLabelText('Plan')).toHaveValue('founding');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('sam');
  });

  it('says when no user matches', async () => {
    renderPage({ ...THREE, items: [], total: 0 });
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });
});
