import { deliveryRuleSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { rulesKey } from './store-keys';

export const rulesPath = (storeId: string) =>
  `/api/merchant-stores/${encodeURIComponent(storeId)}/delivery-rules`;

/** GET …/delivery-rules: a store's live rules in creation order; the editor's idx is the index here. */
export function listDeliveryRules(storeId: string, signal?: AbortSignal) {
  return apiFetch(rulesPath(storeId), { schema: z.array(deliveryRuleSchema), signal });
}

export const deliveryRulesQuery = (storeId: string) =>
  queryOptions({ queryKey: rulesKey(storeId), queryFn: ({ signal }) => listDeliveryRules(storeId, signal) });

export function useDeliveryRules(storeId: string) {
  return useQuery(deliveryRulesQuery(storeId));
}
