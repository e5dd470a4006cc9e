import type { AppDeps } from '../../app-env.ts';
import type { WriterConfig } from './write-report-text.ts';

/** The report writer's configuration: the server's AI defaults and the key box. */
export async function writerConfig({
  env,
  secretBox,
}: Pick<AppDeps, 'env' | 'secretBox'>): Promise<WriterConfig> {
  return {
    defaultProvider: env.AI_PROVIDER,
    defaultModel: env.AI_MODEL,
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
    box: await secretBox,
  };
}
