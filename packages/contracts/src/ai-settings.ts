import { z } from 'zod';
import { freeText, oneLineText } from './validation.ts';

export const AI_PROVIDERS = ['built-in', 'openai'] as const;

const endpoint = z
  .url({ protocol: /^https?$/, error: 'Use an http:// or https:// address.' })
  .max(500);

export const ZAiSettingsInput = z.object({
  provider: z.enum(AI_PROVIDERS),
  /** An OpenAI-compatible endpoint; absent or empty: the server's AI_BASE_URL. */
  baseUrl: z.union([z.literal(''), endpoint]).optional(),
  model: oneLineText().trim().max(100).default(''),
  temperature: z.number().min(0).max(2).default(0.4),
  maxTokens: z.number().int().min(256).max(16_000).default(2500),
  systemPrompt: freeText().max(8000).default(''),
  /** The tone the writer takes (added to the system prompt as "Style notes"). */
  styleNotes: freeText().max(4000).default(''),
  /** A new API key (stored encrypted, never returned); absent: keep the stored one. */
  apiKey: oneLineText().trim().min(8, 'The API key looks too short.').max(500).optional(),
  /** Forget the stored key (the server's AI_API_KEY is used instead, if set). */
  clearApiKey: z.boolean().optional(),
});
export type TAiSettingsInput = z.input<typeof ZAiSettingsInput>;

export interface TAiSettings extends Omit<
  z.output<typeof ZAiSettingsInput>,
  'apiKey' | 'clearApiKey' | 'baseUrl'
> {
  version: number;
  baseUrl: string | null;
  /** The last four characters of the stored key (the key itself never leaves the server). */
  apiKeyLast4: string | null;
  changedBy: string | null;
  changedByEmail: string | null;
  createdAt: string;
  note: string | null;
  /** Reports written with this version (history only). */
  reportCount?: number;
}

export const ZRollbackRequest = z.object({ version: z.number().int().min(1) });

/** POST /api/admin/ai-settings/sample: the draft, run against a fixed spot before saving. */
export interface TAiSampleResponse {
  markdown: string;
  writer: 'built-in' | 'model';
  model: string | null;
  /** Why the built-in writer wrote it instead of the model, if it did. */
  note: string | null;
  /** The model service's own error behind that (e.g. a refused parameter), for the admin to act on. */
  error: string | null;
  ms: number;
  tokens: { prompt: number; completion: number; total: number } | null;
  spot: { name: string; date: string; species: string };
}

export interface TAiVersionReport {
  id: string;
  createdAt: string;
  userEmail: string;
  place: string;
  reportDate: string;
  writer: string;
  writerModel: string | null;
}
export interface TAiVersionReportsResponse {
  version: number;
  items: TAiVersionReport[];
}

/** Why the built-in writer wrote a report the AI writer was chosen for (`unrecorded`: reports from before this was kept). */
export const WRITER_FALLBACK_REASONS = [
  'timeout',
  'error',
  'invalid',
  'invented-numbers',
  'not-configured',
  'unrecorded',
] as const;
export type TWriterFallbackReason = (typeof WRITER_FALLBACK_REASONS)[number];

/** GET /api/admin/ai-settings/outcomes: how often each writer's reports fell back, and why. */
export interface TAiWriterOutcomes {
  days: number;
  writers: {
    /** The settings version; null for the server's defaults (AI_PROVIDER, AI_MODEL) */
    version: number | null;
    provider: string;
    model: string;
    reports: number;
    /** Written by the model */
    byModel: number;
    /** Written by the built-in writer although the model was chosen */
    fallbacks: number;
    /** fallbacks / reports, 0-1 */
    fallbackRate: number;
    reasons: Partial<Record<TWriterFallbackReason, number>>;
  }[];
}
