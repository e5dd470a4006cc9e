import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TOutboxItem, TOutboxResponse } from '@anglerscout/contracts';
import { serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { AdminOutboxPage } from './admin-outbox-page.tsx';

const email = (over: Partial<TOutboxItem> = {}): TOutboxItem => ({
  id: 'job-1',
  kind: 'email',
  status: 'kept',
  attempts: 0,
  lastError: null,
  createdAt: '2026-10-20T12:00:00.000Z',
  doneAt: null,
  to: 'dana@example.com',
  subject: 'Verify your e-mail address',
  link: 'https://anglerscout.example/api/auth/verify-email?token=abc',
  action: null,
  ...over,
});

function renderPage(answer: TOutboxResponse) {
  const api = serveApi().get('/api/admin/outbox', shapeOf<TOutboxResponse>(), answer);
  return { api, ...renderWithProviders(<AdminOutboxPage />, { path: '/app/admin/outbox' }) };
}

describe('AdminOutboxPage', () => {
  it('shows each job with its status, attempts, recipient and a link an operator can follow', async () => {
    const { api } = renderPage({
      smtp: false,
      items: [
        email(),
        email({ id: 'job-2', status: 'failed', attempts: 1, lastError: 'Connection refused' }),
        email({ id: 'job-3', status: 'sent', attempts: 3 }),
        email({
          id: 'job-4',
          kind: 'crm',
          status: 'pending',
          to: null,
          subject: null,
          link: null,
          action: 'contact.upsert',
        }),
      ],
    });
    const [kept, failed, sent, crm] = within(await screen.findByRole('list')).getAllByRole(
      'listitem',
    );
    expect(kept).toHaveTextContent('kept here (no SMTP)');
    expect(kept).toHaveTextContent('Verify your e-mail addressTo: dana@example.com');
    expect(within(kept!).getByRole('link')).toHaveAttribute(
      'href',
      'https://anglerscout.example/api/auth/verify-email?token=abc',
    );
    expect(failed).toHaveTextContent('failed · 1 attempt');
    expect(failed).toHaveTextContent('Connection refused');
    expect(sent).toHaveTextContent('sent · 3 attempts');
    expect(crm).toHaveTextContent('queued');
    expect(crm).toHaveTextContent('CRM contact.upsert');
    expect(
      screen.getByText(
        'No SMTP server is configured: e-mail stays here (and in the server log) instead of being sent.',
      ),
    ).toBeInTheDocument();
    expect(api.requests('GET', '/api/admin/outbox')[0]!.url).toBe('/api/admin/outbox?limit=100');
  });

  it('says mail goes out over SMTP when it does, and when the outbox is empty', async () => {
    renderPage({ smtp: true, items: [] });
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'E-mail is sent over SMTP; this list shows what was queued and how it went.',
      ),
    ).toBeInTheDocument();
  });
});
