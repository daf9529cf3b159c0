import { describe, expect, it } from 'vitest';
import { changeTone, formatMetric, formatPercent } from './metric-format';
import { fillHours, hourSpan, hourStart } from './popular-hours';
import { fillRatings, shownAverage } from './rating-chart';

const minutes = (value: string) => `${value} min`;

describe('dashboard chart data', () => {
  it('fills rates 1 to 5, best first, and shows an average of 0 as 3', () => {
    expect(
      fillRatings({ ratings: [{ rate: 4, totalRatingsPerRate: 2, percentRatingsPerRate: 100 }] }),
    ).toEqual([
      { rate: 5, total: 0, percent: 0 },
      { rate: 4, total: 2, percent: 100 },
      { rate: 3, total: 0, percent: 0 },
      { rate: 2, total: 0, percent: 0 },
      { rate: 1, total: 0, percent: 0 },
    ]);
    expect(shownAverage(0)).toBe(3);
    expect(shownAverage(undefined)).toBe(3);
    expect(shownAverage(4.6)).toBe(4.6);
  });

  it('fills hours 1 to 24, hour h covering [h−1:00, h:00)', () => {
    const hours = fillHours([{ hour: 9, totalUserEngagement: 4 }]);
    expect(hours).toHaveLength(24);
    expect(hours.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(hours[8]).toEqual({ hour: 9, totalUserEngagement: 4 });
    expect(hours.filter((row) => row.totalUserEngagement === 0)).toHaveLength(23);
    expect([hourStart(1), hourSpan(9), hourSpan(24)]).toEqual(['00:00', '08:00–09:00', '23:00–24:00']);
  });

  it('formats each figure by its kind', () => {
    expect(formatMetric('TOTAL_SALES', 1234.5, minutes)).toBe('$1,234.50');
    expect(formatMetric('TOTAL_POINTS', 12500, minutes)).toBe('12,500 pts');
    expect(formatMetric('MEDIAN_READY_MINUTES', 12, minutes)).toBe('12 min');
    expect(formatMetric('TOTAL_ORDERS', 4321, minutes)).toBe('4,321');
    expect(formatPercent(-12.5)).toBe('12.5%');
  });

  it('colours a change by whether the rise is good news', () => {
    expect(changeTone('TOTAL_SALES', 10)).toBe('good');
    expect(changeTone('TOTAL_SALES', -10)).toBe('bad');
    expect(changeTone('TOTAL_REFUNDED_ORDERS', 10)).toBe('bad');
    expect(changeTone('MEDIAN_ACCEPT_MINUTES', -10)).toBe('good');
    expect(changeTone('PERKS_COST', 10)).toBe('neutral');
    expect(changeTone('TOTAL_SALES', null)).toBe('neutral');
    expect(changeTone('TOTAL_SALES', 0)).toBe('neutral');
  });
});
