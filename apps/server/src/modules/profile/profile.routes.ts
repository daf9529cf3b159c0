import {
  addressIndexParamsSchema,
  addressSchema,
  pageQuerySchema,
  pageSchema,
  profileSchema,
  profileUpdateSchema,
  referralHistoryItemSchema,
  UPLOAD_MESSAGES,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { validationFailed } from '../../lib/app-error';
import { sendJsonString } from '../../lib/json-string';
import { authOf } from '../../plugins/auth';
import { readMultipart } from '../uploads/multipart-images';
import { type UploadService, uploadOwnerOf } from '../uploads/upload.service';
import type { ProfileService } from './profile.service';

export function profileRoutes(app: AppInstance, deps: { profiles: ProfileService; uploads: UploadService }) {
  const { profiles, uploads } = deps;
  const any = { access: 'any' } as const;
  const customer = { access: 'user' } as const;
  const response = { 200: profileSchema };

  app.get(
    '/api/user/profile',
    { config: any, schema: { operationId: 'getProfile', summary: "Get the customer's profile", response } },
    (request) => profiles.get(authOf(request).userId),
  );

  app.post(
    '/api/user/profile',
    {
      config: any,
      schema: {
        operationId: 'updateProfile',
        summary: "Update the customer's profile",
        body: profileUpdateSchema,
        response,
      },
    },
    (request) => profiles.update(authOf(request).userId, request.body),
  );

  // The schema documents the bare string; sendJsonString does the encoding.
  const urlResponse = { response: { 200: z.string() } };
  app.post(
    '/api/user/profile/avatar',
    {
      config: any,
      schema: {
        ...urlResponse,
        operationId: 'setAvatar',
        summary: "Upload the customer's avatar",
        multipart: { file: 'image' },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, ['file']);
      const file = files[0];
      if (!file) throw validationFailed([{ field: 'file', message: UPLOAD_MESSAGES.fileRequired }]);
      const [stored] = await uploads.storeImages(uploadOwnerOf(authOf(request)), [file]);
      await profiles.setAvatar(authOf(request).userId, stored!.url);
      return sendJsonString(reply, stored!.url);
    },
  );

  app.post(
    '/api/user/profile/delivery-address',
    {
      config: customer,
      schema: {
        operationId: 'addDeliveryAddress',
        summary: 'Add a delivery address',
        body: addressSchema,
        response,
      },
    },
    (request) => profiles.addAddress(authOf(request).userId, request.body),
  );

  app.put(
    '/api/user/profile/delivery-address/:index',
    {
      config: customer,
      schema: {
        operationId: 'replaceDeliveryAddress',
        summary: 'Replace a delivery address',
        params: addressIndexParamsSchema,
        body: addressSchema,
        response,
      },
    },
    (request) => profiles.replaceAddress(authOf(request).userId, request.params.index, request.body),
  );

  app.delete(
    '/api/user/profile/delivery-address/:index',
    {
      config: customer,
      schema: {
        operationId: 'removeDeliveryAddress',
        summary: 'Remove a delivery address',
        params: addressIndexParamsSchema,
        response,
      },
    },
    (request) => profiles.removeAddress(authOf(request).userId, request.params.index),
  );

  app.get(
    '/api/user/referral',
    {
      config: customer,
      schema: {
        operationId: 'getReferral',
        summary: "Get the customer's referral code",
        response: { 200: z.boolean() },
      },
    },
    (request) => profiles.referralOpen(authOf(request).userId),
  );

  app.get(
    '/api/user/referral-history',
    {
      config: customer,
      schema: {
        operationId: 'getReferralHistory',
        summary: "Page through the customer's referrals",
        querystring: pageQuerySchema,
        response: { 200: pageSchema(referralHistoryItemSchema) },
      },
    },
    (request) => profiles.referralHistory(authOf(request).userId, request.query),
  );
}
