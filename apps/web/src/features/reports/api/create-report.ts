import {
  REPORT_STEPS,
  ZReportProgressReceived,
  type ReportStep,
  type TCreateReportRequest,
  type TReportProgressReceived,
} from '@anglerscout/contracts';
import {
  ApiError,
  apiErrorFrom,
  errorOfBody,
  networkError,
  unexpectedError,
} from '@/lib/api-client.ts';
import { createSseParser } from '../lib/parse-sse.ts';

/** A progress event as the page shows it; `known` is false for a step the contract does not list. */
export type ReportProgressStep = Extract<TReportProgressReceived, { type: 'progress' }> & {
  known: boolean;
};

const DROPPED = 'The connection dropped while the report was being made.';

const isKnownStep = (step: string): step is ReportStep =>
  REPORT_STEPS.some((known) => known === step);

/** What the stream's events become: progress is reported, the end is the new report's id or an error. */
export function applyReportEvent(
  name: string,
  data: string,
  onProgress: (p: ReportProgressStep) => void,
): { id: string } | ApiError | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ZReportProgressReceived.safeParse(payload);
  if (!parsed.success || parsed.data.type !== name) return null;
  const event = parsed.data;
  switch (event.type) {
    case 'progress':
      onProgress({
        ...event,
        share: Math.min(1, Math.max(0, event.share)),
        known: isKnownStep(event.step),
      });
      return null;
    case 'done':
      return { id: event.id };
    case 'error':
      return apiErrorFrom(event);
  }
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
    throw networkError();
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('text/event-stream') || !res.body) throw await nonStreamAnswer(res);

  // Set from the parser's callback: held in an object so the type checker does not take it for null.
  const stream: { outcome: { id: string } | ApiError | null } = { outcome: null };
  const parser = createSseParser(({ event, data }) => {
    stream.outcome ??= applyReportEvent(event, data, opts.onProgress);
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
      if (stream.outcome) break;
    }
  } catch {
    throw networkError(DROPPED);
  } finally {
    parser.end();
    void reader.cancel().catch(() => undefined);
  }
  const { outcome } = stream;
  if (outcome instanceof ApiError) throw outcome;
  if (outcome) return outcome.id;
  throw networkError(DROPPED);
}

/** A response that is not a stream: an error with its JSON body (plan limit, validation, sign-in). */
async function nonStreamAnswer(res: Response): Promise<ApiError> {
  if (res.ok) return unexpectedError(res.status);
  const body: unknown = await res.json().catch(() => null);
  return apiErrorFrom(errorOfBody(body), res.status);
}
