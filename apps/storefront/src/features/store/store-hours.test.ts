import { describe, expect, it } from 'vitest';
import { isOpenAt, nextOpening, storeClock, todaysHours } from './store-hours';

const ZONE = 'America/Toronto';
// 2026-11-27 is a Friday; 14:30 UTC is 09:30 in Toronto (EST, UTC−5).
const fridayMorning = new Date('2026-11-27T14:30:00Z');
const week = [
  { day: 'FRIDAY', fromTime: '12:00', toTime: '14:00' },
  { day: 'FRIDAY', fromTime: '08:00', toTime: '11:00' },
  { day: 'SATURDAY', fromTime: '10:00', toTime: '16:00' },
];

describe('store hours on the store clock', () => {
  it('reads weekday and time in the store zone, not the browser zone', () => {
    expect(storeClock(fridayMorning, ZONE)).toEqual({ day: 'FRIDAY', time: '09:30' });
    // 03:00 UTC on Saturday is still Friday evening in Toronto.
    expect(storeClock(new Date('2026-11-28T03:00:00Z'), ZONE)).toEqual({ day: 'FRIDAY', time: '22:00' });
  });

  it('is open inside a window, bounds included, and closed between windows', () => {
    expect(isOpenAt(week, fridayMorning, ZONE)).toBe(true);
    expect(isOpenAt(week, new Date('2026-11-27T16:00:00Z'), ZONE)).toBe(true); // 11:00 exactly
    expect(isOpenAt(week, new Date('2026-11-27T16:01:00Z'), ZONE)).toBe(false); // 11:01
    expect(isOpenAt(week, new Date('2026-11-27T17:30:00Z'), ZONE)).toBe(true); // 12:30
  });

  it('treats an empty schedule as always open', () => {
    expect(isOpenAt([], fridayMorning, ZONE)).toBe(true);
    expect(todaysHours([], fridayMorning, ZONE)).toEqual({ always: true });
  });

  it("lists today's windows in time order, and none on a closed day", () => {
    expect(todaysHours(week, fridayMorning, ZONE)).toEqual({
      always: false,
      windows: [
        { day: 'FRIDAY', fromTime: '08:00', toTime: '11:00' },
        { day: 'FRIDAY', fromTime: '12:00', toTime: '14:00' },
      ],
    });
    const sunday = new Date('2026-11-29T15:00:00Z');
    expect(todaysHours(week, sunday, ZONE)).toEqual({ always: false, windows: [] });
  });

  it('finds the next opening later today or on a following day', () => {
    expect(nextOpening(week, new Date('2026-11-27T16:30:00Z'), ZONE)).toEqual({
      day: 'FRIDAY',
      time: '12:00',
      today: true,
      tomorrow: false,
    });
    expect(nextOpening(week, new Date('2026-11-27T20:00:00Z'), ZONE)).toEqual({
      day: 'SATURDAY',
      time: '10:00',
      today: false,
      tomorrow: true,
    });
    expect(nextOpening(week, new Date('2026-11-29T15:00:00Z'), ZONE)).toEqual({
      day: 'FRIDAY',
      time: '08:00',
      today: false,
      tomorrow: false,
    });
  });
});
