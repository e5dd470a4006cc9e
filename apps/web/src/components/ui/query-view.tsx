import type { ReactNode } from 'react';
import { QueryStates } from './query-states.tsx';

/** The parts of a TanStack Query result that QueryView reads. */
interface QueryResult<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
}

type QueryViewProps<T> = {
  query: QueryResult<T>;
  loadingLabel: string;
  /** The content, once there is data with something to show. */
  children: (data: NonNullable<T>) => ReactNode;
} & (
  | { isEmpty?: undefined; emptyText?: undefined }
  /** A list: when the loaded data counts as nothing to show, and what to say then. */
  | { isEmpty: (data: NonNullable<T>) => boolean; emptyText: string }
);

/**
 * A query's loading, error and empty states, then its content. The content stays up beside the
 * error of a failed background refetch, so a screen does not blank out on one lost request.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  isEmpty,
  emptyText = '',
  children,
}: QueryViewProps<T>) {
  const data = query.data ?? null;
  const empty = data !== null && isEmpty !== undefined && isEmpty(data);
  return (
    <>
      <QueryStates
        isPending={query.isPending}
        error={query.error}
        isEmpty={empty}
        loadingLabel={loadingLabel}
        emptyText={emptyText}
      />
      {data !== null && !empty ? children(data) : null}
    </>
  );
}
