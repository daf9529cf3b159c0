import { SOCIAL_MESSAGES, type SocialPlatform } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { nextSlot } from './next-slot';
import {
  connectPlatforms,
  deleteAutoScheduleRow,
  disconnectPlatform,
  listAutoScheduleRows,
  listConnections,
  takenScheduleDates,
  upsertAutoSchedule,
} from './social.repository';
import type { SocialPort } from './social-port';

const displayName = (platform: string) => `${platform[0]?.toUpperCase()}${platform.slice(1)} (offline)`;

/**
 * The offline provider of contract §14: connect links connect at once, posts are kept locally
 * (the publisher moves scheduled ones to `success` at their time), analytics are zero.
 */
export function createOfflineSocial(deps: { db: Db; clock: Clock }): SocialPort {
  const { db, clock } = deps;
  const active = async (merchantId: string) =>
    (await listConnections(db, merchantId)).map((row) => row.platform as SocialPlatform);
  return {
    kind: 'offline',
    createProfile: async () => ({ profileKey: null }),
    async accounts({ merchantId }) {
      const rows = await listConnections(db, merchantId);
      return {
        activeSocialAccounts: rows.map((row) => row.platform as SocialPlatform),
        displayNames: rows.map((row) => ({
          platform: row.platform as SocialPlatform,
          displayName: row.displayName,
          userImage: null,
          profileUrl: null,
        })),
      };
    },
    async connectLink({ merchantId }, platforms, redirectUrl) {
      const now = clock.now();
      await connectPlatforms(
        db,
        platforms.map((platform) => ({
          merchantId,
          platform,
          displayName: displayName(platform),
          connectedAt: now,
        })),
      );
      return { url: redirectUrl };
    },
    async unlink({ merchantId }, platform) {
      await disconnectPlatform(db, merchantId, platform);
      return active(merchantId);
    },
    async publish({ merchantId }, input) {
      let scheduleDate = input.scheduleDate;
      if (input.autoScheduleTitle !== null) {
        const schedule = (await listAutoScheduleRows(db, merchantId)).find(
          (row) => row.title === input.autoScheduleTitle,
        );
        if (!schedule) throw new AppError('VALIDATION_FAILED', SOCIAL_MESSAGES.autoScheduleUnknown);
        scheduleDate = nextSlot(schedule, clock.now(), await takenScheduleDates(db, merchantId));
        if (!scheduleDate) throw new AppError('VALIDATION_FAILED', SOCIAL_MESSAGES.autoScheduleUnknown);
      }
      if (scheduleDate)
        return { status: 'scheduled', providerPostId: null, postIds: [], scheduleDate, errorMessage: null };
      return {
        status: 'success',
        providerPostId: null,
        postIds: input.platforms.map((platform) => ({ platform, id: `offline-${platform}`, postUrl: null })),
        scheduleDate: null,
        errorMessage: null,
      };
    },
    deletePost: async () => {},
    history: async () => null,
    async analytics(_profile, post) {
      if (post.status !== 'success') return null;
      return {
        totalLikes: 0,
        totalComments: 0,
        totalShares: 0,
        totalViews: 0,
        totalReach: 0,
        platformBreakdown: {},
      };
    },
    saveAutoSchedule: ({ merchantId }, schedule) => upsertAutoSchedule(db, merchantId, schedule, clock.now()),
    listAutoSchedules: ({ merchantId }) => listAutoScheduleRows(db, merchantId),
    deleteAutoSchedule: ({ merchantId }, title) => deleteAutoScheduleRow(db, merchantId, title),
  };
}
