import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { useFeed, type FeedFilters as Filters } from '../api/community-api.ts';
import { FeedFilters } from '../components/feed-filters.tsx';
import { PostCard } from '../components/post-card.tsx';

/** /app/community: shared catch reports and discussions, by area and species. */
export function CommunityPage() {
  const [filters, setFilters] = useState<Filters>({
    area: null,
    radiusMi: 25,
    species: '',
    kind: '',
  });
  const feed = useFeed(filters);
  const items = feed.data?.items ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Community</h1>
        <div className="flex gap-2">
          <Link to="/app/catches" className={buttonClass('secondary', 'md')}>
            Share a catch
          </Link>
          <Link to="/app/community/new" className={buttonClass('primary', 'md')}>
            New discussion
          </Link>
        </div>
      </div>
      <p className="mt-1 text-slate-700">
        What members are catching, and what they are talking about.
      </p>
      <div className="mt-5">
        <FeedFilters value={filters} onChange={setFilters} />
      </div>
      <QueryStates
        isPending={feed.isPending}
        error={feed.error}
        isEmpty={items.length === 0}
        loadingLabel="Loading posts..."
        emptyText="Nothing here yet. Widen the area, or be the first to share."
      />
      <ul className="mt-5 flex flex-col gap-4">
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
