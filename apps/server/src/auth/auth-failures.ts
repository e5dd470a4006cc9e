import { AsyncLocalStorage } from 'node:async_hooks';
import { isAPIError } from 'better-auth/api';

/**
 * better-auth turns an unexpected error inside an endpoint (a database that went away, say)
 * into its own 500 response. The auth handler runs each call in this store and better-auth's
 * onAPIError hook records the error here, so the handler can rethrow it and our error handler
 * answers as everywhere else: 503 when the database is down, a logged 500 with scrubbed text
 * otherwise. Expected API errors (400, 401, 429 ...) stay better-auth's answers.
 */
const failures = new AsyncLocalStorage<{ error?: unknown }>();

export function recordAuthFailure(error: unknown): void {
  if (isAPIError(error)) return;
  const store = failures.getStore();
  if (store && store.error === undefined) store.error = error;
}

export async function rethrowAuthFailures(call: () => Promise<Response>): Promise<Response> {
  const store: { error?: unknown } = {};
  const response = await failures.run(store, call);
  if (store.error !== undefined) throw store.error;
  return response;
}
