import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { WriterConfig } from '../services/reports/write-report-text.ts';

/** The report writer's configuration: the server's AI defaults and the key box. */
export async function writerConfig(c: Context<AppEnv>): Promise<WriterConfig> {
  const { env, secretBox } = c.var.deps;
  return {
    defaultProvider: env.AI_PROVIDER,
    defaultModel: env.AI_MODEL,
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
    box: await secretBox,
  };
}
