import type { Context } from 'hono';
import { AppError } from '../primitives/app-error.ts';

/**
 * The request body as bytes, or a 408 when it has not arrived within `ms`. A client that sends
 * its headers and then trickles (or stops sending) the body must not hold a worker, a gate slot
 * or a connection for long: the 408 goes out with `Connection: close`, and Node ends the
 * connection once it is written, whatever the client still sends.
 */
export async function readBodyWithin(c: Context, ms: number): Promise<ArrayBuffer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('REQUEST_TIMEOUT')), ms);
  });
  try {
    return await Promise.race([c.req.arrayBuffer(), late]);
  } catch (err) {
    c.header('Connection', 'close');
    throw err instanceof AppError
      ? err
      : new AppError('REQUEST_TIMEOUT', 'The request body was cut off.');
  } finally {
    clearTimeout(timer);
  }
}
