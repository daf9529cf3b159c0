import { deletedResponseSchema } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { rulesPath } from './list-delivery-rules';
import { rulesKey } from './store-keys';

/** DELETE …/delivery-rules/{ruleId}: a soft delete (contract §1). */
export function deleteDeliveryRule({ storeId, ruleId }: { storeId: string; ruleId: string }) {
  return apiFetch(`${rulesPath(storeId)}/${encodeURIComponent(ruleId)}`, {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteDeliveryRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryRule,
    onSettled: (_result, _error, { storeId }) =>
      queryClient.invalidateQueries({ queryKey: rulesKey(storeId) }),
  });
}
