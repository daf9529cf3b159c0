import {
  merchantOrderSchema,
  orderActionParamsSchema,
  refundBodySchema,
  refundParamsSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { OrderActionService } from './order-actions.service';

/**
 * `POST /api/orders/{storeId}/{action}/{orderId}` (contract §9 Merchant actions, access
 * 'merchant') and `POST /api/orders/{storeId}/refund/{orderId}`. Four segments after /api/orders,
 * so no customer route (`/api/orders/{id}/confirm`) shares their pattern. An action's body depends
 * on the action and is checked by the service.
 */
export function orderActionsRoutes(app: AppInstance, deps: { actions: OrderActionService }) {
  // A static segment: it wins over the action's parameter (docs/payments-and-refunds.md).
  app.post(
    '/api/orders/:storeId/refund/:orderId',
    {
      config: { access: 'merchant' },
      schema: {
        operationId: 'refundOrder',
        summary: 'Refund an order in part or in full',
        errors: [502],
        params: refundParamsSchema,
        body: refundBodySchema,
        response: { 200: merchantOrderSchema },
      },
    },
    (request) => {
      const { storeId, orderId } = request.params;
      return deps.actions.refund(merchantOf(request).merchantId, storeId, orderId, request.body);
    },
  );

  app.post(
    '/api/orders/:storeId/:action/:orderId',
    {
      config: { access: 'merchant' },
      schema: {
        operationId: 'actOnOrder',
        summary: 'Accept, advance or cancel an order as the merchant',
        errors: [502],
        params: orderActionParamsSchema,
        response: { 200: merchantOrderSchema },
      },
    },
    (request) => {
      const { storeId, action, orderId } = request.params;
      return deps.actions.act(merchantOf(request).merchantId, storeId, action, orderId, request.body);
    },
  );
}
