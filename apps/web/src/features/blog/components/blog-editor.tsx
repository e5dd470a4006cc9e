import { useState } from 'react';
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
  type TAdminBlogPost,
  type TBlogPostInput,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { INPUT_CLASS, TextAreaField, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { uploadBlogImage, useLivePreview, useSaveBlogPost } from '../api/blog-admin-api.ts';

/** A title as an address the contract accepts (ZBlogSlug): cut to 80 first, so no hyphen ends it. */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** datetime-local text for an ISO time, on this device's clock. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

/** The markdown editor with a live preview of exactly what readers will get. */
export function BlogEditor({
  post,
  onSaved,
}: {
  post: TAdminBlogPost | null;
  onSaved: (saved: TAdminBlogPost) => void;
}) {
  const save = useSaveBlogPost(post?.id);
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [description, setDescription] = useState(post?.description ?? '');
  const [category, setCategory] = useState<TBlogPostInput['category']>(post?.category ?? 'tactics');
  const [body, setBody] = useState(post?.body ?? '');
  const [cover, setCover] = useState<{ id: string; url: string } | null>(
    post?.coverImageId && post.coverImageUrl
      ? { id: post.coverImageId, url: post.coverImageUrl }
      : null,
  );
  const [schedule, setSchedule] = useState(
    post?.state === 'scheduled' ? localInput(post.publishedAt) : '',
  );
  const [coverError, setCoverError] = useState<string | null>(null);
  const preview = useLivePreview(body);
  const fields = save.error instanceof ApiError ? save.error.fields : {};

  const submit = (status: 'draft' | 'published') =>
    save.mutate(
      {
        slug: slugTouched ? slug : slugify(title),
        title,
        description,
        category,
        body,
        coverImageId: cover?.id ?? null,
        status,
        publishedAt: status === 'published' && schedule ? new Date(schedule).toISOString() : null,
      },
      { onSuccess: onSaved },
    );

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fields.title}
      />
      <TextField
        label="Address (slug)"
        value={slugTouched ? slug : slugify(title)}
        onChange={(e) => {
          setSlugTouched(true);
          setSlug(e.target.value);
        }}
        hint={`Readers find it at /blog/${slugTouched ? slug : slugify(title)}`}
        error={fields.slug}
      />
      <TextField
        label="Summary (for search results and the feed)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={fields.description}
      />
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
        Category
        <select
          className={INPUT_CLASS}
          value={category}
          onChange={(e) => setCategory(e.target.value as TBlogPostInput['category'])}
        >
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {BLOG_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor="cover" className="text-sm font-semibold text-slate-800">
          Cover image (optional)
        </label>
        <input
          id="cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file)
              uploadBlogImage(file).then(
                (img) => (setCover(img), setCoverError(null)),
                (err: Error) => setCoverError(err.message),
              );
          }}
        />
        {coverError ? (
          <p role="alert" className="text-sm text-red-700">
            {coverError}
          </p>
        ) : null}
        {cover ? (
          <div className="flex items-center gap-3">
            <img src={cover.url} alt="Cover" className="h-20 rounded" />
            <Button size="sm" variant="ghost" onClick={() => setCover(null)}>
              Remove
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label="Post (markdown)"
          rows={18}
          className="font-mono text-sm"
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-slate-800" id="preview-label">
            Preview (as readers will see it)
          </p>
          <div
            aria-labelledby="preview-label"
            className="page-prose min-h-40 rounded-lg border border-slate-200 bg-white p-3"
            data-testid="blog-preview"
          >
            {preview.failed ? (
              <p className="text-sm text-red-700">The preview could not be loaded.</p>
            ) : null}
            {/* Sanitised by the server with the same allowlist as published posts. */}
            <div dangerouslySetInnerHTML={{ __html: preview.html }} />
          </div>
        </div>
      </div>
      <TextField
        label="Publish at (optional: a future time schedules the post)"
        type="datetime-local"
        value={schedule}
        onChange={(e) => setSchedule(e.target.value)}
      />
      {save.error ? <FormAlert tone="error">{save.error.message}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => submit('draft')} variant="secondary" disabled={save.isPending}>
          {post?.state === 'draft' || !post ? 'Save draft' : 'Unpublish (back to draft)'}
        </Button>
        <Button onClick={() => submit('published')} disabled={save.isPending}>
          {schedule ? 'Schedule' : post?.state === 'live' ? 'Update live post' : 'Publish now'}
        </Button>
      </div>
    </form>
  );
}
