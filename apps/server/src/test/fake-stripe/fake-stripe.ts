import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for Stripe's API, for tests of the Stripe adapter through the official SDK
// (STRIPE_API_HOST/PORT/PROTOCOL point the SDK here). It implements just the endpoints the adapter
// calls, with Stripe-shaped JSON, form-encoded bodies, the Stripe-Account header (intents live on
// the connected account that created them) and Idempotency-Key replays. The test drives what a
// browser and Stripe would do through `completeOnboarding`, `pay` and `webhook`.

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  metadata: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  application_fee_amount: number | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  /** Not Stripe's: the connected account the intent lives on (the Stripe-Account header). */
  account: string | null;
  refunded: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  refund_application_fee: boolean;
  account: string | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake_perkdesk',
  publishableKey: 'pk_test_fake_perkdesk',
  webhookSecret: 'whsec_fake_perkdesk',
  clientId: 'ca_fake_perkdesk',
};

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('stripe failure');
  }
}

const id = (prefix: string) => `${prefix}_fake_${randomBytes(8).toString('hex')}`;
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
const missing = (kind: string, value: string) =>
  new StripeFailure(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${value}'`,
    },
  });

/** `a[b][c]=v` form keys into nested objects, as Stripe reads them (arrays by index). */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const integer = (value: unknown, param: string): number => {
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw invalid(`Invalid integer: ${String(value)}`, param);
  }
  return number;
};

export interface FakeStripe {
  url: string;
  /** createTestApp env: the Stripe adapter, pointed here. */
  env: Record<string, string>;
  accounts: Map<string, FakeAccount>;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  requests: FakeRequest[];
  /** What a merchant finishing Stripe's onboarding does. */
  completeOnboarding(accountId: string): void;
  /** What Stripe.js does with the client secret: the card succeeds, or is declined. */
  pay(clientSecret: string, outcome?: 'succeeded' | 'declined'): FakeIntent;
  /** A signed webhook delivery: the raw body and its Stripe-Signature header. */
  webhook(type: string, object: unknown, account?: string | null): { payload: string; signature: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const accounts = new Map<string, FakeAccount>();
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const requests: FakeRequest[] = [];
  /** Replays by (account, key): the request's hash and the first answer. */
  const replays = new Map<string, { hash: string; status: number; body: unknown }>();

  const publicIntent = ({ account: _account, refunded: _refunded, ...intent }: FakeIntent) => intent;

  const intentOn = (account: string | null, intentId: string): FakeIntent => {
    const intent = intents.get(intentId);
    if (!intent || intent.account !== account) throw missing('payment_intent', intentId);
    return intent;
  };

  const confirmIntent = (intent: FakeIntent, paymentMethod: string) => {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      throw invalid(`This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`);
    }
    if (paymentMethod === 'pm_card_chargeDeclined') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
      throw new StripeFailure(402, {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
  };

  const routes: {
    method: string;
    pattern: RegExp;
    handle: (match: RegExpMatchArray, body: Record<string, unknown>, account: string | null) => unknown;
  }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/accounts$/,
      handle: (_m, body) => {
        const account: FakeAccount = {
          id: id('acct'),
          object: 'account',
          type: String(body.type ?? 'standard'),
          email: typeof body.email === 'string' ? body.email : null,
          details_submitted: false,
          charges_enabled: false,
          metadata: (body.metadata as Record<string, string>) ?? {},
        };
        accounts.set(account.id, account);
        return account;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/accounts\/([^/]+)$/,
      handle: ([, accountId]) => {
        const account = accounts.get(accountId as string);
        if (!account) throw missing('account', accountId as string);
        return account;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/account_links$/,
      handle: (_m, body) => {
        const accountId = String(body.account ?? '');
        if (!accounts.has(accountId)) throw missing('account', accountId);
        if (!body.return_url || !body.refresh_url) throw invalid('Missing required param: return_url.');
        return {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${accountId}?return=${encodeURIComponent(String(body.return_url))}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/accounts\/([^/]+)\/login_links$/,
      handle: ([, accountId]) => {
        if (!accounts.has(accountId as string)) throw missing('account', accountId as string);
        return { object: 'login_link', url: `https://connect.stripe.test/express/${accountId}` };
      },
    },
    {
      method: 'POST',
      pattern: /^\/oauth\/token$/,
      handle: (_m, body) => {
        const code = String(body.code ?? '');
        if (body.grant_type !== 'authorization_code' || !code.startsWith('ac_')) {
          throw new StripeFailure(400, {
            error: 'invalid_grant',
            error_description: `Authorization code does not exist: ${code}`,
          });
        }
        const account: FakeAccount = {
          id: id('acct'),
          object: 'account',
          type: 'standard',
          email: null,
          details_submitted: true,
          charges_enabled: true,
          metadata: {},
        };
        accounts.set(account.id, account);
        return {
          access_token: id('sk'),
          livemode: false,
          scope: 'read_write',
          stripe_user_id: account.id,
          token_type: 'bearer',
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (_m, body, account) => {
        const amount = integer(body.amount, 'amount');
        if (amount < 50) throw invalid('Amount must be at least $0.50 cad', 'amount');
        const fee =
          body.application_fee_amount === undefined
            ? null
            : integer(body.application_fee_amount, 'application_fee_amount');
        if (fee !== null && !account)
          throw invalid(
            'Can only apply an application_fee_amount when the PaymentIntent is created on behalf of another account.',
          );
        const intentId = id('pi');
        const intent: FakeIntent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: String(body.currency ?? ''),
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          application_fee_amount: fee,
          metadata: (body.metadata as Record<string, string>) ?? {},
          last_payment_error: null,
          account,
          refunded: 0,
        };
        intents.set(intentId, intent);
        return publicIntent(intent);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([, intentId], _body, account) => publicIntent(intentOn(account, intentId as string)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([, intentId], body, account) => {
        const intent = intentOn(account, intentId as string);
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)
        ) {
          throw invalid(
            `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
          );
        }
        if (body.amount !== undefined) intent.amount = integer(body.amount, 'amount');
        if (body.application_fee_amount === '') intent.application_fee_amount = null;
        else if (body.application_fee_amount !== undefined)
          intent.application_fee_amount = integer(body.application_fee_amount, 'application_fee_amount');
        return publicIntent(intent);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: ([, intentId], _body, account) => {
        const intent = intentOn(account, intentId as string);
        if (['succeeded', 'canceled'].includes(intent.status)) {
          throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
        }
        intent.status = 'canceled';
        return publicIntent(intent);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      handle: ([, intentId], body, account) => {
        const intent = intentOn(account, intentId as string);
        confirmIntent(intent, String(body.payment_method ?? 'pm_card_visa'));
        return publicIntent(intent);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_m, body, account) => {
        const intent = intentOn(account, String(body.payment_intent ?? ''));
        if (intent.status !== 'succeeded')
          throw invalid(`This PaymentIntent does not have a successful charge to refund.`);
        const left = intent.amount_received - intent.refunded;
        const amount = body.amount === undefined ? left : integer(body.amount, 'amount');
        if (amount <= 0 || amount > left) {
          throw new StripeFailure(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge ${intent.id} has already been refunded.`,
            },
          });
        }
        intent.refunded += amount;
        const refund: FakeRefund = {
          id: id('re'),
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
          refund_application_fee: body.refund_application_fee === 'true',
          account,
        };
        refunds.push(refund);
        return refund;
      },
    },
  ];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      request.on('error', reject);
    });

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const body = raw ? parseForm(raw) : Object.fromEntries(url.searchParams);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const account = header('stripe-account');
    const idempotencyKey = header('idempotency-key');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, account, idempotencyKey, body });

    if (header('authorization') !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const route = routes.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route) {
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        },
      });
    }
    const replayKey =
      idempotencyKey && request.method === 'POST' ? `${account ?? ''}|${idempotencyKey}` : null;
    const hash = createHash('sha256').update(`${request.method} ${url.pathname} ${raw}`).digest('hex');
    if (replayKey) {
      const earlier = replays.get(replayKey);
      if (earlier && earlier.hash !== hash) {
        return send(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      if (earlier) return send(response, earlier.status, earlier.body);
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = route.handle(url.pathname.match(route.pattern) as RegExpMatchArray, body, account);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      answer = error.body;
    }
    if (replayKey) replays.set(replayKey, { hash, status, body: answer });
    send(response, status, answer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_CLIENT_ID: FAKE_STRIPE_KEYS.clientId,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    accounts,
    intents,
    refunds,
    requests,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      account.details_submitted = true;
      account.charges_enabled = true;
    },
    pay(clientSecret, outcome = 'succeeded') {
      const intent = [...intents.values()].find((candidate) => candidate.client_secret === clientSecret);
      if (!intent) throw new Error(`no fake intent with secret ${clientSecret}`);
      try {
        confirmIntent(intent, outcome === 'declined' ? 'pm_card_chargeDeclined' : 'pm_card_visa');
      } catch (error) {
        if (!(error instanceof StripeFailure) || outcome !== 'declined') throw error;
      }
      return intent;
    },
    webhook(type, object, account = null) {
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        ...(account ? { account } : {}),
        data: {
          object:
            object && typeof object === 'object' && 'account' in object
              ? publicIntent(object as FakeIntent)
              : object,
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: FAKE_STRIPE_KEYS.webhookSecret,
      });
      return { payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
