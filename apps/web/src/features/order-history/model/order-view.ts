import type { AppliedTax, CartLine, MerchantOrder, ServeType } from '@perkdesk/contracts';

/**
 * The serve type of an order, from `serveType` or, in a history row cut down to `isPickup`,
 * from that flag: true = pick-up, false = dine-in, null = delivery (spec 1 §3).
 */
export function serveTypeOf(order: Partial<Pick<MerchantOrder, 'serveType' | 'isPickup'>>): ServeType | null {
  if (order.serveType) return order.serveType;
  if (order.isPickup === undefined) return null;
  return order.isPickup === true ? 'PICKUP' : order.isPickup === false ? 'DINE_IN' : 'DELIVERY';
}

/** "2× Latte, 1× Croissant": the lines of an order in one line of text. */
export function itemsSummary(items: readonly Pick<CartLine, 'productName' | 'quantity'>[]): string {
  return items.map((item) => `${item.quantity}× ${item.productName}`).join(', ');
}

/** A rejected order: refunded with the serve status REJECTED; it carries the merchant's reason. */
export function isRejected(order: Pick<MerchantOrder, 'serveStatus'>): boolean {
  return order.serveStatus === 'REJECTED';
}

/** One row of the price breakdown; `amount` negative for what is taken off. */
export type PriceRow =
  | { kind: 'subtotal'; amount: number }
  | { kind: 'discount'; amount: number }
  | { kind: 'tax'; tax: AppliedTax }
  | { kind: 'taxExempt' }
  | { kind: 'delivery'; amount: number }
  | { kind: 'deliveryTax'; tax: AppliedTax }
  | { kind: 'deliveryTaxExempt' }
  | { kind: 'serviceFee'; amount: number }
  | { kind: 'globalPoints'; points: number; amount: number }
  | { kind: 'total'; amount: number };

type PricedOrder = Pick<
  MerchantOrder,
  | 'subAmount'
  | 'discountAmount'
  | 'appliedTaxes'
  | 'serveType'
  | 'deliveryPrice'
  | 'deliveryAppliedTaxes'
  | 'isDeliveryPriceTaxExempt'
  | 'serviceFee'
  | 'globalPointsUsed'
  | 'globalPointsEquivalentAmount'
  | 'totalAmount'
>;

/**
 * The price breakdown of an order (spec 1 §5): the discount and global points rows only when
 * set, "tax exempt" for an empty tax list, the service fee only above 0, the delivery rows only
 * for deliveries. Its rows add up to the total (contract §1 Money identities).
 */
export function priceRows(order: PricedOrder): PriceRow[] {
  const rows: PriceRow[] = [{ kind: 'subtotal', amount: order.subAmount }];
  if (order.discountAmount > 0) rows.push({ kind: 'discount', amount: -order.discountAmount });
  if (order.appliedTaxes.length === 0) rows.push({ kind: 'taxExempt' });
  for (const tax of order.appliedTaxes) rows.push({ kind: 'tax', tax });
  if (order.serveType === 'DELIVERY') {
    rows.push({ kind: 'delivery', amount: order.deliveryPrice });
    if (order.isDeliveryPriceTaxExempt || order.deliveryAppliedTaxes.length === 0) {
      if (order.deliveryPrice > 0) rows.push({ kind: 'deliveryTaxExempt' });
    } else {
      for (const tax of order.deliveryAppliedTaxes) rows.push({ kind: 'deliveryTax', tax });
    }
  }
  if (order.serviceFee > 0) rows.push({ kind: 'serviceFee', amount: order.serviceFee });
  if (order.globalPointsUsed > 0)
    rows.push({
      kind: 'globalPoints',
      points: order.globalPointsUsed,
      amount: -order.globalPointsEquivalentAmount,
    });
  rows.push({ kind: 'total', amount: order.totalAmount });
  return rows;
}
