import type { Store, StoreDetail } from '@perkdesk/contracts';
import { seededRandom } from '../demo/seeded-random';
import { registerCustomer, type SimulatedCustomer } from './customers';
import { createApiClient } from './http-client';
import { type PlacedOrder, placeOrder } from './place-order';

export interface SimulationOptions {
  baseUrl: string;
  /** The merchant whose stores receive the orders: its username and password. */
  merchant: string;
  password: string;
  ordersPerHour: number;
  /** Stop after this many paid orders; unbounded when absent. */
  count?: number;
  /** How many distinct customers place the orders (created as needed). */
  customers?: number;
  seed?: number;
  signal?: AbortSignal;
  onOrder?: (placed: PlacedOrder, store: Store, customer: SimulatedCustomer) => void;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Places orders for a running server through its public HTTP API until `count` orders are paid
 * or the signal aborts (the order in flight is finished first). Returns the paid orders.
 */
export async function simulate(options: SimulationOptions): Promise<PlacedOrder[]> {
  const api = createApiClient(options.baseUrl);
  const random = seededRandom(options.seed ?? Date.now());
  const login = await api.call<{ access_token: string }>('POST', '/api/login', {
    body: { username: options.merchant, password: options.password, portal: 'MERCHANT' },
  });
  const stores = (
    await api.call<Store[]>('GET', '/api/merchant-stores', { token: login.access_token })
  ).filter((store) => store.status === 'ACTIVE');
  if (stores.length === 0) throw new Error(`${options.merchant} has no active store to order from.`);

  const pool: SimulatedCustomer[] = [];
  const poolSize = options.customers ?? 8;
  const gapMs = 3_600_000 / options.ordersPerHour;
  const placed: PlacedOrder[] = [];
  while (!options.signal?.aborted && (options.count === undefined || placed.length < options.count)) {
    const started = Date.now();
    const store = stores[Math.floor(random() * stores.length)] as Store;
    const customer =
      pool.length < poolSize
        ? await registerCustomer(api, random)
        : (pool[Math.floor(random() * pool.length)] as SimulatedCustomer);
    if (!pool.includes(customer)) pool.push(customer);
    const detail = await api.call<StoreDetail>('GET', `/api/merchant-stores/${store.id}/detail`, {
      token: customer.token,
    });
    const order = await placeOrder(api, customer, detail, random);
    if (order) {
      placed.push(order);
      options.onOrder?.(order, store, customer);
    }
    await sleep(Math.max(0, gapMs - (Date.now() - started)), options.signal);
  }
  return placed;
}
