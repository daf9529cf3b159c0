import { describe, expect, it } from 'vitest';
import { clampSteps, endsNextDay, rangeToSteps, stepsToRange } from './schedule-model';
import { stepToTime, timeToStep } from './time-steps';

describe('slider steps', () => {
  it.each([
    ['08:00', '18:00', [32, 72]],
    ['00:00', '00:00', [0, 96]],
    ['18:00', '00:00', [72, 96]],
    ['20:00', '02:00', [80, 104]],
    ['10:00', '10:00', [40, 136]],
  ])('%s to %s is steps %j, and back', (fromTime, toTime, steps) => {
    expect(rangeToSteps({ fromTime, toTime })).toEqual(steps);
    expect(stepsToRange('MONDAY', steps as [number, number])).toEqual({ day: 'MONDAY', fromTime, toTime });
  });

  it('converts times and steps in quarter hours', () => {
    expect(stepToTime(95)).toBe('23:45');
    expect(stepToTime(100)).toBe('01:00');
    expect(timeToStep('23:59')).toBe(95);
  });

  it.each([
    [
      [100, 120],
      [95, 120],
    ],
    [
      [40, 40],
      [40, 41],
    ],
    [
      [10, 150],
      [10, 106],
    ],
    [
      [-3, 5],
      [0, 5],
    ],
  ])('clamps %j to %j', (input, expected) => {
    expect(clampSteps(input as [number, number])).toEqual(expected);
  });

  it('knows a range ending past midnight', () => {
    expect(endsNextDay([80, 104])).toBe(true);
    expect(endsNextDay([72, 96])).toBe(false);
  });
});
