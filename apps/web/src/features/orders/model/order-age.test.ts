import { describe, expect, it } from 'vitest';
import { orderAge, storeClock } from './order-age';

const updated = '2026-03-10T14:00:00.000Z';
const at = (minutes: number) => Date.parse(updated) + minutes * 60_000;

describe('orderAge', () => {
  it.each([
    [0, 'minutes', 0],
    [0.9, 'minutes', 0],
    [59, 'minutes', 59],
    [60, 'hours', 1],
    [23 * 60 + 59, 'hours', 23],
    [24 * 60, 'days', 1],
    [3 * 24 * 60 + 5, 'days', 3],
  ] as const)('%d minutes later is %s %d', (minutes, unit, count) => {
    expect(orderAge(updated, at(minutes))).toEqual({ unit, count });
  });

  it('never goes below zero when the server clock is ahead', () => {
    expect(orderAge(updated, at(-2))).toEqual({ unit: 'minutes', count: 0 });
  });
});

describe('storeClock', () => {
  it("shows the store's local time, with the date when it is another local day", () => {
    // 14:00 UTC is 10:00 in Toronto (EDT) and 7:00 in Vancouver on 10 March 2026.
    expect(storeClock(updated, at(5), 'America/Toronto')).toBe('10:00 AM');
    expect(storeClock(updated, at(5), 'America/Vancouver')).toBe('7:00 AM');
    expect(storeClock(updated, at(24 * 60), 'America/Toronto')).toBe('Mar 10, 10:00 AM');
  });

  it('falls back to the browser zone for an unknown zone', () => {
    expect(storeClock(updated, at(5), 'Mars/Olympus')).toMatch(/^\d{1,2}:00 (AM|PM)$/);
  });
});
