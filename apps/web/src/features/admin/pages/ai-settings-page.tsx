import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AI_PROVIDERS, type TAiSettings, type TAiSettingsInput } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { getAiSettings, saveAiSettings, writeSample } from '../api/admin-api.ts';
import { AdminPage, panelClass } from '../components/admin-page.tsx';
import { useAdminAction } from '../components/use-admin-action.ts';
import { WriterOutcomes } from '../components/writer-outcomes.tsx';

const draftOf = (s: TAiSettings): TAiSettingsInput => ({
  provider: s.provider,
  baseUrl: s.baseUrl ?? '',
  model: s.model,
  temperature: s.temperature,
  maxTokens: s.maxTokens,
  systemPrompt: s.systemPrompt,
  styleNotes: s.styleNotes,
});

const label = 'flex flex-col gap-1 text-sm font-semibold text-slate-800';

function SettingsForm({ active }: { active: TAiSettings }) {
  const [draft, setDraft] = useState<TAiSettingsInput>(draftOf(active));
  const [apiKey, setApiKey] = useState('');
  const input = (): TAiSettingsInput => ({
    ...draft,
    ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
  });
  const save = useAdminAction(() => saveAiSettings(input()), 'AI settings saved as a new version');
  const sample = useMutation({ mutationFn: () => writeSample(input()) });
  const set = <K extends keyof TAiSettingsInput>(key: K, value: TAiSettingsInput[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined, { onSuccess: () => setApiKey('') });
  };
  return (
    <>
      <form onSubmit={submit} className={`${panelClass} grid gap-3 md:grid-cols-2`}>
        <label className={label}>
          Provider
          <select
            value={draft.provider}
            onChange={(e) =>
              set('provider', AI_PROVIDERS.find((p) => p === e.target.value) ?? 'built-in')
            }
            className={INPUT_CLASS}
          >
            <option value="built-in">Built-in writer (no model)</option>
            <option value="openai">OpenAI-compatible model</option>
          </select>
        </label>
        <label className={label}>
          Endpoint (empty: the server's AI_BASE_URL)
          <input
            type="url"
            value={draft.baseUrl ?? ''}
            onChange={(e) => set('baseUrl', e.target.value)}
            className={INPUT_CLASS}
            placeholder="https://api.openai.com/v1"
          />
        </label>
        <label className={label}>
          Model
          <input
            value={draft.model ?? ''}
            onChange={(e) => set('model', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={label}>
          API key{' '}
          {active.apiKeyLast4
            ? `(stored: ••••${active.apiKeyLast4}; leave empty to keep)`
            : '(none stored)'}
          <input
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={label}>
          Temperature (0-2)
          <input
            type="number"
            min={0}
            max={2}
            step={0.1}
            value={draft.temperature}
            onChange={(e) => set('temperature', Number(e.target.value))}
            className={INPUT_CLASS}
          />
        </label>
        <label className={label}>
          Token limit
          <input
            type="number"
            min={256}
            max={16000}
            step={1}
            value={draft.maxTokens}
            onChange={(e) => set('maxTokens', Number(e.target.value))}
            className={INPUT_CLASS}
          />
        </label>
        <label className={`${label} md:col-span-2`}>
          System prompt (added to the built-in rules)
          <textarea
            rows={5}
            value={draft.systemPrompt}
            onChange={(e) => set('systemPrompt', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <label className={`${label} md:col-span-2`}>
          Tone
          <textarea
            rows={2}
            value={draft.styleNotes}
            onChange={(e) => set('styleNotes', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button
            type="button"
            variant="secondary"
            disabled={sample.isPending}
            onClick={() => sample.mutate()}
          >
            {sample.isPending ? 'Writing sample...' : 'Write a sample report'}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save as new version
          </Button>
        </div>
      </form>
      {sample.error ? (
        <p className="mt-4 text-sm text-red-700" role="alert">
          {sample.error.message}
        </p>
      ) : null}
      {sample.data ? (
        <section aria-labelledby="sample" className={panelClass}>
          <h2 id="sample" className="font-bold text-brand-900">
            Sample: {sample.data.spot.name}, {sample.data.spot.date}
          </h2>
          <p className="text-sm text-slate-600">
            Written by{' '}
            {sample.data.writer === 'model'
              ? `the model ${sample.data.model}`
              : 'the built-in writer'}{' '}
            in {(sample.data.ms / 1000).toFixed(1)} s
            {sample.data.tokens
              ? `, ${sample.data.tokens.total} tokens (${sample.data.tokens.prompt} in, ${sample.data.tokens.completion} out)`
              : ', no model tokens'}
            .
          </p>
          {sample.data.note ? (
            <p className="mt-1 text-sm text-amber-800">{sample.data.note}</p>
          ) : null}
          {sample.data.error ? (
            <p className="mt-1 text-sm text-red-700">
              <span className="font-semibold">What the model service said:</span>{' '}
              <span className="break-words">{sample.data.error}</span>
            </p>
          ) : null}
          <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm">
            {sample.data.markdown}
          </pre>
        </section>
      ) : null}
    </>
  );
}

/** /app/admin/ai-settings (also /app/admin/settings): the report writer's settings, versioned. */
export function AiSettingsPage() {
  const active = useQuery({ queryKey: ['admin', 'ai-settings'], queryFn: getAiSettings });
  return (
    <AdminPage
      title="AI Settings"
      intro={
        active.data
          ? `Version ${active.data.version || 'default'} is in use. Saving adds a new version; the key is stored encrypted and never shown again.`
          : undefined
      }
    >
      <QueryView query={active} loadingLabel="Loading settings...">
        {(settings) => <SettingsForm key={settings.version} active={settings} />}
      </QueryView>
      <WriterOutcomes />
    </AdminPage>
  );
}
