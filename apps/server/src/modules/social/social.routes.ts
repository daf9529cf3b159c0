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
    {
      config,
      schema: {
        operationId: 'listSocialAccounts',
        summary: 'List the linked social accounts',
        response: { 200: socialAccountsSchema },
      },
    },
    (request) => social.accounts(merchant(request)),
  );
  app.get(
    '/api/social/connect-link',
    {
      config,
      schema: {
        operationId: 'getSocialConnectLink',
        summary: 'Get a link to connect a social account',
        errors: [502],
        querystring: socialConnectLinkQuerySchema,
        response: { 200: socialConnectLinkSchema },
      },
    },
    (request) => social.connectLink(merchant(request), request.query),
  );
  app.delete(
    '/api/social/accounts/:platform',
    {
      config,
      schema: {
        operationId: 'unlinkSocialAccount',
        summary: 'Unlink a social account',
        errors: [502],
        params: socialPlatformParamsSchema,
        response: { 200: socialActiveAccountsSchema },
      },
    },
    (request) => social.unlink(merchant(request), request.params.platform),
  );
  app.post(
    '/api/social/posts',
    {
      config,
      schema: {
        operationId: 'createSocialPost',
        summary: 'Publish or schedule a post',
        errors: [502],
        body: createSocialPostBodySchema,
        response: { 200: socialPostSchema },
      },
    },
    (request) => social.createPost(merchant(request), request.body),
  );
  app.delete(
    '/api/social/posts',
    {
      config,
      schema: {
        operationId: 'deleteSocialPosts',
        summary: 'Delete posts',
        errors: [404, 502],
        body: deleteSocialPostBodySchema,
        response: { 200: socialPostDeletedSchema },
      },
    },
    (request) => social.deletePost(merchant(request), request.body),
  );
  app.get(
    '/api/social/history',
    {
      config,
      schema: {
        operationId: 'getSocialHistory',
        summary: 'Page through the post history',
        querystring: socialHistoryQuerySchema,
        response: { 200: socialHistorySchema },
      },
    },
    (request) => social.history(merchant(request), request.query),
  );
  app.get(
    '/api/social/analytics/:postId',
    {
      config,
      schema: {
        operationId: 'getPostAnalytics',
        summary: "Get a post's analytics",
        errors: [502],
        params: socialPostIdParamsSchema,
        response: { 200: postAnalyticsSchema },
      },
    },
    (request) => social.analytics(merchant(request), request.params.postId),
  );
  app.get(
    '/api/social/posts/:id/attribution',
    {
      config,
      schema: {
        operationId: 'getPostAttribution',
        summary: 'Get the visits and orders a post brought',
        params: socialPostParamsSchema,
        response: { 200: postAttributionSchema },
      },
    },
    (request) => social.attribution(merchant(request), request.params.id),
  );
  app.post(
    '/api/social/auto-schedule',
    {
      config,
      schema: {
        operationId: 'saveAutoSchedule',
        summary: 'Save an automatic posting schedule',
        body: autoScheduleSchema,
        response: { 200: autoScheduleListSchema.element },
      },
    },
    (request) => social.saveAutoSchedule(merchant(request), request.body),
  );
  app.get(
    '/api/social/auto-schedule',
    {
      config,
      schema: {
        operationId: 'listAutoSchedules',
        summary: 'List the automatic posting schedules',
        response: { 200: autoScheduleListSchema },
      },
    },
    (request) => social.autoSchedules(merchant(request)),
  );
  app.delete(
    '/api/social/auto-schedule',
    {
      config,
      schema: {
        operationId: 'deleteAutoSchedule',
        summary: 'Delete an automatic posting schedule',
        errors: [404],
        body: deleteAutoScheduleBodySchema,
        response: { 200: autoScheduleDeletedSchema },
      },
    },
    (request) => social.deleteAutoSchedule(merchant(request), request.body.title),
  );
}
