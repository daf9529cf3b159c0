import { describe, expect, it } from 'vitest';
import { checkNewImages, roomFor } from './image-limits';

const MB = 1024 * 1024;
const jpeg = (megabytes: number) => ({ size: megabytes * MB, type: 'image/jpeg' });

describe('checkNewImages', () => {
  it.each([
    ['one small image', [jpeg(1)], 0, null],
    ['exactly 5 MB', [jpeg(5)], 0, null],
    ['one over 5 MB', [jpeg(1), jpeg(5.01)], 0, 'fileTooLarge'],
    ['two of 5 MB make 10 MB', [jpeg(5), jpeg(5)], 0, null],
    ['past 10 MB together', [jpeg(4), jpeg(4), jpeg(3)], 0, 'totalTooLarge'],
    ['past 10 MB with those added before', [jpeg(3)], 8 * MB, 'totalTooLarge'],
    ['a PDF', [{ size: 10, type: 'application/pdf' }], 0, 'unsupported'],
  ])('%s', (_name, files, already, expected) => {
    expect(checkNewImages(files, already)).toBe(expected);
  });
});

describe('roomFor', () => {
  it.each([
    [0, 5, 3, 3],
    [4, 5, 3, 1],
    [5, 5, 2, 0],
    [7, 5, 1, 0],
  ])('%i of %i with %i picked leaves room for %i', (count, max, picked, room) => {
    expect(roomFor(count, max, picked)).toBe(room);
  });
});
