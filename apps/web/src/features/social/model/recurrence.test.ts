import { describe, expect, it } from 'vitest';
import { dayKey } from './calendar';
import { NO_REPEAT, occurrences, variantText } from './recurrence';

const start = new Date(2026, 0, 31, 10, 0);

describe('recurrence (spec 2 §4)', () => {
  it('makes one post without a repeat', () => {
    expect(occurrences(start, NO_REPEAT)).toEqual([start]);
  });

  it('steps daily, weekly, monthly and by custom units', () => {
    const days = (kind: 'daily' | 'weekly' | 'monthly') =>
      occurrences(start, { ...NO_REPEAT, kind, count: 3 }).map(dayKey);
    expect(days('daily')).toEqual(['2026-01-31', '2026-02-01', '2026-02-02']);
    expect(days('weekly')).toEqual(['2026-01-31', '2026-02-07', '2026-02-14']);
    expect(days('monthly')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    const hours = occurrences(start, { kind: 'custom', count: 3, every: 6, unit: 'hours' });
    expect(hours.map((date) => date.getHours())).toEqual([10, 16, 22]);
    const weeks = occurrences(start, { kind: 'custom', count: 2, every: 2, unit: 'weeks' });
    expect(weeks.map(dayKey)).toEqual(['2026-01-31', '2026-02-14']);
  });

  it('gives later posts a variant suffix', () => {
    expect(variantText('Come by!', 0)).toBe('Come by!');
    expect(variantText('Come by!', 2)).toBe('Come by! (3)');
  });
});
