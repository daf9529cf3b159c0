import type { TestApp } from './test-app';

/** A product body for the store ids given; `patch` overrides any field. */
export const productBody = (stores: string[], patch: Record<string, unknown> = {}) => ({
  name: 'Flat white',
  description: 'Double shot, steamed milk',
  price: 4.75,
  unit: 'ea',
  stores,
  ...patch,
});

async function post(t: TestApp, headers: Record<string, string>, url: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 200) throw new Error(`${url} not created: ${response.body}`);
  return response.json() as { id: string; [key: string]: unknown };
}

export const createProduct = (
  t: TestApp,
  headers: Record<string, string>,
  stores: string[],
  patch: Record<string, unknown> = {},
) => post(t, headers, '/api/products', productBody(stores, patch));

export const createCategory = (t: TestApp, headers: Record<string, string>, name: string) =>
  post(t, headers, '/api/product-categories', { name });
