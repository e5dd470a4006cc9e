import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAiSettings, ZAiSettingsInput } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { aiSettings, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** What is in force before any admin has saved settings: the built-in writer. */
export const DEFAULT_AI_SETTINGS: TAiSettings = {
  version: 0,
  provider: 'built-in',
  model: '',
  temperature: 0.4,
  maxTokens: 2500,
  systemPrompt: '',
  styleNotes: '',
  changedBy: null,
  changedByEmail: null,
  createdAt: new Date(0).toISOString(),
  note: 'Default: the built-in writer',
};

const columns = {
  version: aiSettings.version,
  provider: aiSettings.provider,
  model: aiSettings.model,
  temperature: aiSettings.temperature,
  maxTokens: aiSettings.maxTokens,
  systemPrompt: aiSettings.systemPrompt,
  styleNotes: aiSettings.styleNotes,
  changedBy: aiSettings.changedBy,
  changedByEmail: users.email,
  note: aiSettings.note,
  createdAt: aiSettings.createdAt,
};

/** A selected row is the settings but for its Date, which the API sends as ISO text. */
const toSettings = ({
  createdAt,
  ...r
}: Omit<TAiSettings, 'createdAt'> & { createdAt: Date }): TAiSettings => ({
  ...r,
  createdAt: createdAt.toISOString(),
});

export async function getActiveAiSettings({ db }: { db: Db }): Promise<TAiSettings> {
  const [row] = await db
    .select(columns)
    .from(aiSettings)
    .leftJoin(users, eq(users.id, aiSettings.changedBy))
    .orderBy(desc(aiSettings.version))
    .limit(1);
  return row ? toSettings(row) : DEFAULT_AI_SETTINGS;
}

export async function listAiSettingsHistory({
  db,
  limit = 100,
}: {
  db: Db;
  limit?: number;
}): Promise<TAiSettings[]> {
  const rows = await db
    .select(columns)
    .from(aiSettings)
    .leftJoin(users, eq(users.id, aiSettings.changedBy))
    .orderBy(desc(aiSettings.version))
    .limit(limit);
  return rows.map(toSettings);
}

/** Saving never edits a row: it adds the next version, which becomes active. */
export async function saveAiSettings(opts: {
  db: Db;
  input: z.output<typeof ZAiSettingsInput>;
  changedBy: string;
  note?: string;
}): Promise<TAiSettings> {
  await opts.db
    .insert(aiSettings)
    .values({ ...opts.input, changedBy: opts.changedBy, note: opts.note ?? null });
  return getActiveAiSettings({ db: opts.db });
}

/** A rollback copies an earlier version forward as a new version, so history stays append-only. */
export async function rollbackAiSettings(opts: {
  db: Db;
  version: number;
  changedBy: string;
}): Promise<TAiSettings> {
  const [old] = await opts.db.select().from(aiSettings).where(eq(aiSettings.version, opts.version));
  if (!old)
    throw new AppError('RESOURCE_NOT_FOUND', `AI settings version ${opts.version} not found.`);
  const { provider, model, temperature, maxTokens, systemPrompt, styleNotes } = old;
  return saveAiSettings({
    db: opts.db,
    input: {
      provider: provider as 'built-in' | 'openai',
      model,
      temperature,
      maxTokens,
      systemPrompt,
      styleNotes,
    },
    changedBy: opts.changedBy,
    note: `Rollback to version ${opts.version}`,
  });
}
