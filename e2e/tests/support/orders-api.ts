import { spawn } from 'node:child_process';
import { type APIRequestContext, expect } from '@playwright/test';
import { registerMerchant, type TestMerchant } from './merchant-api';

type Headers = Record<string, string>;

export interface OrderingMerchant {
  headers: Headers;
  /** Open every day and hour, pick-up only: the store the orders go to. */
  counter: { id: string; name: string };
  /** A second store, inactive: customers cannot order there, but the merchant can choose it. */
  kiosk: { id: string; name: string };
}

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

const torontoAddress = {
  streetNumber: '220',
  streetName: 'King Street West',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 1K4',
  location: { coordinates: [-79.3871, 43.6476] },
};

/**
 * A merchant customers can order from at any hour (so the test does not depend on the demo
 * stores' opening hours): a profile, two stores with Ontario's default taxes, a menu of two
 * products in one group, and the sandbox card payments connected.
 */
export async function setUpOrderingMerchant(
  request: APIRequestContext,
  merchant: TestMerchant,
): Promise<OrderingMerchant> {
  const headers = await registerMerchant(request, merchant);
  await ok(
    request.post('/api/merchants/profile', {
      headers,
      data: { name: 'Maple Counter', description: 'Coffee and bagels.', businessType: 'Food/Beverage' },
    }),
  );
  const taxes = (
    await ok<{ id: string }[]>(request.get('/api/tax-config/default?country=CA&province=ON', { headers }))
  ).map((tax) => tax.id);
  const store = (name: string) =>
    ok<{ id: string; name: string }>(
      request.post('/api/merchant-stores', {
        headers,
        data: {
          name,
          phone: '+14165550142',
          address: torontoAddress,
          operationTime: [],
          serveOptions: ['PICKUP'],
          taxConfigIds: taxes,
        },
      }),
    );
  const counter = await store('Maple King West');
  const kiosk = await store('Maple Union Kiosk');
  await ok(request.put(`/api/merchant-stores/${kiosk.id}/INACTIVE`, { headers }));
  const group = await ok<{ id: string }>(
    request.post('/api/product-groups', { headers, data: { name: 'Breakfast' } }),
  );
  for (const [name, price] of [
    ['Everything bagel', 3.25],
    ['Flat white', 4.75],
  ] as const) {
    await ok(
      request.post('/api/products', {
        headers,
        data: { name, price, unit: 'each', stores: [counter.id], groups: [group.id], status: 'ACTIVE' },
      }),
    );
  }
  // New groups start inactive; activating the group puts it on the menu.
  await ok(request.put(`/api/product-groups/status/${group.id}/ACTIVE`, { headers }));
  await ok(request.post('/api/accounts/user/stripe/connect/sandbox-code', { headers }));
  return { headers, counter, kiosk };
}

const SIMULATOR_TIMEOUT_MS = 30_000;

/**
 * Places `count` paid orders with the order simulator (`npm run simulate`), as customers would:
 * registration, cart, checkout, confirm, sandbox card payment, paid. Returns each order's
 * displayed number (the last 4 characters of its id), in the order they were paid.
 */
export function simulateOrders(baseURL: string, merchant: TestMerchant, count: number): Promise<string[]> {
  const cli = new URL('../../../tools/simulate.mjs', import.meta.url).pathname;
  const args = [cli, '--merchant', merchant.username, '--password', merchant.password];
  args.push('--count', String(count), '--orders-per-hour', '36000', '--customers', '1', '--url', baseURL);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // The simulator retries a store it cannot order from; a set-up mistake must fail, not hang.
    const timer = setTimeout(() => child.kill('SIGINT'), SIMULATOR_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const numbers = [...output.matchAll(/^#(\w{4}) PAID /gm)].map((match) => match[1] as string);
      if (code === 0 && numbers.length === count) resolve(numbers);
      else reject(new Error(`The simulator stopped (${code}):\n${output}`));
    });
  });
}

/** GET /api/orders/{id} as the merchant: the order's state on the server. */
export async function merchantOrder(request: APIRequestContext, headers: Headers, id: string) {
  return ok<{ id: string; status: string; serveStatus: string | null; messageByMerchant: string | null }>(
    request.get(`/api/orders/${id}`, { headers }),
  );
}

/** GET /api/orders/active as the merchant: the ids of the open orders of a store. */
export async function activeOrderIds(request: APIRequestContext, headers: Headers, storeId: string) {
  const orders = await ok<{ id: string }[]>(
    request.get(`/api/orders/active?storeId=${storeId}`, { headers }),
  );
  return orders.map((order) => order.id);
}
