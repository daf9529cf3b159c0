import type { SocialHistoryQuery, SocialPost } from '@perkdesk/contracts';
import { attributionsOf } from './attribution.repository';
import { merchantProfile } from './merchant-profile';
import { NO_ATTRIBUTION, postView } from './post-view';
import { listPostsSince, type SocialPostRow, updatePostState } from './social.repository';
import type { SocialContext } from './social-context';

const DAY_MS = 86_400_000;

/**
 * `GET /api/social/history`: the merchant's posts of the last days, newest first, each with its
 * attribution. With the HTTP provider, the states the provider reports are stored first; with
 * `withAnalytics`, published posts carry analytics when the provider has some (a failure is ignored
 * per post).
 */
export async function postHistory(
  ctx: SocialContext,
  merchantId: string,
  query: SocialHistoryQuery,
): Promise<SocialPost[]> {
  const since = new Date(ctx.clock.now().getTime() - query.lastDays * DAY_MS);
  let rows = await listPostsSince(ctx.db, merchantId, since);
  const profile = await merchantProfile(ctx, merchantId);
  const reported = rows.some((row) => row.providerPostId)
    ? await ctx.port.history(profile, query.lastDays)
    : null;
  if (reported) {
    const byId = new Map(reported.map((post) => [post.id, post]));
    rows = await Promise.all(
      rows.map(async (row): Promise<SocialPostRow> => {
        const fresh = row.providerPostId ? byId.get(row.providerPostId) : undefined;
        if (
          !fresh ||
          (fresh.status === row.status && JSON.stringify(fresh.postIds) === JSON.stringify(row.postIds))
        )
          return row;
        const change = { status: fresh.status, postIds: fresh.postIds, errorMessage: fresh.errorMessage };
        await updatePostState(ctx.db, row.id, change);
        return { ...row, ...change };
      }),
    );
  }
  const attributions = await attributionsOf(
    ctx.db,
    merchantId,
    rows.map((row) => row.refId),
  );
  return Promise.all(
    rows.map(async (row) => {
      const analytics =
        query.withAnalytics && row.status === 'success'
          ? await ctx.port.analytics(profile, row).catch(() => null)
          : undefined;
      return postView(row, attributions.get(row.refId) ?? NO_ATTRIBUTION, analytics);
    }),
  );
}
