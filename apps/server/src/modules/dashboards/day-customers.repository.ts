import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DashboardScope } from './dashboards-context';
import type { Piece } from './periods';

// Distinct customers over several days: the bit strings (one bit per customer number) of the days,
// ISO weeks and months that tile the days, OR-ed per chunk across all three levels, then the bits
// counted, so that a customer active in many of them counts once. A row's kind is 2 × level + customer kind.

export const BUYERS = 0;
export const APP_USERS = 1;

/** Distinct customers of each kind per key, over the pieces carrying that key. */
export async function distinctOfPieces(
  db: Executor,
  scope: DashboardScope,
  pieces: readonly Piece[],
  kinds: readonly number[],
): Promise<Map<string, number[]>> {
  const rows = pieces.flatMap((piece) =>
    kinds.map((kind) => ({ key: piece.key, day: piece.day, kind: 2 * piece.level + kind })),
  );
  const result = await db.execute(sql`select key, kind, sum(bit_count(bits))::bigint as n
    from (select p.key, c.kind % 2 as kind, c.chunk, bit_or(c.bits) as bits
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p (key text, day date, kind integer)
      join dashboard_day_customers c on c.merchant_id = ${scope.merchantId} and c.store_id = ${scope.storeId}
        and c.day = p.day and c.kind = p.kind
      group by p.key, c.kind % 2, c.chunk) c
    group by key, kind`);
  const totals = new Map<string, number[]>();
  for (const row of result.rows as { key: string; kind: number; n: string | number }[]) {
    const counts = totals.get(row.key) ?? [0, 0];
    counts[Number(row.kind)] = Number(row.n);
    totals.set(row.key, counts);
  }
  return totals;
}
