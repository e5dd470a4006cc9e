import { IMAGE_RULES } from '@anglerscout/contracts';
import { AppError } from '../../lib/primitives/app-error.ts';

export interface CleanImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * An uploaded photo, decoded and written anew as WebP at most IMAGE_RULES.maxEdge on a side. The
 * type is judged from the bytes (never the declared type); the re-encode keeps pixels only, so
 * EXIF (GPS position, camera, time), XMP, IPTC and ICC data are all left behind. EXIF orientation
 * is applied to the pixels first, so the photo stands the right way up without it.
 */
export async function reencodeImage(input: Uint8Array): Promise<CleanImage> {
  if (input.byteLength === 0)
    throw new AppError('VALIDATION_REQUIRED_FIELD', 'The photo is empty.');
  if (input.byteLength > IMAGE_RULES.maxBytes)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Photos may be at most ${IMAGE_RULES.maxBytes / 1024 / 1024} MB.`,
    );
  // libvips (about 20 MB resident) is loaded with the first image, not at start (decision 020).
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: IMAGE_RULES.maxPixels }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send a JPEG, PNG, WebP or HEIC photo.');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_RULES.maxPixels })
      .rotate()
      .resize({
        width: IMAGE_RULES.maxEdge,
        height: IMAGE_RULES.maxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError(
      'VALIDATION_INVALID_FORMAT',
      'The photo could not be read; it may be damaged or too large.',
    );
  }
}
