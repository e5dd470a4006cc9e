import type { TStructuredReport } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { getActiveAiSettings } from '../ai/ai-settings.ts';
import { ModelWriterError, writeWithModel } from '../ai/model-writer.ts';
import type { CreateReportInput, ReportEngine } from './report-engine.ts';

export interface WriterConfig {
  /** Used until an admin saves the first AI settings version (AI_PROVIDER, AI_MODEL). */
  defaultProvider: 'built-in' | 'openai';
  defaultModel: string;
  baseURL?: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface WrittenReport {
  markdown: string;
  kind: 'built-in' | 'model';
  model: string | null;
  aiSettingsVersion: number | null;
  note: string | null;
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

/**
 * Chooses the writer from the active AI settings. The model sees only the structured facts and
 * the user's choices; on any failure the built-in writer writes the report and the report says so.
 */
export async function writeReportText(opts: {
  db: Db;
  config: WriterConfig;
  engine: ReportEngine;
  structured: TStructuredReport;
  input: CreateReportInput;
}): Promise<WrittenReport> {
  const saved = await getActiveAiSettings({ db: opts.db });
  const settings =
    saved.version === 0
      ? { ...saved, provider: opts.config.defaultProvider, model: opts.config.defaultModel }
      : saved;
  const version = settings.version || null;
  const builtIn = (note: string | null): WrittenReport => ({
    markdown: opts.engine.writeBuiltIn(opts.structured),
    kind: 'built-in',
    model: null,
    aiSettingsVersion: version,
    note,
  });
  if (settings.provider !== 'openai') return builtIn(null);
  if (!opts.config.baseURL && !opts.config.apiKey)
    return builtIn(
      'The AI writer is selected but not configured on this server (AI_BASE_URL / AI_API_KEY), so the built-in writer wrote this report.',
    );
  const { location, ...choices } = opts.input;
  // The model gets the place's name, zone and region, never its coordinates.
  const { lat: _lat, lon: _lon, ...place } = opts.structured.place;
  const facts = {
    choices: { ...choices, locationName: location.name },
    report: { ...opts.structured, place },
  };
  try {
    const { markdown, model } = await writeWithModel({
      settings,
      baseURL: opts.config.baseURL,
      apiKey: opts.config.apiKey,
      timeoutMs: opts.config.timeoutMs,
      facts,
    });
    return { markdown, kind: 'model', model, aiSettingsVersion: version, note: null };
  } catch (err) {
    if (err instanceof ModelWriterError) return builtIn(FALLBACK_NOTES[err.reason]);
    throw err;
  }
}
