import { findPost, settleScheduledPost } from './social.repository';
import type { SocialContext } from './social-context';

/**
 * The publish queue's job: an offline `scheduled` post becomes `success`. Idempotent: the status
 * moves in one compare-and-set, so a second run (another instance, a re-sent job) changes nothing,
 * and a deleted post is skipped.
 */
export async function publishScheduledPost(ctx: SocialContext, postId: string): Promise<boolean> {
  const post = await findPost(ctx.db, postId);
  if (!post || post.status !== 'scheduled' || post.provider !== 'offline') return false;
  const moved = await settleScheduledPost(ctx.db, postId, {
    status: 'success',
    postIds: post.platforms.map((platform) => ({ platform, id: `offline-${platform}`, postUrl: null })),
    errorMessage: null,
    publishedAt: ctx.clock.now(),
  });
  return moved !== null;
}
