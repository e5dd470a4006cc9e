import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TContactMessagesResponse } from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf, type Failure } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { AdminContactMessagesPage } from './admin-contact-messages-page.tsx';

function renderPage(answer: TContactMessagesResponse | Failure) {
  const api = serveApi().get(
    '/api/admin/contact-messages',
    shapeOf<TContactMessagesResponse>(),
    answer,
  );
  const view = renderWithProviders(<AdminContactMessagesPage />, {
    path: '/app/admin/contact-messages',
  });
  return { api, ...view };
}

describe('AdminContactMessagesPage', () => {
  it('shows who wrote, how to answer them and what they said, newest first as sent', async () => {
    const { api } = renderPage({
      items: [
        {
          id: 'm-2',
          fullName: 'Dana Reyes',
          email: 'dana@example.com',
          phone: '(512) 555-0134',
          message: 'Do reports cover Lake Travis?\nThanks!',
          createdAt: '2026-10-21T12:00:00.000Z',
        },
        {
          id: 'm-1',
          fullName: 'Sam Kim',
          email: 'sam@example.com',
          phone: null,
          message: 'Love the tide charts.',
          createdAt: '2026-10-20T12:00:00.000Z',
        },
      ],
    });
    const [dana, sam] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(dana!).getByRole('link', { name: 'dana@example.com' })).toHaveAttribute(
      'href',
      'mailto:dana@example.com',
    );
    expect(dana).toHaveTextContent('(512) 555-0134');
    expect(within(dana!).getByText(/^Do reports cover Lake Travis\?/)).toHaveTextContent(
      'Do reports cover Lake Travis? Thanks!',
    );
    expect(dana!.querySelector('time')).toHaveAttribute('datetime', '2026-10-21T12:00:00.000Z');
    expect(sam).toHaveTextContent('Sam Kim');
    expect(sam).not.toHaveTextContent('(512)');
    expect(api.requests('GET', '/api/admin/contact-messages')[0]!.url).toBe(
      '/api/admin/contact-messages?limit=100',
    );
  });

  it('says when there are none, and shows a failure as the server words it', async () => {
    const { unmount } = renderPage({ items: [] });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    unmount();
    renderPage(apiError('AUTH_FORBIDDEN', 'Admins only.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
  });
});
