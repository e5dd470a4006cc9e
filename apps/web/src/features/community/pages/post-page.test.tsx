import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  ZCreateReplyRequest,
  ZFlagRequest,
  ZPostDetail,
  type TPostDetail,
} from '@anglerscout/contracts';
import { apiError, NO_CONTENT, refusedBy, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aDiscussion, aReply, aSharedCatchPost } from '@/test/fixtures/community.ts';
import { PostPage } from './post-page.tsx';

const POST = aDiscussion();
const REPLY_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

function renderPage(detail: TPostDetail = { post: POST, replies: [aReply()] }) {
  const api = serveApi().get('/api/community/posts/:id', ZPostDetail, detail);
  const view = renderWithProviders(<PostPage />, {
    path: '/app/community/:id',
    at: `/app/community/${detail.post.id}`,
  });
  return { api, ...view };
}

describe('PostPage', () => {
  it('shows the post, its rendered text and its replies', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Trout on the west end after the front?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('grass flats', { selector: 'strong' })).toBeInTheDocument();
    const replies = screen.getByRole('region', { name: 'Replies (1)' });
    expect(within(replies).getByText('Try a popping cork at first light.')).toBeInTheDocument();
    expect(within(replies).getByText(/^Lee T\. · /)).toBeInTheDocument();
  });

  it("shows a shared catch's photo and facts", async () => {
    renderPage({
      post: aSharedCatchPost({
        catch: { ...aSharedCatchPost().catch!, photoUrl: '/api/photos/p1' },
      }),
      replies: [],
    });
    expect(await screen.findByRole('img', { name: 'Red drum (redfish) catch' })).toHaveAttribute(
      'src',
      '/api/photos/p1',
    );
    expect(screen.getByText('Catch report · Red drum (redfish)')).toBeInTheDocument();
    expect(screen.getByText('cut mullet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Replies (0)' })).toBeInTheDocument();
  });

  it('reports a post to the moderators with a reason', async () => {
    const { api, user } = renderPage();
    api.post('/api/community/flags', shapeOf<{ ok: true }>(), { ok: true }, { status: 201 });
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    await user.type(within(article).getByLabelText('What is wrong?'), 'Advertising a shop');
    await user.click(within(article).getByRole('button', { name: 'Send report' }));
    expect(await within(article).findByRole('status')).toHaveTextContent(
      'Reported. Thank you; a moderator will look at it.',
    );
    const sent = api.requests('POST', '/api/community/flags')[0]!.json;
    expect(sent).toEqual({ targetType: 'post', targetId: POST.id, reason: 'Advertising a shop' });
    expect(ZFlagRequest.safeParse(sent).success).toBe(true);
  });

  it("shows the contract's refusal of a blank reason, and Cancel closes the form", async () => {
    const { api, user } = renderPage();
    api.post(
      '/api/community/flags',
      shapeOf<{ ok: true }>(),
      (req) => refusedBy(ZFlagRequest, req.json) ?? { ok: true as const },
    );
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    await user.type(within(article).getByLabelText('What is wrong?'), '    ');
    await user.click(within(article).getByRole('button', { name: 'Send report' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent('Say what is wrong');
    await user.click(within(article).getByRole('button', { name: 'Cancel' }));
    expect(within(article).queryByLabelText('What is wrong?')).toBeNull();
  });

  it('offers Delete instead of Report on my own post, and goes back to the feed after it', async () => {
    const { api, user, router } = renderPage({ post: { ...POST, mine: true }, replies: [] });
    api.delete('/api/community/posts/:id', NO_CONTENT);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const article = await screen.findByRole('article');
    expect(within(article).queryByRole('button', { name: 'Report' })).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Delete post' }));
    expect(confirm).toHaveBeenCalledWith('Delete this post and its replies?');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/community'));
    expect(api.requests('DELETE', '/api/community/posts/:id')[0]!.path).toBe(
      `/api/community/posts/${POST.id}`,
    );
  });

  it('says why my post could not be deleted, and stays on it', async () => {
    const { api, user, router } = renderPage({ post: { ...POST, mine: true }, replies: [] });
    api.delete('/api/community/posts/:id', NO_CONTENT, apiError('RATE_LIMITED'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later',
    );
    expect(router.state.location.pathname).toBe(`/app/community/${POST.id}`);
  });

  it('keeps my post when the deletion is not confirmed', async () => {
    const { api, user, router } = renderPage({ post: { ...POST, mine: true }, replies: [] });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    expect(api.requests('DELETE', '/api/community/posts/:id')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/app/community/${POST.id}`);
  });

  it('posts a reply, empties the box and shows the reply once the post is read again', async () => {
    let replies = [aReply()];
    const api = serveApi().get('/api/community/posts/:id', ZPostDetail, () => ({
      post: POST,
      replies,
    }));
    api.post(
      '/api/community/posts/:id/replies',
      shapeOf<{ id: string }>(),
      () => {
        replies = [...replies, aReply({ id: REPLY_ID, bodyHtml: '<p>Thanks!</p>', mine: true })];
        return { id: REPLY_ID };
      },
      { status: 201 },
    );
    const { user } = renderWithProviders(<PostPage />, {
      path: '/app/community/:id',
      at: `/app/community/${POST.id}`,
    });
    const box = await screen.findByLabelText('Your reply (markdown)');
    const send = screen.getByRole('button', { name: 'Post reply' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Thanks!');
    await user.click(send);
    expect(await screen.findByRole('region', { name: 'Replies (2)' })).toHaveTextContent('Thanks!');
    expect(box).toHaveValue('');
    const sent = api.requests('POST', '/api/community/posts/:id/replies')[0]!;
    expect(sent.path).toBe(`/api/community/posts/${POST.id}/replies`);
    expect(sent.json).toEqual({ body: 'Thanks!' });
    expect(ZCreateReplyRequest.safeParse(sent.json).success).toBe(true);
  });

  it("keeps a refused reply in the box with the server's message", async () => {
    const { api, user } = renderPage();
    api.post(
      '/api/community/posts/:id/replies',
      shapeOf<{ id: string }>(),
      apiError('RATE_LIMITED'),
    );
    const box = await screen.findByLabelText('Your reply (markdown)');
    await user.type(box, 'One more thing');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later',
    );
    expect(box).toHaveValue('One more thing');
  });

  it('deletes my own reply and reports anyone else’s', async () => {
    const { api, user } = renderPage({
      post: POST,
      replies: [aReply(), aReply({ id: REPLY_ID, mine: true, bodyHtml: '<p>Mine</p>' })],
    });
    api.delete('/api/community/replies/:id', NO_CONTENT);
    const items = within(await screen.findByRole('region', { name: 'Replies (2)' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(api.requests('DELETE', '/api/community/replies/:id').map((r) => r.path)).toEqual([
        `/api/community/replies/${REPLY_ID}`,
      ]),
    );
  });

  it('shows a missing post as the server words it, asking once', async () => {
    const api = serveApi().get(
      '/api/community/posts/:id',
      ZPostDetail,
      apiError('RESOURCE_NOT_FOUND', 'Post not found.'),
    );
    renderWithProviders(<PostPage />, {
      path: '/app/community/:id',
      at: `/app/community/${POST.id}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found.');
    expect(api.requests('GET', '/api/community/posts/:id')).toHaveLength(1);
  });
});
