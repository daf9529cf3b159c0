import { FORCED_MAX_MESSAGE } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import { changeMax, changeMin, chooseMandatory, isMandatory, limitsProblem, toLimit } from './forced-limits';

const limits = (forcedMin: number, forcedMax: number) => ({ forcedMin, forcedMax });

describe('optional or mandatory (spec 2 §4)', () => {
  it('optional sets the minimum to 0 and keeps the maximum', () => {
    expect(chooseMandatory(limits(2, 5), false)).toEqual(limits(0, 5));
    expect(chooseMandatory(limits(3, 0), false)).toEqual(limits(0, 0));
  });

  it('mandatory sets the minimum and the maximum to at least 1', () => {
    expect(chooseMandatory(limits(0, 0), true)).toEqual(limits(1, 1));
    expect(chooseMandatory(limits(0, 4), true)).toEqual(limits(1, 4));
    expect(chooseMandatory(limits(2, 3), true)).toEqual(limits(2, 3));
  });

  it('is mandatory exactly when the minimum is at least 1 (contract §5)', () => {
    expect(isMandatory(limits(0, 3))).toBe(false);
    expect(isMandatory(limits(1, 0))).toBe(true);
  });
});

describe('the minimum', () => {
  it('resets to 0 below 0', () => {
    expect(changeMin(limits(2, 5), -3)).toEqual(limits(0, 5));
    expect(changeMin(limits(2, 5), '')).toEqual(limits(0, 5));
  });

  it('raises a set maximum that falls below it, and leaves unlimited alone', () => {
    expect(changeMin(limits(1, 2), 4)).toEqual(limits(4, 4));
    expect(changeMin(limits(1, 0), 4)).toEqual(limits(4, 0));
    expect(changeMin(limits(1, 6), 4)).toEqual(limits(4, 6));
  });
});

describe('the maximum', () => {
  it('resets to 0 (unlimited) below 0 and is kept as typed otherwise', () => {
    expect(changeMax(limits(2, 5), -1)).toEqual(limits(2, 0));
    expect(changeMax(limits(3, 5), 1)).toEqual(limits(3, 1));
  });

  it('must be 0 or at least max(minimum, 1)', () => {
    expect(limitsProblem(limits(3, 1))).toBe(FORCED_MAX_MESSAGE);
    expect(limitsProblem(limits(3, 3))).toBeNull();
    expect(limitsProblem(limits(0, 0))).toBeNull();
    expect(limitsProblem(limits(5, 0))).toBeNull();
  });

  it('every pair the minimum or the mode produces is valid', () => {
    for (const min of [0, 1, 2, 7])
      for (const max of [0, 1, 3, 9])
        for (const typed of [-2, 0, 1, 4, 12]) {
          expect(limitsProblem(changeMin(limits(min, max), typed))).toBeNull();
          expect(limitsProblem(chooseMandatory(limits(min, max), true))).toBeNull();
        }
  });
});

describe('toLimit', () => {
  it.each([
    ['3', 3],
    [2.7, 2],
    ['abc', 0],
    [-4, 0],
    ['', 0],
  ] as const)('reads %s as %s', (raw, expected) => {
    expect(toLimit(raw)).toBe(expected);
  });
});
