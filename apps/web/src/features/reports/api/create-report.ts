import {
  DEFAULT_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  type TApiErrorBody,
  type TCreateReportRequest,
  type TReportProgress,
} from '@anglerscout/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { createSseParser } from '../lib/parse-sse.ts';

export type ReportProgressStep = Extract<TReportProgress, { type: 'progress' }>;

const DROPPED = 'The connection dropped while the report was being made.';

/** What the stream's events become: progress is reported, the end is the new report's id or an error. */
export function applyReportEvent(
  name: string,
  data: string,
  onProgress: (p: ReportProgressStep) => void,
): { id: string } | ApiError | null {
  let payload: {
    step?: string;
    label?: unknown;
    share?: unknown;
    id?: unknown;
    code?: string;
    message?: string;
  };
  try {
    payload = JSON.parse(data) as typeof payload;
  } catch {
    return null;
  }
  if (
    name === 'progress' &&
    typeof payload.label === 'string' &&
    typeof payload.share === 'number'
  ) {
    onProgress({
      type: 'progress',
      step: payload.step as ReportProgressStep['step'],
      label: payload.label,
      share: Math.min(1, Math.max(0, payload.share)),
    });
    return null;
  }
  if (name === 'done' && typeof payload.id === 'string') return { id: payload.id };
  if (name === 'error') {
    const code = (payload.code ?? 'SYSTEM_INTERNAL_ERROR') as ErrorCode;
    return new ApiError(
      ERROR_STATUS[code] ?? 500,
      code,
      payload.message || DEFAULT_MESSAGES[code] || 'An unexpected error occurred.',
    );
  }
  return null;
}

/**
 * POST /api/reports with live progress over Server-Sent Events. Plan and input errors arrive
 * before the stream as ordinary JSON errors (thrown as ApiError with their status). The
 * Idempotency-Key makes a retried submission return the same report instead of a second one.
 */
export async function createReport(
  input: TCreateReportRequest,
  opts: { idempotencyKey: string; onProgress: (p: ReportProgressStep) => void },
): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/api/reports', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'idempotency-key': opts.idempotencyKey,
      },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_CONNECTION_ERROR',
      'Network error. Please check your connection',
    );
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('text/event-stream') || !res.body) throw await nonStreamAnswer(res);

  let outcome: { id: string } | ApiError | null = null;
  const parser = createSseParser(({ event, data }) => {
    outcome ??= applyReportEvent(event, data, opts.onProgress);
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
      if (outcome) break;
    }
  } catch {
    throw new ApiError(0, 'NETWORK_CONNECTION_ERROR', DROPPED);
  } finally {
    parser.end();
    void reader.cancel().catch(() => undefined);
  }
  const final = outcome as { id: string } | ApiError | null;
  if (final instanceof ApiError) throw final;
  if (final) return final.id;
  throw new ApiError(0, 'NETWORK_CONNECTION_ERROR', DROPPED);
}

/** A response that is not a stream: an error with its JSON body (plan limit, validation, sign-in). */
async function nonStreamAnswer(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Partial<TApiErrorBody> | null;
  const error = body?.error;
  if (!res.ok && error && typeof error.code === 'string') {
    return new ApiError(
      res.status,
      error.code,
      error.message || DEFAULT_MESSAGES[error.code] || 'An unexpected error occurred.',
      error.fields,
    );
  }
  return new ApiError(res.status, 'SYSTEM_INTERNAL_ERROR', 'An unexpected error occurred.');
}
