import type { DeleteSocialPostBody } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { merchantProfile } from './merchant-profile';
import { deletePostRow, findOwnPost } from './social.repository';
import type { SocialContext } from './social-context';

/**
 * `DELETE /api/social/posts` by id or refId: that post only. Deleting twice, or another merchant's
 * post, is 404. The provider deletes first; when it fails (502) the post stays.
 */
export async function deletePost(ctx: SocialContext, merchantId: string, body: DeleteSocialPostBody) {
  const post = await findOwnPost(ctx.db, merchantId, body);
  if (!post) throw notFound();
  if (post.providerPostId)
    await ctx.port.deletePost(await merchantProfile(ctx, merchantId), post.providerPostId);
  if (!(await deletePostRow(ctx.db, merchantId, post.id))) throw notFound();
  return { deleted: true as const };
}
