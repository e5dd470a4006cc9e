import type { TAiSettings, TStructuredReport } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { bumpDailyCount } from '../../db/daily-counts.ts';
import { getActiveAiSettings, getAiCredentials } from '../ai/ai-settings.ts';
import { deriveFacts } from '../ai/derived-facts.ts';
import { ModelWriterError, writeWithModel, type TokenUsage } from '../ai/model-writer.ts';
import type { SecretBox } from '../ai/secret-box.ts';
import type { CreateReportInput, ReportEngine } from './report-engine.ts';

export interface WriterConfig {
  /** Used until an admin saves the first AI settings version (AI_PROVIDER, AI_MODEL). */
  defaultProvider: 'built-in' | 'openai';
  defaultModel: string;
  /** AI_BASE_URL and AI_API_KEY: used when the saved settings name no endpoint or key. */
  baseURL?: string;
  apiKey?: string;
  timeoutMs: number;
  /** Opens the API key stored (encrypted) with the AI settings. */
  box: SecretBox;
}

export interface WrittenReport {
  markdown: string;
  kind: 'built-in' | 'model';
  model: string | null;
  aiSettingsVersion: number | null;
  note: string | null;
  tokens: TokenUsage | null;
  /** Why the built-in writer wrote it although the AI writer was chosen; null otherwise. */
  fallback: WriterFallback | null;
  /** The real cause of that fallback (the model service's own error): for admins, never members. */
  error: string | null;
}

type WriterFallback = ModelWriterError['reason'] | 'not-configured';

/** Settings to write with instead of the active version (a draft tried before saving). */
export interface DraftWriter {
  settings: TAiSettings;
  baseURL: string | null;
  apiKey: string | null;
}

const FALLBACK_NOTES: Record<ModelWriterError['reason'], string> = {
  timeout:
    'The AI writer did not answer in time, so the built-in writer wrote this report from the same facts.',
  error:
    'The AI writer was unavailable, so the built-in writer wrote this report from the same facts.',
  invalid:
    'The AI writer gave an unusable answer, so the built-in writer wrote this report from the same facts.',
  'invented-numbers':
    'The AI writer added figures that are not in the data, so the built-in writer wrote this report from the same facts.',
};

async function activeWriter(db: Db, config: WriterConfig): Promise<DraftWriter> {
  const saved = await getActiveAiSettings({ db });
  const settings =
    saved.version === 0
      ? { ...saved, provider: config.defaultProvider, model: config.defaultModel }
      : saved;
  const stored = await getAiCredentials({ db, box: config.box });
  return { settings, baseURL: stored.baseUrl, apiKey: stored.apiKey };
}

/**
 * Chooses the writer from the active AI settings (or a draft). The model sees only the structured
 * facts and the user's choices; on any failure the built-in writer writes the report and the
 * report says so. Tokens the model spends are counted for the admin dashboard.
 */
export async function writeReportText(opts: {
  db: Db;
  config: WriterConfig;
  engine: ReportEngine;
  structured: TStructuredReport;
  input: CreateReportInput;
  draft?: DraftWriter;
}): Promise<WrittenReport> {
  const writer = opts.draft ?? (await activeWriter(opts.db, opts.config));
  const { settings } = writer;
  const baseURL = writer.baseURL ?? opts.config.baseURL;
  const apiKey = writer.apiKey ?? opts.config.apiKey;
  const version = settings.version || null;
  const builtIn = (
    note: string | null,
    fallback: WriterFallback | null = null,
    error: string | null = null,
    tokens: TokenUsage | null = null,
  ): WrittenReport => ({
    markdown: opts.engine.writeBuiltIn(opts.structured),
    kind: 'built-in',
    model: null,
    aiSettingsVersion: version,
    note,
    tokens,
    fallback,
    error,
  });
  if (settings.provider !== 'openai') return builtIn(null);
  if (!baseURL && !apiKey)
    return builtIn(
      'The AI writer is selected but has no endpoint or API key (AI settings, or AI_BASE_URL / AI_API_KEY on the server), so the built-in writer wrote this report.',
      'not-configured',
      'No endpoint or API key is configured for the AI writer.',
    );
  const { location, ...choices } = opts.input;
  // The model gets the place's name, zone and region, never its coordinates.
  const { lat: _lat, lon: _lon, ...place } = opts.structured.place;
  const facts = {
    choices: { ...choices, locationName: location.name },
    report: { ...opts.structured, place },
    // Window lengths and the tackle sizes inside the recommended ranges, so the model may use them.
    derived: deriveFacts(opts.structured),
  };
  const spent = (tokens: TokenUsage | null) =>
    tokens
      ? bumpDailyCount({ db: opts.db, metric: 'model_tokens', by: tokens.total }).catch(
          () => undefined,
        )
      : undefined;
  try {
    const { markdown, model, tokens } = await writeWithModel({
      settings,
      baseURL,
      apiKey,
      timeoutMs: opts.config.timeoutMs,
      facts,
    });
    await spent(tokens);
    return {
      markdown,
      kind: 'model',
      model,
      aiSettingsVersion: version,
      note: null,
      tokens,
      fallback: null,
      error: null,
    };
  } catch (err) {
    if (!(err instanceof ModelWriterError)) throw err;
    await spent(err.tokens);
    return builtIn(FALLBACK_NOTES[err.reason], err.reason, err.message, err.tokens);
  }
}
