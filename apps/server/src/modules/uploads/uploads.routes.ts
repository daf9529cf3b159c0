import { fileNameParamsSchema, UPLOAD_MESSAGES, uploadedFileSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { StoragePort } from '../../integrations/storage/storage-port';
import { AppError, validationFailed } from '../../lib/app-error';
import { authOf } from '../../plugins/auth';
import { contentTypeOfName } from './image-kind';
import { readMultipart } from './multipart-images';
import { type UploadService, uploadOwnerOf } from './upload.service';

export function uploadsRoutes(app: AppInstance, deps: { uploads: UploadService; storage: StoragePort }) {
  app.post(
    '/api/upload/multi',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'uploadImages',
        summary: 'Upload images',
        multipart: { files: 'images' },
        response: { 200: z.array(uploadedFileSchema) },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, ['files']);
      if (files.length === 0)
        throw validationFailed([{ field: 'files', message: UPLOAD_MESSAGES.fileRequired }]);
      return deps.uploads.storeImages(uploadOwnerOf(authOf(request)), files);
    },
  );

  app.get(
    '/api/files/:name',
    {
      config: { access: 'public' },
      schema: { operationId: 'getFile', summary: 'Download a stored file', params: fileNameParamsSchema },
    },
    async (request, reply) => {
      // The storage refuses any name it did not give (traversal, slashes, other patterns): 404.
      const contentType = contentTypeOfName(request.params.name);
      const file = contentType ? await deps.storage.get(request.params.name) : null;
      if (!contentType || !file) throw new AppError('NOT_FOUND');
      // Names are random and never reused, so a file can be cached forever.
      return reply
        .type(contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream);
    },
  );
}
