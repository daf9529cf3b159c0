import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, offsetSeconds, timeZoneAt } from './time-zone';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('timeZoneAt', () => {
  it.each([
    ['America/Toronto', winter, { abbreviation: 'EST', gmtOffset: -18_000, dst: false }],
    ['America/Toronto', summer, { abbreviation: 'EDT', gmtOffset: -14_400, dst: true }],
    ['America/Vancouver', winter, { abbreviation: 'PST', gmtOffset: -28_800, dst: false }],
    ['America/Vancouver', summer, { abbreviation: 'PDT', gmtOffset: -25_200, dst: true }],
    ['America/Regina', summer, { abbreviation: 'CST', gmtOffset: -21_600, dst: false }],
    ['America/St_Johns', winter, { gmtOffset: -12_600, dst: false }],
    ['Australia/Sydney', winter, { gmtOffset: 39_600, dst: true }],
    ['UTC', summer, { gmtOffset: 0, dst: false }],
  ])('%s at %s', (zoneName, instant, expected) => {
    expect(timeZoneAt(zoneName, instant)).toMatchObject({ zoneName, ...expected });
  });
});

describe('offsetSeconds / isKnownTimeZone', () => {
  it('reads offsets and knows IANA names', () => {
    expect(offsetSeconds('Asia/Kolkata', winter)).toBe(19_800);
    expect(isKnownTimeZone('America/Toronto')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
