import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import exifr from 'exifr';
import { phonePhoto } from '../../test/phone-photo.ts';
import { reencodeImage } from './reencode-image.ts';

describe('photo re-encoding', () => {
  it('drops the GPS position and every other piece of metadata', async () => {
    const original = await phonePhoto();
    const gps = await exifr.gps(original);
    expect(gps?.latitude).toBeCloseTo(29.31, 2);
    const clean = await reencodeImage(original);
    expect(clean.contentType).toBe('image/webp');
    expect(await exifr.gps(clean.bytes).catch(() => undefined)).toBeUndefined();
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Orientation 6 (rotate 90°) was applied to the pixels and the size capped at 1600.
    expect([clean.width, clean.height]).toEqual([1200, 1600]);
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    await expect(
      reencodeImage(new TextEncoder().encode('<svg onload=alert(1)>')),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(reencodeImage(new Uint8Array(0))).rejects.toMatchObject({
      code: 'VALIDATION_REQUIRED_FIELD',
    });
  });

  it('refuses a file over the size limit before decoding it', async () => {
    await expect(reencodeImage(new Uint8Array(9 * 1024 * 1024))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
