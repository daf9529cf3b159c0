import { describe, expect, it } from 'vitest';
import { clampOffset, cropRect, fitWithin } from './crop-geometry';

const frame = { width: 300, height: 200 };

describe('cropRect', () => {
  it('takes the centred 3:2 part of a square image at zoom 1', () => {
    expect(cropRect({ width: 1200, height: 1200 }, frame, 1, { x: 0, y: 0 })).toEqual({
      x: 0,
      y: 200,
      width: 1200,
      height: 800,
    });
  });

  it('halves the area at zoom 2 and follows the pan', () => {
    const rect = cropRect({ width: 1200, height: 1200 }, frame, 2, { x: 150, y: 0 });
    expect(rect).toEqual({ x: 0, y: 400, width: 600, height: 400 });
  });

  it('never leaves the image, however far it is dragged', () => {
    const rect = cropRect({ width: 1200, height: 1200 }, frame, 1, { x: 999, y: -999 });
    expect(rect).toEqual({ x: 0, y: 400, width: 1200, height: 800 });
  });
});

describe('clampOffset', () => {
  it('allows no horizontal pan when the width just fits', () => {
    expect(clampOffset({ x: 50, y: 10 }, { width: 1200, height: 1200 }, frame, 1)).toEqual({ x: 0, y: 10 });
  });
});

describe('fitWithin', () => {
  it.each([
    [{ width: 1800, height: 1200 }, 200, { width: 200, height: 133 }],
    [{ width: 100, height: 400 }, 200, { width: 50, height: 200 }],
    [{ width: 120, height: 80 }, 200, { width: 120, height: 80 }],
  ])('fits %j in %i px', (size, max, expected) => {
    expect(fitWithin(size, max)).toEqual(expected);
  });
});
