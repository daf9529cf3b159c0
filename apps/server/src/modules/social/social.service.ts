import type {
  AutoSchedule,
  CreateSocialPostBody,
  DeleteSocialPostBody,
  SocialConnectLinkQuery,
  SocialHistoryQuery,
  SocialPlatform,
} from '@perkdesk/contracts';
import { connectLink } from './connect-link';
import { createPost } from './create-post';
import { deleteAutoSchedule } from './delete-auto-schedule';
import { deletePost } from './delete-post';
import { listAccounts } from './list-accounts';
import { listAutoSchedules } from './list-auto-schedules';
import { postAnalytics } from './post-analytics';
import { postAttribution } from './post-attribution';
import { postHistory } from './post-history';
import { publishScheduledPost } from './publish-scheduled-post';
import { saveAutoSchedule } from './save-auto-schedule';
import { listScheduledOfflinePosts } from './social.repository';
import type { SocialContext } from './social-context';
import { unlinkAccount } from './unlink-account';

/** Social posting (contract §14) through the provider port, with each post's attribution. */
export function createSocialService(deps: SocialContext) {
  const ctx: SocialContext = deps;
  return {
    accounts: (merchantId: string) => listAccounts(ctx, merchantId),
    connectLink: (merchantId: string, query: SocialConnectLinkQuery) => connectLink(ctx, merchantId, query),
    unlink: (merchantId: string, platform: SocialPlatform) => unlinkAccount(ctx, merchantId, platform),
    createPost: (merchantId: string, body: CreateSocialPostBody) => createPost(ctx, merchantId, body),
    deletePost: (merchantId: string, body: DeleteSocialPostBody) => deletePost(ctx, merchantId, body),
    history: (merchantId: string, query: SocialHistoryQuery) => postHistory(ctx, merchantId, query),
    analytics: (merchantId: string, postId: string) => postAnalytics(ctx, merchantId, postId),
    attribution: (merchantId: string, id: string) => postAttribution(ctx, merchantId, id),
    saveAutoSchedule: (merchantId: string, body: AutoSchedule) => saveAutoSchedule(ctx, merchantId, body),
    autoSchedules: (merchantId: string) => listAutoSchedules(ctx, merchantId),
    deleteAutoSchedule: (merchantId: string, title: string) => deleteAutoSchedule(ctx, merchantId, title),
    /** The publish queue's job and its start-up list. */
    publishScheduled: (postId: string) => publishScheduledPost(ctx, postId),
    scheduledOfflinePosts: () => listScheduledOfflinePosts(ctx.db),
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
