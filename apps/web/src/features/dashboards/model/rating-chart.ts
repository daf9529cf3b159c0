import type { RatingSummary } from '@perkdesk/contracts';

export interface RatingRow {
  rate: number;
  total: number;
  percent: number;
}

export const RATES = [1, 2, 3, 4, 5] as const;

/** Rates 1 to 5, each present (zero when the answer lacks it), best first as the chart lists them (spec 2 §5). */
export function fillRatings(summary: Pick<RatingSummary, 'ratings'> | undefined): RatingRow[] {
  const byRate = new Map((summary?.ratings ?? []).map((row) => [row.rate, row]));
  return [...RATES].reverse().map((rate) => {
    const row = byRate.get(rate);
    return { rate, total: row?.totalRatingsPerRate ?? 0, percent: row?.percentRatingsPerRate ?? 0 };
  });
}

/** The average shown: 3 when there is none yet (0), so an unrated store starts neutral (spec 2 §5). */
export function shownAverage(averageRating: number | undefined): number {
  return !averageRating ? 3 : averageRating;
}
