import type { PostAnalytics } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { merchantProfile } from './merchant-profile';
import { findOwnPost } from './social.repository';
import type { SocialContext } from './social-context';

/** `GET /api/social/analytics/{postId}`: 404 for an unknown (or another merchant's) post and when there is no data. */
export async function postAnalytics(
  ctx: SocialContext,
  merchantId: string,
  postId: string,
): Promise<PostAnalytics> {
  const post = await findOwnPost(ctx.db, merchantId, { id: postId });
  if (!post) throw notFound();
  const analytics = await ctx.port.analytics(await merchantProfile(ctx, merchantId), post);
  if (!analytics) throw notFound();
  return analytics;
}
