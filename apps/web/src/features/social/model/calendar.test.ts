import { describe, expect, it } from 'vitest';
import { byDay, cellPosts, cutTitle, dayKey, eventBox, monthGrid, moveToDay, weekDays } from './calendar';

describe('the posts calendar (spec 2 §9)', () => {
  it('shows 42 days from the Sunday on or before the first of the month', () => {
    // November 2026 starts on a Sunday; February 2026 on a Sunday too; August 2026 on a Saturday.
    const november = monthGrid(new Date(2026, 10, 17));
    expect(november).toHaveLength(42);
    expect(dayKey(november[0]!)).toBe('2026-11-01');
    expect(dayKey(november[41]!)).toBe('2026-12-12');
    const august = monthGrid(new Date(2026, 7, 31));
    expect(dayKey(august[0]!)).toBe('2026-07-26');
    expect(august[0]!.getDay()).toBe(0);
    // A month of six weeks still fits: August 31 is in the grid.
    expect(august.map(dayKey)).toContain('2026-08-31');
    expect(august.every((day, index) => day.getDay() === index % 7)).toBe(true);
  });

  it('gives a week from Sunday', () => {
    const week = weekDays(new Date(2026, 10, 25));
    expect(week.map(dayKey)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('shows 3 posts per day cell and counts the rest', () => {
    expect(cellPosts(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cellPosts(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('cuts titles at 28 and 32 characters', () => {
    const text = 'Happy Thanksgiving from Queen West, come and see us';
    expect(cutTitle(text, 28)).toBe('Happy Thanksgiving from Quee…');
    expect(cutTitle(text, 32)).toBe(`${text.slice(0, 32)}…`);
    expect(cutTitle('Short one', 28)).toBe('Short one');
  });

  it('places a 60-minute event in 48 px hourly slots', () => {
    expect(eventBox(new Date(2026, 10, 25, 10, 30))).toEqual({ top: 10.5 * 48, height: 48 });
    expect(eventBox(new Date(2026, 10, 25, 0, 0))).toEqual({ top: 0, height: 48 });
  });

  it('groups posts by local day in time order, and moves a date to another day keeping its time', () => {
    const days = byDay(
      [new Date(2026, 10, 3, 18), new Date(2026, 10, 3, 9), new Date(2026, 10, 4, 9)],
      (date) => date,
    );
    expect(days.get('2026-11-03')?.map((date) => date.getHours())).toEqual([9, 18]);
    const moved = moveToDay(new Date(2026, 10, 3, 18, 45), '2026-11-20');
    expect([dayKey(moved), moved.getHours(), moved.getMinutes()]).toEqual(['2026-11-20', 18, 45]);
  });
});
