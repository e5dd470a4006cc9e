import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAiSettings, ZAiSettingsInput } from '@anglerscout/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { aiSettings, fishingReports, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { SecretBox } from './secret-box.ts';

type AiSettingsInput = z.output<typeof ZAiSettingsInput>;

/** What is in force before any admin has saved settings: the built-in writer. */
export const DEFAULT_AI_SETTINGS: TAiSettings = {
  version: 0,
  provider: 'built-in',
  baseUrl: null,
  model: '',
  temperature: 0.4,
  maxTokens: 2500,
  systemPrompt: '',
  styleNotes: '',
  apiKeyLast4: null,
  changedBy: null,
  changedByEmail: null,
  createdAt: new Date(0).toISOString(),
  note: 'Default: the built-in writer',
};

const columns = {
  version: aiSettings.version,
  provider: aiSettings.provider,
  baseUrl: aiSettings.baseUrl,
  model: aiSettings.model,
  temperature: aiSettings.temperature,
  maxTokens: aiSettings.maxTokens,
  systemPrompt: aiSettings.systemPrompt,
  styleNotes: aiSettings.styleNotes,
  apiKeyLast4: aiSettings.apiKeyLast4,
  changedBy: aiSettings.changedBy,
  changedByEmail: users.email,
  note: aiSettings.note,
  createdAt: aiSettings.createdAt,
};

const isProvider = (p: string): p is TAiSettings['provider'] => p === 'built-in' || p === 'openai';

const selectSettings = (db: DbOrTx) =>
  db
    .select(columns)
    .from(aiSettings)
    .leftJoin(users, eq(users.id, aiSettings.changedBy))
    .orderBy(desc(aiSettings.version));

type Row = Awaited<ReturnType<typeof selectSettings>>[number];
const toSettings = (r: Row): TAiSettings => ({
  ...r,
  provider: isProvider(r.provider) ? r.provider : 'built-in',
  createdAt: r.createdAt.toISOString(),
});

export async function getActiveAiSettings({ db }: { db: DbOrTx }): Promise<TAiSettings> {
  const [row] = await selectSettings(db).limit(1);
  return row ? toSettings(row) : DEFAULT_AI_SETTINGS;
}

/** Every version, newest first, with how many reports each one wrote. */
export async function listAiSettingsHistory({
  db,
  limit = 100,
}: {
  db: Db;
  limit?: number;
}): Promise<TAiSettings[]> {
  const rows = await selectSettings(db).limit(limit);
  const counts = await db
    .select({ version: fishingReports.aiSettingsVersion, n: count() })
    .from(fishingReports)
    .groupBy(fishingReports.aiSettingsVersion);
  const byVersion = new Map(counts.map((c) => [c.version, c.n]));
  return rows.map((r) => ({ ...toSettings(r), reportCount: byVersion.get(r.version) ?? 0 }));
}

/** The active version's endpoint and decrypted key (null when absent or sealed under another secret). */
export async function getAiCredentials({ db, box }: { db: DbOrTx; box: SecretBox }) {
  const [row] = await db
    .select({ baseUrl: aiSettings.baseUrl, cipher: aiSettings.apiKeyCipher })
    .from(aiSettings)
    .orderBy(desc(aiSettings.version))
    .limit(1);
  return {
    baseUrl: row?.baseUrl ?? null,
    apiKey: row?.cipher ? box.open(row.cipher) : null,
    keyUnreadable: Boolean(row?.cipher) && !box.open(row!.cipher!),
  };
}

/**
 * Saving never edits a row: it adds the next version, which becomes active. A new key is sealed;
 * without one the stored key carries over (unless cleared).
 */
export async function saveAiSettings(opts: {
  db: DbOrTx;
  box: SecretBox;
  input: AiSettingsInput;
  changedBy: string;
  note?: string;
}): Promise<TAiSettings> {
  const { apiKey, clearApiKey, baseUrl, ...fields } = opts.input;
  const [previous] = await opts.db
    .select({ cipher: aiSettings.apiKeyCipher, last4: aiSettings.apiKeyLast4 })
    .from(aiSettings)
    .orderBy(desc(aiSettings.version))
    .limit(1);
  const key = apiKey
    ? { apiKeyCipher: opts.box.seal(apiKey), apiKeyLast4: apiKey.slice(-4) }
    : clearApiKey
      ? { apiKeyCipher: null, apiKeyLast4: null }
      : { apiKeyCipher: previous?.cipher ?? null, apiKeyLast4: previous?.last4 ?? null };
  await opts.db.insert(aiSettings).values({
    ...fields,
    ...key,
    baseUrl: baseUrl || null,
    changedBy: opts.changedBy,
    note: opts.note ?? null,
  });
  return getActiveAiSettings({ db: opts.db });
}

/** A rollback copies an earlier version (key included) forward as a new version: history stays append-only. */
export async function rollbackAiSettings(opts: {
  db: DbOrTx;
  version: number;
  changedBy: string;
}): Promise<TAiSettings> {
  const [old] = await opts.db.select().from(aiSettings).where(eq(aiSettings.version, opts.version));
  if (!old)
    throw new AppError('RESOURCE_NOT_FOUND', `AI settings version ${opts.version} not found.`);
  const { version: _version, createdAt: _createdAt, note: _note, ...copy } = old;
  await opts.db.insert(aiSettings).values({
    ...copy,
    changedBy: opts.changedBy,
    note: `Rollback to version ${opts.version}`,
  });
  return getActiveAiSettings({ db: opts.db });
}
