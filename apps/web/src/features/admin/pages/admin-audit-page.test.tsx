import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZAuditQuery, type TAuditResponse } from '@anglerscout/contracts';
import { serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { anAuditEntry } from '@/test/fixtures/admin.ts';
import { AdminAuditPage } from './admin-audit-page.tsx';

function renderPage(answer: TAuditResponse) {
  const api = serveApi().get('/api/admin/audit', shapeOf<TAuditResponse>(), answer);
  const view = renderWithProviders(<AdminAuditPage />, { path: '/app/admin/audit' });
  const lastQuery = () =>
    ZAuditQuery.parse(Object.fromEntries(api.requests('GET', '/api/admin/audit').at(-1)!.query));
  return { api, lastQuery, ...view };
}

describe('AdminAuditPage', () => {
  it('lists the newest 100 actions with who did what to what, and the change', async () => {
    const { lastQuery } = renderPage({
      items: [
        anAuditEntry({
          action: 'backup.download',
          targetType: 'database',
          targetId: null,
          before: null,
          after: null,
        }),
      ],
    });
    const [entry] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(entry).toHaveTextContent(/^backup\.download by admin@example\.com on database · /);
    expect(entry).toHaveTextContent('before — → after —');
    expect(lastQuery()).toEqual({ limit: 100 });
  });

  it('filters by kind of action and by the start of the administrator’s address', async () => {
    const { user, lastQuery } = renderPage({ items: [anAuditEntry()] });
    await screen.findByRole('list');
    await user.selectOptions(screen.getByLabelText('Action'), 'Plans');
    await user.type(screen.getByLabelText('Administrator e-mail starts with'), '  admin@ ');
    await vi.waitFor(() =>
      expect(lastQuery()).toEqual({ action: 'subscription.', actor: 'admin@', limit: 100 }),
    );
  });

  it('says when nothing is recorded', async () => {
    renderPage({ items: [] });
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
