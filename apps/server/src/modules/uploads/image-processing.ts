import { UPLOAD_MESSAGES } from '@perkdesk/contracts';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';
import { createLimiter } from '../../lib/limiter';
import type { ImageKind } from './image-kind';

// Memory (bench/upload-memory.mjs): libvips' cache would keep past inputs alive though every upload
// is new; encoding is CPU-bound, so more than two images at once only hold more decoded pixels.
sharp.cache(false);
const imageSlot = createLimiter(2);

// 40 megapixels: far above any photo a merchant uploads, far below a decompression bomb.
const MAX_INPUT_PIXELS = 40_000_000;
export const THUMBNAIL_MAX_SIDE = 200;

/** The re-encoded image and its thumbnail, as files next to the input. */
export interface ProcessedImage {
  imagePath: string;
  thumbnailPath: string;
  size: number;
}

/**
 * Re-encodes an upload in its own format, file to file (libvips streams: no whole image in a
 * buffer). EXIF orientation is applied and every metadata block (GPS position, camera, comments)
 * is dropped, because sharp writes none unless asked. Also makes a JPEG thumbnail of at most
 * 200 px on its longest side, quality 70.
 */
export function processImage(inputPath: string, kind: ImageKind): Promise<ProcessedImage> {
  return imageSlot(() => reencode(inputPath, kind));
}

async function reencode(inputPath: string, kind: ImageKind): Promise<ProcessedImage> {
  const imagePath = `${inputPath}.image.${kind.extension}`;
  const thumbnailPath = `${inputPath}.thumb.jpg`;
  try {
    const { pages = 1 } = await sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const animated = pages > 1;
    // Animated GIF and WebP keep every frame; they carry no EXIF orientation to apply.
    const source = sharp(inputPath, { animated, limitInputPixels: MAX_INPUT_PIXELS });
    const oriented = animated ? source : source.rotate();
    const { size } = await encode(oriented, kind).toFile(imagePath);
    await sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70 })
      .toFile(thumbnailPath);
    return { imagePath, thumbnailPath, size };
  } catch {
    // Right magic bytes but undecodable content (or too many pixels) is still not an image we accept.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
  }
}

function encode(image: Sharp, kind: ImageKind): Sharp {
  switch (kind.format) {
    case 'jpeg':
      // One streaming pass: optimised Huffman tables need every DCT coefficient in memory at once.
      return image.jpeg({ quality: 85, optimiseCoding: false });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
  }
}
