import { Spinner } from './spinner.tsx';
import { FormAlert } from './form-alert.tsx';

interface QueryStatesProps {
  isPending: boolean;
  error: Error | null;
  /** True once loaded with nothing to show. */
  isEmpty: boolean;
  loadingLabel: string;
  emptyText: string;
}

/** The loading, error and empty states of a list query; renders nothing once there are rows. */
export function QueryStates({
  isPending,
  error,
  isEmpty,
  loadingLabel,
  emptyText,
}: QueryStatesProps) {
  if (isPending) return <Spinner label={loadingLabel} showLabel className="mt-6" />;
  if (error) {
    return (
      <div className="mt-6">
        <FormAlert tone="error">{error.message}</FormAlert>
      </div>
    );
  }
  return isEmpty ? <p className="mt-6 text-slate-700">{emptyText}</p> : null;
}
