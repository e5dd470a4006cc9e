import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../primitives/app-error.ts';
import { readBodyWithin } from './read-body.ts';

/**
 * Reads a JSON body and validates it with a shared contract. Malformed JSON answers
 * VALIDATION_INVALID_FORMAT; a missing field VALIDATION_REQUIRED_FIELD; any other rule
 * VALIDATION_INVALID_FORMAT, with the per-field messages of the contract.
 */
export async function parseBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S>> {
  const bytes = await readBodyWithin(c, c.var.deps.env.BODY_READ_TIMEOUT_MS);
  let raw: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    raw = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_INVALID_FORMAT', 'The request body is not valid JSON.');
  }
  return validate(schema, raw);
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const missing = result.error.issues.some(
    (i) => i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined,
  );
  const first = Object.values(fields)[0] ?? 'Invalid request.';
  throw new AppError(
    missing ? 'VALIDATION_REQUIRED_FIELD' : 'VALIDATION_INVALID_FORMAT',
    first,
    fields,
  );
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query());
}
