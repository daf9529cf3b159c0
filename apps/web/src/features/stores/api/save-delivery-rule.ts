import { type DeliveryRuleInput, deliveryRuleSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { rulesPath } from './list-delivery-rules';
import { rulesKey } from './store-keys';

interface SaveRule {
  storeId: string;
  ruleId: string | null;
  input: DeliveryRuleInput;
}

/** POST …/delivery-rules, or PUT …/delivery-rules/{ruleId} (contract §4 Delivery rules). */
export function saveDeliveryRule({ storeId, ruleId, input }: SaveRule) {
  const path = ruleId ? `${rulesPath(storeId)}/${encodeURIComponent(ruleId)}` : rulesPath(storeId);
  return apiFetch(path, { method: ruleId ? 'PUT' : 'POST', body: input, schema: deliveryRuleSchema });
}

export function useSaveDeliveryRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryRule,
    onSuccess: (_rule, { storeId }) => queryClient.invalidateQueries({ queryKey: rulesKey(storeId) }),
  });
}
