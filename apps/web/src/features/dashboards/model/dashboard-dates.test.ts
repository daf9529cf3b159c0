import { describe, expect, it } from 'vitest';
import { defaultRange, localDay, monthBack, weekdayOf } from './dashboard-dates';

describe('dashboard dates', () => {
  it("reads today in the store's zone, where the server reads it", () => {
    const lateEvening = new Date('2026-03-16T02:30:00.000Z');
    expect(localDay(lateEvening, 'America/Toronto')).toBe('2026-03-15');
    expect(localDay(lateEvening, 'Asia/Tokyo')).toBe('2026-03-16');
  });

  it('defaults to one month ending today, the shorter month clamping the day', () => {
    expect(defaultRange(new Date('2026-03-15T15:00:00.000Z'), 'America/Toronto')).toEqual({
      from: '2026-02-15',
      to: '2026-03-15',
    });
    expect(monthBack('2026-03-31')).toBe('2026-02-28');
    expect(monthBack('2026-01-10')).toBe('2025-12-10');
  });

  it("names a day's weekday as the contract does", () => {
    expect(weekdayOf('2026-03-15')).toBe('SUNDAY');
    expect(weekdayOf('2026-03-16')).toBe('MONDAY');
    expect(weekdayOf('2024-02-29')).toBe('THURSDAY');
  });
});
