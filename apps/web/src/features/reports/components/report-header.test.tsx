import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TReport } from '@anglerscout/contracts';
import { ReportHeader } from './report-header.tsx';

const report = {
  id: '8f14e45f-0000-4000-8000-000000000000',
  locationName: 'Tampa Bay',
  date: '2026-04-14',
  createdAt: '2026-04-13T12:00:00.000Z',
  score: 71,
  verdict: 'Good morning on moving water.',
} as unknown as TReport;

describe('ReportHeader', () => {
  it('links the score to the public page on how the bite score is tested', () => {
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', element: <ReportHeader report={report} structured={null} /> },
        ])}
      />,
    );
    expect(screen.getByText('71')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we test the bite score' })).toHaveAttribute(
      'href',
      '/how-we-test',
    );
  });
});
