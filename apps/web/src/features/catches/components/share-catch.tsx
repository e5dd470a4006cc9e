import { useState } from 'react';
import { Link } from 'react-router';
import { SPOT_PRIVACY, SPOT_PRIVACY_LABELS, type SpotPrivacy } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextAreaField } from '@/components/ui/text-field.tsx';
import { useShareCatch } from '../api/catches-api.ts';

const HINTS: Record<SpotPrivacy, string> = {
  exact: 'Others see the exact spot.',
  mile: 'Others see a point within about a mile of it.',
  'ten-miles': 'Others see a point within about 10 miles of it.',
  region: 'Others see only the region and state; it does not count in nearby searches.',
};

/** Shares a private catch to the community, at the spot precision the member chooses. */
export function ShareCatch({
  catchId,
  sharedPostId,
}: {
  catchId: string;
  sharedPostId: string | null;
}) {
  const share = useShareCatch(catchId);
  const [privacy, setPrivacy] = useState<SpotPrivacy>('ten-miles');
  const [note, setNote] = useState('');
  const postId = sharedPostId ?? share.data?.id ?? null;
  if (postId)
    return (
      <FormAlert tone="success">
        Shared with the community.{' '}
        <Link to={`/app/community/${postId}`} className="font-semibold underline">
          See the post
        </Link>
      </FormAlert>
    );
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        share.mutate({ spotPrivacy: privacy, body: note });
      }}
    >
      <p className="text-sm text-slate-700">
        This catch is private. Share it to help other members (and their reports' local intel).
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">Show the spot as</legend>
        {SPOT_PRIVACY.map((p) => (
          <label key={p} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="spot-privacy"
              value={p}
              checked={privacy === p}
              onChange={() => setPrivacy(p)}
              className="mt-1"
            />
            <span>
              <strong>{SPOT_PRIVACY_LABELS[p]}</strong>{' '}
              <span className="text-slate-600">{HINTS[p]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="A note for others (optional, markdown)"
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {share.error ? <FormAlert tone="error">{share.error.message}</FormAlert> : null}
      <Button type="submit" disabled={share.isPending}>
        {share.isPending ? 'Sharing...' : 'Share with the community'}
      </Button>
    </form>
  );
}
