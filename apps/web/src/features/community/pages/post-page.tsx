import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { TextAreaField } from '@/components/ui/text-field.tsx';
import { useDeleteOwn, usePost, useReply } from '../api/community-api.ts';
import { SharedCatchFacts, SpotLine } from '../components/post-card.tsx';
import { ReportButton } from '../components/report-button.tsx';
import { RichText } from '../components/rich-text.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** /app/community/{id}: a post, its replies, a reply box, report and delete. */
export function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const found = usePost(id);
  const reply = useReply(id);
  const remove = useDeleteOwn();
  const [text, setText] = useState('');
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <p>
        <Link to="/app/community" className="text-sm font-semibold text-brand-700 underline">
          ← Community
        </Link>
      </p>
      <QueryView query={found} loadingLabel="Loading the post...">
        {(detail) => (
          <>
            <article className="mt-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {detail.post.kind === 'catch' ? 'Catch report' : 'Discussion'}
                {detail.post.speciesName ? ` · ${detail.post.speciesName}` : ''}
              </p>
              <h1 className="text-2xl font-bold text-brand-900">{detail.post.title}</h1>
              <p className="text-sm text-slate-700">
                {detail.post.authorName} · {when(detail.post.createdAt)}
              </p>
              <p className="text-sm text-slate-700">
                <SpotLine post={detail.post} />
              </p>
              {detail.post.catch?.photoUrl ? (
                <img
                  src={detail.post.catch.photoUrl}
                  alt={`${detail.post.speciesName ?? 'Fish'} catch`}
                  className="mt-3 w-full rounded-xl"
                />
              ) : null}
              <SharedCatchFacts post={detail.post} />
              {detail.post.bodyHtml ? (
                <div className="mt-4">
                  <RichText html={detail.post.bodyHtml} />
                </div>
              ) : null}
              <div className="mt-3 flex gap-2">
                {detail.post.mine ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    onClick={() =>
                      window.confirm('Delete this post and its replies?') &&
                      remove.mutate(
                        { type: 'post', id: detail.post.id },
                        { onSuccess: () => navigate('/app/community') },
                      )
                    }
                  >
                    Delete post
                  </Button>
                ) : (
                  <ReportButton targetType="post" targetId={detail.post.id} />
                )}
              </div>
              {remove.error ? (
                <div className="mt-2">
                  <FormAlert tone="error">{remove.error.message}</FormAlert>
                </div>
              ) : null}
            </article>
            <section aria-labelledby="replies" className="mt-8">
              <h2 id="replies" className="text-lg font-bold text-brand-900">
                Replies ({detail.replies.length})
              </h2>
              <ul className="mt-3 flex flex-col gap-3">
                {detail.replies.map((r) => (
                  <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-3">
                    <p className="text-xs text-slate-600">
                      {r.authorName} · {when(r.createdAt)}
                    </p>
                    <RichText html={r.bodyHtml} />
                    {r.mine ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        onClick={() => remove.mutate({ type: 'reply', id: r.id })}
                      >
                        Delete
                      </Button>
                    ) : (
                      <ReportButton targetType="reply" targetId={r.id} />
                    )}
                  </li>
                ))}
              </ul>
              <form
                className="mt-4 flex flex-col gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  reply.mutate(text, { onSuccess: () => setText('') });
                }}
              >
                <TextAreaField
                  label="Your reply (markdown)"
                  rows={3}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  required
                />
                {reply.error ? <FormAlert tone="error">{reply.error.message}</FormAlert> : null}
                <Button
                  type="submit"
                  disabled={reply.isPending || text.trim() === ''}
                  className="self-start"
                >
                  {reply.isPending ? 'Posting...' : 'Post reply'}
                </Button>
              </form>
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
