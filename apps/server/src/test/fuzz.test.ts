import { errorBodySchema, loginResponseSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type TestAccount } from './account-fixtures';
import { hostileRequests, type Operation } from './fuzz-inputs';
import { createStore } from './setup-fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every operation of the OpenAPI document, each with at least 20 hostile inputs, as a merchant,
 * a customer and anonymous: no answer is a 5xx, and every 4xx is in the contract's error shape.
 * Sequential on one app instance (inject), so that it stays bounded in time.
 */
let t: TestApp;
let operations: Operation[];
let storeId: string;
const FUZZ_ADDRESS = '10.9.9.9';
let loginCount = 0;

interface Caller {
  name: string;
  role?: 'MERCHANT' | 'USER';
  account?: TestAccount;
  headers: Record<string, string>;
}

async function signIn(caller: Caller) {
  if (!caller.role) return;
  caller.account ??= await createAccount(t, { role: caller.role });
  // A fresh address each time: the fuzzer's own failed logins must not throttle the fixture's.
  loginCount += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: `10.8.${Math.floor(loginCount / 250)}.${loginCount % 250}`,
    payload: { username: caller.account.username, password: caller.account.password },
  });
  if (response.statusCode !== 200) {
    // The fuzzer may have changed the password or deleted the account: start from a new one.
    caller.account = await createAccount(t, { role: caller.role });
    return signIn(caller);
  }
  caller.headers = bearer(loginResponseSchema.parse(response.json()).access_token);
}

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method, path })),
  );
});
afterAll(() => t.close());

describe('fuzz: hostile input on every route never gives a 5xx', () => {
  it('answers every hostile request of every operation with < 500, and every 4xx in the error shape', async () => {
    const started = performance.now();
    const merchant: Caller = { name: 'merchant', role: 'MERCHANT', headers: {} };
    const customer: Caller = { name: 'customer', role: 'USER', headers: {} };
    const anonymous: Caller = { name: 'anonymous', headers: {} };
    await signIn(merchant);
    await signIn(customer);
    storeId = (await createStore(t, merchant.headers)).id;
    const pathValue = (name: string, schema?: { enum?: unknown[]; pattern?: string }) => {
      if (schema?.enum?.length) return String(schema.enum[0]);
      if (/merchantId/i.test(name)) return merchant.account?.merchantId ?? '10000000000000000001';
      if (name === 'start') return '2026-01-01';
      if (name === 'end') return '2026-01-31';
      if (name === 'email') return 'nobody@example.com';
      return storeId;
    };

    const failures: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    const perOperation: number[] = [];
    for (const op of operations) {
      const hostile = hostileRequests(op, pathValue);
      perOperation.push(hostile.length);
      for (const caller of [merchant, customer, anonymous]) {
        let sessionLost = false;
        for (const request of hostile) {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...caller.headers, ...request.headers },
            payload: request.payload,
            remoteAddress: FUZZ_ADDRESS,
          });
          requests += 1;
          const where = `${caller.name} ${request.method} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 80) ?? ''}`;
          if (response.statusCode >= 500) {
            serverErrors += 1;
            failures.push(`${response.statusCode} ${where} → ${response.body.slice(0, 200)}`);
          } else if (response.statusCode >= 400) {
            const body = errorBodySchema.safeParse(safeJson(response.body));
            if (!body.success || body.data.status !== response.statusCode) {
              failures.push(`shape ${response.statusCode} ${where} → ${response.body.slice(0, 200)}`);
            }
            if (response.statusCode === 401 && caller.role) sessionLost = true;
          }
        }
        // A hostile input may have signed the caller out (logout, password change): sign in again.
        if (sessionLost) await signIn(caller);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    console.log(
      `fuzz (${database}): ${operations.length} operations, ${requests} requests ` +
        `(${Math.min(...perOperation)}–${Math.max(...perOperation)} inputs per operation × 3 callers), ` +
        `${serverErrors} 5xx, ${failures.length - serverErrors} bad 4xx shapes, ${seconds}s`,
    );
    expect(Math.min(...perOperation)).toBeGreaterThanOrEqual(20);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
