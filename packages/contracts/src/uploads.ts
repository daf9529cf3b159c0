import { z } from 'zod';

/** One stored upload (contract §3 Uploads). */
export const uploadedFileSchema = z.object({
  uploaded: z.literal(true),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The rules of every multipart route, with their verbatim refusals. */
export const UPLOAD_LIMITS = { maxFileBytes: 5 * 1024 * 1024, maxRequestBytes: 10 * 1024 * 1024 } as const;
export const UPLOAD_MESSAGES = {
  unsupported: 'Only JPEG, PNG, WebP or GIF images are allowed.',
  fileTooLarge: 'Each image must be 5 MB or less.',
  requestTooLarge: 'Images must total 10 MB or less.',
  fileRequired: 'An image file is required.',
} as const;

export const fileNameParamsSchema = z.object({ name: z.string() });
