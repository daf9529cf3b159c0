import { type SQL, sql } from 'drizzle-orm';

/** The counts array's slot (1-based) of an order's status and serve type; the migration's cell. */
export const STATUS_SLOTS = { COMPLETED: 0, REFUNDED: 4 } as const;
export const SERVE_SLOTS = { '': 1, PICKUP: 2, DINE_IN: 3, DELIVERY: 4 } as const;

/** The sum of order_history_values' counts slots that the status and serve type filters keep. */
export function countsSum(
  statuses: readonly (keyof typeof STATUS_SLOTS)[],
  serveTypes: readonly string[],
): SQL {
  const serves = serveTypes.length > 0 ? serveTypes : Object.keys(SERVE_SLOTS);
  const slots = statuses.flatMap((status) =>
    serves.map((serve) => STATUS_SLOTS[status] + SERVE_SLOTS[serve as keyof typeof SERVE_SLOTS]),
  );
  return sql.raw(slots.map((slot) => `counts[${slot}]`).join(' + ') || '0');
}
