import type { Context } from 'hono';
import { IMAGE_RULES } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../primitives/app-error.ts';
import { readBodyWithin } from './read-body.ts';

/** A phone on a slow connection needs longer than a JSON body's deadline for a few megabytes. */
const UPLOAD_READ_TIMEOUT_MS = 60_000;

/**
 * An image sent as the raw request body (Content-Type image/jpeg, png, webp or heic). The type
 * header only screens the request; the image itself is judged from its bytes when re-encoded.
 */
export async function readImageUpload(c: Context<AppEnv>): Promise<Uint8Array> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_RULES.types.some((t) => t === type))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photo as image/jpeg, image/png, image/webp or image/heic.',
    );
  return new Uint8Array(await readBodyWithin(c, UPLOAD_READ_TIMEOUT_MS));
}
