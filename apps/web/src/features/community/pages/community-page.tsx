import { useState } from 'react';
import { PageHeader } from '@/components/layouts/page-header.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useFeed, type FeedFilters as Filters } from '../api/community-api.ts';
import { FeedFilters } from '../components/feed-filters.tsx';
import { PostCard } from '../components/post-card.tsx';

const ACTIONS = [
  { label: 'Share a catch', to: '/app/catches' },
  { label: 'New discussion', to: '/app/community/new', primary: true },
];

/** /app/community: shared catch reports and discussions, by area and species. */
export function CommunityPage() {
  const [filters, setFilters] = useState<Filters>({
    area: null,
    radiusMi: 25,
    species: '',
    kind: '',
  });
  const feed = useFeed(filters);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title="Community" actions={ACTIONS} />
      <p className="mt-1 text-slate-700">
        What members are catching, and what they are talking about.
      </p>
      <div className="mt-5">
        <FeedFilters value={filters} onChange={setFilters} />
      </div>
      <QueryView
        query={feed}
        loadingLabel="Loading posts..."
        isEmpty={(page) => page.items.length === 0}
        emptyText="Nothing here yet. Widen the area, or be the first to share."
      >
        {(page) => (
          <ul className="mt-5 flex flex-col gap-4">
            {page.items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
