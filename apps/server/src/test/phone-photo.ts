import sharp from 'sharp';

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
