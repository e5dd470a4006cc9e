import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import exifr from 'exifr';
import { reencodeImage } from './reencode-image.ts';

/** A JPEG as a phone writes it: EXIF with a GPS position, camera and orientation. */
export async function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  return (
    sharp({ create: { width, height, channels: 3, background: '#3a6b8c' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'Angler 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '29/1 18/1 3600/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '94/1 47/1 2400/100',
        },
      })
      .toBuffer()
      // Held sideways: orientation 6 says "rotate 90° to view"; the other metadata is kept.
      .then((jpeg) => sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer())
  );
}

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
