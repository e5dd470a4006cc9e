import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryView } from './query-view.tsx';

interface Query {
  isPending: boolean;
  error: Error | null;
  data: string[] | undefined;
}
const loaded = (data: string[] | undefined, error: Error | null = null): Query => ({
  isPending: false,
  error,
  data,
});

function List({ query }: { query: Query }) {
  return (
    <QueryView
      query={query}
      loadingLabel="Loading things..."
      isEmpty={(items) => items.length === 0}
      emptyText="Nothing yet."
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows loading, then the error, the empty text, or the content', () => {
    const { rerender } = render(<List query={{ ...loaded(undefined), isPending: true }} />);
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();

    rerender(<List query={loaded(undefined, new Error('Server unreachable'))} />);
    expect(screen.getByText('Server unreachable')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();

    rerender(<List query={loaded([])} />);
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();

    rerender(<List query={loaded(['bass', 'snook'])} />);
    expect(screen.queryByText('Nothing yet.')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bass', 'snook']);
  });

  it('keeps the content up beside the error of a failed refetch', () => {
    render(<List query={loaded(['bass'], new Error('Server unreachable'))} />);
    expect(screen.getByText('Server unreachable')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('bass');
  });

  it('shows a single record without an empty state', () => {
    render(
      <QueryView query={loaded(['one'])} loadingLabel="Loading...">
        {(record) => <p>Got {record[0]}</p>}
      </QueryView>,
    );
    expect(screen.getByText('Got one')).toBeInTheDocument();
  });
});
