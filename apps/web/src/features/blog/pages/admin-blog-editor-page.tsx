import { Link, useNavigate, useParams } from 'react-router';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { useBlogPost } from '../api/blog-admin-api.ts';
import { BlogEditor } from '../components/blog-editor.tsx';

/** /app/admin/blog/new and /app/admin/blog/{id}: write, preview, publish, schedule, unpublish. */
export function AdminBlogEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useBlogPost(id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p>
        <Link to="/app/admin/blog" className="text-sm font-semibold text-brand-700 underline">
          ← All posts
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">{id ? 'Edit post' : 'New post'}</h1>
      {existing.data ? (
        <p role="status" className="mt-1 text-sm font-semibold text-slate-700">
          {existing.data.state === 'live'
            ? 'This post is live on the blog.'
            : existing.data.state === 'scheduled'
              ? `Scheduled for ${new Date(existing.data.publishedAt!).toLocaleString()}.`
              : 'This post is a draft: only admins can see it.'}
        </p>
      ) : null}
      {id ? (
        <QueryStates
          isPending={existing.isPending}
          error={existing.error}
          isEmpty={false}
          loadingLabel="Loading the post..."
          emptyText=""
        />
      ) : null}
      {!id || existing.data ? (
        <div className="mt-4">
          <BlogEditor
            key={existing.data?.id ?? 'new'}
            post={existing.data ?? null}
            onSaved={(saved) => {
              if (!id) navigate(`/app/admin/blog/${saved.id}`, { replace: true });
            }}
          />
          {existing.data?.state === 'live' ? (
            <p className="mt-4 text-sm">
              <a
                className="font-semibold text-brand-700 underline"
                href={`/blog/${existing.data.slug}`}
              >
                View the live post
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
