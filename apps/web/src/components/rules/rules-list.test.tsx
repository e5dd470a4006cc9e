import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TReportRules } from '@anglerscout/contracts';
import { RulesList } from './rules-list.tsx';

const rules: TReportRules = {
  state: 'FL',
  jurisdiction: 'state',
  offshoreNm: 3.9,
  agencies: [
    { name: 'Florida FWC saltwater regulations', url: 'https://myfwc.com/fishing/saltwater/recreational/', scope: 'salt' },
    { name: 'NOAA Fisheries Southeast Region federal-waters rules', url: 'https://www.fisheries.noaa.gov/region/southeast', scope: 'federal' },
  ],
  closures: [
    {
      speciesId: 'common-snook',
      commonName: 'Common snook',
      rule: 'harvest-closed',
      text: 'Snook harvest is closed on the Gulf coast Dec 1 through the end of February.',
      sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/snook/',
      readYear: 2026,
    },
  ],
  note: 'Rules change, sometimes in season. This is guidance, not legal advice.',
}; // prettier-ignore

describe('RulesList', () => {
  it('says a closed target plainly with its source, the agencies linked and the note', () => {
    render(
      <RulesList
        rules={rules}
        targets={[
          {
            id: 'common-snook',
            commonName: 'Common snook',
            regulation: {
              status: 'harvest-closed',
              text: 'x',
              sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/snook/',
              change: 'harvest opens March 1',
            },
          },
          {
            id: 'red-drum',
            commonName: 'Red drum',
            regulation: { status: 'open', text: 'x', sourceUrl: null, change: null },
          },
        ]}
      />,
    );
    expect(
      screen.getByText('Common snook: Harvest closed (catch and release only)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Snook harvest is closed on the Gulf coast/)).toBeInTheDocument();
    expect(screen.getByText(/Coming up: harvest opens March 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      'https://myfwc.com/fishing/saltwater/recreational/snook/',
    );
    // No row on file is not a clearance (science-5 review RC4).
    expect(screen.getByText('Red drum: No closure on file')).toBeInTheDocument();
    expect(screen.getByText(/tackle rules may still apply/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Florida FWC saltwater regulations' })).toHaveAttribute(
      'href',
      'https://myfwc.com/fishing/saltwater/recreational/',
    );
    expect(screen.getByText(/guidance, not legal advice/)).toBeInTheDocument();
  });

  it('lists closures at the spot when no targets are given (Conditions)', () => {
    render(<RulesList rules={rules} />);
    expect(screen.getByRole('link', { name: 'Source (2026)' })).toBeInTheDocument();
    expect(screen.getByText(/State waters \(FL\), about 4 nautical miles out/)).toBeInTheDocument();
  });
});

describe('RulesList special rules', () => {
  it("shows the water's special rules with their source (science-5 review RC4, RC15)", () => {
    render(
      <RulesList
        rules={{
          ...rules,
          notices: [
            {
              text: 'The Potomac here is District of Columbia water to the Virginia shore.',
              sourceUrl: 'https://woodsandwatersmagazine.com/?p=3555',
              readYear: 2026,
            },
          ],
        }}
      />,
    );
    expect(screen.getByText(/District of Columbia water/)).toBeInTheDocument();
    expect(screen.getByText('Special rules here')).toBeInTheDocument();
  });
});
