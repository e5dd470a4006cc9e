import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryStates } from './query-states.tsx';

const base = {
  isPending: false,
  error: null,
  isEmpty: false,
  loadingLabel: 'Loading things...',
  emptyText: 'Nothing yet.',
};

describe('QueryStates', () => {
  it('announces loading, then shows an error, the empty text, or nothing', () => {
    const { rerender, container } = render(<QueryStates {...base} isPending />);
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    rerender(<QueryStates {...base} error={new Error('Server unreachable')} />);
    expect(screen.getByText('Server unreachable')).toBeInTheDocument();
    rerender(<QueryStates {...base} isEmpty />);
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    rerender(<QueryStates {...base} />);
    expect(container).toBeEmptyDOMElement();
  });
});
