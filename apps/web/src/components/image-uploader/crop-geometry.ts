export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

/** The scale at which the image just covers the frame, times the zoom. */
export function coverScale(image: Size, frame: Size, zoom: number): number {
  return Math.max(frame.width / image.width, frame.height / image.height) * zoom;
}

/** Keeps a pan offset (from the centred position) where the image still covers the frame. */
export function clampOffset(offset: Point, image: Size, frame: Size, zoom: number): Point {
  const scale = coverScale(image, frame, zoom);
  const spareX = (image.width * scale - frame.width) / 2;
  const spareY = (image.height * scale - frame.height) / 2;
  return {
    x: Math.min(spareX, Math.max(-spareX, offset.x)),
    y: Math.min(spareY, Math.max(-spareY, offset.y)),
  };
}

/** The part of the image, in its own pixels, that the frame shows. */
export function cropRect(image: Size, frame: Size, zoom: number, offset: Point) {
  const scale = coverScale(image, frame, zoom);
  const { x, y } = clampOffset(offset, image, frame, zoom);
  const left = (frame.width - image.width * scale) / 2 + x;
  const top = (frame.height - image.height * scale) / 2 + y;
  // 0 - v rather than -v: no negative zero for an image at the frame edge.
  return {
    x: (0 - left) / scale,
    y: (0 - top) / scale,
    width: frame.width / scale,
    height: frame.height / scale,
  };
}

/** Fits `size` inside a `max` × `max` box, never enlarging. */
export function fitWithin(size: Size, max: number): Size {
  const ratio = Math.min(1, max / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
  };
}
