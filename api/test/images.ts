import sharp from 'sharp';

/**
 * An image of one colour, made by sharp, for tests that upload a photo or thumbnail (the API checks
 * images by their content, so the bytes must be a real JPEG or PNG).
 */
export function solidImage(
  format: 'jpeg' | 'png',
  image: {
    width: number;
    height: number;
    background: string | { r: number; g: number; b: number };
    /** 4 for an image with an alpha channel. */
    channels?: 3 | 4;
  },
): Promise<Buffer> {
  const made = sharp({ create: { channels: 3, ...image } });
  return format === 'jpeg' ? made.jpeg().toBuffer() : made.png().toBuffer();
}
