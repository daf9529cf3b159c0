import {
  autoScheduleDeletedSchema,
  autoScheduleListSchema,
  autoScheduleSchema,
  createSocialPostBodySchema,
  deleteAutoScheduleBodySchema,
  deleteSocialPostBodySchema,
  postAnalyticsSchema,
  postAttributionSchema,
  socialAccountsSchema,
  socialActiveAccountsSchema,
  socialConnectLinkQuerySchema,
  socialConnectLinkSchema,
  socialHistoryQuerySchema,
  socialHistorySchema,
  socialPlatformParamsSchema,
  socialPostDeletedSchema,
  socialPostIdParamsSchema,
  socialPostParamsSchema,
  socialPostSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { SocialService } from './social.service';

/** Contract §14 Social provider port, plus each post's attribution. Merchants only. */
export function socialRoutes(app: AppInstance, deps: { social: SocialService }) {
  const { social } = deps;
  const config = { access: 'merchant' } as const;
  const merchant = (request: Parameters<typeof merchantOf>[0]) => merchantOf(request).merchantId;

  app.get(
    '/api/social/accounts',
    { config, schema: { response: { 200: socialAccountsSchema } } },
    (request) => social.accounts(merchant(request)),
  );
  app.get(
    '/api/social/connect-link',
    {
      config,
      schema: { querystring: socialConnectLinkQuerySchema, response: { 200: socialConnectLinkSchema } },
    },
    (request) => social.connectLink(merchant(request), request.query),
  );
  app.delete(
    '/api/social/accounts/:platform',
    { config, schema: { params: socialPlatformParamsSchema, response: { 200: socialActiveAccountsSchema } } },
    (request) => social.unlink(merchant(request), request.params.platform),
  );
  app.post(
    '/api/social/posts',
    { config, schema: { body: createSocialPostBodySchema, response: { 200: socialPostSchema } } },
    (request) => social.createPost(merchant(request), request.body),
  );
  app.delete(
    '/api/social/posts',
    { config, schema: { body: deleteSocialPostBodySchema, response: { 200: socialPostDeletedSchema } } },
    (request) => social.deletePost(merchant(request), request.body),
  );
  app.get(
    '/api/social/history',
    { config, schema: { querystring: socialHistoryQuerySchema, response: { 200: socialHistorySchema } } },
    (request) => social.history(merchant(request), request.query),
  );
  app.get(
    '/api/social/analytics/:postId',
    { config, schema: { params: socialPostIdParamsSchema, response: { 200: postAnalyticsSchema } } },
    (request) => social.analytics(merchant(request), request.params.postId),
  );
  app.get(
    '/api/social/posts/:id/attribution',
    { config, schema: { params: socialPostParamsSchema, response: { 200: postAttributionSchema } } },
    (request) => social.attribution(merchant(request), request.params.id),
  );
  app.post(
    '/api/social/auto-schedule',
    {
      config,
      schema: { body: autoScheduleSchema, response: { 200: autoScheduleListSchema.element } },
    },
    (request) => social.saveAutoSchedule(merchant(request), request.body),
  );
  app.get(
    '/api/social/auto-schedule',
    { config, schema: { response: { 200: autoScheduleListSchema } } },
    (request) => social.autoSchedules(merchant(request)),
  );
  app.delete(
    '/api/social/auto-schedule',
    { config, schema: { body: deleteAutoScheduleBodySchema, response: { 200: autoScheduleDeletedSchema } } },
    (request) => social.deleteAutoSchedule(merchant(request), request.body.title),
  );
}
