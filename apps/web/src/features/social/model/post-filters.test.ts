import { describe, expect, it } from 'vitest';
import { emptyTextKey, filterPosts } from './post-filters';

const zero = { totalLikes: 0, totalComments: 0, totalShares: 0, totalViews: 0, totalReach: 0 };
const posts = [
  { id: 'posted', status: 'success', type: 'now', analytics: zero },
  { id: 'liked', status: 'success', type: 'now', analytics: { ...zero, totalLikes: 2 } },
  { id: 'scheduled', status: 'scheduled', type: 'scheduled' },
  { id: 'pending', status: 'pending', type: 'now' },
  { id: 'failed', status: 'error', type: 'now' },
];
const ids = (filter: Parameters<typeof filterPosts>[1]) => filterPosts(posts, filter).map((post) => post.id);

describe('Your posts filters (spec 2 §4, §8)', () => {
  it('lists posted and scheduled posts, never failed ones', () => {
    expect(ids('all')).toEqual(['posted', 'liked', 'scheduled', 'pending']);
    expect(ids('pending')).toEqual(['scheduled', 'pending']);
    expect(ids('posted')).toEqual(['posted', 'liked']);
    expect(ids('engaged')).toEqual(['liked']);
  });

  it('names the empty text of each filter', () => {
    expect(emptyTextKey('all')).toBe('empty.all');
    expect(emptyTextKey('engaged')).toBe('empty.engaged');
    expect(emptyTextKey('pending')).toBe('empty.none');
  });
});
