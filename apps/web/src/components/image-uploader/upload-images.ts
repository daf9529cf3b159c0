import { uploadedFileSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';

/** POST /api/upload/multi (contract §3): multipart `files`, answered with each stored file. */
export function uploadImages(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return apiFetch('/api/upload/multi', { method: 'POST', body, schema: z.array(uploadedFileSchema) });
}
