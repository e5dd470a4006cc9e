import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  ZRollbackRequest,
  type TAiSettings,
  type TAiVersionReportsResponse,
} from '@anglerscout/contracts';
import { serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aiSettings } from '@/test/fixtures/admin.ts';
import { AiSettingsHistoryPage } from './ai-settings-history-page.tsx';

const V3 = aiSettings({ reportCount: 12 });
const V2 = aiSettings({
  version: 2,
  model: 'gpt-4o',
  temperature: 0.7,
  systemPrompt: 'Write for anglers.',
  createdAt: '2026-09-15T12:00:00.000Z',
  reportCount: 0,
});
const V1 = aiSettings({
  version: 1,
  provider: 'built-in',
  baseUrl: null,
  model: '',
  apiKeyLast4: null,
  changedByEmail: null,
  note: 'Rolled back from version 0',
  reportCount: 3,
});

function renderPage(items: TAiSettings[] = [V3, V2, V1]) {
  const api = serveApi()
    .get('/api/admin/ai-settings/history', shapeOf<{ items: TAiSettings[] }>(), { items })
    .post('/api/admin/ai-settings/rollback', shapeOf<TAiSettings>(), (req) => ({
      ...aiSettings({ version: 4 }),
      note: `Rolled back from version ${ZRollbackRequest.parse(req.json).version}`,
    }))
    .get(
      '/api/admin/ai-settings/:version/reports',
      shapeOf<TAiVersionReportsResponse>(),
      (req) => ({
        version: Number(req.params.version),
        items:
          req.params.version === '3'
            ? [
                {
                  id: 'r-1',
                  createdAt: '2026-10-21T12:00:00.000Z',
                  userEmail: 'dana@example.com',
                  place: 'Galveston, Texas',
                  reportDate: '2026-10-21',
                  writer: 'model',
                  writerModel: 'gpt-4o-mini',
                },
              ]
            : [],
      }),
    );
  return {
    api,
    ...renderWithProviders(<AiSettingsHistoryPage />, { path: '/app/admin/ai-settings-history' }),
  };
}

const versions = async () => {
  const first = await screen.findByText('Version 3', { selector: 'span' });
  return within(first.closest('ul')!).getAllByRole('listitem');
};

describe('AiSettingsHistoryPage', () => {
  it('lists every version with who saved it, the newest marked as in use', async () => {
    renderPage();
    const [v3, v2, v1] = await versions();
    expect(v3).toHaveTextContent(
      /^Version 3 \(in use\) · openai gpt-4o-mini · by admin@example\.com · /,
    );
    expect(v2).toHaveTextContent(/^Version 2 · openai gpt-4o · by admin@example\.com · /);
    expect(v1).toHaveTextContent(/by unknown · .* · Rolled back from version 0/);
    // The version in use cannot be rolled back to; the others can.
    expect(within(v3!).queryByRole('button', { name: 'Roll back to this version' })).toBeNull();
    expect(
      within(v2!).getByRole('button', { name: 'Roll back to this version' }),
    ).toBeInTheDocument();
  });

  it('rolls back only after a confirmation naming the version', async () => {
    const { api, user } = renderPage();
    const [, v2] = await versions();
    await user.click(within(v2!).getByRole('button', { name: 'Roll back to this version' }));
    await user.click(within(v2!).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('POST', '/api/admin/ai-settings/rollback')).toHaveLength(0);
    await user.click(within(v2!).getByRole('button', { name: 'Roll back to this version' }));
    await user.click(within(v2!).getByRole('button', { name: 'Confirm rollback to version 2' }));
    expect(await screen.findByText('Version 2 restored as a new version')).toBeInTheDocument();
    expect(api.requests('POST', '/api/admin/ai-settings/rollback')[0]!.json).toEqual({
      version: 2,
    });
    await vi.waitFor(() =>
      expect(api.requests('GET', '/api/admin/ai-settings/history')).toHaveLength(2),
    );
  });

  it('lists the reports a version wrote, each linked to its admin view', async () => {
    const { api, user } = renderPage();
    const [v3, v2] = await versions();
    const toggle = within(v3!).getByRole('button', { name: '12 reports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = await within(v3!).findByRole('link', { name: 'Galveston, Texas, 2026-10-21' });
    expect(link).toHaveAttribute('href', '/app/admin/reports/r-1');
    expect(link.parentElement).toHaveTextContent('· dana@example.com · gpt-4o-mini · ');
    await user.click(within(v2!).getByRole('button', { name: '0 reports' }));
    expect(
      await within(v2!).findByText('No reports written with this version.'),
    ).toBeInTheDocument();
    expect(
      api.requests('GET', '/api/admin/ai-settings/:version/reports').map((r) => r.path),
    ).toEqual(['/api/admin/ai-settings/3/reports', '/api/admin/ai-settings/2/reports']);
  });

  it('compares the two newest versions field by field, marking what changed', async () => {
    const { user } = renderPage();
    const compare = await screen.findByRole('region', { name: 'Compare versions' });
    expect(within(compare).getByLabelText('Left')).toHaveValue('2');
    expect(within(compare).getByLabelText('Right')).toHaveValue('3');
    const rows = within(compare)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual([
      'Provider',
      'Endpoint',
      'Model (changed)',
      'Temperature (changed)',
      'Token limit',
      'API key (last 4)',
      'System prompt (changed)',
      'Tone',
    ]);
    const cells = (name: string) =>
      within(within(compare).getByRole('rowheader', { name }).parentElement!).getAllByRole('cell');
    // Each side marks its own changed words: the new version's added words on the right.
    const [, newPrompt] = cells('System prompt (changed)');
    expect(newPrompt).toHaveTextContent('Write for anglers on the water.');
    expect(newPrompt!.querySelector('ins')).toHaveTextContent('on the water');
    const [oldTemperature, newTemperature] = cells('Temperature (changed)');
    expect(oldTemperature).toHaveTextContent('0.7');
    expect(oldTemperature!.querySelector('del')).toHaveTextContent('7');
    expect(newTemperature!.querySelector('ins')).toHaveTextContent('4');
    expect(cells('Token limit')[0]!.querySelector('del, ins')).toBeNull();

    await user.selectOptions(within(compare).getByLabelText('Left'), '1');
    expect(within(compare).getByRole('columnheader', { name: 'Version 1' })).toBeInTheDocument();
    expect(
      within(compare).getByRole('rowheader', { name: 'Provider (changed)' }),
    ).toBeInTheDocument();
  });

  it('says the built-in writer is in use while nothing is saved, with nothing to compare', async () => {
    renderPage([]);
    expect(
      await screen.findByText('No version saved yet: the built-in writer is in use.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Compare versions' })).toBeNull();
  });
});
