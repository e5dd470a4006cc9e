import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StructuredReport } from '../lib/structured-report.ts';
import { ConditionsSummary } from './conditions-summary.tsx';

/** The parts of a report the conditions section reads, for a day without a forecast. */
const noForecast = (plannedFrom?: StructuredReport['plannedFrom']) =>
  ({
    conditions: {
      weather: null,
      water: null,
      sunrise: null,
      sunset: null,
      moonrise: null,
      moonset: null,
      moon: { phaseName: 'waxing gibbous', illuminationPct: 80 },
      solunar: { dayRating: 3, periods: [] },
    },
    tidePlan: null,
    plannedFrom,
  }) as unknown as StructuredReport;

describe('ConditionsSummary without a forecast', () => {
  it('says the forecast service did not answer and when it was tried, not that the date has none', () => {
    render(
      <ConditionsSummary
        report={noForecast({
          basis: 'season and climatology',
          text: 'The weather forecast service did not answer (last tried Nov 25, 4:05 AM CST): planned from sun, moon, tides and season.',
        })}
      />,
    );
    expect(
      screen.getByText(
        /^The weather forecast service did not answer \(last tried Nov 25, 4:05 AM CST\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No weather forecast for this date/)).not.toBeInTheDocument();
  });

  it('keeps the old sentence for reports stored before plannedFrom existed', () => {
    render(<ConditionsSummary report={noForecast()} />);
    expect(screen.getByText(/^No weather forecast for this date/)).toBeInTheDocument();
  });
});
