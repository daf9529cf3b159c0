import { fitWithin, type Size } from './crop-geometry';

/** Crops keep at most this width: enough for any screen, and well under the 5 MB limit. */
const MAX_CROP_WIDTH = 1800;
const CROP_QUALITY = 0.9;
/** Spec 2 §5: previews at most 200 px at quality 0.7. */
const THUMBNAIL_PX = 200;
const THUMBNAIL_QUALITY = 0.7;

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}

function draw(size: Size, paint: (context: CanvasRenderingContext2D) => void): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d')!;
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  paint(context);
  return canvas;
}

/** The chosen part of an image as a JPEG (spec 2 §5: crops are JPEG). */
export function cropToJpeg(
  image: HTMLImageElement,
  rect: { x: number; y: number; width: number; height: number },
) {
  const width = Math.round(Math.min(rect.width, MAX_CROP_WIDTH));
  const size = { width, height: Math.round((width * rect.height) / rect.width) };
  const canvas = draw(size, (context) =>
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height),
  );
  return toJpeg(canvas, CROP_QUALITY);
}

/** A small preview of an image blob, as an object URL the caller revokes. */
export async function thumbnailUrl(blob: Blob): Promise<string> {
  const bitmap = await createImageBitmap(blob);
  const size = fitWithin({ width: bitmap.width, height: bitmap.height }, THUMBNAIL_PX);
  const canvas = draw(size, (context) => context.drawImage(bitmap, 0, 0, size.width, size.height));
  bitmap.close();
  return URL.createObjectURL(await toJpeg(canvas, THUMBNAIL_QUALITY));
}
