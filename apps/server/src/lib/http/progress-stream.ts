import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../primitives/app-error.ts';

type ProgressEvent = { type: string; [key: string]: unknown };

/** True when the client asked for a stream of progress events (Server-Sent Events). */
export const wantsEventStream = (c: Context) =>
  (c.req.header('accept') ?? '').includes('text/event-stream');

/**
 * Runs work that reports progress and answers as Server-Sent Events: each event as it comes
 * (writes chained, so none is lost or reordered), then, if the work fails, one `error` event
 * with the code and message (internals of an unexpected failure are logged, never sent).
 */
export function streamProgress(
  c: Context<AppEnv>,
  run: (send: (event: ProgressEvent) => void) => Promise<unknown>,
) {
  return streamSSE(c, async (stream) => {
    let writes = Promise.resolve();
    const send = (event: ProgressEvent) =>
      void (writes = writes.then(() =>
        stream.writeSSE({ event: event.type, data: JSON.stringify(event) }),
      ));
    try {
      await run(send);
      await writes;
    } catch (err) {
      await writes;
      const known = err instanceof AppError ? err : new AppError('SYSTEM_INTERNAL_ERROR');
      if (!(err instanceof AppError)) c.var.log.error({ err }, 'streamed work failed');
      send({ type: 'error', code: known.code, message: known.message });
      await writes;
    }
  });
}
