import type { PostAnalytics } from '@perkdesk/contracts';

type Json = Record<string, unknown>;

/** The first number among the provider's names for a figure (they differ per platform). */
const figure = (analytics: Json, names: string[]): number => {
  for (const name of names) {
    const value = analytics[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return 0;
};

/**
 * The provider's post analytics (`{<platform>: {analytics: {...}}}`) summed into the contract's
 * totals; null when no platform has any.
 */
export function readAnalytics(body: Json): PostAnalytics | null {
  const platformBreakdown: PostAnalytics['platformBreakdown'] = {};
  for (const [platform, value] of Object.entries(body)) {
    const analytics = (value as Json | null)?.analytics as Json | undefined;
    if (!analytics || typeof analytics !== 'object') continue;
    platformBreakdown[platform] = {
      likes: figure(analytics, ['likes', 'likeCount', 'reactions']),
      comments: figure(analytics, ['comments', 'commentsCount', 'commentCount']),
      shares: figure(analytics, ['shares', 'sharesCount', 'shareCount']),
      views: figure(analytics, ['views', 'viewsCount', 'videoViews']),
      reach: figure(analytics, ['reach', 'impressions', 'impressionCount']),
    };
  }
  const entries = Object.values(platformBreakdown);
  if (entries.length === 0) return null;
  const sum = (key: keyof (typeof entries)[number]) =>
    entries.reduce((total, entry) => total + entry[key], 0);
  return {
    totalLikes: sum('likes'),
    totalComments: sum('comments'),
    totalShares: sum('shares'),
    totalViews: sum('views'),
    totalReach: sum('reach'),
    platformBreakdown,
  };
}
