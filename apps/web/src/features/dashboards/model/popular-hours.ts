import type { PopularHour } from '@perkdesk/contracts';

export const HOURS = Array.from({ length: 24 }, (_, index) => index + 1);

/** Hours 1 to 24, each present (zero when the answer lacks it), in order (spec 2 §5). */
export function fillHours(rows: readonly PopularHour[] | undefined): PopularHour[] {
  const byHour = new Map((rows ?? []).map((row) => [row.hour, row.totalUserEngagement]));
  return HOURS.map((hour) => ({ hour, totalUserEngagement: byHour.get(hour) ?? 0 }));
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Hour h covers local [h−1:00, h:00): the axis names it by its start, "09:00". */
export const hourStart = (hour: number) => clock(hour - 1);

/** "09:00–10:00", for the table. */
export const hourSpan = (hour: number) => `${clock(hour - 1)}–${clock(hour)}`;
