import type { TUploadedImage } from '@anglerscout/contracts';
import { apiErrorFrom, errorOfBody, networkError } from './api-client.ts';

/**
 * Sends an image file as the raw request body (the server re-encodes it and drops its metadata,
 * GPS position included). Errors come back as ApiError, like every other API call.
 */
export async function uploadImage(path: string, file: File): Promise<TUploadedImage> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': file.type || 'application/octet-stream',
        accept: 'application/json',
      },
      body: file,
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw apiErrorFrom(errorOfBody(body), res.status);
  return body as TUploadedImage;
}
