import {
  checkoutSessionLinkSchema,
  checkoutSessionSchema,
  type MerchantProfile,
  merchantProfileSchema,
  type PaymentProvider,
  type PaymentSubscriptionView,
  paymentConfigSchema,
  paymentConnectionSchema,
  paymentLinkSchema,
  paymentSubscriptionListSchema,
  paymentSubscriptionSchema,
  type SandboxDashboard,
  type SubscriptionPlan,
  sandboxDashboardSchema,
  subscriptionPlanSchema,
} from '@perkdesk/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { writeAuth } from '../../../lib/auth-store';
import { storesRoute } from '../../../testing/mocks/handlers';
import { notFound, refuse, respond } from '../../../testing/mocks/respond';

// A stand-in payment server holding one merchant's account, subscription and sandbox dashboard,
// answering as contract §11 says. Tests set `paymentState` and read it back.

export const MERCHANT_ID = '20000000000000000001';
export const CUSTOMER_ID = 'cus_sbx_1';
export const SESSION_ID = 'cs_sbx_1';

export interface PaymentState {
  provider: PaymentProvider;
  connected: boolean;
  /** PAID orders in progress: disconnecting is refused while there are any. */
  ordersInProgress: boolean;
  onboardingFails: boolean;
  profile: MerchantProfile;
  subscriptions: PaymentSubscriptionView[];
  /** null: the plan route is not there (404). */
  plan: SubscriptionPlan | null;
  session: { status: 'open' | 'complete' | 'expired'; customerId: string | null } | null;
  dashboard: SandboxDashboard | null;
}

export const paymentState = {} as PaymentState;

export function sampleProfile(overrides: Partial<MerchantProfile> = {}): MerchantProfile {
  return {
    merchantId: MERCHANT_ID,
    name: 'Maple Counter',
    description: null,
    phone: null,
    email: 'owner@maple.test',
    website: null,
    businessType: 'Food/Beverage',
    businessLines: [],
    address: null,
    logoUrl: null,
    imagesUrl: [],
    stores: [],
    paymentCustomerId: null,
    paymentConnected: false,
    socialConnected: false,
    operationTime: null,
    serveOptions: [],
    taxConfigIds: [],
    lastUpdatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleSubscription(
  overrides: Partial<PaymentSubscriptionView> = {},
): PaymentSubscriptionView {
  return {
    id: 'sub_sbx_1',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-04-10T14:00:00.000Z',
    planName: 'AI Post Generator',
    amount: 19.99,
    currency: 'cad',
    ...overrides,
  };
}

/** A fresh merchant signed in, not connected, never subscribed, on the sandbox. */
export function resetPaymentState() {
  localStorage.clear();
  writeAuth({ accessToken: 'token', refreshToken: 'refresh', merchantId: MERCHANT_ID, username: 'maple' });
  Object.assign(paymentState, {
    provider: 'sandbox',
    connected: false,
    ordersInProgress: false,
    onboardingFails: false,
    profile: sampleProfile(),
    subscriptions: [],
    plan: { planName: 'AI Post Generator', amount: 19.99, currency: 'cad', interval: 'month' },
    session: { status: 'complete', customerId: CUSTOMER_ID },
    dashboard: null,
  } satisfies PaymentState);
}

const change =
  (cancelAtPeriodEnd: boolean) =>
  async ({ request }: { request: Request }) => {
    const { subscriptionId } = (await request.json()) as { subscriptionId: string };
    const found = paymentState.subscriptions.find((subscription) => subscription.id === subscriptionId);
    if (!found) return notFound();
    Object.assign(found, { cancelAtPeriodEnd });
    return respond(paymentSubscriptionSchema, found);
  };

export const paymentRoutes = [
  // No store yet: merchant-wide dates are shown in America/Toronto.
  storesRoute(() => []),
  http.get('/api/payments/config', () =>
    respond(paymentConfigSchema, { provider: paymentState.provider, publishableKey: null }),
  ),
  http.get('/api/accounts/check/has-account/:merchantId', ({ params }) =>
    params.merchantId === MERCHANT_ID ? respond(z.boolean(), paymentState.connected) : notFound(),
  ),
  http.get('/api/accounts/onboarding-link', ({ request }) => {
    if (paymentState.onboardingFails) return refuse(502, 'PROVIDER_ERROR', 'The provider is down.');
    const returnUrl = new URL(request.url).searchParams.get('returnUrl') ?? '';
    // The sandbox connects at once and sends the merchant straight back; a provider would not.
    if (paymentState.provider === 'sandbox') paymentState.connected = true;
    const url = paymentState.provider === 'sandbox' ? returnUrl : 'https://connect.stripe.com/setup/e/acct_1';
    return respond(paymentLinkSchema, { url });
  }),
  http.post('/api/accounts/user/stripe/connect/:authCode', ({ params }) => {
    if (params.authCode === 'bad-code') return refuse(502, 'PROVIDER_ERROR', 'Invalid authorization code.');
    paymentState.connected = true;
    return respond(paymentConnectionSchema, { connected: true });
  }),
  http.delete('/api/accounts/merchant', () => {
    if (paymentState.ordersInProgress)
      return refuse(400, 'ORDERS_IN_PROGRESS', 'Orders in progress must be finished first.');
    paymentState.connected = false;
    return respond(paymentConnectionSchema, { connected: false });
  }),
  http.get('/api/accounts/merchant/dashboard', () =>
    respond(paymentLinkSchema, {
      url:
        paymentState.provider === 'sandbox'
          ? `${window.location.origin}/app/setup/payment/sandbox-dashboard`
          : 'https://connect.stripe.com/express/acct_1/login',
    }),
  ),
  http.get('/api/payments/sandbox/dashboard', () =>
    paymentState.dashboard ? respond(sandboxDashboardSchema, paymentState.dashboard) : notFound(),
  ),
  http.get('/api/merchants/profile', () => respond(merchantProfileSchema, paymentState.profile)),
  http.post('/api/merchants/profile', async ({ request }) => {
    const { paymentCustomerId } = (await request.json()) as { paymentCustomerId: string };
    if (paymentCustomerId !== paymentState.session?.customerId) return notFound();
    paymentState.profile = { ...paymentState.profile, paymentCustomerId };
    return respond(merchantProfileSchema, paymentState.profile);
  }),
  http.get('/api/merchants/subscription-plan', () =>
    paymentState.plan ? respond(subscriptionPlanSchema, paymentState.plan) : notFound(),
  ),
  http.get('/api/merchants/get-subscriptions/:customerId', ({ params }) =>
    params.customerId === paymentState.profile.paymentCustomerId
      ? respond(paymentSubscriptionListSchema, paymentState.subscriptions)
      : notFound(),
  ),
  http.post('/api/merchants/create-session', async ({ request }) => {
    const { successURL } = (await request.json()) as { successURL: string };
    const url = new URL(successURL);
    url.searchParams.set('session_id', SESSION_ID);
    return respond(checkoutSessionLinkSchema, { id: SESSION_ID, url: url.toString() });
  }),
  http.get('/api/merchants/get-session-data/:sessionId', ({ params }) =>
    params.sessionId === SESSION_ID && paymentState.session
      ? respond(checkoutSessionSchema, {
          id: SESSION_ID,
          subscriptionId: 'sub_sbx_1',
          ...paymentState.session,
        })
      : notFound(),
  ),
  http.delete('/api/merchants/cancel-subscription', change(true)),
  http.post('/api/merchants/resume-subscription', change(false)),
];
