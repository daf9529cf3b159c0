import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the promotions. A write to one promotion can change any list (status, name,
 * order), so writes invalidate the whole family; the one promotion written is set directly.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  /** Every promotion list, whatever its filters (ids are digits, so 'list' never meets one). */
  lists: ['promotions', 'list'] as const,
  list: (filters: Record<string, string>) => ['promotions', 'list', filters] as const,
  detail: (id: string) => ['promotions', id] as const,
};

/** After any promotion write: every promotion list and detail refetches. */
export function invalidatePromotions(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: promotionKeys.all });
}
