// Your posts (spec 2 §2, §4, §8): which posts the list shows, the four filters and their empty texts.

export const POST_FILTERS = ['all', 'pending', 'posted', 'engaged'] as const;
export type PostFilter = (typeof POST_FILTERS)[number];

export interface FilterablePost {
  status: string;
  type?: string | null;
  analytics?: {
    totalLikes: number;
    totalComments: number;
    totalShares: number;
    totalViews: number;
    totalReach: number;
  } | null;
}

/** pending and scheduled both count as scheduled, as does a post of type scheduled. */
export function isScheduled(post: FilterablePost): boolean {
  return post.status === 'pending' || post.status === 'scheduled' || post.type === 'scheduled';
}

/** Only posted or scheduled posts appear in the list (spec 2 §4 Post status). */
export function isListed(post: FilterablePost): boolean {
  return post.status === 'success' || isScheduled(post);
}

export function isEngaged(post: FilterablePost): boolean {
  const a = post.analytics;
  return Boolean(a && a.totalLikes + a.totalComments + a.totalShares + a.totalViews + a.totalReach > 0);
}

export function filterPosts<T extends FilterablePost>(posts: readonly T[], filter: PostFilter): T[] {
  const listed = posts.filter(isListed);
  if (filter === 'pending') return listed.filter(isScheduled);
  if (filter === 'posted') return listed.filter((post) => post.status === 'success');
  if (filter === 'engaged') return listed.filter(isEngaged);
  return listed;
}

/** The key of the empty text of spec 2 §8 for a filter with nothing to show. */
export function emptyTextKey(filter: PostFilter): 'empty.engaged' | 'empty.none' | 'empty.all' {
  if (filter === 'engaged') return 'empty.engaged';
  if (filter === 'all') return 'empty.all';
  return 'empty.none';
}
