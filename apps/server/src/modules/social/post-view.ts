import type { PostAnalytics, PostAttribution, SocialPlatform, SocialPost } from '@perkdesk/contracts';
import type { SocialPostRow } from './social.repository';

export const NO_ATTRIBUTION: PostAttribution = { visits: 0, orders: 0, revenueCents: 0, newClients: 0 };

/** A stored post as the contract's Post. */
export function postView(
  row: SocialPostRow,
  attribution: PostAttribution = NO_ATTRIBUTION,
  analytics?: PostAnalytics | null,
): SocialPost {
  return {
    id: row.id,
    refId: row.refId,
    post: row.post,
    status: row.status,
    type: row.type,
    scheduleDate: row.scheduleDate?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
    platforms: row.platforms as SocialPlatform[],
    postIds: row.postIds,
    mediaUrls: row.mediaUrls,
    errorMessage: row.errorMessage,
    storeId: row.storeId,
    promotionIds: row.promotionIds,
    trackedLink: row.trackedLink,
    ...(analytics ? { analytics } : {}),
    attribution,
  };
}
