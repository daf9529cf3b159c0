import { describe, expect, it } from 'vitest';
import { imagesChanged, memberChanges, membersChanged } from './member-changes';

describe('memberChanges (addProductList / deleteProductList, addAddonList / deleteAddonList)', () => {
  it('lists the ids added and the ids removed', () => {
    expect(memberChanges(['a', 'b', 'c'], ['b', 'd', 'c', 'e'])).toEqual({ add: ['d', 'e'], remove: ['a'] });
  });

  it('gives everything as added for a new group', () => {
    expect(memberChanges([], ['x', 'y'])).toEqual({ add: ['x', 'y'], remove: [] });
  });

  it('gives everything as removed when the table is emptied', () => {
    expect(memberChanges(['x', 'y'], [])).toEqual({ add: [], remove: ['x', 'y'] });
  });

  it('ignores order and repeats', () => {
    expect(memberChanges(['a', 'b'], ['b', 'a', 'a'])).toEqual({ add: [], remove: [] });
    expect(membersChanged(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(membersChanged(['a', 'b'], ['a'])).toBe(true);
  });
});

describe('imagesChanged', () => {
  it('sees an added, removed or reordered image, and nothing else', () => {
    expect(imagesChanged(['u1'], ['u1'])).toBe(false);
    expect(imagesChanged([], ['u1'])).toBe(true);
    expect(imagesChanged(['u1', 'u2'], ['u2', 'u1'])).toBe(true);
    expect(imagesChanged(['u1'], [])).toBe(true);
  });
});
