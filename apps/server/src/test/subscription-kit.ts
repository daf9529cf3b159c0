import { expect } from 'vitest';
import type { signedIn } from './account-fixtures';
import type { ProviderHarness } from './order-harness';
import { TEST_APP_ORIGIN } from './test-app';

// The AI-post subscription routes (contract §11) as a merchant's browser calls them, on either
// provider: the sandbox, or the Stripe adapter against the fake Stripe server.

type Headers = Record<string, string>;
type Merchant = Awaited<ReturnType<typeof signedIn>>;

export const SUCCESS_URL = `${TEST_APP_ORIGIN}/app/setup/success?from=menu`;

/** A form body, as the web client sends these routes (they also take JSON). */
export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export function subscriptionCalls(p: ProviderHarness) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
    p.t.app.inject({
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const withForm = (
    method: 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    fields: Record<string, string>,
  ) => {
    const body = form(fields);
    return p.t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  return {
    createSession: (headers: Headers, fields: Record<string, string>) =>
      withForm('POST', '/api/merchants/create-session', headers, fields),
    sessionData: (headers: Headers, id: string) =>
      inject('GET', `/api/merchants/get-session-data/${id}`, headers),
    customer: (headers: Headers, id: string) => inject('GET', `/api/merchants/get-customer/${id}`, headers),
    subscriptions: (headers: Headers, customerId: string) =>
      inject('GET', `/api/merchants/get-subscriptions/${customerId}`, headers),
    cancel: (headers: Headers, fields: Record<string, string>) =>
      withForm('DELETE', '/api/merchants/cancel-subscription', headers, fields),
    resume: (headers: Headers, fields: Record<string, string>) =>
      withForm('POST', '/api/merchants/resume-subscription', headers, fields),
    saveProfile: (headers: Headers, body: Record<string, unknown>) =>
      inject('POST', '/api/merchants/profile', headers, body),
  };
}

/**
 * The merchant subscribes: a session, completed at once by the sandbox or by paying on the fake
 * Stripe's checkout page; answers the session's customer and subscription.
 */
export async function subscribe(p: ProviderHarness, merchant: Merchant, customerId = '') {
  const calls = subscriptionCalls(p);
  const created = await calls.createSession(merchant.headers, { successURL: SUCCESS_URL, customerId });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json() as { id: string; url: string };
  p.fake?.completeCheckout(id);
  const data = await calls.sessionData(merchant.headers, id);
  expect(data.statusCode, data.body).toBe(200);
  const session = data.json() as { id: string; status: string; customerId: string; subscriptionId: string };
  expect(session.status).toBe('complete');
  return { sessionId: id, url: (created.json() as { url: string }).url, ...session };
}
