import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ZReport, type TReport } from '@anglerscout/contracts';
import { apiError, serveApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { AdminReportPage } from './admin-report-page.tsx';

const ID = '0b6d3c1e-2f4a-4b7c-9d8e-1a2b3c4d5e6f';

/** A stored report as GET /api/admin/reports/{id} answers it (an older one, text only). */
const report = (writer: Partial<TReport['writer']> = {}): TReport => ({
  id: ID,
  createdAt: '2026-10-21T12:00:00.000Z',
  date: '2026-10-21',
  locationName: 'Galveston, Texas',
  latitude: 29.30135,
  longitude: -94.7977,
  species: 'red-drum',
  speciesName: 'Red drum (redfish)',
  fishingType: 'shore',
  baitType: 'live',
  habitat: 'salt',
  score: 72,
  verdict: 'A good morning on the rising tide.',
  timeZone: 'America/Chicago',
  placeId: 'geonames:4692559',
  markdown: '# Galveston\n\nFish the rising tide at the north jetty.',
  structured: null,
  conditions: null,
  writer: { kind: 'model', model: 'gpt-4o-mini', aiSettingsVersion: 3, note: null, ...writer },
  timings: { total: 8123 },
});

function renderPage(answer: TReport | ReturnType<typeof apiError>) {
  serveApi().get('/api/admin/reports/:id', ZReport, answer);
  return renderWithProviders(<AdminReportPage />, {
    path: '/app/admin/reports/:id',
    at: `/app/admin/reports/${ID}`,
  });
}

describe('AdminReportPage', () => {
  it('shows the report with the place and date, and which writer and settings wrote it', async () => {
    renderPage(report());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Galveston, Texas, 2026-10-21' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Written by the model gpt-4o-mini with AI settings version 3.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Fish the rising tide at the north jetty\./)).toBeInTheDocument();
    expect(
      screen.getByText("Reading a member's report is recorded in the audit log."),
    ).toBeInTheDocument();
  });

  it('names the built-in writer and the default settings', async () => {
    renderPage(report({ kind: 'built-in', model: null, aiSettingsVersion: null }));
    expect(
      await screen.findByText('Written by the built-in writer with AI settings version default.'),
    ).toBeInTheDocument();
  });

  it('shows a missing report as the server words it', async () => {
    renderPage(apiError('RESOURCE_NOT_FOUND', 'Report not found.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
  });
});
