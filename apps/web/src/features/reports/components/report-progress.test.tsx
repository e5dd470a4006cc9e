import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ReportProgress } from './report-progress.tsx';

describe('ReportProgress', () => {
  it('shows a step it does not know by the label the server sent, with its share', () => {
    render(
      <ReportProgress
        progress={{
          type: 'progress',
          step: 'rules',
          label: 'Reading the rules',
          share: 0.5,
          known: false,
        }}
      />,
    );
    expect(screen.getByText('Reading the rules...')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Report progress' }).getAttribute('aria-valuetext'),
    ).toBe('Reading the rules: 50%');
  });

  it('names an unlabelled step generically rather than showing nothing', () => {
    render(
      <ReportProgress
        progress={{ type: 'progress', step: 'rules', label: ' ', share: 0.7, known: false }}
      />,
    );
    expect(screen.getByText('Working on your report...')).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
  });
});
