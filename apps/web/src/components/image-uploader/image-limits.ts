import { UPLOAD_LIMITS } from '@perkdesk/contracts';

/** The image types every upload route takes (contract §3 Uploads). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type ImageProblem = 'fileTooLarge' | 'totalTooLarge' | 'unsupported';

/**
 * Spec 2 §5 images: each new image at most 5 MB, and the new images of one list at most 10 MB
 * together (`alreadyNewBytes`: those added since the list was loaded). Checked before the crop,
 * so a doomed file is not cropped first.
 */
export function checkNewImages(
  files: readonly Pick<File, 'size' | 'type'>[],
  alreadyNewBytes: number,
): ImageProblem | null {
  if (files.some((file) => !IMAGE_TYPES.includes(file.type))) return 'unsupported';
  if (files.some((file) => file.size > UPLOAD_LIMITS.maxFileBytes)) return 'fileTooLarge';
  const total = files.reduce((sum, file) => sum + file.size, alreadyNewBytes);
  if (total > UPLOAD_LIMITS.maxRequestBytes) return 'totalTooLarge';
  return null;
}

/** How many of `picked` files fit when the list holds `count` of at most `max`. */
export function roomFor(count: number, max: number, picked: number): number {
  return Math.max(0, Math.min(picked, max - count));
}
