import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Driving the perk wizard (issue 7) as a merchant would, shared by the wizard's own browser test
// and the one that takes each perk into a customer's cart: a café to make perks for, the product
// pickers, the New perk tiles, Next and Save.

/** A promotion as GET /api/promotions answers it: the fields these tests read. */
export interface Promotion {
  id: string;
  name: string;
  type: string;
  dealType: string;
  couponCode: string | null;
  isPublicAvailable: boolean;
  limitedStock: number | null;
  displayTime: { day: string; fromTime: string; toTime: string }[];
  requiredProductList: { id: string; name: string | null; groupIndex: number | null }[];
  rewardProductList: { id: string; name: string | null }[];
}

/** The café's menu: name → price in dollars. */
export const CAFE_MENU = { Latte: 5, Muffin: 3, Croissant: 4 } as const;
export type CafeProduct = keyof typeof CAFE_MENU;

export interface Cafe {
  storeId: string;
  /** Product ids by name. */
  products: Record<CafeProduct, string>;
}

/**
 * A profile, one Ontario store (so the wizard preselects it; open at all hours, its products taxed
 * with the store's default HST 13%), sandbox payment, and the three products of CAFE_MENU.
 */
export async function setUpCafe(request: APIRequestContext, headers: Record<string, string>): Promise<Cafe> {
  const profile = await request.post('/api/merchants/profile', {
    headers,
    data: { name: 'Café Haddad', description: 'Coffee and pastries.', businessType: 'Food/Beverage' },
  });
  expect(profile.ok()).toBe(true);
  const taxes = await (
    await request.get('/api/tax-config/default?country=CA&province=ON', { headers })
  ).json();
  const store = await request.post('/api/merchant-stores', {
    headers,
    data: {
      name: 'Haddad King West',
      phone: '+14165550188',
      address: {
        streetNumber: '500',
        streetName: 'King Street West',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
        postalCode: 'M5V 1L9',
        location: { coordinates: [-79.3957, 43.6447] },
      },
      operationTime: [],
      serveOptions: ['PICKUP', 'DINE_IN'],
      taxConfigIds: taxes.map((tax: { id: string }) => tax.id),
    },
  });
  expect(store.ok(), await store.text()).toBe(true);
  const storeId: string = (await store.json()).id;
  expect((await request.post('/api/accounts/user/stripe/connect/sandbox-code', { headers })).ok()).toBe(true);
  const products = {} as Record<CafeProduct, string>;
  for (const [name, price] of Object.entries(CAFE_MENU) as [CafeProduct, number][]) {
    const product = await request.post('/api/products', {
      headers,
      data: {
        name,
        price,
        unit: 'each',
        stores: [storeId],
        productTaxConfigs: [{ storeId, isDefaultStoreTax: true, taxConfigIds: [] }],
        status: 'ACTIVE',
      },
    });
    expect(product.ok(), await product.text()).toBe(true);
    products[name] = (await product.json()).id;
  }
  return { storeId, products };
}

/** Picks a product (its option reads "Latte · $5.00") in the multi-select labelled `label`. */
export async function pick(page: Page, label: string, product: string, nth = 0) {
  await page.getByRole('textbox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: new RegExp(`^${product} `) }).click();
  await page.keyboard.press('Escape');
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** From the New perk tiles: the tile, then the general step with its name. */
export async function startPerk(page: Page, tile: string, name: string) {
  await page.goto('/app/promotions/new-perk');
  await page.getByRole('link', { name: new RegExp(`^${tile.replace(/[%]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(/\/general$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await next(page);
}

/** Saves the last step; the wizard goes back to Your perks. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/promotions\/promotions-main$/);
}

/** From the Rewards page: a new reward item, its name, then its details step. */
export async function startRewardItem(page: Page, name: string) {
  await page.goto('/app/promotions/rewards');
  await page.getByRole('link', { name: 'New reward item' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await next(page);
}
