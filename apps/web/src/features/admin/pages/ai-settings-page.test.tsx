import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type TAiWriterOutcomes,
  ZAiSettingsInput,
  type TAiSampleResponse,
  type TAiSettings,
  type TAiSettingsInput,
} from '@anglerscout/contracts';
import { apiError, refusedBy, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { aiSettings } from '@/test/fixtures/admin.ts';
import { AiSettingsPage } from './ai-settings-page.tsx';

const SETTINGS = shapeOf<TAiSettings>();
const SAMPLE: TAiSampleResponse = {
  markdown: '# Galveston, Oct 21\n\nFish the rising tide at the north jetty.',
  writer: 'model',
  model: 'gpt-4o-mini',
  note: null,
  error: null,
  ms: 1234,
  tokens: { prompt: 1200, completion: 630, total: 1830 },
  spot: { name: 'Galveston, Texas', date: '2026-10-21', species: 'red-drum' },
};

function renderPage(active: TAiSettings = aiSettings()) {
  let current = active;
  const api = serveApi()
    .get('/api/admin/ai-settings', SETTINGS, () => current)
    .get('/api/admin/ai-settings/outcomes', shapeOf<TAiWriterOutcomes>(), { days: 30, writers: [] })
    // The server checks the draft with the contract, then stores it as the next version.
    .put('/api/admin/ai-settings', SETTINGS, (req) => {
      const refused = refusedBy(ZAiSettingsInput, req.json);
      if (refused) return refused;
      const { apiKey, ...input } = req.json as TAiSettingsInput;
      current = aiSettings({
        ...ZAiSettingsInput.parse(input),
        baseUrl: input.baseUrl || null,
        version: current.version + 1,
        apiKeyLast4: apiKey ? apiKey.slice(-4) : current.apiKeyLast4,
      });
      return current;
    })
    .post('/api/admin/ai-settings/sample', shapeOf<TAiSampleResponse>(), SAMPLE);
  return { api, ...renderWithProviders(<AiSettingsPage />, { path: '/app/admin/ai-settings' }) };
}

describe('AiSettingsPage', () => {
  it('shows the version in use and the stored settings, never the key itself', async () => {
    renderPage();
    expect(await screen.findByText(/^Version 3 is in use\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toHaveValue('openai');
    expect(screen.getByLabelText(/^Endpoint/)).toHaveValue('https://api.openai.com/v1');
    expect(screen.getByLabelText('Model')).toHaveValue('gpt-4o-mini');
    expect(screen.getByLabelText('Temperature (0-2)')).toHaveValue(0.4);
    expect(screen.getByLabelText('Token limit')).toHaveValue(2500);
    const key = screen.getByLabelText('API key (stored: ••••x9Qa; leave empty to keep)');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('type', 'password');
  });

  it('says the built-in defaults are in use before anything is saved', async () => {
    renderPage(aiSettings({ version: 0, provider: 'built-in', apiKeyLast4: null, baseUrl: null }));
    expect(await screen.findByText(/^Version default is in use\./)).toBeInTheDocument();
    expect(screen.getByLabelText('API key (none stored)')).toBeInTheDocument();
  });

  it('saves the draft as a new version, sending a key only when one is typed', async () => {
    const { api, user } = renderPage();
    const model = await screen.findByLabelText('Model');
    await user.clear(model);
    await user.type(model, 'gpt-4.1');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('AI settings saved as a new version')).toBeInTheDocument();
    expect(await screen.findByText(/^Version 4 is in use\./)).toBeInTheDocument();
    expect(api.requests('PUT', '/api/admin/ai-settings')[0]!.json).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4.1',
      temperature: 0.4,
      maxTokens: 2500,
      systemPrompt: 'Write for anglers on the water.',
      styleNotes: 'Plain and friendly.',
    });
  });

  it('sends a new key trimmed, and clears the field once saved', async () => {
    const { api, user } = renderPage();
    const key = await screen.findByLabelText(/^API key/);
    await user.type(key, '  sk-test-NEWKEY1234  ');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(
      await screen.findByLabelText('API key (stored: ••••1234; leave empty to keep)'),
    ).toHaveValue('');
    expect(api.requests('PUT', '/api/admin/ai-settings')[0]!.json).toMatchObject({
      apiKey: 'sk-test-NEWKEY1234',
    });
  });

  it("shows the contract's refusal of a short key and keeps the version", async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/^API key/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('The API key looks too short.')).toBeInTheDocument();
    expect(screen.getByText(/^Version 3 is in use\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^API key/)).toHaveValue('abc');
  });

  it('writes a sample report with the unsaved draft and says who wrote it, how fast, at what cost', async () => {
    const { api, user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Provider'), 'built-in');
    await user.click(screen.getByRole('button', { name: 'Write a sample report' }));
    const sample = await screen.findByRole('region', {
      name: 'Sample: Galveston, Texas, 2026-10-21',
    });
    expect(sample).toHaveTextContent(
      'Written by the model gpt-4o-mini in 1.2 s, 1830 tokens (1200 in, 630 out).',
    );
    expect(within(sample).getByText(/Fish the rising tide/)).toBeInTheDocument();
    expect(api.requests('POST', '/api/admin/ai-settings/sample')[0]!.json).toMatchObject({
      provider: 'built-in',
    });
    // A sample saves nothing.
    expect(api.requests('PUT', '/api/admin/ai-settings')).toHaveLength(0);
  });

  it('says when the built-in writer stood in for the model, and why', async () => {
    const { api, user } = renderPage();
    api.post('/api/admin/ai-settings/sample', shapeOf<TAiSampleResponse>(), {
      ...SAMPLE,
      writer: 'built-in',
      model: null,
      tokens: null,
      ms: 87,
      note: 'The model did not answer in time; the built-in writer wrote this instead.',
    });
    await user.click(await screen.findByRole('button', { name: 'Write a sample report' }));
    expect(await screen.findByText(/^Written by/)).toHaveTextContent(
      'Written by the built-in writer in 0.1 s, no model tokens.',
    );
    expect(
      screen.getByText('The model did not answer in time; the built-in writer wrote this instead.'),
    ).toBeInTheDocument();
  });

  it("shows a failed sample's message", async () => {
    const { api, user } = renderPage();
    api.post(
      '/api/admin/ai-settings/sample',
      shapeOf<TAiSampleResponse>(),
      apiError('EXTERNAL_SERVICE_UNAVAILABLE', 'The model endpoint did not answer.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Write a sample report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The model endpoint did not answer.',
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Write a sample report' })).toBeEnabled(),
    );
  });
});
