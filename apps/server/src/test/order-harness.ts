import { type CustomerOrder, customerOrderSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDeps } from '../app';
import { orders, sandboxPaymentIntents } from '../db/schema/index';
import { signedIn } from './account-fixtures';
import { type FakeStripe, startFakeStripe } from './fake-stripe/fake-stripe';
import { type CafeMenu, connectPayments, createCafeMenu, createOpenStore } from './ordering-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from './test-app';

// The order lifecycle against either payment provider: the sandbox, or the Stripe adapter pointed
// at the local fake Stripe server. A suite runs `describe.each(PROVIDERS)` and gets the same
// steps (connect a merchant, pay an intent, read an intent) whichever provider runs.

type Headers = Record<string, string>;
export type Account = Awaited<ReturnType<typeof signedIn>>;

/** An intent as the provider holds it now. */
export interface IntentState {
  status: string;
  amountCents: number;
  applicationFeeCents: number;
  refundedCents: number;
}

export interface ProviderHarness {
  name: 'sandbox' | 'stripe';
  t: TestApp;
  fake: FakeStripe | null;
  /** Connects the merchant's payment account (sandbox onboarding; Stripe OAuth). */
  connect(headers: Headers): Promise<void>;
  /** The customer pays the intent as the client-side library would; declined leaves it unpaid. */
  pay(clientSecret: string, headers: Headers, outcome?: 'succeeded' | 'declined'): Promise<void>;
  intent(intentId: string): Promise<IntentState>;
  close(): Promise<void>;
}

export const PROVIDERS = ['sandbox', 'stripe'] as const;

export async function startProvider(
  name: 'sandbox' | 'stripe',
  deps: Partial<AppDeps> = {},
): Promise<ProviderHarness> {
  const fake = name === 'stripe' ? await startFakeStripe() : null;
  const t = await createTestApp({ env: fake?.env ?? {}, deps });
  return {
    name,
    t,
    fake,
    async connect(headers) {
      if (!fake) return connectPayments(t, headers);
      const response = await injectJson(
        t.app,
        'POST',
        '/api/accounts/user/stripe/connect/ac_test',
        undefined,
        headers,
      );
      if (response.statusCode !== 200) throw new Error(`stripe not connected: ${response.body}`);
    },
    async pay(clientSecret, headers, outcome = 'succeeded') {
      if (fake) {
        fake.pay(clientSecret, outcome);
        return;
      }
      const query = outcome === 'declined' ? '?outcome=declined' : '';
      const response = await injectJson(
        t.app,
        'POST',
        `/api/testing-support/payment-intent/confirm/${encodeURIComponent(clientSecret)}/card_1${query}`,
        undefined,
        headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        status: outcome === 'declined' ? 'requires_payment_method' : 'succeeded',
      });
    },
    async intent(intentId) {
      if (fake) {
        const intent = fake.intents.get(intentId);
        if (!intent) throw new Error(`no fake intent ${intentId}`);
        return {
          status: intent.status,
          amountCents: intent.amount,
          applicationFeeCents: intent.application_fee_amount ?? 0,
          refundedCents: intent.refunded,
        };
      }
      const [row] = await t.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId));
      if (!row) throw new Error(`no sandbox intent ${intentId}`);
      return {
        status: row.status,
        amountCents: row.amountCents,
        applicationFeeCents: row.applicationFeeCents,
        refundedCents: row.refundedCents,
      };
    },
    async close() {
      await t.close();
      await fake?.close();
    },
  };
}

/** A connected merchant with an always-open Toronto store (PICKUP, DINE_IN, DELIVERY) and the café menu. */
export async function openShop(p: ProviderHarness, storePatch: Record<string, unknown> = {}) {
  const merchant = await signedIn(p.t);
  await p.connect(merchant.headers);
  const store = await createOpenStore(p.t, merchant.headers, storePatch);
  const menu: CafeMenu = await createCafeMenu(p.t, merchant.headers, [store.id]);
  return { merchant, store, menu };
}

export const call = (t: TestApp, method: TestMethod, url: string, payload: unknown, headers: Headers) =>
  injectJson(t.app, method, url, payload, headers);

/** A call that must answer an order (customer view), parsed with the contract's schema. */
export async function orderCall(
  t: TestApp,
  method: TestMethod,
  url: string,
  payload: unknown,
  headers: Headers,
): Promise<CustomerOrder> {
  const response = await call(t, method, url, payload, headers);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return customerOrderSchema.parse(response.json());
}

/** A refusal: the status, code and message of the contract's error body. */
export async function expectRefusal(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ status, code, ...(message ? { message } : {}) });
}

export const orderRow = async (t: TestApp, id: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
};

/** The contract's exact identity for an order (§1 Money). */
export function expectOrderTotalsAddUp(order: CustomerOrder) {
  const cents = (amount: number) => Math.round(amount * 100);
  const taxes = (list: { taxAmount: number }[]) => list.reduce((sum, tax) => sum + cents(tax.taxAmount), 0);
  expect(cents(order.totalAmount)).toBe(
    cents(order.subAmount) -
      cents(order.discountAmount) +
      taxes(order.appliedTaxes) +
      cents(order.deliveryPrice) +
      taxes(order.deliveryAppliedTaxes) +
      cents(order.serviceFee) -
      cents(order.globalPointsEquivalentAmount),
  );
}
