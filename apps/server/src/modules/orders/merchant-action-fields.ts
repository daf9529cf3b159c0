import { type OrderAction, processingTimeBodySchema, rejectBodySchema } from '@perkdesk/contracts';
import { pricingOf, searchTextOf } from './order-mapper';
import type { OrderPatch, OrderRow } from './orders.repository';

/** The action's own fields, from its body (validated here: a ZodError answers the violations). */
export function merchantActionFields(
  action: OrderAction,
  body: unknown,
  order: OrderRow,
  now: Date,
): OrderPatch {
  switch (action) {
    case 'reject':
    case 'cancel': {
      const { rejectMessage } = rejectBodySchema.parse(body ?? {});
      return {
        messageByMerchant: rejectMessage,
        searchText: searchTextOf({
          id: order.id,
          customerName: order.customerName,
          customerPhone: order.customerPhone,
          pricing: pricingOf(order),
          messageByMerchant: rejectMessage,
        }),
      };
    }
    case 'preparing':
      return { preparingTime: processingTimeBodySchema.parse(body ?? {}).processingTime };
    case 'delivering':
      return { deliveringTime: processingTimeBodySchema.parse(body ?? {}).processingTime };
    case 'accept':
      return { acceptedAt: now };
    case 'complete':
      return { completedAt: now };
    default:
      return {};
  }
}
