import { DEFAULT_MESSAGES, type ErrorCode, type TApiErrorBody } from '@anglerscout/contracts';

/** An API error as the client sees it: the server's code and message, plus per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_CONNECTION_ERROR',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
}

/** fetch for our own API: same-origin cookies, JSON in and out, errors as ApiError. */
export async function api<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_CONNECTION_ERROR',
      'Network error. Please check your connection',
    );
  }
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    // Checked by hand rather than with the zod contract so the landing bundle stays free of zod.
    const error = (body as Partial<TApiErrorBody> | undefined)?.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      const { code, message, fields } = error;
      throw new ApiError(
        res.status,
        code,
        message || DEFAULT_MESSAGES[code] || 'An unexpected error occurred.',
        fields,
      );
    }
    throw new ApiError(res.status, 'SYSTEM_INTERNAL_ERROR', 'An unexpected error occurred.');
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
