import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { useBlogPosts } from '../api/blog-admin-api.ts';

const STATE_LABEL = { draft: 'Draft', scheduled: 'Scheduled', live: 'Live' } as const;

/** /app/admin/blog: every post, drafts and scheduled ones included. */
export function AdminBlogPage() {
  const posts = useBlogPosts();
  const items = posts.data ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Blog</h1>
        <div className="flex gap-2">
          <a href="/blog" className={buttonClass('secondary', 'md')}>
            View the blog
          </a>
          <Link to="/app/admin/blog/new" className={buttonClass('primary', 'md')}>
            New post
          </Link>
        </div>
      </div>
      <QueryStates
        isPending={posts.isPending}
        error={posts.error}
        isEmpty={items.length === 0}
        loadingLabel="Loading posts..."
        emptyText="No posts yet."
      />
      <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              <Link
                to={`/app/admin/blog/${p.id}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {p.title}
              </Link>
              <span className="block text-sm text-slate-600">/blog/{p.slug}</span>
            </span>
            <span className="text-sm text-slate-700">
              {STATE_LABEL[p.state]}
              {p.publishedAt && p.state !== 'draft'
                ? ` · ${new Date(p.publishedAt).toLocaleString()}`
                : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
