import { signedIn } from './account-fixtures';
import { createProduct } from './catalogue-fixtures';
import { createStore, TAX } from './setup-fixtures';
import { injectJson, TEST_APP_ORIGIN, type TestApp } from './test-app';

type Headers = Record<string, string>;
type Created = { id: string; name: string; [key: string]: unknown };

async function created(t: TestApp, method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers) {
  const response = await injectJson(t.app, method, url, payload, headers);
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Created;
}

/** Connects the merchant's payment account: the sandbox connects at once (contract §11). */
export async function connectPayments(t: TestApp, headers: Headers): Promise<void> {
  const url = `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(TEST_APP_ORIGIN)}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`payments not connected: ${response.body}`);
}

/** A signed-in merchant whose payment account is connected, so customers see its ACTIVE stores. */
export async function connectedMerchant(t: TestApp) {
  const merchant = await signedIn(t);
  await connectPayments(t, merchant.headers);
  return merchant;
}

/** Montréal's city hall; Quebec charges GST 5 + QST 9.975. */
export const montrealStorePatch = {
  name: 'Vieux-Montréal',
  address: {
    streetNumber: '275',
    streetName: 'Rue Notre-Dame Est',
    city: 'Montréal',
    province: 'QC',
    country: 'CA',
    postalCode: 'H2Y 1C6',
    location: { coordinates: [-73.5536, 45.5088] },
  },
  taxConfigIds: [TAX.quebecGst, TAX.quebecQst],
};

/** A store open every day all day (an empty `operationTime` means always open). */
export const createOpenStore = (t: TestApp, headers: Headers, patch: Record<string, unknown> = {}) =>
  createStore(t, headers, { operationTime: [], serveOptions: ['PICKUP', 'DINE_IN', 'DELIVERY'], ...patch });

export const createAddonGroup = (t: TestApp, headers: Headers, body: Record<string, unknown>) =>
  created(t, 'POST', '/api/addon-groups', body, headers);

/** An ACTIVE add-on in the stores and groups given; `patch` overrides any field. */
export const createAddon = (
  t: TestApp,
  headers: Headers,
  stores: string[],
  groups: string[],
  patch: Record<string, unknown> = {},
) =>
  created(
    t,
    'POST',
    '/api/addons',
    { name: 'Oat milk', price: 0.5, stores, groups, status: 'ACTIVE', ...patch },
    headers,
  );

/** An ACTIVE product in the stores given; `patch` overrides any field. */
export const createActiveProduct = async (
  t: TestApp,
  headers: Headers,
  stores: string[],
  patch: Record<string, unknown> = {},
) => (await createProduct(t, headers, stores, { status: 'ACTIVE', ...patch })) as Created;

/**
 * A small café menu sold in the stores given:
 * - Latte 4.50 with Milk (exactly one, each once: Oat 0.50, Soy 0.60) and Syrups (optional, at
 *   most 3, repeats allowed: Vanilla 0.75, Caramel 0.80);
 * - Croissant 3.25 with no add-ons;
 * - Gift card 10.00, tax exempt in every store given.
 */
export async function createCafeMenu(t: TestApp, headers: Headers, stores: string[]) {
  const milk = await createAddonGroup(t, headers, {
    name: 'Milk',
    forcedMin: 1,
    forcedMax: 1,
    isSameAddonAllowed: false,
  });
  const syrups = await createAddonGroup(t, headers, { name: 'Syrups', forcedMax: 3 });
  const oat = await createAddon(t, headers, stores, [milk.id], { name: 'Oat milk', price: 0.5 });
  const soy = await createAddon(t, headers, stores, [milk.id], { name: 'Soy milk', price: 0.6 });
  const vanilla = await createAddon(t, headers, stores, [syrups.id], { name: 'Vanilla syrup', price: 0.75 });
  const caramel = await createAddon(t, headers, stores, [syrups.id], { name: 'Caramel syrup', price: 0.8 });
  const latte = await createActiveProduct(t, headers, stores, {
    name: 'Latte',
    price: 4.5,
    addonGroups: [milk.id, syrups.id],
  });
  const croissant = await createActiveProduct(t, headers, stores, { name: 'Croissant', price: 3.25 });
  const giftCard = await createActiveProduct(t, headers, stores, {
    name: 'Gift card',
    price: 10,
    productTaxConfigs: stores.map((storeId) => ({ storeId, isDefaultStoreTax: false, taxConfigIds: [] })),
  });
  return { milk, syrups, oat, soy, vanilla, caramel, latte, croissant, giftCard };
}
export type CafeMenu = Awaited<ReturnType<typeof createCafeMenu>>;
