import { Link } from 'react-router';
import { CATCH_METHOD_LABELS, SPOT_PRIVACY_LABELS, type TPost } from '@anglerscout/contracts';
import { ConditionList } from '@/components/conditions/condition-list.tsx';

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** Where a post is, as its poster allowed it to be shown. */
export function SpotLine({ post }: { post: TPost }) {
  if (!post.spot) return null;
  return (
    <span>
      {post.spot.label}
      {post.spot.distanceMi !== null ? ` · ${post.spot.distanceMi} mi away` : ''}
      <span className="text-slate-500">
        {' '}
        ({SPOT_PRIVACY_LABELS[post.spot.privacy].toLowerCase()})
      </span>
    </span>
  );
}

/** A shared catch's conditions, as much as the post may show. */
export function SharedCatchFacts({ post }: { post: TPost }) {
  const c = post.catch;
  if (!c) return null;
  const k = c.conditions;
  return (
    <ConditionList
      className="mt-3"
      items={[
        {
          label: 'When',
          value: `${c.caughtAtLocal.slice(0, 10)}, around ${c.caughtAtLocal.slice(11, 13)}:00`,
        },
        { label: 'Bait', value: c.bait },
        { label: 'Method', value: CATCH_METHOD_LABELS[c.method] },
        ...(c.lengthIn || c.weightLb
          ? [
              {
                label: 'Size',
                value: [c.lengthIn && `${c.lengthIn} in`, c.weightLb && `${c.weightLb} lb`]
                  .filter(Boolean)
                  .join(', '),
              },
            ]
          : []),
        { label: 'Light', value: k.light },
        { label: 'Tide', value: k.tideStage ?? 'none' },
        { label: 'Barometer', value: k.pressureTrend ?? 'not known' },
        {
          label: 'Water',
          value: k.waterTempF === null ? 'not known' : `${Math.round(k.waterTempF)} °F`,
        },
        { label: 'Moon', value: k.moonPhase },
      ]}
    />
  );
}

export function PostCard({ post }: { post: TPost }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {post.kind === 'catch' ? 'Catch report' : 'Discussion'}
        {post.speciesName ? ` · ${post.speciesName}` : ''}
      </p>
      <h2 className="mt-1 text-lg font-bold text-brand-900">
        <Link to={`/app/community/${post.id}`} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">
        {post.authorName} · {dateText(post.createdAt)} · {post.replyCount} repl
        {post.replyCount === 1 ? 'y' : 'ies'}
      </p>
      <p className="text-sm text-slate-700">
        <SpotLine post={post} />
      </p>
      {post.catch?.photoUrl ? (
        <img
          src={post.catch.photoUrl}
          alt={`${post.speciesName ?? 'Fish'} catch`}
          loading="lazy"
          className="mt-3 max-h-64 w-full rounded-lg object-cover"
        />
      ) : null}
      <SharedCatchFacts post={post} />
    </article>
  );
}
