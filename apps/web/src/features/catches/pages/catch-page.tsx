import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { CATCH_METHOD_LABELS } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useCatch, useDeleteCatch } from '../api/catches-api.ts';
import { CatchConditions } from '../components/catch-conditions.tsx';
import { ShareCatch } from '../components/share-catch.tsx';
import { Card } from '@/components/ui/card.tsx';

/** /app/catches/{id}: one catch with its conditions, sharing and deletion. */
export function CatchPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const found = useCatch(id);
  const remove = useDeleteCatch();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <p>
        <Link to="/app/catches" className="text-sm font-semibold text-brand-700 underline">
          ← Catch Log
        </Link>
      </p>
      <QueryView query={found} loadingLabel="Loading the catch...">
        {(c) => (
          <>
            <h1 className="mt-3 text-2xl font-bold text-brand-900">
              {c.speciesName}
              {c.lengthIn ? `, ${c.lengthIn} in` : ''}
              {c.weightLb ? `, ${c.weightLb} lb` : ''}
            </h1>
            <p className="text-slate-700">
              {new Intl.DateTimeFormat('en-US', {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: c.timeZone,
              }).format(new Date(c.caughtAt))}{' '}
              · {c.placeName}
            </p>
            <p className="mt-1 text-slate-700">
              On {c.bait}, {CATCH_METHOD_LABELS[c.method].toLowerCase()}
            </p>
            {c.photoUrl ? (
              <img
                src={c.photoUrl}
                alt={`${c.speciesName} catch`}
                className="mt-4 w-full rounded-xl"
              />
            ) : null}
            {c.notes ? <p className="mt-3 whitespace-pre-line text-slate-800">{c.notes}</p> : null}
            <Card title="Conditions that hour" className="mt-6">
              <CatchConditions conditions={c.conditions} />
            </Card>
            <Card title="Share" className="mt-6">
              <ShareCatch catchId={c.id} sharedPostId={c.sharedPostId} />
            </Card>
            <Button
              variant="ghost"
              className="mt-6 text-red-700"
              disabled={remove.isPending}
              onClick={() => {
                if (!window.confirm('Delete this catch? A shared post of it goes too.')) return;
                remove.mutate(c.id, {
                  onSuccess: () => {
                    toast.success('Catch deleted');
                    navigate('/app/catches');
                  },
                });
              }}
            >
              Delete catch
            </Button>
            {remove.error ? <FormAlert tone="error">{remove.error.message}</FormAlert> : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
