import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSource } from '@anglerscout/contracts';
import { SourceNote } from './source-note.tsx';
import { ageText, dayLabel } from '../lib/format.ts';

const source = (over: Partial<TSource>): TSource => ({
  id: 'open-meteo-forecast',
  name: 'Open-Meteo weather forecast',
  link: 'https://open-meteo.com/',
  attribution: 'Weather data by Open-Meteo.com',
  fetchedAt: new Date(Date.now() - 12 * 60_000).toISOString(),
  stale: false,
  ...over,
});

describe('SourceNote', () => {
  it('names the source with its link and age', () => {
    render(<SourceNote sources={[source({})]} ids={['open-meteo-forecast']} />);
    expect(screen.getByRole('link', { name: 'Open-Meteo weather forecast' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
    expect(screen.getByText(/updated 12 min ago/)).toBeInTheDocument();
    expect(screen.queryByText(/saved data/)).not.toBeInTheDocument();
  });

  it('says when the data is a saved copy because the source is down', () => {
    render(
      <SourceNote
        sources={[
          source({ stale: true, fetchedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
        ]}
        ids={['open-meteo-forecast']}
      />,
    );
    expect(screen.getByText(/updated 3 h ago/)).toBeInTheDocument();
    expect(screen.getByText('(saved data: the source is not answering)')).toBeInTheDocument();
  });

  it('says why the data is a saved copy when the server explains it (a rate limit)', () => {
    const note =
      'Last good data from Nov 25, 3:50 AM CST: rate limit reached, next try after Nov 25, 5:40 AM CST.';
    render(<SourceNote sources={[source({ stale: true, note })]} ids={['open-meteo-forecast']} />);
    expect(screen.getByText(`(${note})`)).toBeInTheDocument();
    expect(screen.queryByText(/the source is not answering/)).not.toBeInTheDocument();
  });

  it('shows nothing for a source that never answered', () => {
    const { container } = render(
      <SourceNote sources={[source({ fetchedAt: null })]} ids={['open-meteo-forecast']} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('formatting', () => {
  it('writes ages and day names as people read them', () => {
    expect(ageText(null)).toBe('not available');
    expect(ageText(new Date(Date.now() - 2 * 86_400_000).toISOString())).toBe('2 days ago');
    expect(dayLabel('2026-11-22', '2026-11-22')).toBe('Today');
    expect(dayLabel('2026-11-23', '2026-11-22')).toBe('Tomorrow');
    expect(dayLabel('2026-11-24', '2026-11-22')).toBe('Tue 24');
  });
});
