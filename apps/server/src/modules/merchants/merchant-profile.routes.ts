import { deleteImagesSchema, merchantProfileSchema, UPLOAD_MESSAGES } from '@perkdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { validationFailed } from '../../lib/app-error';
import { sendJsonString } from '../../lib/json-string';
import { merchantOf } from '../../plugins/auth';
import { readMultipart } from '../uploads/multipart-images';
import type { MerchantProfileService } from './merchant-profile.service';
import { readProfileBody } from './profile-body';

/** Image files of a multipart `file` field; at least one is required. */
async function filesOf(request: FastifyRequest) {
  const { files } = await readMultipart(request, ['file']);
  if (files.length === 0) throw validationFailed([{ field: 'file', message: UPLOAD_MESSAGES.fileRequired }]);
  return files;
}

export function merchantProfileRoutes(app: AppInstance, deps: { profiles: MerchantProfileService }) {
  const { profiles } = deps;
  const config = { access: 'merchant' } as const;
  const response = { 200: merchantProfileSchema };
  const urls = { 200: z.array(z.string()) };

  app.get(
    '/api/merchants/profile',
    {
      config,
      schema: { operationId: 'getMerchantProfile', summary: "Get the merchant's business profile", response },
    },
    (request) => profiles.get(merchantOf(request).merchantId),
  );

  // JSON, form or multipart: the body is read and validated by the handler (see profile-body.ts).
  app.post(
    '/api/merchants/profile',
    {
      config,
      schema: {
        operationId: 'updateMerchantProfile',
        summary: 'Update the business profile (JSON, form or multipart)',
        multipart: { data: 'json?', logo: 'image?', images: 'images?' },
        response,
      },
    },
    async (request) => profiles.update(merchantOf(request).merchantId, await readProfileBody(request)),
  );

  app.get(
    '/api/merchants/profile/:merchantId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getMerchantProfileById',
        summary: "Get any merchant's business profile (admin)",
        params: z.object({ merchantId: z.string() }),
        response,
      },
    },
    (request) => profiles.get(request.params.merchantId),
  );

  // The schema documents the bare string; sendJsonString does the encoding.
  app.post(
    '/api/merchants/profile/logo',
    {
      config,
      schema: {
        operationId: 'setMerchantLogo',
        summary: "Upload the merchant's logo",
        multipart: { file: 'image' },
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const [file] = await filesOf(request);
      return sendJsonString(reply, await profiles.setLogo(merchantOf(request).merchantId, file!));
    },
  );

  app.post(
    '/api/merchants/profile/images',
    {
      config,
      schema: {
        operationId: 'addMerchantImages',
        summary: 'Add images to the business profile',
        multipart: { file: 'images' },
        response: urls,
      },
    },
    async (request) => profiles.addImages(merchantOf(request).merchantId, await filesOf(request)),
  );

  app.delete(
    '/api/merchants/profile/images',
    {
      config,
      schema: {
        operationId: 'deleteMerchantImages',
        summary: 'Remove images from the business profile',
        errors: [404],
        body: deleteImagesSchema,
        response: urls,
      },
    },
    (request) => profiles.deleteImages(merchantOf(request).merchantId, request.body.urls),
  );
}
