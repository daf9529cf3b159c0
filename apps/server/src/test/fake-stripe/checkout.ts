import type { FakeCustomer, FakeRoute, FakeSession, FakeStripeState, FakeSubscription } from './model';
import { fakeId, invalid, missing } from './wire';

/** Whether a request asks to expand `path` (`expand[0]=…` in a query, `expand[]` in a form). */
export function expands(body: Record<string, unknown>, path: string): boolean {
  const values = [...Object.entries(body)]
    .filter(([key]) => key === 'expand' || key.startsWith('expand['))
    .flatMap(([, value]) => (value && typeof value === 'object' ? Object.values(value) : [value]));
  return values.some((value) => String(value).endsWith(path));
}

/** The subscription as Stripe shows it: its one item with the price (and product, when expanded). */
export function publicSubscription(state: FakeStripeState, subscription: FakeSubscription, expand = false) {
  const { price: priceId, current_period_start, current_period_end, ...rest } = subscription;
  const price = state.prices.get(priceId);
  const product = price && expand ? state.products.get(price.product) : undefined;
  return {
    ...rest,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start,
          current_period_end,
          price: price && { ...price, product: product ?? price.product },
        },
      ],
      has_more: false,
    },
  };
}

export const publicSession = ({ price: _price, subscriptionMetadata: _meta, ...session }: FakeSession) =>
  session;

/** Checkout sessions in subscription mode, customers and subscriptions (list, update). */
export function checkoutRoutes(state: FakeStripeState): FakeRoute[] {
  const subscriptionOf = (id: string) => {
    const subscription = state.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  };
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_m, body) => {
        if (body.mode !== 'subscription') throw invalid('Only subscription mode is faked.', 'mode');
        const priceId = String((body.line_items as Record<string, Record<string, string>>)?.[0]?.price ?? '');
        if (!state.prices.has(priceId)) throw missing('price', priceId);
        const customer = typeof body.customer === 'string' ? body.customer : null;
        if (customer && !state.customers.has(customer)) throw missing('customer', customer);
        if (!body.success_url) throw invalid('Missing required param: success_url.', 'success_url');
        const id = fakeId('cs');
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: String(body.success_url),
          cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
          customer,
          customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
          subscription: null,
          client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
          metadata: (body.metadata as Record<string, string>) ?? {},
          price: priceId,
          subscriptionMetadata:
            ((body.subscription_data as Record<string, unknown>)?.metadata as Record<string, string>) ?? {},
        };
        state.sessions.set(id, session);
        return publicSession(session);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: ([, id]) => {
        const session = state.sessions.get(id as string);
        if (!session) throw missing('checkout.session', id as string);
        return publicSession(session);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/prices\/([^/]+)$/,
      handle: ([, id], query) => {
        const price = state.prices.get(id as string);
        if (!price) throw missing('price', id as string);
        return {
          ...price,
          product: (expands(query, 'product') && state.products.get(price.product)) || price.product,
        };
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: ([, id]) => {
        const customer = state.customers.get(id as string);
        if (!customer) throw missing('customer', id as string);
        return customer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions$/,
      handle: (_m, query) => {
        const customer = String(query.customer ?? '');
        if (!state.customers.has(customer)) throw missing('customer', customer);
        const data = [...state.subscriptions.values()]
          .filter((subscription) => subscription.customer === customer && subscription.status !== 'canceled')
          .reverse()
          .map((subscription) => publicSubscription(state, subscription, expands(query, 'price.product')));
        return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ([, id], body) => {
        const subscription = subscriptionOf(id as string);
        if (subscription.status === 'canceled')
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        if (body.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        return publicSubscription(state, subscription, expands(body, 'price.product'));
      },
    },
  ];
}

/** What the merchant paying on Stripe's checkout page brings about: a customer and a subscription. */
export function completeCheckout(state: FakeStripeState, sessionId: string, now = new Date()): FakeSession {
  const session = state.sessions.get(sessionId);
  if (!session) throw new Error(`no fake session ${sessionId}`);
  if (!session.customer) {
    const customer: FakeCustomer = {
      id: fakeId('cus'),
      object: 'customer',
      email: session.customer_email,
      name: null,
    };
    state.customers.set(customer.id, customer);
    session.customer = customer.id;
  }
  const start = Math.floor(now.getTime() / 1000);
  const subscription: FakeSubscription = {
    id: fakeId('sub'),
    object: 'subscription',
    customer: session.customer,
    status: 'active',
    cancel_at_period_end: false,
    metadata: session.subscriptionMetadata,
    created: start,
    price: session.price,
    current_period_start: start,
    current_period_end: start + 30 * 24 * 3600,
  };
  state.subscriptions.set(subscription.id, subscription);
  session.subscription = subscription.id;
  session.status = 'complete';
  return session;
}
