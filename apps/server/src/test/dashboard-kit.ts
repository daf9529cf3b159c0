import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, storeEvents } from '../db/schema/index';
import { newId } from '../lib/ids';
import { createOpenStore } from './ordering-fixtures';
import type { TestApp } from './test-app';

// Dashboards over hand-made data: orders and events written straight to the database (the
// rollups are kept by triggers whatever writes), read back through the dashboard routes.

type Headers = Record<string, string>;
type OrderStatus = (typeof orders.$inferInsert)['status'];

/** A store of the merchant in the zone given (the first store made is the merchant's earliest). */
export async function storeIn(t: TestApp, headers: Headers, zoneName: string, name = zoneName) {
  return (await createOpenStore(t, headers, { name, timeZone: { zoneName } })).id;
}

export interface OrderLine {
  productId: string;
  name?: string;
  quantity: number;
  unitPriceCents: number;
  kind?: 'NORMAL' | 'PICK' | 'REDEEM';
}

export interface RawOrder {
  storeId: string;
  customerId: string;
  status: OrderStatus;
  /** ISO instants. */
  paidAt?: string;
  lastUpdatedAt?: string;
  confirmedAt?: string;
  acceptedAt?: string;
  totalCents: number;
  discountCents?: number;
  globalPointsUsed?: number;
  customerName?: string;
  lines?: OrderLine[];
  /** Applied promotion entries: type and timesApplied (list APPLIED unless given). */
  perks?: { type: string; timesApplied: number; list?: string }[];
}

/** The frozen pricing an order keeps, reduced to what the dashboards read. */
function pricedOf(order: RawOrder) {
  return {
    storeId: order.storeId,
    items: (order.lines ?? []).map((line, index) => ({
      id: String(index + 1),
      kind: line.kind ?? 'NORMAL',
      productId: line.productId,
      name: line.name ?? line.productId,
      image: null,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      instruction: '',
      totalAmountCents: line.quantity * line.unitPriceCents,
      totalAddonAmountCents: 0,
      totalDiscountAmountCents: 0,
      appliedTaxes: [],
      addons: [],
      isFreeItem: line.kind === 'PICK',
      isRedeem: line.kind === 'REDEEM',
      appliedPromotionId: null,
    })),
    appliedPromotions: (order.perks ?? []).map((perk, index) => ({
      list: perk.list ?? 'APPLIED',
      id: `promotion-${index}`,
      type: perk.type,
      name: perk.type,
      timesApplied: perk.timesApplied,
    })),
  };
}

const instant = (iso: string | undefined) => (iso ? new Date(iso) : null);

/** An order written straight to the database; its id. */
export async function insertOrder(t: TestApp, merchantId: string, order: RawOrder): Promise<string> {
  const id = newId();
  const priced = pricedOf(order);
  await t.db.insert(orders).values({
    id,
    merchantId,
    storeId: order.storeId,
    customerId: order.customerId,
    status: order.status,
    numberOfItems: priced.items.reduce((sum, line) => sum + line.quantity, 0),
    priced,
    subAmountProductsCents: order.totalCents,
    subAmountCents: order.totalCents,
    discountCents: order.discountCents ?? 0,
    taxCents: 0,
    serviceFeeCents: 0,
    globalPointsUsed: order.globalPointsUsed ?? 0,
    totalCents: order.totalCents,
    customerName: order.customerName ?? 'Customer Name',
    confirmedAt: instant(order.confirmedAt ?? order.paidAt),
    paidAt: instant(order.paidAt),
    acceptedAt: instant(order.acceptedAt),
    lastUpdatedAt: instant(order.lastUpdatedAt ?? order.paidAt ?? order.confirmedAt) ?? new Date(),
  });
  return id;
}

/** Changes an order's row as any writer might (a refund, a completion…). */
export async function updateOrder(t: TestApp, id: string, patch: Partial<typeof orders.$inferInsert>) {
  await t.db.update(orders).set(patch).where(eq(orders.id, id));
}

export interface RawEvent {
  merchantId: string;
  storeId: string;
  customerId: string;
  kind: 'VISIT' | 'CLICK' | 'VIEW' | 'RATE';
  at: string;
  entity?: string;
  platform?: string;
}

export async function insertEvents(t: TestApp, events: RawEvent[]) {
  await t.db.insert(storeEvents).values(
    events.map((event) => ({
      merchantId: event.merchantId,
      storeId: event.storeId,
      customerId: event.customerId,
      kind: event.kind,
      entity: event.entity ?? null,
      platform: event.platform ?? null,
      occurredAt: new Date(event.at),
    })),
  );
}

/** A GET answered 200, its JSON. */
export async function getJson<T = unknown>(t: TestApp, url: string, headers: Headers): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** `[{metric, total}]` as a record. */
export const totalsOf = (rows: { metric: string; total: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.metric, row.total]));

/** The invariant: every rollup equals what the raw rows give (dashboard_check() finds nothing). */
export async function expectExactRollups(t: TestApp) {
  const result = await t.db.execute(sql`select * from dashboard_check()`);
  expect(result.rows).toEqual([]);
}
