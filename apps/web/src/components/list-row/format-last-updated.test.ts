import { describe, expect, it } from 'vitest';
import { lastUpdatedParts, relativeTime } from './format-last-updated';

const now = new Date('2026-03-10T12:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2026-03-10T11:59:40Z', 'en', 'now'],
    ['2026-03-10T09:00:00Z', 'en', '3 hours ago'],
    ['2026-03-09T12:00:00Z', 'en', 'yesterday'],
    ['2026-01-09T12:00:00Z', 'en', '2 months ago'],
    ['2026-03-10T09:00:00Z', 'es', 'hace 3 horas'],
  ])('%s in %s is "%s"', (iso, language, expected) => {
    expect(relativeTime(new Date(iso), now, language)).toBe(expected);
  });
});

describe('lastUpdatedParts', () => {
  it('gives the relative time and the en-US date, in any language', () => {
    const parts = lastUpdatedParts('2026-03-10T09:00:00Z', now, 'es');
    expect(parts?.relative).toBe('hace 3 horas');
    expect(parts?.date).toMatch(/^Mar 10, 2026, \d{1,2}:00\s?(AM|PM)$/);
  });

  it.each([null, undefined, 'not a date'])('gives null for %s', (iso) => {
    expect(lastUpdatedParts(iso, now, 'en')).toBeNull();
  });
});
