import type { CreateSocialPostBody, SocialPost } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import { merchantProfile } from './merchant-profile';
import { postView } from './post-view';
import { promotedTarget } from './promoted-target';
import { insertPost } from './social.repository';
import type { SocialContext } from './social-context';
import { trackedLink, withLink } from './tracked-link';

/**
 * `POST /api/social/posts`. A post the provider refuses is kept with status `error` and its message
 * (answered 200), so a client making one post per occurrence carries on; a provider that cannot be
 * reached is 502 and nothing is kept. Offline scheduled posts go to the publish queue.
 */
export async function createPost(
  ctx: SocialContext,
  merchantId: string,
  body: CreateSocialPostBody,
): Promise<SocialPost> {
  const promotionIds = body.promotionIds ?? [];
  const target = await promotedTarget(ctx, merchantId, body.storeId, promotionIds);
  const profile = await merchantProfile(ctx, merchantId);
  const id = newId();
  const refId = newId();
  const link = target.storeId ? trackedLink(ctx.appOrigin, target.storeId, refId, target.coupon) : null;
  const text = withLink(body.post, link);
  const platforms = [...new Set(body.platforms)];
  const result = await ctx.port.publish(profile, {
    post: text,
    platforms,
    scheduleDate: body.scheduleDate ? new Date(body.scheduleDate) : null,
    mediaUrls: body.mediaUrls ?? [],
    autoScheduleTitle: body.autoSchedule?.title ?? null,
    autoRepost: body.autoRepost ?? null,
  });
  const now = ctx.clock.now();
  const row = await insertPost(ctx.db, {
    id,
    refId,
    merchantId,
    provider: ctx.port.kind,
    providerPostId: result.providerPostId,
    post: text,
    status: result.status,
    type: result.scheduleDate ? 'scheduled' : 'now',
    scheduleDate: result.scheduleDate,
    platforms,
    postIds: result.postIds,
    mediaUrls: body.mediaUrls ?? [],
    errorMessage: result.errorMessage,
    storeId: target.storeId,
    promotionIds,
    trackedLink: link,
    autoRepost: body.autoRepost ?? null,
    createdAt: now,
    publishedAt: result.status === 'success' ? now : null,
  });
  if (ctx.port.kind === 'offline' && row.status === 'scheduled' && row.scheduleDate)
    await ctx.queue.schedule(row.id, row.scheduleDate);
  return postView(row);
}
