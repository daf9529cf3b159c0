import type { PostAttribution } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { attributionsOf } from './attribution.repository';
import { NO_ATTRIBUTION } from './post-view';
import { findOwnPost } from './social.repository';
import type { SocialContext } from './social-context';

/** `GET /api/social/posts/{id}/attribution`: 404 for another merchant's post. */
export async function postAttribution(
  ctx: SocialContext,
  merchantId: string,
  id: string,
): Promise<PostAttribution> {
  const post = await findOwnPost(ctx.db, merchantId, { id });
  if (!post) throw notFound();
  return (await attributionsOf(ctx.db, merchantId, [post.refId])).get(post.refId) ?? NO_ATTRIBUTION;
}
