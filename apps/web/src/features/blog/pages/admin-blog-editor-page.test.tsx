import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ZAdminBlogPost,
  ZBlogPostInput,
  ZBlogPreview,
  ZUploadedImage,
  type TAdminBlogPost,
  type TBlogPostInput,
} from '@anglerscout/contracts';
import { apiError, refusedBy, serveApi, type FakeRequest } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aBlogPost } from '@/test/fixtures/blog.ts';
import { UPLOADED_PHOTO } from '@/test/fixtures/catches.ts';
import { AdminBlogEditorPage } from './admin-blog-editor-page.tsx';

const NEW_ID = '5e6f7081-92a3-44b5-86c7-d8e9f0a1b2c3';

/** The server's save: the contract first (400 with its messages), then the stored post. */
const saved = (id: string) => (req: FakeRequest) => {
  const refused = refusedBy(ZBlogPostInput, req.json);
  if (refused) return refused;
  const input = req.json as TBlogPostInput;
  const future = input.publishedAt && new Date(input.publishedAt).getTime() > Date.now();
  return aBlogPost({
    ...input,
    id,
    coverImageId: input.coverImageId ?? null,
    publishedAt: input.publishedAt ?? null,
    state: input.status === 'draft' ? 'draft' : future ? 'scheduled' : 'live',
  });
};

function serve(post?: TAdminBlogPost) {
  const api = serveApi()
    .post('/api/admin/blog/preview', ZBlogPreview, (req) => ({
      html: `<p>${String((req.json as { body: string }).body)}</p>`,
    }))
    .post('/api/admin/blog/posts', ZAdminBlogPost, saved(NEW_ID), { status: 201 });
  if (post)
    api
      .get('/api/admin/blog/posts/:id', ZAdminBlogPost, post)
      .put('/api/admin/blog/posts/:id', ZAdminBlogPost, saved(post.id));
  return api;
}

const renderNew = () =>
  renderWithProviders(<AdminBlogEditorPage />, { path: '/app/admin/blog/new' });
const renderExisting = (id: string) =>
  renderWithProviders(<AdminBlogEditorPage />, {
    path: '/app/admin/blog/:id',
    at: `/app/admin/blog/${id}`,
  });

type User = ReturnType<typeof renderNew>['user'];
async function fillNew(user: User) {
  await user.type(screen.getByLabelText('Title'), 'Fall Redfish: Where & When!');
  await user.type(
    screen.getByLabelText('Summary (for search results and the feed)'),
    'Where bull reds gather in October.',
  );
}

describe('AdminBlogEditorPage', () => {
  it('derives the address from the title until the slug is typed by hand', async () => {
    serve();
    const { user } = renderNew();
    await user.type(screen.getByLabelText('Title'), '  Fall Redfish: Where & When!  ');
    const slug = screen.getByLabelText('Address (slug)');
    expect(slug).toHaveValue('fall-redfish-where-when');
    expect(slug).toHaveAccessibleDescription('Readers find it at /blog/fall-redfish-where-when');
    await user.clear(slug);
    await user.type(slug, 'bull-reds');
    await user.type(screen.getByLabelText('Title'), ' 2026');
    expect(slug).toHaveValue('bull-reds');
  });

  it('cuts a long title’s address to 80 characters without leaving a hyphen at the end', async () => {
    const api = serve();
    const { user, router } = renderNew();
    // The 80th character of this title's slug is the hyphen after "the".
    fireEvent.change(screen.getByLabelText('Title'), {
      target: {
        value:
          'Where the big bull reds go when the first norther of the fall pushes out of the Galveston jetties',
      },
    });
    await user.type(
      screen.getByLabelText('Summary (for search results and the feed)'),
      'Bull reds in October.',
    );
    const slug = 'where-the-big-bull-reds-go-when-the-first-norther-of-the-fall-pushes-out-of-the';
    expect(screen.getByLabelText('Address (slug)')).toHaveValue(slug);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The server's contract (ZBlogSlug) accepts it, so the post is saved.
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/app/admin/blog/${NEW_ID}`),
    );
    expect(api.requests('POST', '/api/admin/blog/posts')[0]!.json).toMatchObject({ slug });
  });

  it('saves a new draft with what was typed, then moves to the saved post’s address', async () => {
    const api = serve();
    const { user, router } = renderNew();
    await fillNew(user);
    await user.selectOptions(screen.getByLabelText('Category'), 'conditions');
    await user.type(screen.getByLabelText('Post (markdown)'), 'Bull reds stack up.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/app/admin/blog/${NEW_ID}`),
    );
    // replace: Back does not return to an empty "new post" form.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.requests('POST', '/api/admin/blog/posts')[0]!.json).toEqual({
      slug: 'fall-redfish-where-when',
      title: 'Fall Redfish: Where & When!',
      description: 'Where bull reds gather in October.',
      category: 'conditions',
      body: 'Bull reds stack up.',
      coverImageId: null,
      status: 'draft',
      publishedAt: null,
    });
  });

  it("shows the contract's messages under the fields the server refused", async () => {
    const api = serve();
    const { user } = renderNew();
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.clear(screen.getByLabelText('Address (slug)'));
    await user.type(screen.getByLabelText('Address (slug)'), 'Bad--Slug');
    await user.type(screen.getByLabelText('Summary (for search results and the feed)'), 'Short');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Address (slug)')).toHaveAccessibleDescription(
      'Use lower-case letters, digits and single hyphens Readers find it at /blog/Bad--Slug',
    );
    expect(
      screen.getByLabelText('Summary (for search results and the feed)'),
    ).toHaveAccessibleDescription('Write a one-line summary');
    expect(api.requests('POST', '/api/admin/blog/posts')).toHaveLength(1);
  });

  it('schedules a post for the chosen local time', async () => {
    const api = serve();
    const { user } = renderNew();
    await fillNew(user);
    fireEvent.change(
      screen.getByLabelText('Publish at (optional: a future time schedules the post)'),
      { target: { value: '2099-03-01T06:30' } },
    );
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(api.requests('POST', '/api/admin/blog/posts')).toHaveLength(1));
    expect(api.requests('POST', '/api/admin/blog/posts')[0]!.json).toMatchObject({
      status: 'published',
      publishedAt: new Date('2099-03-01T06:30').toISOString(),
    });
  });

  it('previews the body as the server renders it, and says when it cannot', async () => {
    const api = serve();
    const { user } = renderNew();
    // Keystrokes 50 ms apart, as a person types: well inside the preview's 300 ms pause.
    await userEvent
      .setup({ delay: 50 })
      .type(screen.getByLabelText('Post (markdown)'), 'Hello reds');
    expect(
      await screen.findByText('Hello reds', { selector: '[data-testid=blog-preview] p' }),
    ).toBeInTheDocument();
    // One request once typing pauses, not one per keystroke.
    expect(
      api.requests('POST', '/api/admin/blog/preview').map((r) => (r.json as { body: string }).body),
    ).toEqual(['Hello reds']);
    api.post('/api/admin/blog/preview', ZBlogPreview, apiError('SYSTEM_INTERNAL_ERROR'));
    await user.type(screen.getByLabelText('Post (markdown)'), '!');
    expect(await screen.findByText('The preview could not be loaded.')).toBeInTheDocument();
  });

  it('uploads a cover image and sends its id with the post', async () => {
    const api = serve();
    api.post('/api/admin/blog/images', ZUploadedImage, UPLOADED_PHOTO, { status: 201 });
    const { user } = renderNew();
    await fillNew(user);
    await user.upload(
      screen.getByLabelText('Cover image (optional)'),
      new File([new Uint8Array([0x89, 0x50])], 'cover.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      UPLOADED_PHOTO.url,
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(api.requests('POST', '/api/admin/blog/posts')).toHaveLength(1));
    expect(api.requests('POST', '/api/admin/blog/posts')[0]!.json).toMatchObject({
      coverImageId: UPLOADED_PHOTO.id,
    });
  });

  it('shows a post’s cover, and Remove saves it without one', async () => {
    const post = aBlogPost({ coverImageId: UPLOADED_PHOTO.id, coverImageUrl: UPLOADED_PHOTO.url });
    const api = serve(post);
    const { user } = renderExisting(post.id);
    expect(await screen.findByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      UPLOADED_PHOTO.url,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Cover' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update live post' }));
    await vi.waitFor(() =>
      expect(api.requests('PUT', '/api/admin/blog/posts/:id')).toHaveLength(1),
    );
    expect(api.requests('PUT', '/api/admin/blog/posts/:id')[0]!.json).toMatchObject({
      coverImageId: null,
    });
  });

  it("shows a refused cover image's message", async () => {
    const api = serve();
    api.post(
      '/api/admin/blog/images',
      ZUploadedImage,
      apiError('PAYLOAD_TOO_LARGE', 'The image is larger than 8 MB.'),
    );
    const { user } = renderNew();
    await user.upload(
      screen.getByLabelText('Cover image (optional)'),
      new File([new Uint8Array([1])], 'huge.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 8 MB.');
    expect(screen.queryByRole('img', { name: 'Cover' })).toBeNull();
  });

  it('edits a live post in place: updates it, or takes it back to a draft', async () => {
    const post = aBlogPost();
    const api = serve(post);
    const { user, router } = renderExisting(post.id);
    expect(await screen.findByText('This post is live on the blog.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(post.title);
    expect(screen.getByLabelText('Address (slug)')).toHaveValue(post.slug);
    expect(screen.getByRole('link', { name: 'View the live post' })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    await user.click(screen.getByRole('button', { name: 'Update live post' }));
    await user.click(screen.getByRole('button', { name: 'Unpublish (back to draft)' }));
    await vi.waitFor(() =>
      expect(api.requests('PUT', '/api/admin/blog/posts/:id')).toHaveLength(2),
    );
    const [update, unpublish] = api.requests('PUT', '/api/admin/blog/posts/:id');
    expect(update!.path).toBe(`/api/admin/blog/posts/${post.id}`);
    expect(update!.json).toMatchObject({ slug: post.slug, status: 'published', publishedAt: null });
    expect(unpublish!.json).toMatchObject({ status: 'draft', publishedAt: null });
    expect(api.requests('POST', '/api/admin/blog/posts')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/app/admin/blog/${post.id}`);
  });

  it('keeps a scheduled post’s time when it is saved again', async () => {
    const post = aBlogPost({ state: 'scheduled', publishedAt: '2099-03-01T12:30:00.000Z' });
    const api = serve(post);
    const { user } = renderExisting(post.id);
    expect(await screen.findByText(/^Scheduled for /)).toHaveTextContent(
      `Scheduled for ${new Date(post.publishedAt!).toLocaleString()}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() =>
      expect(api.requests('PUT', '/api/admin/blog/posts/:id')).toHaveLength(1),
    );
    expect(api.requests('PUT', '/api/admin/blog/posts/:id')[0]!.json).toMatchObject({
      status: 'published',
      publishedAt: '2099-03-01T12:30:00.000Z',
    });
  });

  it('says a draft is only seen by admins', async () => {
    const post = aBlogPost({ status: 'draft', state: 'draft', publishedAt: null });
    serve(post);
    renderExisting(post.id);
    expect(
      await screen.findByText('This post is a draft: only admins can see it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the live post' })).toBeNull();
  });

  it('shows a missing post as the server words it, without an editor', async () => {
    const api = serveApi().get(
      '/api/admin/blog/posts/:id',
      ZAdminBlogPost,
      apiError('RESOURCE_NOT_FOUND', 'Post not found.'),
    );
    renderExisting(aBlogPost().id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found.');
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(api.requests('GET', '/api/admin/blog/posts/:id')).toHaveLength(1);
  });
});
