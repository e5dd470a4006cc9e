import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZFlagQueue, ZModerateRequest } from '@anglerscout/contracts';
import { apiError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aFlag } from '@/test/fixtures/community.ts';
import { AdminModerationPage } from './admin-moderation-page.tsx';

const HIDDEN_POST = aFlag({
  targetType: 'post',
  targetId: '4d5e6f70-8192-4a3b-9c4d-5e6f708192a3',
  excerpt: 'Meet me at the boat ramp, bring cash',
  authorName: 'Pat Q.',
  status: 'hidden',
  reasons: ['Scam'],
  flagCount: 1,
});

function renderPage(items = [aFlag(), HIDDEN_POST]) {
  const api = serveApi()
    .get('/api/admin/moderation/flags', ZFlagQueue, { items })
    .post('/api/admin/moderation/actions', shapeOf<{ ok: true }>(), { ok: true });
  const view = renderWithProviders(<AdminModerationPage />, { path: '/app/admin/moderation' });
  return { api, ...view };
}

describe('AdminModerationPage', () => {
  it('lists each report with what was flagged, by whom, how often and why', async () => {
    renderPage();
    const [reply, post] = await screen.findAllByRole('listitem');
    expect(reply).toHaveTextContent('reply by spam-account · visible · reported 2×');
    expect(within(reply!).getByText('Reasons: Spam; Advertising')).toBeInTheDocument();
    expect(within(reply!).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/app/community/4d5e6f70-8192-4a3b-9c4d-5e6f708192a3',
    );
    // Only hidden content can be restored; hidden content has no live post to open.
    expect(within(reply!).queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(post).toHaveTextContent('post by Pat Q. · hidden · reported 1×');
    expect(within(post!).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(post!).queryByRole('link', { name: 'Open the post' })).toBeNull();
  });

  it('acts only with a reason of 3 or more characters, and sends it with the action', async () => {
    const { api, user } = renderPage();
    const [reply] = await screen.findAllByRole('listitem');
    const reason = within(reply!).getByLabelText('Reason (recorded in the audit log)');
    const hide = within(reply!).getByRole('button', { name: 'Hide' });
    expect(hide).toBeDisabled();
    await user.type(reason, '  ab  ');
    expect(hide).toBeDisabled();
    await user.clear(reason);
    await user.type(reason, 'Spam link');
    await user.click(hide);
    await vi.waitFor(() =>
      expect(api.requests('POST', '/api/admin/moderation/actions')).toHaveLength(1),
    );
    const sent = api.requests('POST', '/api/admin/moderation/actions')[0]!.json;
    expect(sent).toEqual({
      targetType: 'reply',
      targetId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      action: 'hide',
      reason: 'Spam link',
    });
    expect(ZModerateRequest.safeParse(sent).success).toBe(true);
    // The queue is read again after an action.
    await vi.waitFor(() =>
      expect(api.requests('GET', '/api/admin/moderation/flags')).toHaveLength(2),
    );
  });

  it('restores hidden content and removes for good with their own actions', async () => {
    const { api, user } = renderPage();
    const post = (await screen.findAllByRole('listitem'))[1]!;
    await user.type(
      within(post).getByLabelText('Reason (recorded in the audit log)'),
      'Not a scam',
    );
    await user.click(within(post).getByRole('button', { name: 'Restore' }));
    await user.click(within(post).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(
        api
          .requests('POST', '/api/admin/moderation/actions')
          .map((r) => (r.json as { action: string }).action),
      ).toEqual(['restore', 'remove']),
    );
  });

  it("shows a refused action's message beside the report", async () => {
    const { api, user } = renderPage();
    api.post(
      '/api/admin/moderation/actions',
      shapeOf<{ ok: true }>(),
      apiError('RESOURCE_NOT_FOUND', 'That content is already gone.'),
    );
    const [reply] = await screen.findAllByRole('listitem');
    await user.type(within(reply!).getByLabelText('Reason (recorded in the audit log)'), 'Spam');
    await user.click(within(reply!).getByRole('button', { name: 'Remove' }));
    expect(await within(reply!).findByRole('alert')).toHaveTextContent(
      'That content is already gone.',
    );
  });

  it('says when there is nothing to review', async () => {
    renderPage([]);
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });
});
