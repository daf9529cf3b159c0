import { describe, expect, it } from 'vitest';
import { moveId, orderChanged, rankPayload } from './rank-order';

describe('moveId', () => {
  const order = ['a', 'b', 'c', 'd'];

  it.each([
    ['a', 'c', ['b', 'c', 'a', 'd']],
    ['d', 'a', ['d', 'a', 'b', 'c']],
    ['b', 'c', ['a', 'c', 'b', 'd']],
    ['c', 'b', ['a', 'c', 'b', 'd']],
  ])('drops %s on %s', (active, over, expected) => {
    expect(moveId(order, active, over)).toEqual(expected);
  });

  it('changes nothing for a drop outside the list, on itself or of an unknown id', () => {
    expect(moveId(order, 'a', null)).toEqual(order);
    expect(moveId(order, 'b', 'b')).toEqual(order);
    expect(moveId(order, 'x', 'a')).toEqual(order);
  });

  it('never changes the list it was given', () => {
    const frozen = Object.freeze([...order]);
    moveId(frozen, 'a', 'd');
    expect(frozen).toEqual(order);
  });
});

describe('orderChanged', () => {
  it('is false for the same order and true after a move', () => {
    expect(orderChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(orderChanged(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(orderChanged(['a', 'b'], ['a'])).toBe(true);
  });
});

describe('rankPayload', () => {
  it('ranks every group by its place, from 1', () => {
    const moved = moveId(['g1', 'g2', 'g3'], 'g3', 'g1');
    expect(rankPayload(moved)).toEqual({
      productGroups: [
        { id: 'g3', rank: 1 },
        { id: 'g1', rank: 2 },
        { id: 'g2', rank: 3 },
      ],
    });
  });

  it('is empty for no groups', () => {
    expect(rankPayload([])).toEqual({ productGroups: [] });
  });
});
