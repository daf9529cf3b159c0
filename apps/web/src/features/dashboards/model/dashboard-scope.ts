import {
  type DashboardRangeParams,
  dashboardRangeParamsSchema,
  dateSchema,
  MAX_RANGE_DAYS,
  rangeDays,
} from '@perkdesk/contracts';

/** What every ranged dashboard call names: `{start}/{end}/{merchantId}[/{storeId}]`. */
export type DashboardScope = DashboardRangeParams;

/** Why no call is made: a date missing or not a day, the end before the start, or too long a range. */
export type RangeProblem = 'date' | 'order' | 'length' | 'merchant';

export interface ScopeInput {
  from: string | null;
  to: string | null;
  merchantId: string | null | undefined;
  storeId: string | null;
}

/**
 * The scope of the calls, or why there is none (spec 2 §5: calls are skipped unless the dates are
 * valid and a merchant id is present). The contract's own schema decides, so the page never asks
 * for what the server would refuse.
 */
export function scopeOf(input: ScopeInput): { scope: DashboardScope } | { problem: RangeProblem } {
  if (!input.merchantId) return { problem: 'merchant' };
  const from = input.from ?? '';
  const to = input.to ?? '';
  if (!dateSchema.safeParse(from).success || !dateSchema.safeParse(to).success) return { problem: 'date' };
  if (to < from) return { problem: 'order' };
  if (rangeDays(from, to) > MAX_RANGE_DAYS) return { problem: 'length' };
  const parsed = dashboardRangeParamsSchema.safeParse({
    start: from,
    end: to,
    merchantId: input.merchantId,
    ...(input.storeId ? { storeId: input.storeId } : {}),
  });
  return parsed.success ? { scope: parsed.data } : { problem: 'date' };
}

const seg = (value: string) => encodeURIComponent(value);

/** `{start}/{end}/{merchantId}[/{storeId}]`, each segment encoded. */
export function scopePath(scope: DashboardScope): string {
  const base = `${seg(scope.start)}/${seg(scope.end)}/${seg(scope.merchantId)}`;
  return scope.storeId ? `${base}/${seg(scope.storeId)}` : base;
}

/** `{merchantId}[/{storeId}]`, for the realtime series that always ends today. */
export function ownerPath(scope: Pick<DashboardScope, 'merchantId' | 'storeId'>): string {
  return scope.storeId ? `${seg(scope.merchantId)}/${seg(scope.storeId)}` : seg(scope.merchantId);
}
