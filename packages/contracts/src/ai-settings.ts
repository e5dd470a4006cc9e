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

export const ZAiSettings = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string(),
  temperature: z.number(),
  maxTokens: z.number(),
  systemPrompt: z.string(),
  styleNotes: z.string(),
  version: z.number(),
  baseUrl: z.string().nullable(),
  /** The last four characters of the stored key (the key itself never leaves the server). */
  apiKeyLast4: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedByEmail: z.string().nullable(),
  createdAt: z.string(),
  note: z.string().nullable(),
  /** Reports written with this version (history only). */
  reportCount: z.number().optional(),
});
export type TAiSettings = z.infer<typeof ZAiSettings>;
/** GET /api/admin/ai-settings/history */
export const ZAiSettingsHistory = z.object({ items: z.array(ZAiSettings) });

export const ZRollbackRequest = z.object({ version: z.number().int().min(1) });

/** POST /api/admin/ai-settings/sample: the draft, run against a fixed spot before saving. */
export const ZAiSampleResponse = z.object({
  markdown: z.string(),
  writer: z.enum(['built-in', 'model']),
  model: z.string().nullable(),
  /** Why the built-in writer wrote it instead of the model, if it did. */
  note: z.string().nullable(),
  /** The model service's own error behind that (e.g. a refused parameter), for the admin to act on. */
  error: z.string().nullable(),
  ms: z.number(),
  tokens: z.object({ prompt: z.number(), completion: z.number(), total: z.number() }).nullable(),
  spot: z.object({ name: z.string(), date: z.string(), species: z.string() }),
});
export type TAiSampleResponse = z.infer<typeof ZAiSampleResponse>;

export const ZAiVersionReport = z.object({
  id: z.string(),
  createdAt: z.string(),
  userEmail: z.string(),
  place: z.string(),
  reportDate: z.string(),
  writer: z.string(),
  writerModel: z.string().nullable(),
});
export type TAiVersionReport = z.infer<typeof ZAiVersionReport>;
export const ZAiVersionReportsResponse = z.object({
  version: z.number(),
  items: z.array(ZAiVersionReport),
});
export type TAiVersionReportsResponse = z.infer<typeof ZAiVersionReportsResponse>;

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
export const ZAiWriterOutcomes = z.object({
  days: z.number(),
  writers: z.array(
    z.object({
      /** The settings version; null for the server's defaults (AI_PROVIDER, AI_MODEL) */
      version: z.number().nullable(),
      provider: z.string(),
      model: z.string(),
      reports: z.number(),
      /** Written by the model */
      byModel: z.number(),
      /** Written by the built-in writer although the model was chosen */
      fallbacks: z.number(),
      /** fallbacks / reports, 0-1 */
      fallbackRate: z.number(),
      reasons: z.partialRecord(z.enum(WRITER_FALLBACK_REASONS), z.number()),
    }),
  ),
});
export type TAiWriterOutcomes = z.infer<typeof ZAiWriterOutcomes>;
