import { MERCHANT_QUERY_PREFIX } from '../../../lib/query-keys';

/** The social screens' query keys. The profile's is the payments screens' too (same call). */
export const socialKeys = {
  accounts: ['social', 'accounts'] as const,
  history: ['social', 'history'] as const,
  analytics: (postId: string) => ['social', 'analytics', postId] as const,
  autoSchedule: ['social', 'auto-schedule'] as const,
  holidays: (storeId: string) => ['social', 'holidays', storeId] as const,
  perks: ['social', 'perks'] as const,
  subscriptions: (customerId: string) => ['payments', 'subscriptions', customerId] as const,
  profile: [...MERCHANT_QUERY_PREFIX, 'profile'] as const,
};
