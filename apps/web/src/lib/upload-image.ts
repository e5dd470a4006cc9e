import { ZUploadedImage, type TUploadedImage } from '@anglerscout/contracts';
import { endpoint, request } from './api-client.ts';

/**
 * Sends an image file as the raw request body (the server re-encodes it and drops its metadata,
 * GPS position included). Errors come back as ApiError, like every other API call.
 */
export const uploadImage = (path: string, file: File): Promise<TUploadedImage> =>
  request(endpoint('POST', path, ZUploadedImage), { file });
