import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WriterOutcomesTable } from './writer-outcomes.tsx';

describe('WriterOutcomesTable', () => {
  it('shows each writer’s fallback rate and its reasons', () => {
    render(
      <WriterOutcomesTable
        outcomes={{
          days: 30,
          writers: [
            {
              version: 7,
              provider: 'openai',
              model: 'gpt-5-mini',
              reports: 40,
              byModel: 34,
              fallbacks: 6,
              fallbackRate: 0.15,
              reasons: { 'invented-numbers': 4, timeout: 2 },
            },
          ],
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /gpt-5-mini/ });
    expect(within(row).getByText('6 (15%)')).toBeInTheDocument();
    expect(
      within(row).getByText('figures not in the facts: 4; no answer in time: 2'),
    ).toBeInTheDocument();
    expect(within(row).getByText('version 7')).toBeInTheDocument();
  });

  it('says so when no report chose an AI writer', () => {
    render(<WriterOutcomesTable outcomes={{ days: 30, writers: [] }} />);
    expect(
      screen.getByText('No reports chose an AI writer in the last 30 days.'),
    ).toBeInTheDocument();
  });
});
