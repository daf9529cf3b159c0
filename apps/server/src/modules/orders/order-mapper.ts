import type { Address, AppliedPromotion, CustomerOrder, MerchantOrder, Order } from '@perkdesk/contracts';
import {
  fromCents,
  orderAmountsInDollars,
  type PricedCart,
  type PromotionEntry,
  promotionEntryInDollars,
  timeZoneAt,
} from '@perkdesk/domain';
import type { StoreRow } from '../stores/stores.public';
import type { OrderRow } from './orders.repository';

/** The frozen pricing an order keeps in `priced`: the domain's priced cart, in cents. */
export type FrozenPricing = PricedCart<unknown>;

export const pricingOf = (row: Pick<OrderRow, 'priced'>): FrozenPricing =>
  row.priced as unknown as FrozenPricing;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Between the parts of `search_text`: a search text never holds it (searchNeedle), so it matches within one part. */
export const SEARCH_TEXT_SEPARATOR = '\n';

/** A merchant's search text as the history looks for it: lower-cased, on one line. */
export const searchNeedle = (text: string) => text.replace(/[\r\n]/g, ' ').toLowerCase();

/**
 * What the order history searches (spec 1 §3, contract §9 archive `searchText`), lower-cased:
 * the id (so its last 4 characters match), the customer's name and phone, the product and add-on
 * names, the promotion names and the merchant's message, one per line. Each distinct line is a
 * word of order_search_words (migration 0016; docs/adr/0010-order-history-search-words.md).
 */
export function searchTextOf(order: {
  id: string;
  customerName: string | null;
  customerPhone: string | null;
  pricing: FrozenPricing;
  messageByMerchant?: string | null;
}): string {
  const parts: (string | null | undefined)[] = [order.id, order.customerName, order.customerPhone];
  for (const line of order.pricing.items) {
    parts.push(line.name);
    for (const addon of line.addons) parts.push(addon.name);
  }
  for (const promotion of order.pricing.appliedPromotions as { name?: string }[]) parts.push(promotion.name);
  parts.push(order.messageByMerchant);
  const words = parts.flatMap((part) => (part ? [searchNeedle(part)] : []));
  return [...new Set(words)].join(SEARCH_TEXT_SEPARATOR);
}

/** The Order object every caller sees (contract §9 Order object). */
export function toOrder(row: OrderRow): Order {
  const pricing = pricingOf(row);
  const { storeId: _storeId, numberOfItems: _numberOfItems, ...amounts } = orderAmountsInDollars(pricing);
  return {
    id: row.id,
    merchantId: row.merchantId,
    storeId: row.storeId,
    customerId: row.customerId,
    status: row.status,
    serveStatus: row.serveStatus,
    serveType: row.serveType,
    isPickup: row.serveType === 'PICKUP' ? true : row.serveType === 'DINE_IN' ? false : null,
    paymentMethod: row.paymentMethod,
    paymentCollected: row.paymentCollected,
    numberOfItems: row.numberOfItems,
    // The frozen entries are the domain's (cents, with their list): the order shows the applied ones.
    promotions: (pricing.appliedPromotions as PromotionEntry[])
      .filter((entry) => entry.list === 'APPLIED')
      .map((entry) => promotionEntryInDollars(entry) as AppliedPromotion),
    ...amounts,
    deliveryAddress: (row.deliveryAddress as Address | null) ?? null,
    deliveryDistance: row.deliveryDistance,
    preparingTime: row.preparingTime,
    deliveringTime: row.deliveringTime,
    messageByMerchant: row.messageByMerchant,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    paidAt: iso(row.paidAt),
    acceptedAt: iso(row.acceptedAt),
    completedAt: iso(row.completedAt),
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
  };
}

/** What the merchant's view adds to the order: the customer's name and phone at order time, the refunds. */
export function merchantFields(row: OrderRow): Omit<MerchantOrder, keyof Order> {
  return {
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    refunds: row.refunds.map(({ amountCents, ...refund }) => ({ ...refund, amount: fromCents(amountCents) })),
    refundedAmount: fromCents(row.refundedCents),
  };
}

/** The merchant's view: the order and `merchantFields`. */
export function toMerchantOrder(row: OrderRow): MerchantOrder {
  return { ...toOrder(row), ...merchantFields(row) };
}

/** Whether the customer still has a card payment to make: CONFIRMED, by card, an amount due. */
export const cardPaymentDue = (row: OrderRow) =>
  row.status === 'CONFIRMED' &&
  row.paymentMethod === 'CARD' &&
  row.totalCents > 0 &&
  row.paymentClientSecret !== null;

/**
 * The customer's view: the store it was ordered from, and while a card payment is due, what
 * Stripe.js (or the sandbox) confirms it with.
 */
export function toCustomerOrder(row: OrderRow, store: StoreRow, now: Date): CustomerOrder {
  return { ...toOrder(row), ...customerFields(row, store, now) };
}

/** What the customer's view adds to the order (`toCustomerOrder`). */
export function customerFields(row: OrderRow, store: StoreRow, now: Date): Omit<CustomerOrder, keyof Order> {
  const due = cardPaymentDue(row);
  return {
    storeName: store.name,
    storeImages: store.images,
    storePhone: store.phone,
    storeAddress: store.address as Address,
    storeTimeZone: timeZoneAt(store.timeZone, now),
    clientSecret: due ? row.paymentClientSecret : null,
    paymentAccountId: due ? row.paymentAccountId : null,
  };
}
