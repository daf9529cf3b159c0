import { describe, expect, it } from 'vitest';
import type { DayRange } from './split-schedule';
import { splitRange, splitSchedule } from './split-schedule';

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
