import type { SocialPost } from '@perkdesk/contracts';

export interface EngagementTotals {
  likes: number;
  comments: number;
  shares: number;
  views: number;
  reach: number;
  visits: number;
  orders: number;
  revenueCents: number;
  newClients: number;
}

export const ZERO_TOTALS: EngagementTotals = {
  likes: 0,
  comments: 0,
  shares: 0,
  views: 0,
  reach: 0,
  visits: 0,
  orders: 0,
  revenueCents: 0,
  newClients: 0,
};

/** One post's figures: its analytics (none = zero) and what its tracked link brought in. */
export function postFigures(post: SocialPost): EngagementTotals {
  const a = post.analytics;
  return {
    likes: a?.totalLikes ?? 0,
    comments: a?.totalComments ?? 0,
    shares: a?.totalShares ?? 0,
    views: a?.totalViews ?? 0,
    reach: a?.totalReach ?? 0,
    visits: post.attribution.visits,
    orders: post.attribution.orders,
    revenueCents: post.attribution.revenueCents,
    newClients: post.attribution.newClients,
  };
}

/** The sum over the published posts. */
export function engagementTotals(posts: readonly SocialPost[]): EngagementTotals {
  return posts
    .filter((post) => post.status === 'success')
    .map(postFigures)
    .reduce(
      (sum, figures) =>
        Object.fromEntries(
          Object.entries(sum).map(([key, value]) => [key, value + figures[key as keyof EngagementTotals]]),
        ) as unknown as EngagementTotals,
      ZERO_TOTALS,
    );
}
