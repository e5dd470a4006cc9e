import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateCatch } from '../api/catches-api.ts';
import { CatchForm } from '../components/catch-form.tsx';

/** /app/catches/new: log a catch; the conditions are worked out when it is saved. */
export function NewCatchPage() {
  const navigate = useNavigate();
  const create = useCreateCatch();
  const error = create.error instanceof ApiError ? create.error : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-900">Log a catch</h1>
      <p className="mt-1 text-sm text-slate-700">
        Private unless you share it. The weather, water, tide, moon and light of that hour are added
        for you.
      </p>
      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <CatchForm
          busy={create.isPending}
          serverErrors={error?.fields}
          onSubmit={(input) =>
            create.mutate(input, { onSuccess: (c) => navigate(`/app/catches/${c.id}`) })
          }
        />
        {create.error ? (
          <div className="mt-3">
            <FormAlert tone="error">{create.error.message}</FormAlert>
          </div>
        ) : null}
      </div>
    </div>
  );
}
