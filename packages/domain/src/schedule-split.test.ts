import { describe, expect, it } from 'vitest';
import { type DayRange, joinSchedule, splitRange, splitSchedule, type WeekWindow } from './schedule-split';

const range = (fromTime: string, toTime: string, day: DayRange['day'] = 'MONDAY'): DayRange => ({
  day,
  fromTime,
  toTime,
});

describe('splitRange', () => {
  it.each([
    ['an ordinary day', range('08:00', '18:00'), [['MONDAY', '08:00', '18:00']]],
    ['equal 00:00 ends: all day', range('00:00', '00:00'), [['MONDAY', '00:00', '23:59']]],
    ['ending at midnight stays on its day', range('18:00', '00:00'), [['MONDAY', '18:00', '23:59']]],
    [
      'past midnight splits into two days',
      range('20:00', '02:00'),
      [
        ['MONDAY', '20:00', '23:59'],
        ['TUESDAY', '00:00', '02:00'],
      ],
    ],
    [
      'equal non-midnight ends: 24 hours, split',
      range('10:00', '10:00'),
      [
        ['MONDAY', '10:00', '23:59'],
        ['TUESDAY', '00:00', '10:00'],
      ],
    ],
    [
      'Sunday night runs into Monday',
      range('22:00', '01:30', 'SUNDAY'),
      [
        ['SUNDAY', '22:00', '23:59'],
        ['MONDAY', '00:00', '01:30'],
      ],
    ],
    ['starting 23:45 to 23:59 stays on its day', range('23:45', '23:59'), [['MONDAY', '23:45', '23:59']]],
  ])('%s', (_name, input, expected) => {
    expect(splitRange(input).map((w) => [w.day, w.fromTime, w.toTime])).toEqual(expected);
  });
});

describe('splitSchedule', () => {
  it('orders windows by weekday then time, and drops repeats', () => {
    const windows = splitSchedule([
      range('08:00', '18:00', 'TUESDAY'),
      range('20:00', '02:00', 'MONDAY'),
      range('08:00', '18:00', 'TUESDAY'),
    ]);
    expect(windows).toEqual([
      { day: 'MONDAY', fromTime: '20:00', toTime: '23:59' },
      { day: 'TUESDAY', fromTime: '00:00', toTime: '02:00' },
      { day: 'TUESDAY', fromTime: '08:00', toTime: '18:00' },
    ]);
  });

  it('gives no windows for no open days (the contract reads that as always open)', () => {
    expect(splitSchedule([])).toEqual([]);
  });
});

const w = (day: WeekWindow['day'], fromTime: string, toTime: string): WeekWindow => ({
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
