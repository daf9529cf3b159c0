import { type DeliveryRule, deliveryRuleSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { rulesPath } from './list-delivery-rules';
import { rulesKey } from './store-keys';

interface RuleStatus {
  storeId: string;
  ruleId: string;
  status: 'ACTIVE' | 'INACTIVE';
}

/** PUT …/delivery-rules/{ruleId}/status/{status}: never breaks the rule checks (contract §4). */
export function setDeliveryRuleStatus({ storeId, ruleId, status }: RuleStatus) {
  return apiFetch(`${rulesPath(storeId)}/${encodeURIComponent(ruleId)}/status/${status}`, {
    method: 'PUT',
    schema: deliveryRuleSchema,
  });
}

export function useSetDeliveryRuleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeliveryRuleStatus,
    onMutate: ({ storeId, ruleId, status }) => {
      queryClient.setQueryData<DeliveryRule[]>(rulesKey(storeId), (rules) =>
        rules?.map((rule) => (rule.id === ruleId ? { ...rule, status } : rule)),
      );
    },
    onSettled: (_rule, _error, { storeId }) => queryClient.invalidateQueries({ queryKey: rulesKey(storeId) }),
  });
}
