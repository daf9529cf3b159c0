import { merchantOrderSchema, orderActionParamsSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { OrderActionService } from './order-actions.service';

/**
 * `POST /api/orders/{storeId}/{action}/{orderId}` (contract §9 Merchant actions, access
 * 'merchant'). Four segments after /api/orders, so no customer route (`/api/orders/{id}/confirm`)
 * shares its pattern. The body depends on the action and is checked by the service.
 */
export function orderActionsRoutes(app: AppInstance, deps: { actions: OrderActionService }) {
  app.post(
    '/api/orders/:storeId/:action/:orderId',
    {
      config: { access: 'merchant' },
      schema: { params: orderActionParamsSchema, response: { 200: merchantOrderSchema } },
    },
    (request) => {
      const { storeId, action, orderId } = request.params;
      return deps.actions.act(merchantOf(request).merchantId, storeId, action, orderId, request.body);
    },
  );
}
