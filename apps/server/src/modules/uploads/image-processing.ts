import { UPLOAD_MESSAGES } from '@perkdesk/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { createLimiter } from '../../lib/limiter';
import type { ImageKind } from './image-kind';

// Memory, measured by bench/upload-memory.mjs (bench/RESULTS.md, "Upload memory (issue 3)"):
// - images go from file to file: libvips streams them, so no whole image sits in a buffer of
//   ours or of libvips' (its worker threads' malloc arenas keep what they once held);
// - libvips' operation cache would keep recent inputs and outputs alive: off, as every upload is new;
// - at most two images are decoded and encoded at once, however many uploads arrive together:
//   encoding is CPU-bound, so more at once only holds more decoded pixels in memory;
// - JPEGs are encoded in one streaming pass (no mozjpeg, no optimised Huffman tables): both need
//   every DCT coefficient of the image in memory at once, about 36 MB for a 6-megapixel photo.
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
 * Re-encodes an upload in its own format: EXIF orientation is applied and every metadata block
 * (GPS position, camera, comments) is dropped, because sharp writes none unless asked. Also
 * makes a JPEG thumbnail of at most 200 px on its longest side, quality 70.
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

function encode(image: sharp.Sharp, kind: ImageKind): sharp.Sharp {
  switch (kind.format) {
    case 'jpeg':
      return image.jpeg({ quality: 85, optimiseCoding: false });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
  }
}
