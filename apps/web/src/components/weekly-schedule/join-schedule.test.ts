import type { TimeWindow } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { joinSchedule } from './join-schedule';
import { type DayRange, splitSchedule } from './split-schedule';

const w = (day: TimeWindow['day'], fromTime: string, toTime: string): TimeWindow => ({
  day,
  fromTime,
  toTime,
});

describe('joinSchedule', () => {
  it.each<[string, DayRange[]]>([
    ['ordinary days', [{ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' }]],
    ['all day', [{ day: 'FRIDAY', fromTime: '00:00', toTime: '00:00' }]],
    ['ending at midnight', [{ day: 'FRIDAY', fromTime: '18:00', toTime: '00:00' }]],
    [
      'overnight next to an ordinary next day',
      [
        { day: 'MONDAY', fromTime: '20:00', toTime: '02:00' },
        { day: 'TUESDAY', fromTime: '08:00', toTime: '18:00' },
      ],
    ],
    ['24 hours', [{ day: 'WEDNESDAY', fromTime: '10:00', toTime: '10:00' }]],
    ['Sunday into Monday', [{ day: 'SUNDAY', fromTime: '22:00', toTime: '01:00' }]],
  ])('round-trips %s through splitSchedule', (_name, ranges) => {
    expect(joinSchedule(splitSchedule(ranges))).toEqual(ranges);
  });

  it('keeps windows apart when joined they would last more than a day', () => {
    const ranges = joinSchedule([w('MONDAY', '08:00', '23:59'), w('TUESDAY', '00:00', '18:00')]);
    expect(ranges).toEqual([
      { day: 'MONDAY', fromTime: '08:00', toTime: '00:00' },
      { day: 'TUESDAY', fromTime: '00:00', toTime: '18:00' },
    ]);
  });

  it('shows several windows of one day as their span', () => {
    expect(joinSchedule([w('MONDAY', '14:00', '18:00'), w('MONDAY', '08:00', '12:00')])).toEqual([
      { day: 'MONDAY', fromTime: '08:00', toTime: '18:00' },
    ]);
  });

  it('gives no ranges for no windows', () => {
    expect(joinSchedule([])).toEqual([]);
  });
});
