import { z } from 'zod';
import { freeText, oneLineText } from './validation.ts';

export const AI_PROVIDERS = ['built-in', 'openai'] as const;

export const ZAiSettingsInput = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: oneLineText().trim().max(100).default(''),
  temperature: z.number().min(0).max(2).default(0.4),
  maxTokens: z.number().int().min(256).max(16_000).default(2500),
  systemPrompt: freeText().max(8000).default(''),
  styleNotes: freeText().max(4000).default(''),
});
export type TAiSettingsInput = z.input<typeof ZAiSettingsInput>;

export interface TAiSettings extends z.output<typeof ZAiSettingsInput> {
  version: number;
  changedBy: string | null;
  changedByEmail: string | null;
  createdAt: string;
  note: string | null;
}

export const ZRollbackRequest = z.object({ version: z.number().int().min(1) });
