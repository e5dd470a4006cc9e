import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapPanel } from './map-panel.tsx';

const map = vi.hoisted(() => ({ broken: true }));
vi.mock('./spot-map.tsx', () => ({
  default: () => {
    if (map.broken) throw new Error('Map failed to draw');
    return <p>The map</p>;
  },
}));

describe('MapPanel', () => {
  it('keeps a map failure inside the panel, and Try Again draws it again', async () => {
    const caught: unknown[] = [];
    render(
      <main>
        <h1>Fishing Conditions</h1>
        <MapPanel spot={null} onPick={() => {}} />
      </main>,
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Map failed to draw');
    expect(caught).toEqual([new Error('Map failed to draw')]);
    expect(screen.getByRole('heading', { name: 'Fishing Conditions' })).toBeInTheDocument();

    map.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('The map')).toBeInTheDocument();
  });
});
