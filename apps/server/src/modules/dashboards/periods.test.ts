import { describe, expect, it } from 'vitest';
import { cover, periodPieces } from './periods';

// Distinct counts OR the bits of whole months, whole ISO weeks and days that tile a range exactly.

const shape = (pieces: { key: string; level: number; day: string }[]) =>
  pieces.map((piece) => `${piece.key}:${'DWM'[piece.level]}${piece.day}`);

describe('cover', () => {
  it('takes whole months, then whole weeks inside the partial months, then days', () => {
    // Thu 27 Nov 2025 … Wed 14 Jan 2026: days to the month's end, December whole, then Jan 1–4
    // (Thu–Sun), the week of Monday 5, and Jan 12–14.
    expect(shape(cover('k', '2025-11-27', '2026-01-14'))).toEqual([
      'k:D2025-11-27',
      'k:D2025-11-28',
      'k:D2025-11-29',
      'k:D2025-11-30',
      'k:M2025-12-01',
      'k:D2026-01-01',
      'k:D2026-01-02',
      'k:D2026-01-03',
      'k:D2026-01-04',
      'k:W2026-01-05',
      'k:D2026-01-12',
      'k:D2026-01-13',
      'k:D2026-01-14',
    ]);
  });

  it('covers 366 days with a few dozen pieces, every day exactly once', () => {
    const pieces = cover('k', '2024-06-19', '2025-06-19');
    expect(pieces.length).toBeLessThan(32);
    const days = pieces.flatMap((piece) => {
      const span =
        piece.level === 0
          ? 1
          : piece.level === 1
            ? 7
            : new Date(
                Date.UTC(Number(piece.day.slice(0, 4)), Number(piece.day.slice(5, 7)), 0),
              ).getUTCDate();
      return Array.from({ length: span }, (_, index) =>
        new Date(Date.parse(`${piece.day}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
      );
    });
    expect(days).toHaveLength(366);
    expect(new Set(days).size).toBe(366);
    expect([days[0], days.at(-1)]).toEqual(['2024-06-19', '2025-06-19']);
  });
});

describe('periodPieces', () => {
  it('takes a whole week or month as one piece and covers a cut one', () => {
    expect(shape(periodPieces('WEEKLY', { start: '2025-06-01', end: '2025-06-10' }))).toEqual([
      '2025-05-26:D2025-06-01',
      '2025-06-02:W2025-06-02',
      '2025-06-09:D2025-06-09',
      '2025-06-09:D2025-06-10',
    ]);
    expect(shape(periodPieces('MONTHLY', { start: '2025-05-15', end: '2025-07-31' }))).toEqual([
      ...Array.from({ length: 4 }, (_, index) => `2025-05-01:D2025-05-${15 + index}`),
      '2025-05-01:W2025-05-19',
      // The week of Monday 26 May ends on Sunday 1 June: outside May, so its May days go one by one.
      ...Array.from({ length: 6 }, (_, index) => `2025-05-01:D2025-05-${26 + index}`),
      '2025-06-01:M2025-06-01',
      '2025-07-01:M2025-07-01',
    ]);
  });
});
