import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useBlogPosts } from '../api/blog-admin-api.ts';

const ACTIONS = [
  { label: 'View the blog', to: '/blog', reloadDocument: true },
  { label: 'New post', to: '/app/admin/blog/new', primary: true },
];
const STATE_LABEL = { draft: 'Draft', scheduled: 'Scheduled', live: 'Live' } as const;

/** /app/admin/blog: every post, drafts and scheduled ones included. */
export function AdminBlogPage() {
  const posts = useBlogPosts();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title="Blog" actions={ACTIONS} />
      <QueryView
        query={posts}
        loadingLabel="Loading posts..."
        isEmpty={(items) => items.length === 0}
        emptyText="No posts yet."
      >
        {(items) => (
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
        )}
      </QueryView>
    </div>
  );
}
